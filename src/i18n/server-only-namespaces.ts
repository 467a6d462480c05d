/**
 * Namespaces whose strings only the server renders (page text, error pages, the footer, the header's labels): the
 * browser's language chunks (./bundles/<lang>.ts) leave them out, so that every page downloads fewer strings. The
 * chunks list them again because import.meta.glob takes literal patterns; browser-namespaces.test.ts keeps both lists
 * and the browser code in step.
 */
export const SERVER_ONLY_NAMESPACES = [
  'errors',
  'footer',
  'frontDoor',
  'header',
  'pages',
  'schedules',
  'timeZone',
  'unsubscribe',
] as const;
