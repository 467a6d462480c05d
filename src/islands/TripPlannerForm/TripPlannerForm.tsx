import { useEffect, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { IslandI18n } from '../../i18n/IslandI18n.tsx';
import type { Lang } from '../../i18n/index.ts';
import { canSearch, placeErrors, type TripForm } from '../../domain/trip-form.ts';
import { urlChoices } from '../../domain/trip-url-preferences.ts';
import { queryFromForm, tripQueryString } from '../../domain/trip-url-codec.ts';
import {
  $tripForm, chooseDateChoice, chooseDateTime, choosePlace, chooseReturnDateTime, chooseTripType, chooseVia, initTripForm,
  resetTripForm, startTripFormTimer, swapTripPlaces,
} from '../../stores/trip-form.ts';
import { loadPlacesHistory, rememberPlace } from '../../stores/trip-places-history.ts';
import { $tripPreferences, loadTripPreferences, showUrlPreferences } from '../../stores/trip-preferences.ts';
import { preferencesTemplate } from '../../stores/trip-api.ts';
import { locateUser } from '../../stores/trip-user-position.ts';
import { PlaceCombobox } from './PlaceCombobox.tsx';
import { DateTimeField } from './DateTimeField.tsx';
import { PreferencesPanel } from './PreferencesPanel.tsx';
import { useHydrated } from '../../ui/use-hydrated.ts';

export interface TripPlannerFormProps {
  lang: Lang;
  /** BCP 47 locale used for dates (week start, names). */
  locale: string;
  timeZone: string;
  /** The form as the server read it from the URL (or defaults: now, now + 2 h). */
  initialForm: TripForm;
  /** Localized path of the results screen. */
  resultsPath: string;
  cookieDomain?: string;
  /** Run the 1-second timer that keeps the departure from lying in the past (form screens, not result screens). */
  live?: boolean;
  /** Keep widget=true on the links (widget mode). */
  widget?: boolean;
  /** The trip widget: results open on the full site in a new tab, with these campaign parameters added. */
  resultsInNewTab?: string;
}

/** Server and first client render use the props; afterwards the shared store (so map and results follow the form). */
function useTripForm(initial: TripForm, timeZone: string): TripForm {
  const [ready, setReady] = useState(false);
  const stored = useStore($tripForm);
  useEffect(() => {
    initTripForm(initial, timeZone);
    setReady(true);
  }, []);
  return ready ? stored : initial;
}

function FormBody({ locale, timeZone, initialForm, resultsPath, cookieDomain, live, widget, resultsInNewTab }: TripPlannerFormProps) {
  const { t } = useTranslation();
  const form = useTripForm(initialForm, timeZone);
  const preferences = useStore($tripPreferences);
  const [submitted, setSubmitted] = useState(false);
  const errors = placeErrors(form);
  // Swap and reset only work once the island runs: until then the server-drawn buttons are disabled, not dead.
  const hydrated = useHydrated();

  useEffect(() => {
    loadPlacesHistory({ cookieDomain });
    // A search link (it names a departure) carries its own preferences; a blank form starts from the saved ones.
    void loadTripPreferences(preferencesTemplate).then(() => {
      if (initialForm.from) showUrlPreferences(initialForm.options, initialForm.excludedModes);
    });
    return live ? startTripFormTimer() : undefined;
  }, []);

  const locate = () => locateUser({ myPosition: t('tripPlanner.myPosition'), near: (place) => t('tripInfo.position.near', { place }) });

  function onSubmit(event: FormEvent): void {
    event.preventDefault();
    setSubmitted(true);
    // A date typed wrong ('31/02/2026') stays in its field, flagged, while the form keeps the last good date: searching
    // then ran with a day the traveller did not ask for. The field says what is wrong; send them back to it.
    const flagged = (event.currentTarget as HTMLFormElement).querySelector<HTMLElement>('.date-field [aria-invalid="true"]');
    if (flagged) {
      flagged.focus();
      return;
    }
    if (!canSearch(form)) return;
    for (const place of [form.from, form.to, form.viaEnabled ? form.via : null]) if (place) rememberPlace(place);
    // The answer-changing preferences travel in the URL, so the results page (and a shared link) searches with them.
    const choices = preferences.template && preferences.current ? urlChoices(preferences.template, preferences.current) : { options: form.options, excludedModes: form.excludedModes };
    const query = queryFromForm({ ...form, ...choices });
    if (resultsInNewTab !== undefined) {
      window.open(`${resultsPath}?${tripQueryString(query)}&${resultsInNewTab}`, '_blank', 'noopener');
      return;
    }
    const params = tripQueryString(query) + (widget ? '&widget=true' : '');
    window.location.assign(`${resultsPath}?${params}`);
  }

  const missing = submitted && (!form.from || !form.to);
  return (
    <form className="trip-form" onSubmit={onSubmit} noValidate aria-label={t('tripPlanner.formLabel')}>
      <div className="trip-form__places">
        <PlaceCombobox
          label={t('tripPlanner.from')}
          value={form.from}
          onChange={(place) => choosePlace('from', place)}
          locate={locate}
          invalid={errors.sameFromTo || (missing && !form.from)}
          errorId="trip-form-place-error"
        />
        <button type="button" className="trip-form__swap" onClick={swapTripPlaces} disabled={!hydrated} aria-label={t('tripPlanner.swap')} title={t('tripPlanner.swap')}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20"><path fill="currentColor" d="M7 3 3 7l4 4V8h7V6H7V3zm10 10v3h-7v2h7v3l4-4-4-4z" /></svg>
        </button>
        <PlaceCombobox
          label={t('tripPlanner.to')}
          value={form.to}
          onChange={(place) => choosePlace('to', place)}
          locate={locate}
          invalid={errors.sameFromTo || (missing && !form.to)}
          errorId="trip-form-place-error"
        />
        {form.tripType === 'simple' ? (
          <label className="trip-form__check">
            <input type="checkbox" checked={form.viaEnabled} onChange={(event) => chooseVia(event.target.checked)} />
            <span>{t('tripPlanner.addVia')}</span>
          </label>
        ) : null}
        {form.viaEnabled ? (
          <PlaceCombobox
            label={t('tripPlanner.via')}
            value={form.via}
            onChange={(place) => choosePlace('via', place)}
            invalid={errors.viaEqualsEnd}
            errorId="trip-form-place-error"
          />
        ) : null}
        <div id="trip-form-place-error" aria-live="polite">
          {errors.sameFromTo ? <p className="form-error">{t('tripPlanner.errors.sameFromTo')}</p> : null}
          {errors.viaEqualsEnd ? <p className="form-error">{t('tripPlanner.errors.viaEqualsEnd')}</p> : null}
          {missing ? <p className="form-error">{t('tripPlanner.errors.missingPlaces')}</p> : null}
        </div>
      </div>

      <div className="trip-form__options">
      <fieldset className="trip-form__choice">
        <legend>{t('tripPlanner.tripType')}</legend>
        <label><input type="radio" name="trip-type" checked={form.tripType === 'simple'} onChange={() => chooseTripType('simple')} /> {t('tripPlanner.tripTypeSimple')}</label>
        <label><input type="radio" name="trip-type" checked={form.tripType === 'full'} onChange={() => chooseTripType('full')} /> {t('tripPlanner.tripTypeFull')}</label>
      </fieldset>

      <fieldset className="trip-form__choice">
        <legend>{t('tripPlanner.dateChoice')}</legend>
        <label><input type="radio" name="date-choice" checked={form.dateChoice === 'DEPARTURE'} onChange={() => chooseDateChoice('DEPARTURE')} /> {t('tripPlanner.leaveAt')}</label>
        <label><input type="radio" name="date-choice" checked={form.dateChoice === 'ARRIVAL'} onChange={() => chooseDateChoice('ARRIVAL')} /> {t('tripPlanner.arriveBy')}</label>
      </fieldset>
      </div>

      <div className="trip-form__times">

      <DateTimeField
        dateLabel={form.dateChoice === 'ARRIVAL' ? t('tripPlanner.arrivalDate') : t('tripPlanner.departureDate')}
        timeLabel={form.dateChoice === 'ARRIVAL' ? t('tripPlanner.arrivalTime') : t('tripPlanner.departureTime')}
        value={form.dateTime}
        timeZone={timeZone}
        locale={locale}
        onChange={chooseDateTime}
      />
      {form.tripType === 'full' ? (
        <DateTimeField
          dateLabel={t('tripPlanner.returnDate')}
          timeLabel={t('tripPlanner.returnTime')}
          value={form.returnDateTime}
          timeZone={timeZone}
          locale={locale}
          onChange={chooseReturnDateTime}
        />
      ) : null}
      </div>

      <PreferencesPanel />

      <div className="trip-form__actions">
        <button type="button" className="button button--ghost" onClick={resetTripForm} disabled={!hydrated}>{t('tripPlanner.reset')}</button>
        <button type="submit" className="button button--primary" aria-disabled={!canSearch(form) || undefined}>{t('tripPlanner.search')}</button>
      </div>
    </form>
  );
}

/** The trip planner form island (home page and trip-planner screens). */
export default function TripPlannerForm(props: TripPlannerFormProps) {
  return (
    <IslandI18n lang={props.lang}>
      <FormBody {...props} />
    </IslandI18n>
  );
}
