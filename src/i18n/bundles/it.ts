// One language's strings as one chunk the browser loads for pages in that language (see ../index.ts), without the
// namespaces only the server renders (../server-only-namespaces.ts).
export default import.meta.glob<Record<string, unknown>>(
  [
    '../locales/it/*.json',
    '!../locales/it/errors.json',
    '!../locales/it/footer.json',
    '!../locales/it/frontDoor.json',
    '!../locales/it/header.json',
    '!../locales/it/pages.json',
    '!../locales/it/schedules.json',
    '!../locales/it/timeZone.json',
    '!../locales/it/unsubscribe.json',
  ],
  { eager: true, import: 'default' },
);
