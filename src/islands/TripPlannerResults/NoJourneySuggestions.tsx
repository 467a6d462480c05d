import type { TFunction } from 'i18next';
import { formatClock, formatDay, formatDistance } from '../../domain/trip-format.ts';
import type { Suggestion } from '../../domain/no-journey-suggestions.ts';

export interface NoJourneySuggestionsProps {
  suggestions: Suggestion[];
  /** Localized path of this screen's list (results or returns), which the suggestions search on; the form path for "change the search". */
  resultsPath: string;
  /** The one-way results screen (a way back searched on its own goes there). */
  oneWayPath: string;
  formHref: string;
  locale: string;
  timeZone: string;
  t: TFunction;
}

/** "No journey found", with what to change: each suggestion is a link to that search. */
export function NoJourneySuggestions({
  suggestions,
  resultsPath,
  oneWayPath,
  formHref,
  locale,
  timeZone,
  t,
}: NoJourneySuggestionsProps) {
  const day = (when: string) =>
    t('tripPlanner.dayAtTime', { day: formatDay(when, locale, timeZone), time: formatClock(when, locale, timeZone) });
  const text = (s: Suggestion): string => {
    switch (s.kind) {
      case 'later':
      case 'laterReturn':
        return t(`tripInfo.noJourney.${s.kind}`, { when: formatClock(s.when, locale, timeZone) });
      case 'nextDay':
      case 'nextDayReturn':
        return t(`tripInfo.noJourney.${s.kind}`, { when: day(s.when) });
      case 'withoutVia':
        return t('tripInfo.noJourney.withoutVia', { via: s.via });
      case 'oneWayBack':
        return t('tripInfo.noJourney.oneWayBack', { from: s.from, to: s.to, when: day(s.when) });
      case 'withoutPreferences':
        return t('tripInfo.noJourney.withoutPreferences', {
          preferences: s.preferences.map((p) => t(`tripInfo.preferenceNames.${p}`)).join(', '),
        });
      case 'nearbyFrom':
      case 'nearbyTo':
        return t(`tripInfo.noJourney.${s.kind}`, { stop: s.stop, distance: formatDistance(s.distance, locale) });
    }
  };
  return (
    <div className="notice notice--error no-journey" data-testid="no-journey">
      <p className="no-journey__title">{t('tripInfo.noJourney.title')}</p>
      <p>{t('tripInfo.noJourney.try')}</p>
      <ul>
        {suggestions.map((s) => (
          <li key={s.kind}>
            <a href={`${s.kind === 'oneWayBack' ? oneWayPath : resultsPath}?${s.search}`} data-suggestion={s.kind}>
              {text(s)}
            </a>
          </li>
        ))}
        <li>
          <a href={formHref} data-suggestion="modify">
            {t('tripInfo.noJourney.modify')}
          </a>
        </li>
      </ul>
    </div>
  );
}
