import type { TFunction } from 'i18next';

/** Why an address was refused: one of a few shapes, each said in the page's language by the 400 page. */
export type QueryProblemReason = 'invalid' | 'repeated' | 'together' | 'exclusive' | 'required' | 'form' | 'other';

/**
 * A refused page address. `message` is the technical English line (logs, and the English page, whose wording it keeps);
 * `reason` and its values let every other language say the same thing.
 */
export interface QueryProblem {
  param: string;
  message: string;
  reason?: QueryProblemReason;
  /** The rule the value broke, in English ('must be a decimal number'): only the English page shows it. */
  rule?: string;
  /** How many times a repeated parameter was given. */
  count?: number;
  /** The parameter that excludes `param`. */
  other?: string;
  /** Two parameters that come together (a latitude and its longitude), in their usual order. */
  pair?: readonly [string, string];
  /** The widget kind that needs `param`. */
  kind?: string;
}

/** The 400 page's technical line in the page's language ('Bad Request: dt must be …', 'Requête invalide : …'). */
export function badRequestDetail(problem: QueryProblem, t: TFunction): string {
  const reason = problem.reason ?? 'other';
  const detail = t(`badRequest.${reason}`, {
    param: problem.param,
    rule: problem.rule ?? problem.message,
    count: problem.count,
    other: problem.other,
    first: problem.pair?.[0],
    second: problem.pair?.[1],
    kind: problem.kind,
  });
  return t('badRequest.detail', { detail });
}
