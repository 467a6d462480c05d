import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { IslandI18n } from '../../i18n/IslandI18n.tsx';
import type { Lang } from '../../i18n/index.ts';
import type { PlaceRole, TripForm } from '../../domain/trip-form.ts';
import { searchCanStart } from '../../domain/trip-form-lookup.ts';
import { searchStep } from '../../domain/trip-form-search.ts';
import {
  $tripForm,
  chooseDateTime,
  chooseReturnDateTime,
  initTripForm,
  resetTripForm,
  startTripFormTimer,
} from '../../stores/trip-form.ts';
import { loadPlacesHistory, rememberPlace } from '../../stores/trip-places-history.ts';
import {
  $tripPreferences,
  applyPlainChoices,
  loadTripPreferences,
  showUrlPreferences,
} from '../../stores/trip-preferences.ts';
import { preferencesTemplate } from '../../stores/trip-api.ts';
import { PlaceFields } from './PlaceFields.tsx';
import { DateTimeField } from './DateTimeField.tsx';
import { PreferencesPanel } from './PreferencesPanel.tsx';
import { TripChoices } from './TripChoices.tsx';
import { useHydrated } from '../../ui/use-hydrated.ts';
import { announceIslandReady } from '../../ui/island-ready.ts';
import { FORM_FIELDS } from '../../domain/trip-form-fields.ts';
import type { SubmissionFeedback } from '../../domain/trip-form-submission.ts';
import { sentFields, takeOverSentForm } from './sent-form.ts';
import { HiddenPlace, HiddenPreferences, SubmissionSummary } from './FormSubmissionParts.tsx';

export interface TripPlannerFormProps {
  lang: Lang;
  /** BCP 47 locale used for dates (week start, names). */
  locale: string;
  timeZone: string;
  /** The form as the server read it from the URL (or defaults: now, now + 2 h). */
  initialForm: TripForm;
  /** The transport modes the preferences panel offers, drawn as plain boxes until its template loads. */
  modes?: string[];
  /** Localized path of the results screen. */
  resultsPath: string;
  cookieDomain?: string;
  /** Run the 1-second timer that keeps the departure from lying in the past (form screens, not result screens). */
  live?: boolean;
  /** Keep widget=true on the links (widget mode). */
  widget?: boolean;
  /** The trip widget: results open on the full site in a new tab, with these campaign parameters added. */
  resultsInNewTab?: string;
  /** The form sent without JavaScript came back from the server: the fields as typed and what was wrong. */
  feedback?: SubmissionFeedback;
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

function FormBody({
  locale,
  timeZone,
  initialForm,
  modes,
  resultsPath,
  cookieDomain,
  live,
  widget,
  resultsInNewTab,
  feedback,
}: TripPlannerFormProps) {
  const { t } = useTranslation();
  const form = useTripForm(initialForm, timeZone);
  const preferences = useStore($tripPreferences);
  const [submitted, setSubmitted] = useState(false);
  // The boxes' texts, as PlaceCombobox holds them: Search with a typed (unchosen) place works, so its state needs them.
  const [texts, setTexts] = useState<Record<PlaceRole, string>>({ from: '', to: '', via: '' });
  const textOf = (role: PlaceRole) => (text: string) =>
    setTexts((current) => (current[role] === text ? current : { ...current, [role]: text }));
  // Swap and reset only work once the island runs: drawn disabled for pages without JavaScript, enabled by client:intent
  // (data-island-control), which holds an early click until the island announces that it runs.
  const hydrated = useHydrated();
  const formElement = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (hydrated) announceIslandReady(formElement.current);
  }, [hydrated]);
  useEffect(() => {
    if (formElement.current) takeOverSentForm(sentFields(formElement.current), initialForm, locale, timeZone);
  }, []);

  useEffect(() => {
    loadPlacesHistory({ cookieDomain });
    // A search link (it names a departure) carries its own preferences; a blank form starts from the saved ones.
    void loadTripPreferences(preferencesTemplate).then(() => {
      if (initialForm.from) showUrlPreferences(initialForm.options, initialForm.excludedModes);
      applyPlainChoices();
    });
    return live ? startTripFormTimer() : undefined;
  }, []);

  function onSubmit(event: FormEvent): void {
    event.preventDefault();
    const formElement = event.currentTarget as HTMLFormElement;
    // A date typed wrong ('31/02/2026') stays in its field, flagged, while the form keeps the last good date: searching
    // then ran with a day the traveller did not ask for. The field says what is wrong; send them back to it.
    const flagged = formElement.querySelector<HTMLElement>('.date-field [aria-invalid="true"]');
    if (flagged) {
      setSubmitted(true);
      flagged.focus();
      return;
    }
    const step = searchStep(form, preferences, sentFields(formElement));
    if (step.kind === 'lookup') {
      openResults(step.query);
      return;
    }
    setSubmitted(true);
    if (step.kind === 'incomplete') return;
    for (const place of step.remember) rememberPlace(place);
    openResults(step.query);
  }

  function openResults(query: string): void {
    if (resultsInNewTab !== undefined) {
      window.open(`${resultsPath}?${query}&${resultsInNewTab}`, '_blank', 'noopener');
      return;
    }
    window.location.assign(`${resultsPath}?${query}${widget ? '&widget=true' : ''}`);
  }

  const missing = submitted && (!form.from || !form.to);
  const typed = { from: texts.from.trim(), to: texts.to.trim(), via: texts.via.trim() };
  // Until the island runs the form is a plain GET form to the results (the server finds typed places): the fields the
  // island shows on demand are all drawn, and CSS shows those the checked trip type and via box ask for.
  const plain = !hydrated;
  const typedTimes = (date: 'date' | 'returnDate', time: 'time' | 'returnTime') => ({
    date: feedback?.times.includes(date) ? (feedback[date] ?? '') : undefined,
    time: feedback?.times.includes(time) ? (feedback[time] ?? '') : undefined,
  });
  const returnField = (
    <DateTimeField
      dateLabel={t('tripPlanner.returnDate')}
      timeLabel={t('tripPlanner.returnTime')}
      value={form.returnDateTime}
      timeZone={timeZone}
      locale={locale}
      onChange={chooseReturnDateTime}
      names={{ date: FORM_FIELDS.returnDate, time: FORM_FIELDS.returnTime }}
      typed={typedTimes('returnDate', 'returnTime')}
    />
  );
  // Before the island runs, "Leave at" / "Arrive by" cannot change the labels: both words are drawn, CSS shows one.
  const byChoice = (departure: string, arrival: string) => (
    <>
      <span className="trip-form__plain-departure">{t(`tripPlanner.${departure}`)}</span>
      <span className="trip-form__plain-arrival">{t(`tripPlanner.${arrival}`)}</span>
    </>
  );
  const labels = {
    from: t('tripPlanner.from'),
    to: t('tripPlanner.to'),
    via: t('tripPlanner.via'),
    date: form.dateChoice === 'ARRIVAL' ? t('tripPlanner.arrivalDate') : t('tripPlanner.departureDate'),
    time: form.dateChoice === 'ARRIVAL' ? t('tripPlanner.arrivalTime') : t('tripPlanner.departureTime'),
    returnDate: t('tripPlanner.returnDate'),
    returnTime: t('tripPlanner.returnTime'),
  };
  return (
    <form
      ref={formElement}
      className="trip-form"
      method="get"
      action={resultsPath}
      target={resultsInNewTab !== undefined ? '_blank' : undefined}
      onSubmit={onSubmit}
      noValidate
      aria-label={t('tripPlanner.formLabel')}
    >
      {feedback ? <SubmissionSummary feedback={feedback} locale={locale} labels={labels} /> : null}
      {widget ? <input type="hidden" name="widget" value="true" /> : null}
      {[...new URLSearchParams(resultsInNewTab ?? '')].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <HiddenPlace role="from" place={form.from} />
      <HiddenPlace role="to" place={form.to} />
      {form.viaEnabled ? <HiddenPlace role="via" place={form.via} /> : null}
      <HiddenPreferences excludedModes={form.excludedModes} />
      <PlaceFields
        form={form}
        missing={missing}
        hydrated={hydrated}
        feedback={feedback}
        resultsPath={resultsPath}
        onTextChange={textOf}
      />

      <TripChoices tripType={form.tripType} dateChoice={form.dateChoice} />

      <div className="trip-form__times">
        <DateTimeField
          dateLabel={labels.date}
          timeLabel={labels.time}
          labelContents={
            plain
              ? { date: byChoice('departureDate', 'arrivalDate'), time: byChoice('departureTime', 'arrivalTime') }
              : undefined
          }
          value={form.dateTime}
          timeZone={timeZone}
          locale={locale}
          onChange={chooseDateTime}
          names={{ date: FORM_FIELDS.date, time: FORM_FIELDS.time }}
          typed={typedTimes('date', 'time')}
        />
        {plain ? (
          <div className="trip-form__plain-full">{returnField}</div>
        ) : form.tripType === 'full' ? (
          returnField
        ) : null}
      </div>

      <PreferencesPanel options={form.options} modes={modes ?? []} excludedModes={form.excludedModes} />

      <div className="trip-form__actions">
        <button
          type="button"
          className="button button--ghost"
          onClick={resetTripForm}
          disabled={!hydrated}
          data-island-control
        >
          {t('tripPlanner.reset')}
        </button>
        {/* Sent as a plain form the server reads the typed places: only the running island knows a search cannot run. */}
        <button
          type="submit"
          className="button button--primary"
          aria-disabled={(hydrated && !searchCanStart(form, typed)) || undefined}
        >
          {t('tripPlanner.search')}
        </button>
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
