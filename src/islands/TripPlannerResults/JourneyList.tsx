import type { TFunction } from 'i18next';
import type { TripRequest } from '../../contract/trip-planner.ts';
import type { JourneyListState } from '../../stores/trip-results.ts';
import type { PriceRounding } from '../../domain/price-format.ts';
import { JourneySummary } from '../TripPlannerJourney/JourneyCard.tsx';

export interface JourneyListProps {
  state: JourneyListState;
  request: TripRequest;
  locale: string;
  timeZone: string;
  /** The site's price rounding (priceRounding). */
  rounding?: PriceRounding;
  t: TFunction;
  onSelect: (id: string) => void;
  detailHref: (code: string) => string;
  roadmapHref: (id: string, code: string) => string;
}

/** The journeys of one search, grouped (the first of each group carries the group's name), the selected one marked. */
export function JourneyList({
  state,
  request,
  locale,
  timeZone,
  rounding,
  t,
  onSelect,
  detailHref,
  roadmapHref,
}: JourneyListProps) {
  const groupLabel = (key: string) => t(`tripPlanner.groups.${key}`, { defaultValue: '' });
  return (
    <ol className="trip-results__journeys">
      {state.groups.flatMap((group) =>
        group.journeys.map((journey, index) => {
          const selected = journey.id === state.selectedId;
          const label = index === 0 ? groupLabel(group.key) : '';
          return (
            <li
              key={journey.id}
              className="journey-card"
              data-selected={selected || undefined}
              data-journey-id={journey.id}
            >
              {label ? <p className="journey-card__group">{label}</p> : null}
              <button
                type="button"
                className="journey-card__select"
                aria-pressed={selected}
                onClick={() => onSelect(journey.id)}
              >
                <JourneySummary
                  journey={journey}
                  locale={locale}
                  timeZone={timeZone}
                  t={t}
                  rounding={rounding}
                  base={request.departureDateTime ?? journey.departureDateTime}
                />
              </button>
              <p className="journey-card__actions">
                <a href={detailHref(journey.journeySummaryCode)} data-astro-prefetch>
                  {t('tripPlanner.details')}
                </a>
                <a href={roadmapHref(journey.id, journey.journeySummaryCode)} data-astro-prefetch>
                  {t('tripPlanner.roadmapLink')}
                </a>
              </p>
            </li>
          );
        }),
      )}
    </ol>
  );
}
