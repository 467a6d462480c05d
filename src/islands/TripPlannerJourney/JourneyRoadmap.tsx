import type { TFunction } from 'i18next';
import type { Journey, JourneySection } from '../../contract/trip-planner.ts';
import { formatDistance, formatDuration, formatStopClock, journeyEndZones } from '../../domain/trip-format.ts';
import { rideFares, type RideFare } from '../../domain/journey-fare-display.ts';
import type { PriceRounding } from '../../domain/price-format.ts';
import { isoDateOf, tripPagePath } from '../../domain/trip-page.ts';
import { localizedPath } from '../../domain/route-table.ts';
import type { Lang } from '../../i18n/index.ts';
import { LineBadge } from './LineBadge.tsx';
import { JourneyTime } from './JourneyTime.tsx';
import { RideRealtime } from './JourneyRealtime.tsx';
import { RidePrice } from './JourneyPrice.tsx';

export interface JourneyRoadmapProps {
  journey: Journey;
  lang: Lang;
  locale: string;
  timeZone: string;
  t: TFunction;
  /** Name of the place the traveller asked to reach (the last section may end at a stop near it). */
  destination: string;
  /** The site's price rounding (priceRounding). */
  rounding?: PriceRounding;
}

type Point = { id: string; name: string; type: string; accessibility?: 'accessible' | 'unknown' };

/**
 * Stops and stations link to their detail page; addresses and the traveller's own places are plain text. In a
 * step-free answer, a stop without accessibility information says so.
 */
function PlaceName({ point, lang, t }: { point: Point; lang: Lang; t?: TFunction }) {
  if (point.type !== 'stopArea' && point.type !== 'stopPoint') return <strong>{point.name}</strong>;
  const link = <a href={localizedPath(lang, 'proximity-type-id', { type: point.type, id: point.id })}>{point.name}</a>;
  if (point.accessibility !== 'unknown' || !t) return link;
  return (
    <>
      {link} <AccessibilityUnknown t={t} />
    </>
  );
}

function AccessibilityUnknown({ t }: { t: TFunction }) {
  return <span className="accessibility-unknown">({t('stepFree.unknown')})</span>;
}

function Step({
  section,
  base,
  baseZone,
  lang,
  locale,
  timeZone,
  t,
  rounding,
  price,
}: { section: JourneySection; base: string; baseZone?: string; price?: RideFare } & Omit<
  JourneyRoadmapProps,
  'journey' | 'destination'
>) {
  const clock = (iso: string, zone: string | undefined) => (
    <JourneyTime iso={iso} base={base} baseZone={baseZone} zone={zone} locale={locale} timeZone={timeZone} t={t} />
  );
  switch (section.type) {
    case 'WALKING':
      return (
        <li className="roadmap-step roadmap-step--walk">
          <span className="roadmap-step__time">{clock(section.departureDateTime, section.from.timezone)}</span>
          <p>
            {t('tripPlanner.roadmap.walk', {
              distance: formatDistance(section.distance, locale),
              duration: formatDuration(section.duration, locale),
            })}{' '}
            <PlaceName point={section.to} lang={lang} t={t} />
          </p>
        </li>
      );
    case 'TRANSFER':
      return (
        <li className="roadmap-step roadmap-step--transfer">
          <span className="roadmap-step__time">{clock(section.departureDateTime, section.from.timezone)}</span>
          <p>
            {t('tripPlanner.roadmap.transfer', { duration: formatDuration(section.duration, locale) })}{' '}
            <PlaceName point={section.to} lang={lang} t={t} />
          </p>
        </li>
      );
    case 'WAIT':
      return (
        <li className="roadmap-step roadmap-step--wait">
          <span className="roadmap-step__time">{clock(section.departureDateTime, section.at.timezone)}</span>
          <p>
            {t('tripPlanner.roadmap.wait', { duration: formatDuration(section.duration, locale) })}{' '}
            <PlaceName point={section.at} lang={lang} t={t} />
          </p>
        </li>
      );
    case 'PUBLIC_TRANSPORT': {
      const lineHref = localizedPath(lang, 'schedules-line-id', { id: section.line.id }, { from: 'roadmap' });
      return (
        <li className="roadmap-step roadmap-step--ride">
          <span className="roadmap-step__time">{clock(section.departureDateTime, section.from.timezone)}</span>
          <div>
            <p>
              {t('tripPlanner.roadmap.board')}{' '}
              <a href={lineHref} className="roadmap-step__line">
                <LineBadge
                  line={section.line}
                  label={t('tripPlanner.lineLabel', { code: section.line.code, name: section.line.name })}
                />
              </a>{' '}
              {t('tripPlanner.roadmap.towards', { headsign: section.headsign })} {t('tripPlanner.roadmap.at')}{' '}
              <PlaceName point={section.from} lang={lang} t={t} />
              {section.accessibility === 'unknown' ? (
                <>
                  {' '}
                  <span className="accessibility-unknown">({t('stepFree.vehicleUnknown')})</span>
                </>
              ) : null}
            </p>
            <RideRealtime section={section} locale={locale} timeZone={timeZone} t={t} />
            {price ? <RidePrice ride={price} locale={locale} rounding={rounding} t={t} /> : null}
            <p>
              <a
                href={tripPagePath(
                  lang,
                  section.tripId,
                  section.runDate ?? isoDateOf(section.departureDateTime),
                  section.from.id,
                )}
                className="roadmap-step__trip"
                data-testid="ride-trip-link"
                aria-label={t('tripRun.followLabel', {
                  time: formatStopClock(section.departureDateTime, locale, timeZone, section.from.timezone),
                  headsign: section.headsign,
                })}
              >
                {t('tripRun.follow')}
              </a>
            </p>
            {section.intermediateStops.length ? (
              <details className="roadmap-step__stops">
                <summary>
                  {t('tripPlanner.roadmap.stops', {
                    count: section.intermediateStops.length,
                    duration: formatDuration(section.duration, locale),
                  })}
                </summary>
                <ol>
                  {section.intermediateStops.map((stop) => (
                    <li key={stop.id}>
                      {clock(stop.arrivalDateTime, stop.timezone)}{' '}
                      <PlaceName point={{ ...stop, type: 'stopPoint' }} lang={lang} />
                    </li>
                  ))}
                </ol>
              </details>
            ) : null}
            <p>
              {t('tripPlanner.roadmap.alight')} <PlaceName point={section.to} lang={lang} t={t} />{' '}
              {t('tripPlanner.roadmap.atTime')} {clock(section.arrivalDateTime, section.to.timezone)}
            </p>
          </div>
        </li>
      );
    }
  }
}

/** Step by step: walk, board line X towards Y at stop S at time T, intermediate stops, alight, transfer, arrive. */
export function JourneyRoadmap(props: JourneyRoadmapProps) {
  const { journey, t, destination, locale, timeZone } = props;
  const prices = rideFares(journey.fare);
  const ends = journeyEndZones(journey);
  return (
    <>
      {journey.accessibility === 'unknown' ? (
        <p className="notice notice--warning">{t('stepFree.unknownJourney')}</p>
      ) : null}
      <ol className="roadmap">
        {journey.sections.map((section, index) => (
          <Step
            key={index}
            section={section}
            base={journey.departureDateTime}
            baseZone={ends.departure}
            price={prices.get(index)}
            {...props}
          />
        ))}
        <li className="roadmap-step roadmap-step--arrive">
          <span className="roadmap-step__time">
            <JourneyTime
              iso={journey.arrivalDateTime}
              base={journey.departureDateTime}
              baseZone={ends.departure}
              zone={ends.arrival}
              locale={locale}
              timeZone={timeZone}
              t={t}
            />
          </span>
          <p>
            {t('tripPlanner.roadmap.arrive')} <strong>{destination}</strong>
          </p>
        </li>
      </ol>
    </>
  );
}
