import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { signUpConfirmed } from './mailbox.ts';

export const LANGS = ['fr', 'en', 'es', 'it', 'de'] as const;
export type Lang = (typeof LANGS)[number];

function locale(lang: Lang, namespace: string): Record<string, any> {
  return JSON.parse(readFileSync(new URL(`../src/i18n/locales/${lang}/${namespace}.json`, import.meta.url), 'utf8'));
}

/** `{page} - {site title}` in one language, from the resource files the site itself uses. */
export function expectedTitle(lang: Lang, pageKey: string, values: Record<string, string> = {}): string {
  const title = String(locale(lang, 'pages')[pageKey].title).replace(
    /\{\{(\w+)\}\}/g,
    (_, key: string) => values[key] ?? '',
  );
  return `${title} - ${locale(lang, 'common').siteTitle}`;
}

/** `{name} - {site title}` for pages named by their data. */
export function namedTitle(lang: Lang, name: string): string {
  return `${name} - ${locale(lang, 'common').siteTitle}`;
}

export function expectedHeading(lang: Lang, pageKey: string, values: Record<string, string> = {}): string {
  // The nearby page is headed by its own screen's resource (it names what the list is near further down).
  const heading =
    pageKey === 'proximity' ? locale(lang, 'nearby').page.heading : locale(lang, 'pages')[pageKey].heading;
  return String(heading).replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');
}

/** Every route of the spec with a sample URL that passes its guards (valid params; fi and jsc for trip pages). */
/**
 * `journey`: the page shows one journey; the trip-planner issue rebuilds it from the URL and sends unknown journeys to
 * the results (spec navigation rules), so with a sample code the results page answers instead.
 */
/** `named`: a page titled and headed by what it shows (a stop's name from the network), not by a resource string. */
export const SAMPLE_ROUTES: {
  name: string;
  path: string;
  pageKey: string;
  headingValues?: Record<string, string>;
  titleValues?: Record<string, string>;
  auth?: boolean;
  journey?: boolean;
  named?: string;
}[] = [
  { name: 'index', path: '', pageKey: 'index' },
  { name: 'account-favorites', path: '/account/favorites', pageKey: 'accountFavorites', auth: true },
  { name: 'account-personal-data', path: '/account/personal-data', pageKey: 'accountPersonalData', auth: true },
  { name: 'account-profile', path: '/account/profile', pageKey: 'accountProfile', auth: true },
  { name: 'cobranding', path: '/cobranding', pageKey: 'cobranding' },
  {
    name: 'cobranding-demo-id',
    path: '/cobranding/demo/hudson-books',
    pageKey: 'cobrandingDemoId',
    headingValues: { name: 'Hudson Street Books' },
  },
  {
    name: 'cobranding-demo-widgets-definitions',
    path: '/cobranding/demo/widgets-definitions',
    pageKey: 'cobrandingDemoWidgetsDefinitions',
  },
  { name: 'error', path: '/error', pageKey: 'error' },
  { name: 'proximity', path: '/proximity', pageKey: 'proximity' },
  {
    name: 'proximity-type-id',
    path: '/proximity/stopArea/bus_m:area:400001',
    pageKey: 'proximityTypeId',
    named: '4 AV/E 9 ST',
  },
  { name: 'schedules', path: '/schedules', pageKey: 'schedules' },
  {
    name: 'schedules-line-id',
    path: '/schedules/line/subway%3A1',
    pageKey: 'schedulesLineId',
    titleValues: { line: '1' },
  },
  { name: 'signedin', path: '/signedin', pageKey: 'signedin' },
  { name: 'trip-planner', path: '/trip-planner?fi=A', pageKey: 'tripPlanner' },
  {
    name: 'trip-planner-preview',
    path: '/trip-planner/preview?fi=A&jsc=J',
    pageKey: 'tripPlannerPreview',
    journey: true,
  },
  { name: 'trip-planner-results', path: '/trip-planner/results?fi=A', pageKey: 'tripPlannerResults' },
  {
    name: 'trip-planner-return-preview',
    path: '/trip-planner/return-preview?fi=A&jsc=J',
    pageKey: 'tripPlannerReturnPreview',
    journey: true,
  },
  {
    name: 'trip-planner-return-summary',
    path: '/trip-planner/return-summary?fi=A&jsc=J',
    pageKey: 'tripPlannerReturnSummary',
    journey: true,
  },
  {
    name: 'trip-planner-returns',
    path: '/trip-planner/returns?fi=A&jsc=J',
    pageKey: 'tripPlannerReturns',
    journey: true,
  },
  {
    name: 'trip-planner-roadmap-journeyId',
    path: '/trip-planner/roadmap/j1?fi=A&jsc=J',
    pageKey: 'tripPlannerRoadmapJourneyId',
    journey: true,
  },
  {
    name: 'trip-planner-summary',
    path: '/trip-planner/summary?fi=A&jsc=J',
    pageKey: 'tripPlannerSummary',
    journey: true,
  },
  { name: 'unsubscribe', path: '/unsubscribe', pageKey: 'unsubscribe' },
];

/**
 * Signs a fresh customer up through the site's own API (the embedded identity service behind /bff): the proxy sets the
 * userToken and userInfos cookies in the page's context, so the server-validated session check accepts them.
 */
export async function signUp(page: Page, baseURL: string): Promise<void> {
  const email = `shell-e2e-${Date.now()}-${Math.random().toString(36).slice(2)}@example.org`;
  await signUpConfirmed(page, baseURL, {
    email,
    password: 'a long enough passphrase 42',
    firstName: 'Ada',
    lastName: 'Lovelace',
  });
}

/** Forged sign-in cookies: both present but not a session the server knows. */
export const FORGED_COOKIES = (baseURL: string) => [
  { name: 'userToken', value: 'forged-token', url: baseURL },
  {
    name: 'userInfos',
    value: encodeURIComponent(JSON.stringify({ firstName: 'Eve', lastName: 'Forger' })),
    url: baseURL,
  },
];
