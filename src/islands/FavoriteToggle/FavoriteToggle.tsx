import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { IslandI18n } from '../../i18n/IslandI18n.tsx';
import type { Lang } from '../../i18n/index.ts';
import { $auth, restoreAuthFromCookies } from '../../stores/auth.ts';
import {
  $favorites,
  ensureFavoritesLoaded,
  FAVORITES_LIMIT_REACHED,
  findFavorite,
  toggleFavorite,
  type FavoriteTarget,
} from '../../stores/favorites.ts';
import { notify } from '../../stores/notifications.ts';
import { MAX_FAVORITES_PER_USER } from '../../contract/favorite-limits.ts';

export interface FavoriteToggleProps {
  lang: Lang;
  target: FavoriteTarget;
  /** The thing's name, for the button's accessible name ("Add 42 St to favourites"). */
  name: string;
  /** 'icon' shows the star alone. */
  variant?: 'icon' | 'label';
}

/**
 * A star button adding a line, stop point or place to the favourites (spec "favourites"): on the account when signed
 * in, in local storage otherwise. Mount it on any page: `<FavoriteToggle client:visible lang target name />`.
 */
function FavoriteToggleView({ target, name, variant = 'icon' }: FavoriteToggleProps) {
  const { t } = useTranslation();
  const auth = useStore($auth);
  const favorites = useStore($favorites);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!$auth.get().authenticated) restoreAuthFromCookies();
    void ensureFavoritesLoaded($auth.get().authenticated);
  }, []);

  const active = findFavorite(favorites, target) !== undefined;
  const label = t(active ? 'favorites.toggle.remove' : 'favorites.toggle.add', { name });
  const toggle = async () => {
    setBusy(true);
    const ok = await toggleFavorite(target, auth.authenticated);
    setBusy(false);
    if (ok === FAVORITES_LIMIT_REACHED) notify.error('hardening.favoritesLimit', { limit: MAX_FAVORITES_PER_USER });
    else if (!ok) notify.error('favorites.toggle.failed');
  };

  return (
    <button
      type="button"
      onClick={() => void toggle()}
      disabled={busy}
      aria-pressed={active}
      aria-label={variant === 'icon' ? label : undefined}
      title={variant === 'icon' ? label : undefined}
      className="inline-flex min-h-10 items-center gap-2 rounded-full px-2.5 text-sm font-semibold text-ink-muted hover:bg-surface-muted hover:text-ink disabled:opacity-60"
      data-testid="favorite-toggle"
    >
      <svg
        viewBox="0 0 24 24"
        className={`size-5 ${active ? 'text-accent' : ''}`}
        fill={active ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d="M12 3.5l2.6 5.3 5.8.8-4.2 4.1 1 5.8L12 16.8l-5.2 2.7 1-5.8-4.2-4.1 5.8-.8z" />
      </svg>
      {variant === 'label' && <span>{label}</span>}
    </button>
  );
}

export default function FavoriteToggle(props: FavoriteToggleProps) {
  return (
    <IslandI18n lang={props.lang}>
      <FavoriteToggleView {...props} />
    </IslandI18n>
  );
}
