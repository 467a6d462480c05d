import { useTranslation } from 'react-i18next';
import type { PlaceRole } from '../../domain/trip-form.ts';
import type { PlaceFeedback, SubmissionFeedback, TimeField } from '../../domain/trip-form-submission.ts';
import type { TripPlace } from '../../domain/trip-place.ts';
import { writePlaceParams } from '../../domain/trip-url-codec.ts';
import { datePattern } from '../../domain/date-input.ts';
import { timeExample, timePattern } from '../../domain/time-input.ts';

/**
 * The parts of the trip form that only matter when it is sent as a plain GET form (no JavaScript, or before the island
 * runs; trip-form-submission.ts) or drawn again by the server with what was wrong.
 */

/** Fixed ids of the fields, so the error summary can link to them. */
export const FIELD_IDS: Record<PlaceRole | TimeField, string> = {
  from: 'trip-form-from',
  to: 'trip-form-to',
  via: 'trip-form-via',
  date: 'trip-form-date',
  time: 'trip-form-time',
  returnDate: 'trip-form-returnDate',
  returnTime: 'trip-form-returnTime',
};

/** The place a box holds, as the search URL's keys: a box left as drawn keeps its place without a new search. */
export function HiddenPlace({ role, place }: { role: PlaceRole; place: TripPlace | null }) {
  if (!place) return null;
  const params = new URLSearchParams();
  writePlaceParams(params, role, place);
  return (
    <>
      {[...params].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

/**
 * The transport modes a search link excludes (m): the modes need the panel's template, which needs the island, so
 * before it runs they travel unchanged (the other preferences are plain fields, PlainPreferences.tsx).
 */
export function HiddenPreferences({ excludedModes }: { excludedModes: string[] }) {
  return excludedModes.length ? <input type="hidden" name="m" value={excludedModes.join(',')} /> : null;
}

/** What the server said about one place box: the sentence, and for namesakes the places to choose from (links). */
export function PlaceProblemText({
  role,
  feedback,
  text,
  resultsPath,
}: {
  role: PlaceRole;
  feedback: PlaceFeedback;
  text: string;
  resultsPath: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <p className="form-error">{placeProblemMessage(t, role, feedback, text)}</p>
      {feedback.candidates.length ? (
        <ul className="place-combobox__candidates">
          {feedback.candidates.map((candidate) => (
            <li key={candidate.query}>
              <a href={`${resultsPath}?${candidate.query}`} rel="nofollow">
                <span className="place-combobox__name">{candidate.name}</span>
                {candidate.detail ? <span className="place-combobox__sub">{candidate.detail}</span> : null}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

type Translate = ReturnType<typeof useTranslation>['t'];

export function placeProblemMessage(t: Translate, role: PlaceRole, feedback: PlaceFeedback, text: string): string {
  switch (feedback.problem) {
    case 'missing':
      return t(`tripPlanner.noScript.missing.${role}`);
    case 'unknown':
      return t('tripPlanner.noScript.unknown', { text });
    case 'ambiguous':
      return t('tripPlanner.noScript.ambiguous', { text });
    case 'searchFailed':
      return t('tripPlanner.placeSearchError');
    default:
      return t(`tripPlanner.errors.${feedback.problem}`);
  }
}

/**
 * The list of what is wrong, first in the form, each item a link to its field (the form came back from the server:
 * nothing can move the focus, so the page title and this list say it).
 */
export function SubmissionSummary({
  feedback,
  locale,
  labels,
}: {
  feedback: SubmissionFeedback;
  locale: string;
  labels: Record<PlaceRole | TimeField, string>;
}) {
  const { t } = useTranslation();
  const items: Array<{ field: PlaceRole | TimeField; message: string }> = [];
  for (const role of ['from', 'to', 'via'] as const) {
    const place = feedback.places[role];
    if (place) items.push({ field: role, message: placeProblemMessage(t, role, place, feedback.texts[role].trim()) });
  }
  for (const field of feedback.times) {
    const date = field === 'date' || field === 'returnDate';
    items.push({
      field,
      message: date
        ? t('tripInfo.date.invalid', { pattern: datePattern(locale) })
        : t('tripInfo.time.invalid', { pattern: timePattern(locale), example: timeExample(locale) }),
    });
  }
  if (!items.length) return null;
  return (
    <div className="trip-form__summary" data-testid="trip-form-summary">
      <h2 id="trip-form-summary-title">{t('tripPlanner.noScript.summaryTitle')}</h2>
      <ul aria-labelledby="trip-form-summary-title">
        {items.map((item) => (
          <li key={item.field}>
            <a href={`#${FIELD_IDS[item.field]}`}>
              {t('tripPlanner.noScript.summaryItem', { label: labels[item.field], message: item.message })}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
