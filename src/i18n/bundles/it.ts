// Every namespace of one language, as one chunk the browser loads for pages in that language (see ../index.ts).
export default import.meta.glob<Record<string, unknown>>('../locales/it/*.json', { eager: true, import: 'default' });
