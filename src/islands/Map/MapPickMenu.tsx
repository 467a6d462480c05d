import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IslandI18n } from '../../i18n/IslandI18n.tsx';
import type { Lang } from '../../i18n/index.ts';
import { pickedPlace, pickHref, type ReverseNamed } from '../../domain/map-pick.ts';
import type { TripPlace } from '../../domain/trip-place.ts';
import { loadFavoritePlaces } from '../../stores/favorite-places.ts';
import { reverseGeocode } from '../../stores/trip-api.ts';
import { SavePlaceButton } from '../TripPlannerForm/SavePlaceButton.tsx';
import type { MapPick } from './map-pick.ts';
import './map-pick.css';

export interface MapPickMenuProps {
  lang: Lang;
  pick: MapPick;
  /** The places of the search on screen: "leave from here" keeps its arrival, "go here" its departure. */
  current?: { from: TripPlace | null; to: TripPlace | null };
  onClose: () => void;
}

/**
 * The menu of a point picked on the map: its name (the nearest address, else "Near <stop>"), "Leave from here" and
 * "Go here" (the trip planner with that point as a place) and "Save as favourite". A small dialog at the point: the
 * focus moves into it, Escape or Close puts it back on the map.
 */
function MapPickMenuView({ lang, pick, current = { from: null, to: null }, onClose }: MapPickMenuProps) {
  const { t } = useTranslation();
  const [named, setNamed] = useState<
    (ReverseNamed & { attribution?: { text: string; url?: string } }) | null | undefined
  >(undefined);
  const first = useRef<HTMLAnchorElement>(null);

  useEffect(() => loadFavoritePlaces(), []);
  useEffect(() => {
    let live = true;
    setNamed(undefined);
    // Spec section 8: a failed reverse geocoding is silently ignored (the point keeps a plain name).
    void reverseGeocode(pick.lat, pick.lon).then((answer) => live && setNamed(answer.ok ? answer.data : null));
    return () => {
      live = false;
    };
  }, [pick.lat, pick.lon]);
  useEffect(() => first.current?.focus(), [pick.lat, pick.lon]);

  const place = pickedPlace(pick.lat, pick.lon, named ?? null, {
    point: t('places.mapPick.title'),
    near: (stop) => t('places.mapPick.near', { place: stop }),
  });
  return (
    <div
      role="dialog"
      aria-label={t('places.mapPick.title')}
      className="map-pick"
      style={{ left: pick.x, top: pick.y }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
      data-testid="map-pick"
    >
      <p className="map-pick__name" aria-live="polite" aria-busy={named === undefined}>
        {named === undefined ? '…' : place.name}
      </p>
      {place.subTitle ? <p className="map-pick__sub">{place.subTitle}</p> : null}
      <div className="map-pick__actions">
        <a ref={first} href={pickHref(lang, 'from', place, current)} className="map-pick__action">
          {t('places.mapPick.leaveFromHere')}
        </a>
        <a href={pickHref(lang, 'to', place, current)} className="map-pick__action">
          {t('places.mapPick.goHere')}
        </a>
      </div>
      {named !== undefined ? <SavePlaceButton place={place} /> : null}
      {named?.attribution ? (
        <p className="map-pick__credit">
          {named.attribution.url ? (
            <a href={named.attribution.url} target="_blank" rel="noopener noreferrer">
              {named.attribution.text}
            </a>
          ) : (
            named.attribution.text
          )}
        </p>
      ) : null}
      <button type="button" className="map-pick__close" aria-label={t('places.mapPick.close')} onClick={onClose}>
        ×
      </button>
    </div>
  );
}

export function MapPickMenu(props: MapPickMenuProps) {
  return (
    <IslandI18n lang={props.lang}>
      <MapPickMenuView {...props} />
    </IslandI18n>
  );
}
