import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * A personal phone number as an international number (+ and the country code), checked against the numbering plans
 * of libphonenumber-js (the full metadata: number types and lengths per country, not only a length range). The number
 * is kept in its international format (`+33 6 12 34 56 78`); undefined when it is not a valid international number.
 */
export function internationalPhone(value: string): string | undefined {
  const trimmed = value.trim();
  if (!trimmed.startsWith('+')) return undefined;
  const parsed = parsePhoneNumberFromString(trimmed);
  return parsed?.isValid() ? parsed.formatInternational() : undefined;
}
