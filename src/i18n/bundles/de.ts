// One language's strings as one chunk the browser loads for pages in that language (see ../index.ts), without the
// namespaces only the server renders (../server-only-namespaces.ts).
export default import.meta.glob<Record<string, unknown>>(
  [
    '../locales/de/*.json',
    '!../locales/de/errors.json',
    '!../locales/de/footer.json',
    '!../locales/de/frontDoor.json',
    '!../locales/de/header.json',
    '!../locales/de/pages.json',
    '!../locales/de/schedules.json',
    '!../locales/de/timeZone.json',
    '!../locales/de/unsubscribe.json',
  ],
  { eager: true, import: 'default' },
);
