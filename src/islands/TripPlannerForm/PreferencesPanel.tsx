import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { $tripPreferences, choosePreference, resetTripPreferences } from '../../stores/trip-preferences.ts';
import { useHydrated } from '../../ui/use-hydrated.ts';
import type { ItineraryOptions } from '../../contract/trip-planner.ts';
import { PlainPreferenceFields } from './PlainPreferences.tsx';

/** Preferences from the server template with the traveller's saved choices (spec sections 3 and 4). */
export function PreferencesPanel({
  options,
  modes,
  excludedModes,
}: {
  options: ItineraryOptions;
  modes: string[];
  excludedModes: string[];
}) {
  const { t } = useTranslation();
  const state = useStore($tripPreferences);
  const label = (key: string) => t(`tripPlanner.preferences.labels.${key}`, { defaultValue: key });
  // The panel fills from the template the island loads: until then, the URL's own preferences as plain fields (in the
  // same details element, so a panel opened meanwhile stays open; what was changed there is taken over).
  const hydrated = useHydrated();
  const plain = !hydrated || (!state.current && !state.couldNotLoad);

  return (
    <details className="preferences-panel">
      <summary>{t('tripPlanner.preferences.title')}</summary>
      {plain ? <PlainPreferenceFields options={options} modes={modes} excludedModes={excludedModes} /> : null}
      {state.couldNotLoad ? (
        <p className="form-error" role="alert">
          {t('tripPlanner.preferences.couldNotLoad')}
        </p>
      ) : null}
      {state.loading && !plain ? <p aria-live="polite">{t('tripPlanner.loading')}</p> : null}
      {state.current?.sections.map((section) => (
        <fieldset key={section.sectionKey} className="preferences-panel__section">
          <legend>{label(section.sectionKey)}</legend>
          {section.options.map((option) => {
            if (option.type === 'criterion') {
              return (
                <label key={option.id} className="preferences-panel__criterion">
                  <span>{label(option.id)}</span>
                  <select
                    value={option.selectedKey ?? ''}
                    onChange={(event) => choosePreference(option.id, { selectedKey: event.target.value })}
                  >
                    {option.criteria?.map((criterion) => (
                      <option key={criterion.key} value={criterion.key}>
                        {t(`tripPlanner.preferences.criteria.${option.id}.${criterion.key}`, {
                          defaultValue: criterion.value,
                        })}
                      </option>
                    ))}
                  </select>
                </label>
              );
            }
            return (
              <label key={option.id} className="preferences-panel__toggle">
                <input
                  type="checkbox"
                  checked={!!option.selected}
                  onChange={(event) => choosePreference(option.id, { selected: event.target.checked })}
                />
                <span>{label(option.id)}</span>
              </label>
            );
          })}
        </fieldset>
      ))}
      {state.current ? (
        <button type="button" className="button button--ghost" onClick={resetTripPreferences}>
          {t('tripPlanner.preferences.reset')}
        </button>
      ) : null}
    </details>
  );
}
