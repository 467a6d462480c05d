import type { Map as MapLibreMap } from 'maplibre-gl';

/**
 * The symbol layers' icons, drawn once on a canvas (no sprite file to fetch, works on the plain offline style):
 * stations as a ringed disc, stops as a dot; small below the full zoom range. Drawn at twice the size for sharp screens.
 * The map's preview draws the same discs before the map library has loaded.
 */
export const MARKER_ICONS: Record<string, { radius: number; fill: string; ring: string; ringWidth: number }> = {
  'prox-small-station': { radius: 5, fill: '#0b5cad', ring: '#ffffff', ringWidth: 2 },
  'prox-full-station': { radius: 9, fill: '#0b5cad', ring: '#ffffff', ringWidth: 3 },
  'prox-small-stop': { radius: 4, fill: '#1a7f37', ring: '#ffffff', ringWidth: 1.5 },
  'prox-full-stop': { radius: 7, fill: '#1a7f37', ring: '#ffffff', ringWidth: 2.5 },
  'prox-selected': { radius: 13, fill: '#e4572e', ring: '#ffffff', ringWidth: 3.5 },
  'prox-centre': { radius: 8, fill: '#14202e', ring: '#ffffff', ringWidth: 3 },
};

const PIXEL_RATIO = 2;

export function addMarkerIcons(map: MapLibreMap): void {
  for (const [name, icon] of Object.entries(MARKER_ICONS)) {
    if (map.hasImage(name)) continue;
    const size = Math.ceil((icon.radius + icon.ringWidth) * 2 + 2) * PIXEL_RATIO;
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = size;
    const context = canvas.getContext('2d');
    if (!context) continue;
    context.beginPath();
    context.arc(size / 2, size / 2, (icon.radius + icon.ringWidth / 2) * PIXEL_RATIO, 0, Math.PI * 2);
    context.fillStyle = icon.fill;
    context.fill();
    context.lineWidth = icon.ringWidth * PIXEL_RATIO;
    context.strokeStyle = icon.ring;
    context.stroke();
    map.addImage(name, context.getImageData(0, 0, size, size), { pixelRatio: PIXEL_RATIO });
  }
}
