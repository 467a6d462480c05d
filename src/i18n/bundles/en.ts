// One language's strings as one chunk the browser loads for pages in that language (see ../index.ts), without the
// namespaces only the server renders (../server-only-namespaces.ts).
export default import.meta.glob<Record<string, unknown>>(
  [
    '../locales/en/*.json',
    '!../locales/en/errors.json',
    '!../locales/en/footer.json',
    '!../locales/en/frontDoor.json',
    '!../locales/en/header.json',
    '!../locales/en/pages.json',
    '!../locales/en/schedules.json',
    '!../locales/en/timeZone.json',
    '!../locales/en/unsubscribe.json',
  ],
  { eager: true, import: 'default' },
);
