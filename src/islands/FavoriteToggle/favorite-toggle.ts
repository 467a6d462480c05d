import { MAX_FAVORITES_PER_USER } from '../../contract/favorite-limits.ts';
import { fillSlots } from '../../i18n/slotted.ts';
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

/** What the server writes on the button (`data-favorite-toggle`): the target and the slotted labels. */
export interface FavoriteToggleSettings {
  target: FavoriteTarget;
  name: string;
  variant: 'icon' | 'label';
  /** "Add {name} to favourites". */
  add: string;
  /** "Remove {name} from favourites". */
  remove: string;
}

function mountOne(button: HTMLButtonElement): () => void {
  const settings = JSON.parse(button.dataset.favoriteToggle ?? '{}') as FavoriteToggleSettings;
  const star = button.querySelector('svg');
  const text = button.querySelector<HTMLElement>('[data-favorite-label]');
  let busy = false;
  const render = () => {
    const active = findFavorite($favorites.get(), settings.target) !== undefined;
    const label = fillSlots(active ? settings.remove : settings.add, { name: settings.name });
    button.setAttribute('aria-pressed', String(active));
    if (settings.variant === 'icon') {
      button.setAttribute('aria-label', label);
      button.title = label;
    }
    if (text) text.textContent = label;
    star?.classList.toggle('text-accent', active);
    star?.setAttribute('fill', active ? 'currentColor' : 'none');
    button.disabled = busy;
  };
  button.addEventListener('click', async () => {
    if (busy) return;
    busy = true;
    render();
    const ok = await toggleFavorite(settings.target, $auth.get().authenticated);
    busy = false;
    render();
    if (ok === FAVORITES_LIMIT_REACHED) notify.error('hardening.favoritesLimit', { limit: MAX_FAVORITES_PER_USER });
    else if (!ok) notify.error('favorites.toggle.failed');
  });
  return $favorites.subscribe(render);
}

/**
 * Drives the page's server-drawn favourite stars (FavoriteToggle.astro): each shows whether its thing is a favourite
 * (on the account when signed in, in local storage otherwise) and toggles it; the button is busy while a save runs.
 */
export function mountFavoriteToggles(scope: ParentNode = document): () => void {
  const buttons = [...scope.querySelectorAll<HTMLButtonElement>('[data-favorite-toggle]')];
  if (buttons.length === 0) return () => {};
  if (!$auth.get().authenticated) restoreAuthFromCookies();
  void ensureFavoritesLoaded($auth.get().authenticated);
  const stops = buttons.map(mountOne);
  return () => {
    for (const stop of stops) stop();
  };
}
