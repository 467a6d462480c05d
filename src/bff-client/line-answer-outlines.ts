import type {
  LineDetailResponse,
  LineStopWordsResponse,
  LineTimetableResponse,
  LineWeekResponse,
} from '../contract/lines.ts';
import { isListOf, isObject, outline } from './answer-outline.ts';

/**
 * Outline checks of the line answers. A timetable holds tens of thousands of cells: re-validating every one with zod
 * on each page render costs more than building it (the backend already answers through the contract's types), so
 * pages check the parts they walk. The browser's map uses the detail outline to keep zod out of its bundle.
 */
const isLine = (value: unknown) =>
  isObject(value) && typeof value.id === 'string' && typeof value.shortName === 'string';
const isStop = (value: unknown) => isObject(value) && typeof value.id === 'string' && typeof value.name === 'string';
const isTrip = (value: unknown) =>
  isObject(value) && typeof value.id === 'string' && Array.isArray(value.times) && Array.isArray(value.notes);

export const LineTimetableAnswer = outline<LineTimetableResponse>(
  'a line timetable',
  (value) =>
    isObject(value) &&
    isLine(value.line) &&
    isObject(value.direction) &&
    isListOf(value.directions, isObject) &&
    typeof value.date === 'string' &&
    typeof value.timezone === 'string' &&
    isListOf(value.stops, isStop) &&
    isListOf(value.relatedLines, isLine) &&
    isListOf(
      value.sections,
      (section) =>
        isObject(section) &&
        isListOf(section.trips, isTrip) &&
        (section.trips as Array<{ times: unknown[] }>).every(
          (trip) => trip.times.length === (value.stops as unknown[]).length,
        ),
    ),
);

export const LineWeekAnswer = outline<LineWeekResponse>(
  'a line week',
  (value) =>
    isObject(value) &&
    isLine(value.line) &&
    isListOf(value.stops, isStop) &&
    isListOf(
      value.blocks,
      (block) => isObject(block) && Array.isArray(block.sections) && Array.isArray(block.footnotes),
    ),
);

export const LineDetailAnswer = outline<LineDetailResponse>(
  'a line',
  (value) =>
    isObject(value) &&
    isLine(value.line) &&
    isListOf(value.directions, (d) => isObject(d) && isListOf(d.stops, isStop) && Array.isArray(d.shape)),
);

export const LineStopWordsAnswer = outline<LineStopWordsResponse>(
  'the stop words of the lines',
  (value) =>
    isObject(value) && isObject(value.lines) && Object.values(value.lines).every((words) => typeof words === 'string'),
);
