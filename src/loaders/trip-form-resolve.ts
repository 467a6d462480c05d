import { z } from 'zod';
import type { BffClient } from '../bff-client/bff-fetch.ts';
import { keepsPlace, pickPlace, type FoundPlace } from '../domain/place-pick.ts';
import type { PlaceRole, TripForm } from '../domain/trip-form.ts';
import {
  campaignQuery,
  readFormSubmission,
  readSubmissionTimes,
  settleSubmission,
  submissionWithPlace,
  type PickOutcome,
  type PlaceFeedback,
  type PlaceProblem,
  type SubmissionFeedback,
} from '../domain/trip-form-submission.ts';
import { normalizePlace, type PlaceSearchResult, type TripPlace } from '../domain/trip-place.ts';
import { WIDGET_PARAM } from '../domain/internal-link.ts';

/**
 * Server side of the trip form sent without JavaScript (trip-form-submission.ts): each typed place goes through the
 * place search the suggestions use (same endpoint, same answer, lines left out as the suggestions do), then the search
 * runs on its own URL or the form comes back with what is wrong next to each field.
 */

export type SubmissionOutcome = { redirect: string } | { retry: { form: TripForm; feedback: SubmissionFeedback } };

const FoundPlaceSchema = z.looseObject({
  id: z.string(),
  lat: z.union([z.number(), z.string()]),
  lon: z.union([z.number(), z.string()]),
  type: z.string().optional(),
});
/** The embedded API answers { places }, an operator's BFF may answer the bare list (as the browser store accepts). */
const PlacesAnswer = z.union([z.looseObject({ places: z.array(FoundPlaceSchema) }), z.array(FoundPlaceSchema)]);

/** The modes of the lines a found stop lists (the embedded API's `lines`; an operator's BFF may send none). */
function lineModes(result: PlaceSearchResult & { lines?: unknown }): string[] {
  if (!Array.isArray(result.lines)) return [];
  return result.lines.flatMap((line: unknown) =>
    line && typeof line === 'object' && 'mode' in line && typeof line.mode === 'string' ? [line.mode] : [],
  );
}

/** The place search of the suggestions; null when it did not answer (the field then says to try again). */
export async function searchPlacesOnServer(client: BffClient, text: string): Promise<FoundPlace[] | null> {
  const answer = await client.request('/core/v3/places', PlacesAnswer, { query: { search: text }, timeoutMs: 5000 });
  if (!answer.ok) return null;
  const list = (Array.isArray(answer.data) ? answer.data : answer.data.places) as PlaceSearchResult[];
  // A line is a search result for the timetables, not a place a journey can start or end at.
  return list
    .filter((place) => place.type !== 'line')
    .map((place) => ({ place: normalizePlace(place), modes: lineModes(place) }));
}

async function pickOnServer(client: BffClient, text: string, held: TripPlace | null): Promise<PickOutcome> {
  if (text.trim() === '' || keepsPlace(text, held)) return pickPlace(text, held, []);
  const found = await searchPlacesOnServer(client, text.trim());
  return found ? pickPlace(text, held, found) : { kind: 'searchFailed', text: text.trim() };
}

/** The lines and borough of a namesake: what tells five "86 St" apart. */
function candidateDetail(place: TripPlace): string {
  return [place.subTitle, place.city].filter(Boolean).join(' · ');
}

export async function resolveFormSubmission(
  client: BffClient,
  params: URLSearchParams,
  options: { locale: string; timeZone: string; resultsPath: string; nowMs?: number },
): Promise<SubmissionOutcome> {
  const nowMs = options.nowMs ?? Date.now();
  const submission = readFormSubmission(params);
  const roles: PlaceRole[] = submission.viaAsked ? ['from', 'to', 'via'] : ['from', 'to'];
  const outcomes = await Promise.all(
    roles.map((role) => pickOnServer(client, submission.texts[role], submission.held[role])),
  );
  const picks = Object.fromEntries(roles.map((role, i) => [role, outcomes[i]])) as Partial<
    Record<PlaceRole, PickOutcome>
  >;
  const times = readSubmissionTimes(submission, options.locale, options.timeZone, nowMs);
  const settled = settleSubmission(submission, picks, times, options.timeZone, nowMs);
  if (settled.ok) {
    const widget = params.get(WIDGET_PARAM) === 'true' ? `&${WIDGET_PARAM}=true` : '';
    const campaign = campaignQuery(params);
    return { redirect: `${options.resultsPath}?${settled.query}${campaign ? `&${campaign}` : ''}${widget}` };
  }
  const places: Partial<Record<PlaceRole, PlaceFeedback>> = {};
  for (const [role, problem] of Object.entries(settled.places) as Array<[PlaceRole, PlaceProblem]>) {
    const pick = picks[role];
    const candidates =
      pick?.kind === 'ambiguous'
        ? pick.candidates.map((place) => ({
            name: place.name,
            detail: candidateDetail(place),
            query: submissionWithPlace(params, role, place),
          }))
        : [];
    places[role] = { problem, candidates };
  }
  return {
    retry: {
      form: settled.form,
      feedback: {
        texts: submission.texts,
        date: submission.date,
        time: submission.time,
        returnDate: submission.returnDate,
        returnTime: submission.returnTime,
        places,
        times: settled.times,
      },
    },
  };
}
