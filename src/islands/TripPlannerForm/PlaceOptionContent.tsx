import { useTranslation } from 'react-i18next';
import type { TripPlace } from '../../domain/trip-place.ts';

export type PlaceOrigin = 'favorite' | 'history' | 'result';
export type PlaceOption =
  | { kind: 'position' }
  | { kind: 'place'; place: TripPlace & { category?: string }; origin: PlaceOrigin };

/**
 * What one option of the place list says: "my position" (or that it is being located), or a place's name with its
 * detail, a star for a favourite and, for screen readers, where it comes from.
 */
export function PlaceOptionContent({
  option,
  locating,
  categoryNames,
}: {
  option: PlaceOption;
  locating: boolean;
  /** Address category → its name in the page's language. */
  categoryNames: Record<string, string>;
}) {
  const { t } = useTranslation();
  if (option.kind === 'position') {
    return (
      <span className="place-combobox__position">
        {locating ? t('tripPlanner.locating') : t('tripPlanner.myPosition')}
      </span>
    );
  }
  const { place, origin } = option;
  // A favourite's category ("Work") unless its name already says it, then where it is (or its lines).
  const category = place.category ? (categoryNames[place.category] ?? place.category) : '';
  const detail = [category.toLowerCase() === place.name.toLowerCase() ? '' : category, place.subTitle ?? place.city]
    .filter(Boolean)
    .join(' · ');
  return (
    <>
      <span className="place-combobox__name">
        {origin === 'favorite' ? (
          <span className="place-combobox__star" aria-hidden="true">
            ★{' '}
          </span>
        ) : null}
        {place.name}
      </span>
      {detail ? <span className="place-combobox__sub">{detail}</span> : null}
      {origin === 'history' ? <span className="sr-only">{t('tripPlanner.recentPlace')}</span> : null}
      {origin === 'favorite' ? <span className="sr-only">{t('places.favorite.option')}</span> : null}
    </>
  );
}
