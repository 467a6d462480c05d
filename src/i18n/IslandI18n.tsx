import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { getI18n, type Lang } from './index.ts';

/** Gives react-i18next's provider to one island: each island is its own React root, so each wraps itself. */
export function IslandI18n({ lang, children }: { lang: Lang; children: ReactNode }) {
  return <I18nextProvider i18n={getI18n(lang)}>{children}</I18nextProvider>;
}
