import type { TFunction } from 'i18next';

/**
 * A link carries its own preferences and the page answers with them; when the visitor's saved preferences differ,
 * say so and offer the same search with theirs (a link, so nothing changes under the reader's eyes).
 */
export function SavedPreferencesNotice({ href, t }: { href: string; t: TFunction }) {
  return (
    <p className="notice saved-preferences" data-testid="saved-preferences">
      {t('tripInfo.savedPreferences.text')} <a href={href}>{t('tripInfo.savedPreferences.action')}</a>
    </p>
  );
}
