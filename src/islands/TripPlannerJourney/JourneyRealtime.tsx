import type { TFunction } from 'i18next';
import type { Journey, JourneySection } from '../../contract/trip-planner.ts';
import { formatDuration, formatStopClock, journeyEndZones } from '../../domain/trip-format.ts';
import { RealtimeFacts } from '../../ui/RealtimeFacts.tsx';

/** What the realtime feed changes for a journey, in words: predicted arrival, cancelled rides, changes that no longer work. */

type Ride = Extract<JourneySection, { type: 'PUBLIC_TRANSPORT' }>;

interface Props {
  journey: Journey;
  locale: string;
  timeZone: string;
  t: TFunction;
}

function rides(journey: Journey): Ride[] {
  return journey.sections.filter((section): section is Ride => section.type === 'PUBLIC_TRANSPORT');
}

/** One line under a journey's times: "live · expected arrival 08:16", then one warning per line. */
export function JourneyRealtimeSummary({ journey, locale, timeZone, t }: Props) {
  const realtime = journey.realtime;
  if (!realtime || (!realtime.expectedArrival && realtime.warnings.length === 0)) return null;
  const legs = rides(journey);
  const lineOf = (ride: number) => legs[ride]?.line.code ?? '';
  return (
    <span className="journey-realtime" data-testid="journey-realtime">
      {realtime.expectedArrival ? (
        <span className="journey-realtime__arrival">
          <span className="board-departure__live">{t('realtime.journey.live')}</span>{' '}
          {t('realtime.journey.expectedArrival', {
            time: formatStopClock(realtime.expectedArrival, locale, timeZone, journeyEndZones(journey).arrival),
          })}
        </span>
      ) : null}
      {realtime.warnings.map((warning, index) => (
        <strong
          key={index}
          className="journey-realtime__warning"
          data-testid="journey-warning"
          data-kind={warning.kind}
        >
          {warning.kind === 'connectionMissed'
            ? t('realtime.journey.connectionMissed', {
                line: lineOf(warning.ride),
                short: formatDuration(Math.max(60, warning.shortBySeconds ?? 0), locale),
              })
            : t(`realtime.journey.${warning.kind}`, { line: lineOf(warning.ride) })}
        </strong>
      ))}
    </span>
  );
}

/** Beside a ride of the roadmap: live / late / cancelled, the timetable's time struck through, a skipped alighting stop. */
export function RideRealtime({ section, locale, timeZone, t }: { section: Ride } & Omit<Props, 'journey'>) {
  const realtime = section.realtime;
  if (!realtime) return null;
  return (
    <p className="roadmap-step__realtime" data-testid="ride-realtime" data-realtime={realtime.status}>
      {realtime.expectedDeparture && realtime.expectedDeparture !== section.departureDateTime ? (
        <strong>
          <time dateTime={realtime.expectedDeparture}>
            {t('realtime.journey.leavesLive', {
              time: formatStopClock(realtime.expectedDeparture, locale, timeZone, section.from.timezone),
            })}
          </time>
        </strong>
      ) : null}
      <RealtimeFacts
        realtime={{
          status: realtime.status,
          expectedTime: realtime.expectedDeparture,
          delaySeconds: realtime.departureDelaySeconds,
        }}
        scheduledClock={formatStopClock(section.departureDateTime, locale, timeZone, section.from.timezone)}
        scheduledIso={section.departureDateTime}
        t={t}
      />
      {realtime.expectedArrival && realtime.expectedArrival !== section.arrivalDateTime ? (
        <span>
          {' '}
          {t('realtime.journey.arrivesLive', {
            time: formatStopClock(realtime.expectedArrival, locale, timeZone, section.to.timezone),
          })}
        </span>
      ) : null}
      {realtime.alightingSkipped ? (
        <strong> {t('realtime.journey.alightingSkipped', { stop: section.to.name })}</strong>
      ) : null}
    </p>
  );
}
