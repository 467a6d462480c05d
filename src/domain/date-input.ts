import { Temporal } from './temporal.ts';
import { parseDateInput } from './trip-time.ts';

/**
 * A date typed the way the visitor's language writes it (28/11/2026, 11/28/2026, 28.11.2026) or in ISO (2026-11-28,
 * spec section 5: year first, starting with 1 or 2). Order and separator come from Intl for the locale.
 */
type Part = 'day' | 'month' | 'year';

interface DateShape {
  order: Part[];
  separator: string;
}

/** Per locale: Intl builds its formatter from the locale's data each time, and every page with a date field asks. */
const shapes = new Map<string, DateShape>();

function shapeOf(locale: string): DateShape {
  let shape = shapes.get(locale);
  if (!shape) shapes.set(locale, (shape = readShape(locale)));
  return shape;
}

function readShape(locale: string): DateShape {
  const parts = new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatToParts(new Date(Date.UTC(2026, 10, 28)));
  const order = parts
    .filter((p) => p.type === 'day' || p.type === 'month' || p.type === 'year')
    .map((p) => p.type as Part);
  const separator = parts.find((p) => p.type === 'literal')?.value.trim() || '/';
  return { order: order.length === 3 ? order : ['day', 'month', 'year'], separator };
}

/** Letters for the pattern hint, in the language of the page (JJ/MM/AAAA, MM/DD/YYYY, TT.MM.JJJJ…). */
const LETTERS: Record<string, Record<Part, string>> = {
  fr: { day: 'JJ', month: 'MM', year: 'AAAA' },
  en: { day: 'DD', month: 'MM', year: 'YYYY' },
  es: { day: 'DD', month: 'MM', year: 'AAAA' },
  it: { day: 'GG', month: 'MM', year: 'AAAA' },
  de: { day: 'TT', month: 'MM', year: 'JJJJ' },
};

export function datePattern(locale: string): string {
  const { order, separator } = shapeOf(locale);
  const letters = LETTERS[locale.slice(0, 2)] ?? LETTERS.en;
  return order.map((part) => letters[part]).join(separator);
}

export function formatDateInput(date: Temporal.PlainDate, locale: string): string {
  const { order, separator } = shapeOf(locale);
  const text = {
    day: String(date.day).padStart(2, '0'),
    month: String(date.month).padStart(2, '0'),
    year: String(date.year),
  };
  return order.map((part) => text[part]).join(separator);
}

/** The typed date, or null: the locale's order with any of / . - as separators, or ISO. */
export function parseLocaleDate(value: string, locale: string): Temporal.PlainDate | null {
  const iso = parseDateInput(value);
  if (iso) return iso;
  const match = /^\s*(\d{1,4})\s*[/.-]\s*(\d{1,2})\s*[/.-]\s*(\d{1,4})\s*$/.exec(value);
  if (!match) return null;
  const { order } = shapeOf(locale);
  const numbers = Object.fromEntries(order.map((part, i) => [part, match[i + 1]])) as Record<Part, string>;
  if (!/^[12]\d{3}$/.test(numbers.year)) return null;
  try {
    return Temporal.PlainDate.from(
      { year: Number(numbers.year), month: Number(numbers.month), day: Number(numbers.day) },
      { overflow: 'reject' },
    );
  } catch {
    return null;
  }
}
