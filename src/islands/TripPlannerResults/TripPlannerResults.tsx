import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import type { SearchResponse, TripRequest } from '../../contract/trip-planner.ts';
import { findJourney, firstJourney } from '../../domain/trip-journey-pick.ts';
import { shiftListSearch } from '../../domain/trip-list-shift.ts';
import type { MapJourney } from '../../domain/trip-journey-map.ts';
import type { Suggestion } from '../../domain/no-journey-suggestions.ts';
import { staleTimetableMessage } from '../../domain/stale-timetable.ts';
import { IslandI18n } from '../../i18n/IslandI18n.tsx';
import type { Lang } from '../../i18n/index.ts';
import {
  $listPage,
  chooseListJourney,
  searchWithJourney,
  shiftListTime,
  startListPage,
} from '../../stores/trip-list-url.ts';
import { $mapMobileView, showMobileView } from '../../stores/trip-map.ts';
import {
  $tripActiveView,
  $tripResults,
  $tripReturns,
  allJourneys,
  hydrateJourneyList,
  type JourneyListState,
} from '../../stores/trip-results.ts';
import { searchJourneys } from '../../stores/trip-api.ts';
import { JourneyList } from './JourneyList.tsx';
import { ListAnnouncement } from './ListAnnouncement.tsx';
import { MapJourneyCard } from './MapJourneyCard.tsx';
import { NoJourneySuggestions } from './NoJourneySuggestions.tsx';
import { StepFreeNotice } from './StepFreeNotice.tsx';
import type { PriceRounding } from '../../domain/price-format.ts';
import { announceIslandReady } from '../../ui/island-ready.ts';

export interface TripPlannerResultsProps {
  lang: Lang;
  locale: string;
  timeZone: string;
  /** The site's price rounding (priceRounding). */
  rounding?: PriceRounding;
  direction: 'DEPARTURE' | 'RETURN';
  /** The search as the server ran it (null when it failed), journeys without shapes (see listJourney). */
  response: SearchResponse | null;
  /**
   * The same journeys as map legs (MapJourney[]), as JSON text: only the browser needs them (the map), and Astro
   * serializes island props value by value, wrapping each of the shapes' thousands of numbers; as one string they
   * cost the server's main thread one JSON.stringify and the page a third of the bytes.
   */
  mapJourneysJson: string;
  request: TripRequest;
  /** journeySummaryCode chosen in the URL, if any. */
  selectedCode: string | null;
  /** Current query string (without '?'). */
  search: string;
  /** Earlier / later step in minutes (feature option trip-planner.next-previous.time). */
  shiftMinutes: number;
  /** Localized paths: the screen each journey opens (preview or return-preview), the roadmap prefix, the list, the form. */
  detailPath: string;
  roadmapPath: string;
  resultsPath: string;
  /** The one-way results screen (a returns screen's "search the way back on its own" goes there). */
  oneWayPath: string;
  formPath: string;
  /**
   * When the server found nothing: the changes to the search that it tried and that find journeys. A list shifted in
   * the page (earlier / later) that finds nothing offers none: untried, they could lead to "no journey found" again.
   */
  suggestions: Suggestion[];
}

/** The list as the server drew it: the same selection the store will hold (the URL's journey, else the first). */
function serverState(response: SearchResponse | null, selectedCode: string | null): JourneyListState {
  const groups = response?.groups ?? [];
  const selected = findJourney(groups, selectedCode) ?? firstJourney(groups);
  return {
    status: 'done',
    groups,
    hasError: !groups.some((g) => g.journeys.length),
    serviceDateShiftedFrom: response?.serviceDateShiftedFrom ?? null,
    serviceDate: response?.serviceDate ?? null,
    selectedId: selected?.id ?? null,
    stepFreeObstacles: response?.stepFreeObstacles ?? null,
    accessibilityNotPublished: response?.accessibilityNotPublished === true,
  };
}

function ResultsBody(props: TripPlannerResultsProps) {
  const { t } = useTranslation();
  const { locale, timeZone, direction, shiftMinutes } = props;
  const store = direction === 'RETURN' ? $tripReturns : $tripResults;
  const [ready, setReady] = useState(false);
  const stored = useStore(store);
  const page = useStore($listPage) ?? { direction, search: props.search, request: props.request };
  const mobileView = useStore($mapMobileView);
  const root = useRef<HTMLElement>(null);

  useEffect(() => {
    startListPage({ direction, search: props.search, request: props.request });
    hydrateJourneyList(store, props.response, props.selectedCode, JSON.parse(props.mapJourneysJson) as MapJourney[]);
    $tripActiveView.set(direction);
    setReady(true);
  }, []);
  // Once its buttons run: client:intent then gives the island a click made while it loaded (the Map button's).
  useEffect(() => {
    if (ready) announceIslandReady(root.current);
  }, [ready]);

  // Server and first client render show the server's search; afterwards the store (selection, earlier/later).
  const state = ready ? stored : serverState(props.response, props.selectedCode);
  const journeys = allJourneys(state);
  const select = (id: string) => chooseListJourney(store, id);
  const detailHref = (code: string) => `${props.detailPath}?${searchWithJourney(page, code)}`;
  const roadmapHref = (id: string, code: string) =>
    `${props.roadmapPath}/${encodeURIComponent(id)}?${searchWithJourney(page, code)}`;
  const loading = state.status === 'loading';
  // Earlier / later are links to the shifted list, so they work before the island runs (or without JavaScript);
  // once it runs, a plain click shifts in the page instead (URL rewritten, list searched again, form following).
  // nofollow: each link leads to another planner search, endlessly; crawlers must not walk the chain.
  const shiftHref = (minutes: number) => {
    const shifted = shiftListSearch(page.search, page.request, direction, minutes, timeZone);
    return shifted ? `${props.resultsPath}?${shifted.search}` : undefined;
  };
  const shift = (minutes: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!ready || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (!loading) void shiftListTime(store, minutes, timeZone, searchJourneys);
  };

  return (
    <section ref={root} className="trip-results" aria-labelledby="trip-results-title" data-mobile-view={mobileView}>
      <h2 id="trip-results-title" className="trip-results__title">
        {direction === 'RETURN' ? t('tripPlanner.returnsTitle') : t('tripPlanner.resultsTitle')}
      </h2>
      {state.serviceDateShiftedFrom && state.serviceDate ? (
        <p className="notice notice--warning trip-results__stale" role="note" data-testid="stale-timetable">
          {staleTimetableMessage(t, { asked: state.serviceDateShiftedFrom, used: state.serviceDate }, locale)}
        </p>
      ) : null}
      <div className="trip-results__shift">
        <a
          className="button button--ghost"
          href={shiftHref(-shiftMinutes)}
          rel="nofollow"
          onClick={shift(-shiftMinutes)}
          aria-disabled={loading || undefined}
          data-testid="list-earlier"
        >
          {t('tripPlanner.earlier')}
        </a>
        <a
          className="button button--ghost"
          href={shiftHref(shiftMinutes)}
          rel="nofollow"
          onClick={shift(shiftMinutes)}
          aria-disabled={loading || undefined}
          data-testid="list-later"
        >
          {t('tripPlanner.later')}
        </a>
        {/* The map needs the island: client:intent enables the button and gives it its click once the island runs;
            without JavaScript CSS hides it rather than show a dead control. In the row above the list, not floating
            over it: a floating button hid part of a card at every scroll position. */}
        {journeys.length ? (
          <button
            type="button"
            className="trip-results__map-toggle button button--primary"
            aria-pressed={mobileView === 'map'}
            onClick={() => showMobileView('map')}
            disabled={!ready}
            data-island-control
          >
            {t('tripPlanner.showMap')}
          </button>
        ) : null}
      </div>
      <div aria-live="polite" className="trip-results__status">
        {loading ? <p>{t('tripPlanner.loading')}</p> : null}
        {state.status === 'done' && journeys.length && page.search !== props.search ? (
          <ListAnnouncement journeys={journeys} locale={locale} timeZone={timeZone} t={t} />
        ) : null}
        {state.status === 'done' && state.hasError ? (
          <NoJourneySuggestions
            suggestions={page.search === props.search ? props.suggestions : []}
            resultsPath={props.resultsPath}
            oneWayPath={props.oneWayPath}
            formHref={`${props.formPath}?${page.search}`}
            locale={locale}
            timeZone={timeZone}
            t={t}
          />
        ) : null}
        {state.status === 'done' && state.accessibilityNotPublished && journeys.length ? (
          <p className="notice notice--warning" role="note" data-testid="accessibility-not-published">
            {t('tripNotices.notPublished')}
          </p>
        ) : null}
        {state.status === 'done' && state.stepFreeObstacles ? (
          <StepFreeNotice obstacles={state.stepFreeObstacles} t={t} locale={locale} />
        ) : null}
        {state.status === 'idle' ? <p className="notice">{t('tripPlanner.searchAgain')}</p> : null}
      </div>
      {state.status === 'done' && journeys.length ? (
        <JourneyList
          state={state}
          request={page.request}
          locale={locale}
          timeZone={timeZone}
          rounding={props.rounding}
          t={t}
          onSelect={select}
          detailHref={detailHref}
          roadmapHref={roadmapHref}
        />
      ) : null}
      {mobileView === 'map' && journeys.length ? (
        <MapJourneyCard
          journeys={journeys}
          selectedId={state.selectedId}
          request={page.request}
          locale={locale}
          timeZone={timeZone}
          rounding={props.rounding}
          t={t}
          onSelect={select}
          onShowList={() => showMobileView('list')}
          detailHref={detailHref}
        />
      ) : null}
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
