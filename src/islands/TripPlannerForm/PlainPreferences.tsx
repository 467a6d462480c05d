import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { notePlainChoice } from '../../stores/trip-preferences.ts';
import type { ItineraryOptions } from '../../contract/trip-planner.ts';
import { TRIP_URL_OPTION_DEFAULTS, TRIP_URL_OPTION_PARAMS, TRIP_URL_OPTION_VALUES } from '../../contract/trip-url.ts';
import { modeField, OFFERED_MODES_FIELD } from '../../domain/trip-form-fields.ts';

/**
 * The preferences the search URL carries (ws, wd, ft, wc, the transport modes), as plain named fields: what the
 * preferences panel holds before the form's island has loaded the template, or without JavaScript. The full panel then
 * replaces them and takes over what was changed here (notePlainChoice). Option ids are the template's (walkingSpeed,
 * maxWalkingDistance, fewerTransfers, wheelchair, mode-<mode>). The modes come from the server (the template's own);
 * with none known no boxes are drawn and the link's excluded modes travel as the hidden `m` alone.
 */
export function PlainPreferenceFields({
  options,
  modes,
  excludedModes,
}: {
  options: ItineraryOptions;
  modes: string[];
  excludedModes: string[];
}) {
  const { t } = useTranslation();
  const chosen = options as Record<string, unknown>;
  const fields = useRef<HTMLDivElement>(null);
  // Changed before the island ran (no handler then): the fields remember it, read it once the island runs.
  useEffect(() => {
    for (const select of fields.current?.querySelectorAll('select') ?? []) {
      const initial = [...select.options].find((option) => option.defaultSelected)?.value;
      if (select.value !== initial) notePlainChoice(select.dataset.option!, { selectedKey: select.value });
    }
    for (const box of fields.current?.querySelectorAll<HTMLInputElement>('input[type=checkbox]') ?? []) {
      if (box.checked !== box.defaultChecked) notePlainChoice(box.dataset.option!, { selected: box.checked });
    }
  }, []);
  const label = (key: string) => t(`tripPlanner.preferences.labels.${key}`);
  const criterion = (name: 'walkingSpeed' | 'maxWalkingDistance') => {
    const key = TRIP_URL_OPTION_PARAMS[name];
    const value = typeof chosen[name] === 'string' ? (chosen[name] as string) : TRIP_URL_OPTION_DEFAULTS[key];
    return (
      <label className="preferences-panel__criterion">
        <span>{label(name)}</span>
        <select
          name={key}
          defaultValue={value}
          data-option={name}
          onChange={(event) => notePlainChoice(name, { selectedKey: event.target.value })}
        >
          {TRIP_URL_OPTION_VALUES[key].map((option) => (
            <option key={option} value={option}>
              {t(`tripPlanner.preferences.criteria.${name}.${option}`)}
            </option>
          ))}
        </select>
      </label>
    );
  };
  const toggle = (name: 'fewerTransfers' | 'wheelchair') => (
    <label className="preferences-panel__toggle">
      <input
        type="checkbox"
        name={TRIP_URL_OPTION_PARAMS[name]}
        value="1"
        defaultChecked={chosen[name] === true}
        data-option={name}
        onChange={(event) => notePlainChoice(name, { selected: event.target.checked })}
      />
      <span>{label(name)}</span>
    </label>
  );
  return (
    <div ref={fields}>
      <fieldset className="preferences-panel__section">
        <legend>{label('walking')}</legend>
        {criterion('walkingSpeed')}
        {criterion('maxWalkingDistance')}
      </fieldset>
      {modes.length ? (
        <fieldset className="preferences-panel__section">
          <legend>{label('modes')}</legend>
          <input type="hidden" name={OFFERED_MODES_FIELD} value={modes.join(',')} />
          {modes.map((mode) => (
            <label key={mode} className="preferences-panel__toggle">
              <input
                type="checkbox"
                name={modeField(mode)}
                value="1"
                defaultChecked={!excludedModes.includes(mode)}
                data-option={modeField(mode)}
                onChange={(event) => notePlainChoice(modeField(mode), { selected: event.target.checked })}
              />
              <span>{t(`tripPlanner.preferences.labels.${modeField(mode)}`, { defaultValue: mode })}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <fieldset className="preferences-panel__section">
        <legend>{label('comfort')}</legend>
        {toggle('fewerTransfers')}
        {toggle('wheelchair')}
      </fieldset>
    </div>
  );
}
