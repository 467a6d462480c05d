import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { notePlainChoice } from '../../stores/trip-preferences.ts';
import type { ItineraryOptions } from '../../contract/trip-planner.ts';
import { TRIP_URL_OPTION_DEFAULTS, TRIP_URL_OPTION_PARAMS, TRIP_URL_OPTION_VALUES } from '../../contract/trip-url.ts';

/**
 * The preferences the search URL carries (ws, wd, ft, wc), as plain named fields: what the preferences panel holds
 * before the form's island has loaded the template, or without JavaScript. The full panel (with the transport modes)
 * then replaces them and takes over what was changed here (notePlainChoice); the modes a link excludes travel as a
 * hidden field meanwhile. Option ids are the template's (walkingSpeed, maxWalkingDistance, fewerTransfers, wheelchair).
 */
export function PlainPreferenceFields({ options }: { options: ItineraryOptions }) {
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
        <select name={key} defaultValue={value} data-option={name} onChange={(event) => notePlainChoice(name, { selectedKey: event.target.value })}>
          {TRIP_URL_OPTION_VALUES[key].map((option) => (
            <option key={option} value={option}>{t(`tripPlanner.preferences.criteria.${name}.${option}`)}</option>
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
      <fieldset className="preferences-panel__section">
        <legend>{label('comfort')}</legend>
        {toggle('fewerTransfers')}
        {toggle('wheelchair')}
      </fieldset>
    </div>
  );
}
