import { parseLocaleDate } from '../../domain/date-input.ts';
import { parseLocaleTime } from '../../domain/time-input.ts';
import type { TripForm } from '../../domain/trip-form.ts';
import { readFormSubmission } from '../../domain/trip-form-submission.ts';
import { withDateOrTime } from '../../domain/trip-time.ts';
import {
  chooseDateChoice,
  chooseDateTime,
  chooseReturnDateTime,
  chooseTripType,
  chooseVia,
} from '../../stores/trip-form.ts';

/** The form's fields as the browser would send them (the texts typed in the place boxes, date and time). */
export function sentFields(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') params.append(name, value);
  return params;
}

/**
 * The form works before its island runs: what the visitor chose or typed meanwhile is read as the server reads the
 * form sent without JavaScript, and given to the store where it differs from the form drawn (the fields keep their
 * own texts; the places' boxes take over theirs).
 */
export function takeOverSentForm(sent: URLSearchParams, drawn: TripForm, locale: string, timeZone: string): void {
  const submission = readFormSubmission(sent);
  if (submission.tripType !== drawn.tripType) chooseTripType(submission.tripType);
  if (submission.dateChoice !== drawn.dateChoice) chooseDateChoice(submission.dateChoice);
  if (submission.viaAsked !== drawn.viaEnabled) chooseVia(submission.viaAsked);
  // Each readable field moves its part of the moment; one still being typed leaves its part as drawn.
  const moment = (iso: string, date: string | null, time: string | null) =>
    withDateOrTime(iso, timeZone, {
      date: (date !== null && parseLocaleDate(date, locale)) || undefined,
      time: (time !== null && parseLocaleTime(time)) || undefined,
    }) ?? iso;
  const departure = moment(drawn.dateTime, submission.date, submission.time);
  if (departure !== drawn.dateTime) chooseDateTime(departure);
  const back = moment(drawn.returnDateTime, submission.returnDate, submission.returnTime);
  if (submission.tripType === 'full' && back !== drawn.returnDateTime) chooseReturnDateTime(back);
}
