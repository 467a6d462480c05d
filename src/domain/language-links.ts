import { LANGS, type Lang } from '../i18n/index.ts';
import { switchLanguagePath } from './route-table.ts';

export interface LanguageLink {
  lang: Lang;
  href: string;
  current: boolean;
}

/** One link per language to the same page (path and query kept, widget flag included). */
export function languageLinks(pathname: string, search: string, current: Lang): LanguageLink[] {
  return LANGS.map((lang) => ({ lang, href: switchLanguagePath(pathname, search, lang), current: lang === current }));
}
