import { describe, expect, it } from 'vitest';
import shipped from './partners.json' with { type: 'json' };
import { findPartner, parsePartners } from './partners.ts';

const partner = (overrides: Record<string, unknown> = {}) => ({
  id: 'p',
  name: 'P',
  defaultWidget: { kind: 'trip' },
  ...overrides,
});

describe('co-branding partners configuration', () => {
  it('reads the shipped partners, with defaults', () => {
    const partners = parsePartners(shipped);
    expect(partners.map((p) => p.id)).toEqual(['hudson-books', 'queens-arena']);
    expect(parsePartners([partner()])[0]).toMatchObject({
      allowedOrigins: [],
      colors: { primary: '#0b5cad', background: '#ffffff' },
      defaultWidget: { kind: 'trip', params: {} },
    });
    expect(findPartner('queens-arena', partners)?.name).toBe('Queens Arena');
    expect(findPartner('nobody', partners)).toBeUndefined();
    expect(findPartner(null, partners)).toBeUndefined();
  });

  it('refuses bad values with a message naming the key', () => {
    expect(() => parsePartners([partner({ id: 'Bad Id' })])).toThrow(/0\.id/);
    expect(() => parsePartners([partner({ id: 'widgets-definitions' })])).toThrow(/generator page/);
    expect(() => parsePartners([partner(), partner()])).toThrow(/p is listed twice/);
    expect(() => parsePartners([partner({ allowedOrigins: ['https://partner.example/path'] })])).toThrow(
      /allowedOrigins\.0: must be an origin/,
    );
    expect(() => parsePartners([partner({ allowedOrigins: ['*'] })])).toThrow(/must be an origin/);
    expect(() => parsePartners([partner({ logo: 'javascript:alert(1)' })])).toThrow(/0\.logo/);
    expect(() => parsePartners([partner({ colors: { primary: 'red;}body{display:none' } })])).toThrow(
      /colors\.primary/,
    );
    expect(() => parsePartners([partner({ defaultWidget: { kind: 'departures' } })])).toThrow(
      /stop is required by the departures widget/,
    );
    expect(() => parsePartners([partner({ defaultWidget: { kind: 'clock' } })])).toThrow(/defaultWidget\.kind/);
  });
});
