import type { Lang } from '../../i18n/index.ts';
import type { TripPlace } from '../../domain/trip-place.ts';
import { widgetPath, type WidgetKindName } from '../../domain/widget-url.ts';

/**
 * What the generator's form holds, and the widget address and embed codes it gives. Pure and zod-free (browser code:
 * the CSP forbids the eval zod's fast path would try); the server checks the same parameters (widget-params.ts).
 */
export interface GeneratorChoice {
  kind: WidgetKindName;
  lang: Lang;
  partner: string;
  /** '#rrggbb' or '' for the partner's (or the site's) colour. */
  primary: string;
  background: string;
  stop: TripPlace | null;
  line: string;
  from: TripPlace | null;
  to: TripPlace | null;
  /** Frame width in CSS pixels, or null for the container's full width. */
  width: number | null;
}

const STOP_TYPES = new Set(['stopArea', 'stopPoint']);

export function isStop(place: TripPlace | null): place is TripPlace {
  return place !== null && STOP_TYPES.has(place.type);
}

function placeParams(prefix: 'f' | 't', place: TripPlace | null): Record<string, string | undefined> {
  if (!place) return {};
  const [id, value, lat, lon, type] =
    prefix === 'f' ? ['fi', 'fv', 'flat', 'flon', 'fpt'] : ['ti', 'tv', 'tlat', 'tlon', 'tpt'];
  return {
    [id]: place.id,
    [value]: place.displayName || place.name,
    [lat]: place.lat.toFixed(6),
    [lon]: place.lon.toFixed(6),
    [type]: place.type,
  };
}

/** What the chosen kind still needs before it can show, as a message key, or null. */
export function missingChoice(choice: GeneratorChoice): 'needStop' | 'needLine' | null {
  if (choice.kind === 'departures' && !isStop(choice.stop)) return 'needStop';
  if (choice.kind === 'timetable' && !choice.line) return 'needLine';
  return null;
}

/** The widget's path (`/{lang}/widgets/{kind}?…`), every value URL-encoded. */
export function generatorPath(choice: GeneratorChoice): string {
  const common = {
    partner: choice.partner || undefined,
    primary: choice.primary || undefined,
    background: choice.background || undefined,
  };
  if (choice.kind === 'departures') {
    return widgetPath(choice.lang, 'departures', {
      stop: choice.stop?.id,
      stopType: choice.stop?.type === 'stopPoint' ? 'stopPoint' : undefined,
      ...common,
    });
  }
  if (choice.kind === 'timetable')
    return widgetPath(choice.lang, 'timetable', { line: choice.line || undefined, ...common });
  return widgetPath(choice.lang, 'trip', {
    ...placeParams('f', choice.from),
    ...placeParams('t', choice.to),
    ...common,
  });
}

const attribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface EmbedCodes {
  script: string;
  iframe: string;
}

/** The one-line script embed and the plain iframe for a widget address on this site's origin. */
export function embedCodes(origin: string, path: string, title: string, width: number | null): EmbedCodes {
  const url = attribute(`${origin}${path}`);
  const widthText = width === null ? '100%' : String(width);
  return {
    script: `<script async src="${attribute(origin)}/widget-embed.js" data-widget="${url}" data-title="${attribute(title)}" data-width="${widthText}"></script>`,
    iframe: `<iframe src="${url}" title="${attribute(title)}" width="${widthText}" height="600" style="border:0"></iframe>`,
  };
}
