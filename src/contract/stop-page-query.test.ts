import { describe, expect, it } from 'vitest';
import { StopPageQuery } from './stop-page-query.ts';

describe('stop page query (session 7 audit: these dates made the board fail behind a 200 page)', () => {
  it.each(['2026-02-30', '2026-02-29', '2026-04-31', '9999-12-31', '0000-01-01', '1899-12-31', '3000-01-01'])(
    'refuses the date %s',
    (date) => {
      expect(StopPageQuery.safeParse({ date }).success).toBe(false);
    },
  );
  it.each(['2026-11-26', '2028-02-29', '1900-01-01', '2999-12-31'])('keeps the date %s', (date) => {
    expect(StopPageQuery.safeParse({ date }).success).toBe(true);
  });
});
