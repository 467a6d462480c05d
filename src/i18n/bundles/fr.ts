// One language's strings as one chunk the browser loads for pages in that language (see ../index.ts), without the
// namespaces only the server renders (../server-only-namespaces.ts).
export default import.meta.glob<Record<string, unknown>>(
  [
    '../locales/fr/*.json',
    '!../locales/fr/errors.json',
    '!../locales/fr/footer.json',
    '!../locales/fr/frontDoor.json',
    '!../locales/fr/header.json',
    '!../locales/fr/pages.json',
    '!../locales/fr/schedules.json',
    '!../locales/fr/timeZone.json',
    '!../locales/fr/unsubscribe.json',
  ],
  { eager: true, import: 'default' },
);
