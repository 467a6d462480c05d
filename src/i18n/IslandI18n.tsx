import { Suspense, use, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { getI18n, isLang, isLanguageLoaded, loadLanguage, type Lang } from './index.ts';

// Every island module imports this one, and Astro starts hydrating an island (and drops its ssr attribute) as soon as
// its module has loaded. Awaiting the page's language here, before that, keeps hydration from suspending on the chunk:
// a root suspended while hydrating silently drops the clicks and keystrokes it receives meanwhile.
const pageLang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
if (isLang(pageLang) && !isLanguageLoaded(pageLang)) await loadLanguage(pageLang);

function LoadedProvider({ lang, children }: { lang: Lang; children: ReactNode }) {
  // An island in another language than the page's: hydration waits for its chunk, the server HTML stays shown.
  if (!isLanguageLoaded(lang)) use(loadLanguage(lang));
  return <I18nextProvider i18n={getI18n(lang)}>{children}</I18nextProvider>;
}

/** Gives react-i18next's provider to one island: each island is its own React root, so each wraps itself. */
export function IslandI18n({ lang, children }: { lang: Lang; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <LoadedProvider lang={lang}>{children}</LoadedProvider>
    </Suspense>
  );
}
