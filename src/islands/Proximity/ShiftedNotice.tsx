import { useTranslation } from 'react-i18next';
import type { NearbyResponse } from '../../contract/nearby.ts';
import { formatServiceDate } from '../../domain/departure-board.ts';
import { shiftedDates } from '../../domain/nearby-wait.ts';

/**
 * The stop page's "timetable of another day", for the nearby lists: when some lines' feed has no timetable for today
 * yet, their times follow another day's, and the rows that do are marked with that day (ShiftedMark).
 */
export function ShiftedNotice({ answer, locale }: { answer: NearbyResponse; locale: string }) {
  const { t } = useTranslation();
  const pairs = shiftedDates([...answer.departures, ...answer.stopAreas.flatMap((area) => area.next)]);
  if (pairs.length === 0) return null;
  return (
    <div className="prox-notice prox-notice--warning" data-testid="nearby-shifted">
      {pairs.map(({ asked, used }) => (
        <p key={`${asked}|${used}`}>
          {t('nearby.shifted', { asked: formatServiceDate(asked, locale), used: formatServiceDate(used, locale) })}
        </p>
      ))}
    </div>
  );
}

/** The mark of one row following another day's timetable. */
export function ShiftedMark({
  row,
  locale,
}: {
  row: { serviceDate?: string; serviceDateShiftedFrom?: string };
  locale: string;
}) {
  const { t } = useTranslation();
  if (!row.serviceDateShiftedFrom || !row.serviceDate) return null;
  return (
    <span className="nearby-shifted-mark" data-testid="nearby-shifted-mark">
      {t('nearby.shiftedMark', { used: formatServiceDate(row.serviceDate, locale) })}
    </span>
  );
}
