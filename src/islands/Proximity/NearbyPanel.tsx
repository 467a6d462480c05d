import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import type { NearbyResponse, NearbyRun } from '../../contract/nearby.ts';
import { timeLocale } from '../../domain/departure-board.ts';
import { centreHref, centreWording, placeCentre, type NearbyCentre } from '../../domain/nearby-centre.ts';
import type { TripPlace } from '../../domain/trip-place.ts';
import { tripPagePath } from '../../domain/trip-page.ts';
import { IslandI18n } from '../../i18n/IslandI18n.tsx';
import type { Lang } from '../../i18n/index.ts';
import {
  locateVisitor,
  readGeoPermission,
  type GeoFailure,
  type GeoPermission,
} from '../../stores/proximity-nearby.ts';
import type { LocateResult } from '../../stores/trip-user-position.ts';
import { PlaceCombobox } from '../TripPlannerForm/PlaceCombobox.tsx';
import { DeparturesNearYou } from './DeparturesNearYou.tsx';
import { NearbyStopList } from './NearbyStopList.tsx';
import { ShiftedNotice } from './ShiftedNotice.tsx';
import { SheetHandle } from './SheetHandle.tsx';
import { TypedPlaceText } from './TypedPlaceText.tsx';
import type { TypedPlaceProblem } from '../../loaders/nearby-page-load.ts';
import { nearbyList } from './nearby-screen.ts';
import { useHydrated } from '../../ui/use-hydrated.ts';

export interface NearbyPanelProps {
  lang: Lang;
  centre: NearbyCentre;
  /** The server's list for the centre (null when it could not load). */
  initial: NearbyResponse | null;
  nowMs: number;
  /** Why the query's centre was not used, said once ('invalidCentre' | 'placeNotFound'). */
  centreProblem: 'invalidCentre' | 'placeNotFound' | null;
  /** What a place typed in the box (sent without JavaScript) came to when it named no single place. */
  typedPlace: TypedPlaceProblem | null;
  /** `/{lang}/proximity`: the form's action and the address the chosen centre is written into. */
  pagePath: string;
  /** `/{lang}/proximity/stopArea/` (the stop id is appended). */
  stopPathPrefix: string;
}

const PLACE_FIELD_ID = 'nearby-place';

function NearbyPanelView({
  lang,
  centre,
  initial,
  nowMs: serverNow,
  centreProblem,
  typedPlace,
  pagePath,
  stopPathPrefix,
}: NearbyPanelProps) {
  const { t } = useTranslation();
  const locale = timeLocale(lang);
  const list = useStore(nearbyList.$list);
  const update = useStore(nearbyList.$update);
  const current = useStore(nearbyList.$centre) ?? centre;
  const [place, setPlace] = useState<TripPlace | null>(null);
  const [geo, setGeo] = useState<'idle' | 'locating' | GeoFailure>('idle');
  const [permission, setPermission] = useState<GeoPermission>('unknown');
  const [nowMs, setNow] = useState(serverNow);
  const data = list.data ?? initial;
  const hydrated = useHydrated();

  const positionCentre = (lat: number, lon: number): NearbyCentre => ({
    lat,
    lon,
    label: t('proximity.nearby.myPosition'),
    kind: 'position',
  });
  const aroundMe = async () => {
    setGeo('locating');
    const found = await locateVisitor();
    if (!found.ok) {
      if (found.reason === 'denied') setPermission('denied');
      return setGeo(found.reason);
    }
    setGeo('idle');
    nearbyList.setCentre(positionCentre(found.lat, found.lon));
  };

  useEffect(() => {
    nearbyList.start(centre, initial);
    setNow(Date.now());
    const clock = setInterval(() => setNow(Date.now()), 30_000);
    // A position the visitor already allowed is used at once, unless the address names another centre.
    void readGeoPermission(setPermission).then((state) => {
      setPermission(state);
      if (state === 'granted' && centre.kind === 'network') void aroundMe();
    });
    return () => {
      clearInterval(clock);
      nearbyList.dispose();
    };
  }, []);
  useEffect(() => setNow(Date.now()), [list.data]);
  // The address follows the centre (a reload or a shared link shows the same place); the visitor's own position is
  // never written into it.
  const pathSeen = useRef(false);
  useEffect(() => {
    if (!pathSeen.current) {
      pathSeen.current = true;
      return;
    }
    const href = centreHref(pagePath, current);
    if (`${location.pathname}${location.search}` !== href) history.replaceState(history.state, '', href);
  }, [current]);

  const choose = (chosen: TripPlace | null) => {
    setPlace(chosen);
    if (!chosen) return;
    nearbyList.setCentre(
      chosen.type === 'USER_POSITION' ? positionCentre(chosen.lat, chosen.lon) : placeCentre(chosen),
    );
  };
  // The combobox says a refused or failed location in its own line.
  const locateForCombobox = async (): Promise<LocateResult> => {
    const found = await locateVisitor();
    if (!found.ok) return { failure: found.reason === 'denied' ? 'denied' : 'unavailable' };
    return {
      place: {
        id: `${found.lat},${found.lon}`,
        type: 'USER_POSITION',
        name: t('proximity.nearby.myPosition'),
        displayName: t('proximity.nearby.myPosition'),
        lat: found.lat,
        lon: found.lon,
      },
    };
  };
  const stopHref = (id: string) => `${stopPathPrefix}${encodeURIComponent(id).replace(/%3A/gi, ':')}`;
  const tripHref = (run: NearbyRun) => tripPagePath(lang, run.tripId, run.runDate, run.stopPointId);
  const wording = centreWording(current);
  const heading = (list: 'departures' | 'stops') => t(`nearby.heading.${list}.${wording}`, { place: current.label });
  // "Around me" only works once the island runs and where the browser may share a position: without JavaScript it is
  // not drawn at all (a button that does nothing), nor once the position is refused (the notice says so instead).
  const offerAroundMe = hydrated && permission !== 'denied' && permission !== 'unsupported';

  return (
    <div className="nearby-panel" data-testid="nearby-panel">
      {/* Drawn by the server so that the sheet's content does not move down when the island runs; hidden without
          JavaScript (proximity.css), where nothing could move the sheet. */}
      <SheetHandle />
      <form
        className="nearby-panel__search"
        method="get"
        action={pagePath}
        role="search"
        aria-label={t('nearby.searchForm')}
      >
        <PlaceCombobox
          label={t('proximity.nearby.searchLabel')}
          value={place}
          onChange={choose}
          locate={permission === 'denied' || permission === 'unsupported' ? undefined : locateForCombobox}
          name="q"
          inputId={PLACE_FIELD_ID}
          initialText={typedPlace?.text}
          problem={typedPlace ? <TypedPlaceText problem={typedPlace} /> : undefined}
        />
        <div className="nearby-panel__actions">
          <button type="submit" className="prox-button prox-button--primary" data-testid="nearby-submit">
            {t('nearby.show')}
          </button>
          {offerAroundMe && (
            <button
              type="button"
              className="prox-button prox-button--ghost"
              onClick={() => void aroundMe()}
              disabled={geo === 'locating'}
              data-testid="around-me"
            >
              {geo === 'locating' ? t('proximity.nearby.locating') : t('proximity.nearby.aroundMe')}
            </button>
          )}
        </div>
      </form>
      {permission === 'denied' ? (
        <p className="prox-notice prox-notice--warning" role="status" data-testid="geo-denied">
          {t('nearby.geoDenied')} <a href={`#${PLACE_FIELD_ID}`}>{t('nearby.geoDeniedAction')}</a>
        </p>
      ) : (
        geo !== 'idle' &&
        geo !== 'locating' && (
          <p className="prox-notice prox-notice--warning" role="status" data-testid="geo-failed">
            {t('proximity.nearby.geoFailed', { reason: t(`proximity.nearby.geoReason.${geo}`) })}
          </p>
        )
      )}
      {centreProblem && (
        <p className="prox-notice prox-notice--warning" data-testid="centre-problem">
          {t(`proximity.nearby.${centreProblem}`)}
        </p>
      )}
      <p className="sr-only" aria-live="polite" data-testid="nearby-announcement">
        {update ? t('proximity.nearby.announce', { place: update.label, count: update.count }) : ''}
      </p>
      {list.status === 'failed' && <p className="prox-notice prox-notice--error">{t('proximity.nearby.failed')}</p>}
      {data && <ShiftedNotice answer={data} locale={locale} />}
      <section aria-labelledby="departures-near-title" aria-busy={list.status === 'loading'}>
        <h2 id="departures-near-title" className="nearby-title" data-testid="departures-heading">
          {heading('departures')}
        </h2>
        <p className="nearby-lead">{t('proximity.nearby.departuresLead')}</p>
        {data && (
          <DeparturesNearYou
            departures={data.departures}
            timeZone={data.timezone}
            locale={locale}
            nowMs={nowMs}
            stopHref={stopHref}
            tripHref={tripHref}
          />
        )}
      </section>
      <section aria-labelledby="nearby-stops-title" aria-busy={list.status === 'loading'}>
        <h2 id="nearby-stops-title" className="nearby-title" data-testid="stops-heading">
          {heading('stops')}
        </h2>
        {data && data.stopAreas.length > 0 ? (
          <NearbyStopList
            stopAreas={data.stopAreas}
            timeZone={data.timezone}
            locale={locale}
            nowMs={nowMs}
            stopHref={stopHref}
            tripHref={tripHref}
          />
        ) : (
          data && <p className="nearby-empty">{t('proximity.nearby.noStops')}</p>
        )}
      </section>
    </div>
  );
}

/** The nearby screen's list: search, around me, departures near the centre, the stops nearest it. */
export default function NearbyPanel(props: NearbyPanelProps) {
  return (
    <IslandI18n lang={props.lang}>
      <NearbyPanelView {...props} />
    </IslandI18n>
  );
}
