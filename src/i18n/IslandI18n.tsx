import { Suspense, use, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { getI18n, isLanguageLoaded, loadLanguage, type Lang } from './index.ts';

function LoadedProvider({ lang, children }: { lang: Lang; children: ReactNode }) {
  // In the browser the page's language arrives as its own chunk: hydration waits for it, the server HTML stays shown.
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
