import { priceParts, type FareSize, type PriceRounding } from '../domain/price-format.ts';

/** Units (integer and group separators) in the first class, decimals and symbol in the second (spec section 9 sizes). */
const SIZE_CLASSES: Record<FareSize, [units: string, rest: string]> = {
  XLarge: ['text-4xl', 'text-xl'],
  Large: ['text-2xl', 'text-base'],
  Medium: ['text-xl', 'text-sm'],
  SMedium: ['text-lg', 'text-sm'],
  Small: ['text-base', 'text-xs'],
  XSmall: ['text-sm', 'text-xs'],
  XXSmall: ['text-xs', 'text-[0.625rem]'],
};

interface Props {
  /** Minor units (cents). */
  amount: number;
  currency?: string;
  rounding?: PriceRounding;
  /** The page's language (fr when absent, the spec's price locale). */
  locale?: string;
  size?: FareSize;
  className?: string;
  testId?: string;
}

/**
 * A fare as the spec displays it: one of seven sizes (XLarge … XXSmall), the units larger than the decimals and the
 * symbol.
 */
export function Fare({ amount, currency, rounding, locale, size = 'Medium', className = '', testId }: Props) {
  const [unitsClass, restClass] = SIZE_CLASSES[size] ?? SIZE_CLASSES.Medium;
  // Inline spans read as one string (its text content is formatPrice's), so no separate label is needed.
  return (
    <span
      className={`font-semibold whitespace-nowrap tabular-nums ${className}`}
      data-fare-size={size}
      data-testid={testId}
    >
      {priceParts(amount, currency, rounding, locale).map((part, index) => (
        <span key={index} className={part.type === 'integer' || part.type === 'group' ? unitsClass : restClass}>
          {part.value}
        </span>
      ))}
    </span>
  );
}
