import type { FavoritesCollection } from '../../contract/favorites.ts';
import type { LineSummary } from '../../contract/lines.ts';
import { badgeTextColour } from '../../domain/line-badge-colors.ts';
import { localizedPath } from '../../domain/route-table.ts';
import type { Lang } from '../../i18n/index.ts';

/**
 * The favourites page's rows: the account's favourites joined with the network's names (a favourite stores ids only).
 * A line or stop missing from the network (feed changed) keeps its id as its name.
 */
export interface LineBadge {
  id: string;
  shortName: string;
  color: string;
  textColor: string;
}

export interface FavoriteRow {
  favoriteId: string;
  kind: 'line' | 'stopPoint' | 'address' | 'place';
  title: string;
  subtitle?: string;
  href?: string;
  badge?: LineBadge;
  lines: LineBadge[];
  /** home, work, … (addresses). */
  category?: string;
  /** What the edit form changes: the label (stops, addresses, landmarks) and the category (addresses). */
  edit?: 'label' | 'labelAndCategory';
}

export interface FavoritesView {
  lines: FavoriteRow[];
  stopPoints: FavoriteRow[];
  addresses: FavoriteRow[];
  places: FavoriteRow[];
}

export interface NetworkNames {
  lines: Map<string, LineSummary>;
  stops: Map<string, { name: string; city?: string }>;
}

function badge(id: string, names: NetworkNames): LineBadge {
  const line = names.lines.get(id);
  return line
    ? {
        id,
        shortName: line.shortName || line.longName,
        color: line.color,
        textColor: badgeTextColour(line.color, line.textColor),
      }
    : { id, shortName: id, color: '#5b6475', textColor: '#ffffff' };
}

export function favoritesView(collection: FavoritesCollection, names: NetworkNames, lang: Lang): FavoritesView {
  return {
    lines: collection.favoriteLines.map((f) => {
      const line = names.lines.get(f.line.id);
      return {
        favoriteId: f.favoriteId,
        kind: 'line',
        title: line?.longName || line?.shortName || f.line.id,
        badge: badge(f.line.id, names),
        href: localizedPath(lang, 'schedules-line-id', { id: f.line.id }),
        lines: [],
      };
    }),
    stopPoints: collection.favoriteStopPoints.map((f) => {
      const stop = names.stops.get(f.stopPoint.id);
      return {
        favoriteId: f.favoriteId,
        kind: 'stopPoint',
        title: f.stopPoint.label || stop?.name || f.stopPoint.id,
        edit: 'label',
        subtitle: stop?.city || undefined,
        href: localizedPath(lang, 'proximity-type-id', { type: 'stopPoint', id: f.stopPoint.id }),
        lines: f.lineIds.map((id) => badge(id, names)),
      };
    }),
    addresses: collection.favoriteAddresses.map((f) => ({
      favoriteId: f.favoriteId,
      kind: 'address',
      title: f.label,
      ...(f.category ? { category: f.category } : {}),
      edit: 'labelAndCategory',
      subtitle: [f.address.street, [f.address.zipCode, f.address.city].filter(Boolean).join(' ')]
        .filter(Boolean)
        .join(', '),
      lines: [],
    })),
    places: collection.favoritePointOfInterests.map((f) => ({
      favoriteId: f.favoriteId,
      kind: 'place',
      title: f.pointOfInterest.label,
      edit: 'label',
      href: /^stopAreas?$/.test(f.pointOfInterest.type)
        ? localizedPath(lang, 'proximity-type-id', { type: 'stopArea', id: f.pointOfInterest.id })
        : undefined,
      lines: [],
    })),
  };
}

const SECTION_ORDER: Array<keyof FavoritesView> = ['lines', 'stopPoints', 'addresses', 'places'];

/**
 * Where the keyboard focus goes once a favourite is removed (its button is gone with it; left alone, the focus falls
 * back to the top of the page): the next row's remove button, else the previous row's in the same section, else the
 * heading of the next remaining section (the previous one after the last), else the empty-list message.
 */
export type FocusAfterRemoval = { row: string } | { section: keyof FavoritesView } | 'empty';

export function focusAfterRemoval(before: FavoritesView, removedId: string): FocusAfterRemoval {
  const at = SECTION_ORDER.findIndex((key) => before[key].some((row) => row.favoriteId === removedId));
  if (at < 0) return 'empty';
  const rows = before[SECTION_ORDER[at]];
  const index = rows.findIndex((row) => row.favoriteId === removedId);
  const neighbour = rows[index + 1] ?? rows[index - 1];
  if (neighbour) return { row: neighbour.favoriteId };
  const remaining = SECTION_ORDER.filter((key, i) => i !== at && before[key].length > 0);
  const next = remaining.find((key) => SECTION_ORDER.indexOf(key) > at) ?? remaining.at(-1);
  return next ? { section: next } : 'empty';
}
