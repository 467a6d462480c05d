import { z } from 'zod';

/**
 * What a browser posts when the page's Content-Security-Policy is violated, in both formats: the legacy `report-uri`
 * one (`application/csp-report`, one `{"csp-report": {...}}` object) and the Reporting API's (`application/reports+json`,
 * an array of reports whose `type` is `csp-violation`). Each violation becomes one compact log line; URLs lose their
 * query and fragment (they can carry a traveller's places or a token) and every field is cut short, so a forged report
 * cannot flood or forge log lines.
 */
export const CSP_REPORT_TYPES = ['application/csp-report', 'application/reports+json'] as const;

/** One batch of the Reporting API holds several reports; past this many, the rest are counted, not logged. */
export const MAX_LOGGED_REPORTS = 10;
const MAX_FIELD = 200;

const text = z.union([z.string(), z.number()]).optional();

const legacyReport = z.object({
  'csp-report': z.object({
    'document-uri': text,
    'violated-directive': text,
    'effective-directive': text,
    'blocked-uri': text,
    'source-file': text,
    'line-number': text,
    'column-number': text,
    disposition: text,
    'script-sample': text,
  }),
});

const reportingApiReports = z.array(
  z.object({
    type: z.string(),
    url: text,
    body: z
      .object({
        documentURL: text,
        effectiveDirective: text,
        blockedURL: text,
        sourceFile: text,
        lineNumber: text,
        columnNumber: text,
        disposition: text,
        sample: text,
      })
      .optional(),
  }),
);

export interface CspViolation {
  directive: string;
  blocked: string;
  document: string;
  source: string;
  disposition: string;
  sample: string;
}

export type CspReportOutcome =
  | { ok: true; violations: CspViolation[]; dropped: number }
  | { ok: false; status: 400 | 415; reason: string };

/** Control characters and line breaks out, cut short: a field never splits or forges a log line. */
function clean(value: string | number | undefined): string {
  if (value === undefined || value === '') return '-';
  return (
    String(value)
      .replace(/[\p{Cc}\s]+/gu, ' ')
      .trim()
      .slice(0, MAX_FIELD) || '-'
  );
}

/** A URL without its query and fragment; keywords such as `inline`, `eval` or `trusted-types-sink` as they are. */
function cleanUrl(value: string | number | undefined): string {
  if (typeof value !== 'string' || !/^[a-z][a-z0-9+.-]*:/i.test(value)) return clean(value);
  try {
    const url = new URL(value);
    return clean(url.protocol === 'http:' || url.protocol === 'https:' ? `${url.origin}${url.pathname}` : url.protocol);
  } catch {
    return clean(value.split(/[?#]/)[0]);
  }
}

function location(
  file: string | number | undefined,
  line: string | number | undefined,
  column: string | number | undefined,
): string {
  const where = cleanUrl(file);
  if (where === '-') return where;
  return [where, line, column].filter((part) => part !== undefined && part !== '').join(':');
}

/** The base media type of a Content-Type header, lower case, without parameters. */
export function mediaType(contentType: string | null): string {
  return (contentType ?? '').split(';')[0].trim().toLowerCase();
}

export function parseCspReport(contentType: string | null, body: string): CspReportOutcome {
  const type = mediaType(contentType);
  if (!(CSP_REPORT_TYPES as readonly string[]).includes(type))
    return { ok: false, status: 415, reason: `expected ${CSP_REPORT_TYPES.join(' or ')}` };
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { ok: false, status: 400, reason: 'body is not JSON' };
  }
  let violations: CspViolation[];
  if (type === 'application/csp-report') {
    const parsed = legacyReport.safeParse(json);
    if (!parsed.success) return { ok: false, status: 400, reason: 'not a csp-report object' };
    const report = parsed.data['csp-report'];
    violations = [
      {
        directive: clean(report['effective-directive'] ?? report['violated-directive']),
        blocked: cleanUrl(report['blocked-uri']),
        document: cleanUrl(report['document-uri']),
        source: location(report['source-file'], report['line-number'], report['column-number']),
        disposition: clean(report.disposition),
        sample: clean(report['script-sample']),
      },
    ];
  } else {
    const parsed = reportingApiReports.safeParse(json);
    if (!parsed.success) return { ok: false, status: 400, reason: 'not an array of reports' };
    violations = parsed.data
      .filter((report) => report.type === 'csp-violation' && report.body)
      .map(({ url, body: report }) => ({
        directive: clean(report?.effectiveDirective),
        blocked: cleanUrl(report?.blockedURL),
        document: cleanUrl(report?.documentURL ?? url),
        source: location(report?.sourceFile, report?.lineNumber, report?.columnNumber),
        disposition: clean(report?.disposition),
        sample: clean(report?.sample),
      }));
    if (violations.length === 0) return { ok: false, status: 400, reason: 'no csp-violation report' };
  }
  return {
    ok: true,
    violations: violations.slice(0, MAX_LOGGED_REPORTS),
    dropped: Math.max(0, violations.length - MAX_LOGGED_REPORTS),
  };
}

/** One log line per violation, `key=value` pairs a log search can filter on. */
export function cspViolationLine(violation: CspViolation): string {
  const quote = (value: string) => (/[\s"]/.test(value) ? JSON.stringify(value) : value);
  return `csp-violation directive=${quote(violation.directive)} blocked=${quote(violation.blocked)} document=${quote(violation.document)} source=${quote(violation.source)} disposition=${quote(violation.disposition)} sample=${quote(violation.sample)}`;
}
