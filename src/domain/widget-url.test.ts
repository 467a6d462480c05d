import { describe, expect, it } from 'vitest';
import { contrastRatio, fullSiteHref, onColour, widgetPath, widgetThemeCss } from './widget-url.ts';

describe('widget addresses', () => {
  it('encode every parameter and leave empty ones out', () => {
    expect(
      widgetPath('en', 'departures', {
        stop: 'subway:127',
        partner: 'hudson-books',
        primary: '#7a2e0e',
        background: '',
      }),
    ).toBe('/en/widgets/departures?stop=subway%3A127&partner=hudson-books&primary=%237a2e0e');
    expect(widgetPath('fr', 'trip')).toBe('/fr/widgets/trip');
    expect(widgetPath('en', 'trip', { fv: 'A & B=C' })).toBe('/en/widgets/trip?fv=A+%26+B%3DC');
  });

  it('send links that leave a widget to the full site with campaign parameters, without the widget flag', () => {
    expect(fullSiteHref('/en/schedules/line/subway:7', { kind: 'timetable', partner: 'queens-arena' })).toBe(
      '/en/schedules/line/subway:7?utm_source=queens-arena&utm_medium=widget&utm_campaign=widget-timetable',
    );
    expect(fullSiteHref('/en/proximity/stopArea/x?line=a&widget=true#timetable', { kind: 'departures' })).toBe(
      '/en/proximity/stopArea/x?line=a&utm_source=widget&utm_medium=widget&utm_campaign=widget-departures#timetable',
    );
  });
});

describe('partner colours', () => {
  it('put readable text on the primary colour', () => {
    expect(onColour('#7a2e0e')).toBe('#ffffff');
    expect(onColour('#ffd700')).toBe('#111827');
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 0);
  });

  it('write one rule from #rrggbb values only', () => {
    expect(widgetThemeCss({ primary: '#0f5c3a' })).toBe(
      ':root,:root[data-theme]{--color-primary:#0f5c3a;--color-primary-strong:#0f5c3a;--color-on-primary:#ffffff}',
    );
    expect(widgetThemeCss({ background: '#101010' })).toContain('--color-ink:#f9fafb');
    expect(widgetThemeCss({ primary: 'red}body{display:none' })).toBe('');
    expect(widgetThemeCss({})).toBe('');
  });
});
