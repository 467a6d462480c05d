import { addDays, weekdayIndex } from '../network/model/calendar-days.ts';
import { resolveServiceDate } from '../network/model/service-date-shift.ts';
import type { NetworkData } from '../network/model/types.ts';
import type { ValidationIssue, ValidationReport } from './feed-validation.ts';

const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

function issueLine(issue: ValidationIssue): string {
  const times = issue.count > 1 ? ` (${issue.count.toLocaleString('en-US')} times)` : '';
  return `    ${issue.severity === 'error' ? 'ERROR  ' : 'warning'} ${issue.file}: ${issue.message}${times} [${issue.code}]`;
}

/** The report `npm run data -- --validate` prints for one feed. */
export function validationText(report: ValidationReport): string {
  const { counts, serviceWindow, coming } = report;
  const lines = [
    `feed ${report.feed}: ${report.errors.length ? 'REFUSED' : 'valid'} — ${counts.stops.toLocaleString('en-US')} stops, ` +
      `${counts.routes} routes, ${counts.trips.toLocaleString('en-US')} trips, ${counts.stopTimes.toLocaleString('en-US')} stop times`,
    `    service ${serviceWindow ? `${serviceWindow.start} → ${serviceWindow.end}` : 'none'}; ` +
      `${coming.withService} of the ${coming.days} days from ${coming.from} have service`,
    ...report.errors.map(issueLine),
    ...report.warnings.map(issueLine),
  ];
  return lines.join('\n');
}

/** One reason line for a refused version: its first errors. */
export function refusalReason(report: ValidationReport): string {
  const shown = report.errors.slice(0, 3).map((issue) => `${issue.file}: ${issue.message}`);
  const more = report.errors.length > 3 ? ` (and ${report.errors.length - 3} more kinds of error)` : '';
  return `${shown.join('; ')}${more}`;
}

/**
 * Which date answers each of the coming seven days, feed by feed (the representative week of a feed whose calendar
 * does not cover them), as the network answer's `feeds[].week` says.
 */
export function representativeWeekText(network: NetworkData, today: string): string {
  const lines: string[] = [];
  network.feeds.forEach((feed, index) => {
    if (feed.lastDay < feed.firstDay) return;
    const start = addDays(network.services.firstDate, feed.firstDay);
    const end = addDays(network.services.firstDate, feed.lastDay);
    lines.push(`feed ${feed.id}: calendar ${start} → ${end}`);
    for (let offset = 0; offset < 7; offset++) {
      const date = addDays(today, offset);
      const { serviceDate } = resolveServiceDate(network, index, date);
      const name = WEEKDAY_NAMES[weekdayIndex(date)];
      lines.push(`    ${name.padEnd(9)} ${date} ${serviceDate === date ? 'as is' : `answered from ${serviceDate}`}`);
    }
  });
  return lines.join('\n');
}
