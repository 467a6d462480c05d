import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import type { TripPlace } from '../../domain/trip-place.ts';
import { MAX_FAVORITES_PER_USER } from '../../contract/favorite-limits.ts';
import { $auth } from '../../stores/auth.ts';
import { favoriteTargetOf } from '../../stores/favorite-places.ts';
import { $favorites, FAVORITES_LIMIT_REACHED, findFavorite, toggleFavorite } from '../../stores/favorites.ts';
import { notify } from '../../stores/notifications.ts';
import { useHydrated } from '../../ui/use-hydrated.ts';

/**
 * "Save as favourite" for the place chosen in a combobox (an address, a landmark, a stop, a point picked on the map):
 * a toggle button under the field, so the listbox keeps only options. On the account when signed in, in local storage
 * otherwise (synchronized at the next visit of the favourites page).
 */
export function SavePlaceButton({ place }: { place: TripPlace }) {
  const { t } = useTranslation();
  const auth = useStore($auth);
  const favorites = useStore($favorites);
  const [busy, setBusy] = useState(false);
  // The favourites live in the browser (local storage, or the account through the island): before the island runs the
  // server cannot tell "saved" from "not saved", and the button could do nothing. Drawn once it can.
  const hydrated = useHydrated();
  const target = favoriteTargetOf(place);
  if (!target || !hydrated) return null;
  const saved = findFavorite(favorites, target) !== undefined;
  const toggle = async () => {
    setBusy(true);
    const done = await toggleFavorite(target, auth.authenticated);
    setBusy(false);
    if (done === FAVORITES_LIMIT_REACHED) notify.error('hardening.favoritesLimit', { limit: MAX_FAVORITES_PER_USER });
    else if (!done) notify.error('favorites.toggle.failed');
  };
  return (
    <button
      type="button"
      className="place-combobox__save"
      aria-pressed={saved}
      disabled={busy}
      onClick={() => void toggle()}
      data-testid="save-place"
    >
      <svg
        viewBox="0 0 24 24"
        width="16"
        height="16"
        fill={saved ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d="M12 3.5l2.6 5.3 5.8.8-4.2 4.1 1 5.8L12 16.8l-5.2 2.7 1-5.8-4.2-4.1 5.8-.8z" />
      </svg>
      <span>{t(saved ? 'places.favorite.saved' : 'places.favorite.save', { name: place.name })}</span>
    </button>
  );
}
