import type { TripForm } from '../domain/trip-form.ts';
import type { TripPlace } from '../domain/trip-place.ts';
import type { PreferencesTemplate } from '../domain/trip-preferences.ts';

/** Places, a blank form and a preferences panel shared by the trip form's rule tests. */
export const timesSq: TripPlace = {
  id: 'subway:127',
  type: 'stopArea',
  name: 'Times Sq-42 St',
  displayName: 'Times Sq-42 St, Manhattan',
  lat: 40.75529,
  lon: -73.987495,
};

export const wallSt: TripPlace = {
  id: 'subway:230',
  type: 'stopArea',
  name: 'Wall St',
  displayName: 'Wall St, Manhattan',
  lat: 40.706821,
  lon: -74.0091,
};

export const blankForm: TripForm = {
  from: null,
  to: null,
  via: null,
  viaEnabled: false,
  tripType: 'simple',
  dateChoice: 'DEPARTURE',
  dateTime: '2026-11-27T09:00-05:00',
  returnDateTime: '2026-11-27T11:00-05:00',
  excludedModes: [],
  options: {},
};

/** A walking speed (a criterion), two modes and a toggle, each at its default. */
export const preferencesTemplate: PreferencesTemplate = {
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
          ],
          selectedKey: 'NORMAL',
          bodyParam: { name: 'walkingSpeed' },
        },
      ],
    },
    {
      sectionKey: 'modes',
      options: [
        { id: 'mode-bus', type: 'mode', selected: true, modes: ['bus'] },
        { id: 'mode-metro', type: 'mode', selected: true, modes: ['metro'] },
      ],
    },
    {
      sectionKey: 'comfort',
      options: [{ id: 'wheelchair', type: 'toggle', selected: false, bodyParam: { name: 'wheelchair' } }],
    },
  ],
};
