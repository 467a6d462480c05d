import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import type { NearbyResponse } from '../../contract/nearby.ts';
import { timeLocale } from '../../domain/departure-board.ts';
import type { TripPlace } from '../../domain/trip-place.ts';
import { IslandI18n } from '../../i18n/IslandI18n.tsx';
import type { Lang } from '../../i18n/index.ts';
import { locateVisitor, type GeoFailure, type NearbyCentre } from '../../stores/proximity-nearby.ts';
import type { LocateResult } from '../../stores/trip-user-position.ts';
import { PlaceCombobox } from '../TripPlannerForm/PlaceCombobox.tsx';
import { DeparturesNearYou } from './DeparturesNearYou.tsx';
import { NearbyStopList } from './NearbyStopList.tsx';
import { $sheet, nearbyList } from './nearby-screen.ts';
import { useHydrated } from '../../ui/use-hydrated.ts';

export interface NearbyPanelProps {
  lang: Lang;
  centre: NearbyCentre;
  /** The server's list for the centre (null when it could not load). */
  initial: NearbyResponse | null;
  nowMs: number;
  /** Why the query's centre was not used, said once ('invalidCentre' | 'placeNotFound'). */
  centreProblem: 'invalidCentre' | 'placeNotFound' | null;
  /** `/{lang}/proximity/stopArea/` (the stop id is appended). */
  stopPathPrefix: string;
}

function NearbyPanelView({ lang, centre, initial, nowMs: serverNow, centreProblem, stopPathPrefix }: NearbyPanelProps) {
  const { t } = useTranslation();
  const locale = timeLocale(lang);
  const list = useStore(nearbyList.$list);
  const update = useStore(nearbyList.$update);
  const current = useStore(nearbyList.$centre) ?? centre;
  const sheet = useStore($sheet);
  const [place, setPlace] = useState<TripPlace | null>(null);
  const [geo, setGeo] = useState<'idle' | 'locating' | GeoFailure>('idle');
  const [nowMs, setNow] = useState(serverNow);
  const data = list.data ?? initial;

  useEffect(() => {
    nearbyList.start(centre, initial);
    setNow(Date.now());
    const clock = setInterval(() => setNow(Date.now()), 30_000);
    return () => {
      clearInterval(clock);
      nearbyList.dispose();
    };
  }, []);
  useEffect(() => {
    document.documentElement.dataset.sheet = sheet;
  }, [sheet]);
  useEffect(() => setNow(Date.now()), [list.data]);

  const choose = (chosen: TripPlace | null) => {
    setPlace(chosen);
    if (chosen) nearbyList.setCentre({ lat: chosen.lat, lon: chosen.lon, label: chosen.displayName, kind: 'place' });
  };
  const aroundMe = async () => {
    setGeo('locating');
    const found = await locateVisitor();
    if (!found.ok) return setGeo(found.reason);
    setGeo('idle');
    nearbyList.setCentre({ lat: found.lat, lon: found.lon, label: t('proximity.nearby.myPosition'), kind: 'position' });
  };
  // The combobox says a refused or failed location in its own line.
  const locateForCombobox = async (): Promise<LocateResult> => {
    const found = await locateVisitor();
    if (!found.ok) return { failure: found.reason === 'denied' ? 'denied' : 'unavailable' };
    return { place: { id: `${found.lat},${found.lon}`, type: 'USER_POSITION', name: t('proximity.nearby.myPosition'), displayName: t('proximity.nearby.myPosition'), lat: found.lat, lon: found.lon } };
  };
  const stopHref = (id: string) => `${stopPathPrefix}${encodeURIComponent(id).replace(/%3A/gi, ':')}`;
  const hydrated = useHydrated();
  const nextSheet = sheet === 'peek' ? 'half' : sheet === 'half' ? 'full' : 'peek';

  return (
    <div className="nearby-panel" data-testid="nearby-panel">
      {/* Both buttons only work once the island runs: server-drawn, they stay disabled until then (without JavaScript
          they were live-looking buttons that did nothing). */}
      <button type="button" className="nearby-panel__handle" onClick={() => $sheet.set(nextSheet)} disabled={!hydrated} aria-label={t(`proximity.nearby.sheet.${nextSheet}`)}>
        <span aria-hidden="true" />
      </button>
      <div className="nearby-panel__search">
        <PlaceCombobox label={t('proximity.nearby.searchLabel')} value={place} onChange={choose} locate={locateForCombobox} />
        <button type="button" className="prox-button prox-button--ghost" onClick={() => void aroundMe()} disabled={!hydrated || geo === 'locating'} data-testid="around-me">
          {geo === 'locating' ? t('proximity.nearby.locating') : t('proximity.nearby.aroundMe')}
        </button>
      </div>
      {geo !== 'idle' && geo !== 'locating' && (
        <p className="prox-notice prox-notice--warning" role="status" data-testid="geo-failed">
          {t('proximity.nearby.geoFailed', { reason: t(`proximity.nearby.geoReason.${geo}`) })}
        </p>
      )}
      {centreProblem && <p className="prox-notice prox-notice--warning" data-testid="centre-problem">{t(`proximity.nearby.${centreProblem}`)}</p>}
      <p className="sr-only" aria-live="polite" data-testid="nearby-announcement">
        {update ? t('proximity.nearby.announce', { place: update.label, count: update.count }) : ''}
      </p>
      {list.status === 'failed' && <p className="prox-notice prox-notice--error">{t('proximity.nearby.failed')}</p>}
      <section aria-labelledby="departures-near-title" aria-busy={list.status === 'loading'}>
        <h2 id="departures-near-title" className="nearby-title">{t('proximity.nearby.departuresTitle')}</h2>
        <p className="nearby-lead">{t('proximity.nearby.departuresLead')}</p>
        {data && <DeparturesNearYou departures={data.departures} timeZone={data.timezone} locale={locale} nowMs={nowMs} stopHref={stopHref} />}
      </section>
      <section aria-labelledby="nearby-stops-title" aria-busy={list.status === 'loading'}>
        <h2 id="nearby-stops-title" className="nearby-title">
          {t('proximity.nearby.listTitle')} <span className="nearby-title__place">· {current.label}</span>
        </h2>
        {data && data.stopAreas.length > 0 ? (
          <NearbyStopList stopAreas={data.stopAreas} timeZone={data.timezone} locale={locale} nowMs={nowMs} stopHref={stopHref} />
        ) : (
          data && <p className="nearby-empty">{t('proximity.nearby.noStops')}</p>
        )}
      </section>
    </div>
  );
}

/** The nearby screen's list: search, around me, departures near you, the stops nearest the centre. */
export default function NearbyPanel(props: NearbyPanelProps) {
  return (
    <IslandI18n lang={props.lang}>
      <NearbyPanelView {...props} />
    </IslandI18n>
  );
}
