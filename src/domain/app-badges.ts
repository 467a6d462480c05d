/** Store badges of the mobile apps (spec section 5): localized artwork exists for these languages only. */
export const BADGE_LANGUAGES = ['fr', 'en', 'it', 'de', 'es'] as const;
export type BadgeLanguage = (typeof BADGE_LANGUAGES)[number];
export type AppStore = 'app-store' | 'google-play';

export function badgeLanguage(lang: string): BadgeLanguage {
  return (BADGE_LANGUAGES as readonly string[]).includes(lang) ? (lang as BadgeLanguage) : 'fr';
}

/** The badge image served from public/badges/. */
export function badgeImagePath(store: AppStore, lang: string): string {
  return `/badges/${store}-${badgeLanguage(lang)}.svg`;
}
