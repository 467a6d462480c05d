import type { TFunction } from 'i18next';
import type { JourneyFare } from '../../contract/trip-planner.ts';
import { fareLine, type RideFare } from '../../domain/journey-fare-display.ts';
import { formatPrice, type PriceRounding } from '../../domain/price-format.ts';
import { Fare } from '../../ui/Fare.tsx';

interface Props {
  fare: JourneyFare | undefined;
  locale: string;
  rounding?: PriceRounding;
  t: TFunction;
}

/** The journey's price (with the rider category when the fares name several), or "fare unknown". */
export function JourneyPrice({ fare, locale, rounding, t }: Props) {
  const line = fareLine(fare);
  if (!line) return null;
  if (line.kind === 'unknown') {
    return (
      <span className="journey-summary__fare journey-summary__fare--unknown" data-testid="journey-fare">
        {t('fares.unknown')}
      </span>
    );
  }
  return (
    <span className="journey-summary__fare" data-testid="journey-fare">
      <span className="sr-only">{t('fares.price')} </span>
      <Fare
        amount={line.price.amount}
        currency={line.price.currency}
        rounding={rounding}
        locale={locale}
        size="Small"
      />
      {line.riderCategory ? <span> ({line.riderCategory})</span> : null}
    </span>
  );
}

/** One ride's price in the roadmap, where the rides of a journey cost different amounts. */
export function RidePrice({ ride, locale, rounding, t }: { ride: RideFare } & Omit<Props, 'fare'>) {
  const text =
    ride.kind === 'unknown'
      ? t('fares.rideUnknown')
      : ride.kind === 'freeTransfer'
        ? t('fares.freeTransfer')
        : t(ride.kind === 'transfer' ? 'fares.transfer' : 'fares.ride', {
            price: formatPrice(ride.price.amount, ride.price.currency, rounding, locale),
          });
  return (
    <p className="roadmap-step__fare" data-testid="ride-fare">
      {text}
    </p>
  );
}
