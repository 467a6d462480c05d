import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IslandI18n } from '../../i18n/IslandI18n.tsx';
import type { Lang } from '../../i18n/index.ts';
import type { FavoritesCollection } from '../../contract/favorites.ts';
import {
  editFavorite,
  hasUnsyncedLocal,
  removeFavorite,
  setFavorites,
  synchronizeFavorites,
} from '../../stores/favorites.ts';
import { FavoriteEditForm, type FavoriteEdit } from './FavoriteEditForm.tsx';
import { notify } from '../../stores/notifications.ts';
import {
  focusAfterRemoval,
  type FavoriteRow,
  type FavoritesView,
  type FocusAfterRemoval,
  type LineBadge,
} from './favorites-view.ts';

export interface FavoritesListProps {
  lang: Lang;
  view: FavoritesView;
  /** The account's collection as the server rendered it: mirrored to local storage, compared with it to sync. */
  collection: FavoritesCollection;
}

const SECTIONS: Array<{ key: keyof FavoritesView; title: string }> = [
  { key: 'lines', title: 'favorites.sections.lines' },
  { key: 'stopPoints', title: 'favorites.sections.stopPoints' },
  { key: 'addresses', title: 'favorites.sections.addresses' },
  { key: 'places', title: 'favorites.sections.places' },
];

function Badge({ line }: { line: LineBadge }) {
  return (
    <span
      className="inline-grid h-7 min-w-7 place-items-center rounded-md px-1.5 text-sm font-bold"
      style={{ backgroundColor: line.color, color: line.textColor }}
    >
      {line.shortName}
    </span>
  );
}

function Row({
  row,
  onRemove,
  onEdit,
}: {
  row: FavoriteRow;
  onRemove: (row: FavoriteRow) => void;
  onEdit: (row: FavoriteRow, edit: FavoriteEdit) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  // After the form closes, the focus goes back to the (re-mounted) Edit button, once it exists again.
  const [refocus, setRefocus] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (editing || !refocus) return;
    editButton.current?.focus();
    setRefocus(false);
  }, [editing, refocus]);
  const close = () => {
    setEditing(false);
    setRefocus(true);
  };
  const title = <span className="font-semibold text-ink">{row.title}</span>;
  return (
    <li className="py-3">
      {/* On a phone the actions wrap under the name rather than squeezing it to a word per line. */}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {row.badge && <Badge line={row.badge} />}
        <div className="min-w-40 flex-1">
          {row.href ? (
            <a href={row.href} className="hover:underline">
              {title}
            </a>
          ) : (
            title
          )}
          {row.category &&
            t(`places.category.${row.category}`, { defaultValue: row.category }).toLowerCase() !==
              row.title.toLowerCase() && (
              <span
                className="ms-2 rounded-full bg-surface-muted px-2 py-0.5 text-xs font-semibold text-ink-muted"
                data-testid="favorite-category"
              >
                {t(`places.category.${row.category}`, { defaultValue: row.category })}
              </span>
            )}
          {row.subtitle && <p className="truncate text-sm text-ink-muted">{row.subtitle}</p>}
          {row.lines.length > 0 && (
            <ul className="mt-1 flex flex-wrap gap-1" aria-label={t('favorites.servedBy')}>
              {row.lines.map((line) => (
                <li key={line.id}>
                  <Badge line={line} />
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="ms-auto flex items-center">
          {row.edit && !editing && (
            <button
              ref={editButton}
              type="button"
              onClick={() => setEditing(true)}
              className="rounded-full px-3 py-2 text-sm font-semibold text-ink-muted hover:bg-surface-muted"
              aria-label={t('places.edit.openLabel', { name: row.title })}
            >
              {t('places.edit.open')}
            </button>
          )}
          <button
            type="button"
            onClick={() => onRemove(row)}
            data-favorite-remove={row.favoriteId}
            className="rounded-full px-3 py-2 text-sm font-semibold text-danger hover:bg-surface-muted"
            aria-label={t('favorites.remove', { name: row.title })}
          >
            {t('favorites.removeShort')}
          </button>
        </div>
      </div>
      {editing && (
        <FavoriteEditForm
          row={row}
          onCancel={close}
          onSave={async (edit) => {
            const saved = await onEdit(row, edit);
            if (saved) close();
            return saved;
          }}
        />
      )}
    </li>
  );
}

/**
 * The favourites page (spec section 3: lines, stop points, addresses, points of interest): the account's favourites
 * by kind with a remove action; favourites added on this device while signed out are synchronized into the account.
 */
function FavoritesListView({ view, collection }: FavoritesListProps) {
  const { t } = useTranslation();
  const [rows, setRows] = useState(view);
  const list = useRef<HTMLDivElement>(null);
  // The removed row's button had the focus: it moves on once the list has re-rendered without it.
  const [focusTarget, setFocusTarget] = useState<FocusAfterRemoval | null>(null);
  useEffect(() => {
    if (!focusTarget) return;
    const root = list.current;
    const target =
      focusTarget === 'empty'
        ? root?.querySelector<HTMLElement>('[data-testid="favorites-empty"]')
        : 'row' in focusTarget
          ? [...(root?.querySelectorAll<HTMLElement>('[data-favorite-remove]') ?? [])].find(
              (button) => button.dataset.favoriteRemove === focusTarget.row,
            )
          : root?.querySelector<HTMLElement>(`#favorites-${focusTarget.section}`);
    target?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  useEffect(() => {
    const unsynced = hasUnsyncedLocal(collection);
    if (!unsynced) {
      setFavorites(collection);
      return;
    }
    void synchronizeFavorites().then((merged) => {
      // The page is rendered with the network's names: reload it to show what was merged.
      if (merged && hasUnsyncedLocal(collection, merged)) location.reload();
    });
  }, [collection]);

  const remove = async (row: FavoriteRow) => {
    if (await removeFavorite(row.favoriteId)) {
      setFocusTarget(focusAfterRemoval(rows, row.favoriteId));
      setRows(
        (current) =>
          Object.fromEntries(
            Object.entries(current).map(([key, list]) => [
              key,
              list.filter((r: FavoriteRow) => r.favoriteId !== row.favoriteId),
            ]),
          ) as unknown as FavoritesView,
      );
      notify.success('favorites.removed', { name: row.title });
    } else {
      notify.error('favorites.removeFailed');
    }
  };

  const edit = async (row: FavoriteRow, change: FavoriteEdit): Promise<boolean> => {
    if (!(await editFavorite(row.favoriteId, change, true))) {
      notify.error('places.edit.failed');
      return false;
    }
    const edited = (r: FavoriteRow): FavoriteRow =>
      r.favoriteId === row.favoriteId
        ? {
            ...r,
            title: change.label,
            ...(change.category !== undefined ? { category: change.category || undefined } : {}),
          }
        : r;
    setRows(
      (current) =>
        Object.fromEntries(
          Object.entries(current).map(([key, list]) => [key, list.map(edited)]),
        ) as unknown as FavoritesView,
    );
    notify.success('places.edit.saved', { name: change.label });
    return true;
  };

  const total = SECTIONS.reduce((sum, section) => sum + rows[section.key].length, 0);
  return (
    <div ref={list}>
      {total === 0 ? (
        <div
          className="rounded-2xl border border-dashed border-line p-8 text-center"
          data-testid="favorites-empty"
          tabIndex={-1}
        >
          <p className="font-semibold text-ink">{t('favorites.empty')}</p>
          <p className="mt-1 text-sm text-ink-muted">{t('favorites.emptyHint')}</p>
        </div>
      ) : (
        <FavoriteSections rows={rows} remove={remove} edit={edit} />
      )}
    </div>
  );
}

function FavoriteSections({
  rows,
  remove,
  edit,
}: {
  rows: FavoritesView;
  remove: (row: FavoriteRow) => void;
  edit: (row: FavoriteRow, change: FavoriteEdit) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      {SECTIONS.filter((section) => rows[section.key].length > 0).map((section) => (
        <section key={section.key} aria-labelledby={`favorites-${section.key}`}>
          <h2 id={`favorites-${section.key}`} className="text-lg font-bold" tabIndex={-1}>
            {t(section.title)} <span className="text-ink-muted">({rows[section.key].length})</span>
          </h2>
          <ul className="divide-y divide-line">
            {rows[section.key].map((row) => (
              <Row key={row.favoriteId} row={row} onRemove={remove} onEdit={edit} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

export default function FavoritesList(props: FavoritesListProps) {
  return (
    <IslandI18n lang={props.lang}>
      <FavoritesListView {...props} />
    </IslandI18n>
  );
}
