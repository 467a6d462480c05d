import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import type { SearchResponse, TripRequest } from '../../contract/trip-planner.ts';
import { formatDay } from '../../domain/trip-format.ts';
import type { MapJourney } from '../../domain/trip-journey-map.ts';
import { parseIsoInZone, toIsoOffset } from '../../domain/trip-time.ts';
import { IslandI18n } from '../../i18n/IslandI18n.tsx';
import type { Lang } from '../../i18n/index.ts';
import { initTripForm, $tripForm } from '../../stores/trip-form.ts';
import { $mapMobileView } from '../../stores/trip-map.ts';
import {
  $tripActiveView, $tripResults, $tripReturns, allJourneys, hydrateJourneyList, searchJourneyList, selectJourney,
  type JourneyListState,
} from '../../stores/trip-results.ts';
import { preferencesTemplate, searchJourneys } from '../../stores/trip-api.ts';
import { $tripPreferences, loadTripPreferences } from '../../stores/trip-preferences.ts';
import { customFromChoices, preferencesToRequest } from '../../domain/trip-preferences.ts';
import { JourneySummary } from '../TripPlannerJourney/JourneyCard.tsx';
import { StepFreeNotice } from './StepFreeNotice.tsx';

export interface TripPlannerResultsProps {
  lang: Lang;
  locale: string;
  timeZone: string;
  direction: 'DEPARTURE' | 'RETURN';
  /** The search as the server ran it (null when it failed), journeys without shapes (see listJourney). */
  response: SearchResponse | null;
  /** The same journeys as map legs. */
  mapJourneys: MapJourney[];
  request: TripRequest;
  /** journeySummaryCode chosen in the URL, if any. */
  selectedCode: string | null;
  /** Current query string (without '?'); the param holding the time this list shifts. */
  search: string;
  /** Earlier / later step in minutes (feature option trip-planner.next-previous.time). */
  shiftMinutes: number;
  /** Localized paths: the screen each journey opens (preview or return-preview) and the roadmap prefix. */
  detailPath: string;
  roadmapPath: string;
}

const TIME_FIELD = (request: TripRequest): 'arrivalDateTime' | 'departureDateTime' =>
  request.arrivalDateTime ? 'arrivalDateTime' : 'departureDateTime';

function ResultsBody(props: TripPlannerResultsProps) {
  const { t } = useTranslation();
  const { locale, timeZone, direction, shiftMinutes } = props;
  const store = direction === 'RETURN' ? $tripReturns : $tripResults;
  const [ready, setReady] = useState(false);
  const [request, setRequest] = useState(props.request);
  const [search, setSearch] = useState(props.search);
  const stored = useStore(store);
  const mobileView = useStore($mapMobileView);

  useEffect(() => {
    hydrateJourneyList(store, props.response, props.selectedCode, props.mapJourneys);
    $tripActiveView.set(direction);
    setReady(true);
    // Saved itinerary options (walking speed, …) live in local storage, out of the server's reach: search again with them.
    void loadTripPreferences(preferencesTemplate).then(() => {
      const { template, current } = $tripPreferences.get();
      if (!template || !current || !Object.keys(customFromChoices(template, current)).length) return;
      const options = preferencesToRequest(current).itineraryOptions;
      if (JSON.stringify(options) === JSON.stringify(props.request.itineraryOptions ?? {})) return;
      const next = { ...props.request, itineraryOptions: options };
      setRequest(next);
      void searchJourneyList(store, next, searchJourneys);
    });
  }, []);

  // Server and first client render show the server's search; afterwards the store (selection, earlier/later).
  const state: JourneyListState = ready
    ? stored
    : { status: 'done', groups: props.response?.groups ?? [], hasError: !props.response?.groups.some((g) => g.journeys.length),
        serviceDateShiftedFrom: props.response?.serviceDateShiftedFrom ?? null, serviceDate: props.response?.serviceDate ?? null,
        selectedId: props.response?.groups.find((g) => g.journeys.length)?.journeys[0]?.id ?? null,
        stepFreeObstacles: props.response?.stepFreeObstacles ?? null };

  async function shift(minutes: number): Promise<void> {
    const field = direction === 'RETURN' ? 'departureDateTime' : TIME_FIELD(request);
    const current = parseIsoInZone(request[field], timeZone);
    if (!current) return;
    const iso = toIsoOffset(current.add({ minutes }));
    const next = { ...request, [field]: iso };
    setRequest(next);
    const params = new URLSearchParams(search);
    const urlKey = direction === 'RETURN' ? 'rt' : field === 'arrivalDateTime' ? 'at' : 'dt';
    params.set(urlKey, iso);
    params.delete(direction === 'RETURN' ? 'rjsc' : 'jsc');
    const nextSearch = params.toString().replace(/%5B/g, '[').replace(/%5D/g, ']');
    setSearch(nextSearch);
    history.replaceState(history.state, '', `${location.pathname}?${nextSearch}`);
    // The form on the page follows without clearing the list being reloaded.
    const form = $tripForm.get();
    if (direction === 'RETURN') initTripForm({ ...form, returnDateTime: iso }, timeZone);
    else initTripForm({ ...form, dateTime: iso }, timeZone);
    await searchJourneyList(store, next, searchJourneys);
  }

  const withJourney = (code: string) => {
    const params = new URLSearchParams(search);
    params.set(direction === 'RETURN' ? 'rjsc' : 'jsc', code);
    return params.toString().replace(/%5B/g, '[').replace(/%5D/g, ']');
  };
  const journeys = allJourneys(state);
  const groupLabel = (key: string) => t(`tripPlanner.groups.${key}`, { defaultValue: '' });

  return (
    <section className="trip-results" aria-labelledby="trip-results-title" data-mobile-view={mobileView}>
      <div className="trip-results__tabs" role="group" aria-label={t('tripPlanner.viewChoice')}>
        <button type="button" aria-pressed={mobileView === 'list'} onClick={() => $mapMobileView.set('list')}>{t('tripPlanner.showList')}</button>
        <button
          type="button"
          aria-pressed={mobileView === 'map'}
          onClick={() => {
            $mapMobileView.set('map');
            // The map island hydrates when it comes into view: bring it there.
            document.getElementById('trip-map')?.scrollIntoView({ block: 'nearest' });
          }}
        >{t('tripPlanner.showMap')}</button>
      </div>
      <div className="trip-results__list">
        <h2 id="trip-results-title">{direction === 'RETURN' ? t('tripPlanner.returnsTitle') : t('tripPlanner.resultsTitle')}</h2>
        {state.serviceDateShiftedFrom && state.serviceDate ? (
          <p className="notice notice--warning" role="status">
            {t('tripPlanner.staleData', { asked: formatDay(`${state.serviceDateShiftedFrom}T12:00:00Z`, locale, 'UTC'), used: formatDay(`${state.serviceDate}T12:00:00Z`, locale, 'UTC') })}
          </p>
        ) : null}
        <div className="trip-results__shift">
          <button type="button" className="button button--ghost" onClick={() => void shift(-shiftMinutes)} disabled={state.status === 'loading'}>
            {t('tripPlanner.earlier')}
          </button>
          <button type="button" className="button button--ghost" onClick={() => void shift(shiftMinutes)} disabled={state.status === 'loading'}>
            {t('tripPlanner.later')}
          </button>
        </div>
        <div aria-live="polite" className="trip-results__status">
          {state.status === 'loading' ? <p>{t('tripPlanner.loading')}</p> : null}
          {state.status === 'done' && state.hasError ? <p className="notice notice--error">{t('tripPlanner.noResult')}</p> : null}
          {state.status === 'done' && state.stepFreeObstacles ? <StepFreeNotice obstacles={state.stepFreeObstacles} t={t} locale={locale} /> : null}
          {state.status === 'idle' ? <p className="notice">{t('tripPlanner.searchAgain')}</p> : null}
        </div>
        {state.status === 'done' && journeys.length ? (
          <ol className="trip-results__journeys">
            {state.groups.flatMap((group) =>
              group.journeys.map((journey, index) => {
                const selected = journey.id === state.selectedId;
                const label = index === 0 ? groupLabel(group.key) : '';
                return (
                  <li key={journey.id} className="journey-card" data-selected={selected || undefined} data-journey-id={journey.id}>
                    {label ? <p className="journey-card__group">{label}</p> : null}
                    <button type="button" className="journey-card__select" aria-pressed={selected} onClick={() => selectJourney(store, journey.id)}>
                      <JourneySummary journey={journey} locale={locale} timeZone={timeZone} t={t} />
                    </button>
                    <p className="journey-card__actions">
                      <a href={`${props.detailPath}?${withJourney(journey.journeySummaryCode)}`} data-astro-prefetch>{t('tripPlanner.details')}</a>
                      <a href={`${props.roadmapPath}/${encodeURIComponent(journey.id)}?${withJourney(journey.journeySummaryCode)}`} data-astro-prefetch>{t('tripPlanner.roadmapLink')}</a>
                    </p>
                  </li>
                );
              }),
            )}
          </ol>
        ) : null}
      </div>
    </section>
  );
}

/** The list of journeys (results or returns screen), with earlier / later and its notices. */
export default function TripPlannerResults(props: TripPlannerResultsProps) {
  return (
    <IslandI18n lang={props.lang}>
      <ResultsBody {...props} />
    </IslandI18n>
  );
}
