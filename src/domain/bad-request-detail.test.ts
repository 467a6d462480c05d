import { describe, expect, it } from 'vitest';
import { getT, LANGS } from '../i18n/index.ts';
import { pageQueryProblem } from '../contract/page-query.ts';
import { widgetParamsProblem } from '../contract/widget-params.ts';
import { badRequestDetail } from './bad-request-detail.ts';

const TRIP = 'fi=subway:127&fv=Times+Sq&flat=40.7559&flon=-73.9871';
const problems = {
  invalid: pageQueryProblem('trip-planner-results', new URLSearchParams(`${TRIP}&dt=garbage`))!,
  repeated: pageQueryProblem('trip-planner-results', new URLSearchParams(`${TRIP}&ws=FAST&ws=SLOW`))!,
  together: pageQueryProblem('trip-planner-results', new URLSearchParams('fi=subway:127&flat=40.7'))!,
  exclusive: pageQueryProblem(
    'trip-planner-results',
    new URLSearchParams(`${TRIP}&dt=2026-11-26T08:00&at=2026-11-26T09:00`),
  )!,
  required: widgetParamsProblem('departures', new URLSearchParams('partner=a'))!,
  form: {
    param: 'body',
    message: "body: expected this page's form (application/x-www-form-urlencoded or multipart/form-data)",
    reason: 'form' as const,
  },
  other: { param: '', message: 'date: must be a service day of the network' },
};

describe('the 400 page detail', () => {
  it('keeps the English technical line word for word', () => {
    const t = getT('en');
    for (const problem of Object.values(problems))
      expect(badRequestDetail(problem, t)).toBe(`Bad Request: ${problem.message}`);
  });

  it('speaks the page language in fr, es, it and de, naming the parameter', () => {
    const expected = {
      fr: 'Requête invalide : la valeur de dt n’est pas valable',
      es: 'Solicitud incorrecta: el valor de dt no es válido',
      it: 'Richiesta non valida: il valore di dt non è valido',
      de: 'Ungültige Anfrage: der Wert von dt ist ungültig',
    } as const;
    for (const [lang, text] of Object.entries(expected))
      expect(badRequestDetail(problems.invalid, getT(lang as 'fr'))).toBe(text);
    for (const lang of LANGS.filter((l) => l !== 'en')) {
      const t = getT(lang);
      for (const [reason, problem] of Object.entries(problems)) {
        const detail = badRequestDetail(problem, t);
        // No English word of the technical line, no placeholder left, the parameter named.
        expect(detail, `${lang} ${reason}`).not.toMatch(
          /Bad Request|must be|is given|come together|exclude each other|required by|expected this|\{\{|undefined/,
        );
        if (problem.param && reason !== 'form') expect(detail, `${lang} ${reason}`).toContain(problem.param);
      }
    }
  });
});
