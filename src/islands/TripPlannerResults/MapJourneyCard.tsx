import type { TFunction } from 'i18next';
import type { Journey, TripRequest } from '../../contract/trip-planner.ts';
import type { PriceRounding } from '../../domain/price-format.ts';
import { JourneySummary } from '../TripPlannerJourney/JourneyCard.tsx';

export interface MapJourneyCardProps {
  journeys: Journey[];
  selectedId: string | null;
  request: TripRequest;
  locale: string;
  timeZone: string;
  /** The site's price rounding (priceRounding). */
  rounding?: PriceRounding;
  t: TFunction;
  onSelect: (id: string) => void;
  onShowList: () => void;
  detailHref: (code: string) => string;
}

/** Phones and tablets, map view: the selected journey's card over the full-height map, with the previous and next ones. */
export function MapJourneyCard({
  journeys,
  selectedId,
  request,
  locale,
  timeZone,
  rounding,
  t,
  onSelect,
  onShowList,
  detailHref,
}: MapJourneyCardProps) {
  const index = Math.max(
    0,
    journeys.findIndex((j) => j.id === selectedId),
  );
  const journey = journeys[index];
  if (!journey) return null;
  const go = (step: number) => onSelect(journeys[(index + step + journeys.length) % journeys.length].id);
  return (
    <section className="map-journey-card" aria-label={t('tripInfo.map.selected')} data-testid="map-journey-card">
      <div className="map-journey-card__nav">
        <button type="button" className="button button--ghost" onClick={onShowList}>
          {t('tripPlanner.showList')}
        </button>
        <span aria-live="polite">{t('tripInfo.map.position', { index: index + 1, count: journeys.length })}</span>
        <span className="map-journey-card__arrows">
          <button
            type="button"
            aria-label={t('tripInfo.map.previous')}
            onClick={() => go(-1)}
            disabled={journeys.length < 2}
          >
            ‹
          </button>
          <button
            type="button"
            aria-label={t('tripInfo.map.next')}
            onClick={() => go(1)}
            disabled={journeys.length < 2}
          >
            ›
          </button>
        </span>
      </div>
      <JourneySummary
        journey={journey}
        locale={locale}
        timeZone={timeZone}
        t={t}
        rounding={rounding}
        base={request.departureDateTime ?? journey.departureDateTime}
      />
      <a className="map-journey-card__details" href={detailHref(journey.journeySummaryCode)}>
        {t('tripPlanner.details')}
      </a>
    </section>
  );
}
