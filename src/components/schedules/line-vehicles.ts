import type { Map as MapLibreMap, GeoJSONSource } from 'maplibre-gl';
import { bff } from '../../bff-client/bff-fetch.ts';
import { LineVehiclesResponse } from '../../contract/vehicles.ts';

/**
 * The line's vehicles on its map (GTFS-realtime vehicle positions): one circle each, refreshed every 30 s while the tab
 * is visible, and a sentence under the map counting them for those who do not see it. Nothing shows when the network
 * has no vehicle feed.
 */
const REFRESH_MS = 30_000;

export function showLineVehicles(
  map: MapLibreMap,
  container: HTMLElement,
  lineId: string,
  directionId: string | undefined,
  color: string,
): void {
  const summary = document.createElement('p');
  summary.className = 'p-2 text-sm';
  summary.setAttribute('aria-live', 'polite');
  summary.dataset.testid = 'line-vehicles';
  let added = false;

  async function refresh(): Promise<void> {
    if (document.visibilityState === 'hidden') return;
    const answer = await bff.request(`/api/v1/lines/${encodeURIComponent(lineId)}/vehicles`, LineVehiclesResponse, {
      query: { direction: directionId },
    });
    if (!answer.ok || answer.data.realtime.state === 'none') return;
    const data = {
      type: 'FeatureCollection' as const,
      features: answer.data.vehicles.map((vehicle) => ({
        type: 'Feature' as const,
        properties: { id: vehicle.id, headsign: vehicle.headsign ?? '' },
        geometry: { type: 'Point' as const, coordinates: [vehicle.lon, vehicle.lat] },
      })),
    };
    if (!added) {
      map.addSource('line-vehicles', { type: 'geojson', data });
      map.addLayer({
        id: 'line-vehicles',
        type: 'circle',
        source: 'line-vehicles',
        paint: {
          'circle-radius': 7,
          'circle-color': color,
          'circle-stroke-color': '#111827',
          'circle-stroke-width': 2.5,
        },
      });
      container.after(summary);
      added = true;
    } else (map.getSource('line-vehicles') as GeoJSONSource | undefined)?.setData(data);
    summary.textContent = (container.dataset.vehiclesSummary ?? '{{n}}').replace(
      '{{n}}',
      String(answer.data.vehicles.length),
    );
    container.setAttribute('data-vehicles', String(answer.data.vehicles.length));
  }

  void refresh();
  const timer = setInterval(() => void refresh(), REFRESH_MS);
  map.on('remove', () => clearInterval(timer));
}
