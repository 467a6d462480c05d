import type { TFunction } from 'i18next';
import type { Journey } from '../../contract/trip-planner.ts';
import { formatStopClock, journeyEndZones } from '../../domain/trip-format.ts';

export interface ListAnnouncementProps {
  journeys: Journey[];
  locale: string;
  timeZone: string;
  t: TFunction;
}

/**
 * Said by screen readers (the list's live region) once Earlier/Later searched the list again in the page: they heard
 * "Loading…" and then nothing, with the new journeys silently in place of the old ones.
 */
export function ListAnnouncement({ journeys, locale, timeZone, t }: ListAnnouncementProps) {
  const first = journeys.reduce((soonest, journey) =>
    Date.parse(journey.departureDateTime) < Date.parse(soonest.departureDateTime) ? journey : soonest,
  );
  return (
    <p className="sr-only" data-testid="list-announcement">
      {t('tripPlanner.journeysFound', {
        count: journeys.length,
        time: formatStopClock(first.departureDateTime, locale, timeZone, journeyEndZones(first).departure),
      })}
    </p>
  );
}
