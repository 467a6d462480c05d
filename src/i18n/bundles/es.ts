// One language's strings as one chunk the browser loads for pages in that language (see ../index.ts), without the
// namespaces only the server renders (../server-only-namespaces.ts).
export default import.meta.glob<Record<string, unknown>>(
  [
    '../locales/es/*.json',
    '!../locales/es/errors.json',
    '!../locales/es/footer.json',
    '!../locales/es/frontDoor.json',
    '!../locales/es/header.json',
    '!../locales/es/pages.json',
    '!../locales/es/schedules.json',
    '!../locales/es/timeZone.json',
    '!../locales/es/unsubscribe.json',
  ],
  { eager: true, import: 'default' },
);
