import { useEffect, useState, type RefObject } from 'react';
import { useStore } from '@nanostores/react';
import { projectInView, type MapFrame, type MapView } from '../../domain/map-view.ts';
import type { NearbyCentre } from '../../domain/nearby-centre.ts';
import { markerKind } from '../../domain/proximity-features.ts';
import { markerSize, ruleFor, zoomPercent } from '../../domain/proximity-zoom.ts';
import type { ZoomRule } from '../../contract/proximity.ts';
import { MARKER_ICONS } from './marker-icons.ts';
import { framedView, mapFrame } from './nearby-map-framing.ts';
import { $sheet, nearbyList } from './nearby-screen.ts';

export interface NearbyMapPreviewProps {
  /** The element the map will fill: the preview draws in its frame. */
  container: RefObject<HTMLDivElement | null>;
  centre: NearbyCentre;
  zoom: number;
  /** The map's zoom rules: a stop shows in the preview as it will on the map at that zoom, or not at all. */
  rules: ZoomRule[];
  /** The button that loads the map: it stays while the map loads (saying so), so that it keeps the focus. */
  showMap: { label: string; loading: boolean; onClick: () => void; ref: RefObject<HTMLButtonElement | null> };
}

function Disc({ x, y, icon }: { x: number; y: number; icon: string }) {
  const { radius, fill, ring, ringWidth } = MARKER_ICONS[icon];
  return <circle cx={x} cy={y} r={radius + ringWidth / 2} fill={fill} stroke={ring} strokeWidth={ringWidth} />;
}

/**
 * The map before maplibre-gl has loaded: the centre and the list's stops on the map's plain surface, each on the pixel
 * the map will draw it, in the view the map will frame. On a phone the ~430 KiB library loads only when the visitor
 * reaches for the map, so the list is not kept waiting behind it.
 */
export function NearbyMapPreview({ container, centre: pageCentre, zoom, rules, showMap }: NearbyMapPreviewProps) {
  const centre = useStore(nearbyList.$centre) ?? pageCentre;
  const list = useStore(nearbyList.$list);
  const selected = useStore(nearbyList.$selectedAreaId);
  const sheet = useStore($sheet);
  const [frame, setFrame] = useState<MapFrame | null>(null);
  const [view, setView] = useState<MapView>({ centre: pageCentre, zoom });
  const stops = list.status === 'ready' ? (list.data?.stopAreas ?? null) : null;

  useEffect(() => {
    const measure = () => container.current && setFrame(mapFrame(container.current));
    const frameRequest = requestAnimationFrame(measure);
    window.addEventListener('resize', measure);
    return () => {
      cancelAnimationFrame(frameRequest);
      window.removeEventListener('resize', measure);
    };
  }, [sheet]);
  useEffect(() => {
    if (frame) setView((previous) => framedView(centre, stops, previous, frame));
  }, [centre, stops, frame]);

  if (!frame) return null;
  const at = (point: { lat: number; lon: number }) => projectInView(view, frame, point);
  const percent = zoomPercent(view.zoom);
  const shown = (list.data?.stopAreas ?? []).flatMap((area) => {
    const size = markerSize(ruleFor(rules, 'stopArea', area.modes), percent);
    return size ? [{ ...area, icon: `prox-${size}-${markerKind(area.modes)}` }] : [];
  });
  const centreAt = at(centre);
  const stopsAt = (list.data?.stopAreas ?? []).slice(0, 3).map(at);
  const said = (point: { x: number; y: number }) => `${Math.round(point.x)},${Math.round(point.y)}`;
  return (
    <div className="nearby-map__preview" data-testid="nearby-map-preview">
      <svg
        width={frame.width}
        height={frame.height}
        aria-hidden="true"
        data-centre-at={said(centreAt)}
        data-stops-at={stopsAt.map(said).join(';')}
      >
        {centre.kind !== 'map' && <Disc {...centreAt} icon="prox-centre" />}
        {shown.map((area) => (
          <Disc key={area.id} {...at(area)} icon={area.icon} />
        ))}
        {shown
          .filter((area) => area.id === selected)
          .map((area) => (
            <Disc key="selected" {...at(area)} icon="prox-selected" />
          ))}
      </svg>
      <button
        ref={showMap.ref}
        type="button"
        className="prox-button prox-button--primary nearby-map__show"
        style={{ top: `${frame.height - frame.bottom - 64}px` }}
        onClick={showMap.onClick}
        aria-disabled={showMap.loading}
        data-testid="show-map"
      >
        {showMap.label}
      </button>
    </div>
  );
}
