/**
 * Intl formatters kept per locale and options. Building one costs far more than formatting with it (ICU loads the
 * locale's patterns): a results page formats hundreds of times and days, and making a new formatter for each cost
 * ~7 ms of a 17 ms render on the server's main thread. Formatters are immutable, so sharing them changes no output.
 * A page knows a handful of locales, zones and option sets, so the maps stay small.
 */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}\u0000${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) dateTimeFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}\u0000${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}
