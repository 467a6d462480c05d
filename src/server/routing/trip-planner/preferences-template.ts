import type { PreferencesTemplate } from '../../../contract/trip-planner.ts';
import type { TransitMode, TransitNetwork } from '../../network/model/types.ts';

/**
 * The preferences the planner understands, as the trip planner's form shows them: walking speed and distance
 * (criteria), one switch per transit mode the network runs (modes; a switched-off mode goes to excludedModes), fewer
 * transfers and step-free access (toggles). `bodyParam.name` is the itineraryOptions field each choice fills.
 */
export function preferencesTemplate(network: TransitNetwork): PreferencesTemplate {
  const modes = [...new Set(network.routes.modes)].sort() as TransitMode[];
  return {
    sections: [
      {
        sectionKey: 'walking',
        options: [
          {
            id: 'walkingSpeed',
            type: 'criterion',
            criteria: [
              { key: 'SLOW', value: 'slow' },
              { key: 'NORMAL', value: 'normal' },
              { key: 'FAST', value: 'fast' },
            ],
            selectedKey: 'NORMAL',
            bodyParam: { name: 'walkingSpeed' },
          },
          {
            id: 'maxWalkingDistance',
            type: 'criterion',
            criteria: [
              { key: 'SHORT', value: '400' },
              { key: 'MEDIUM', value: '800' },
              { key: 'LONG', value: '1500' },
            ],
            selectedKey: 'MEDIUM',
            bodyParam: { name: 'maxWalkingDistance' },
          },
        ],
      },
      {
        sectionKey: 'modes',
        options: modes.map((mode) => ({ id: `mode-${mode}`, type: 'mode' as const, selected: true, modes: [mode] })),
      },
      {
        sectionKey: 'comfort',
        options: [
          { id: 'fewerTransfers', type: 'toggle', selected: false, bodyParam: { name: 'fewerTransfers' } },
          { id: 'wheelchair', type: 'toggle', selected: false, bodyParam: { name: 'wheelchair' } },
        ],
      },
    ],
  };
}
