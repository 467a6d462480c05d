import { describe, expect, it } from 'vitest';
import { badgeTextColour, contrastRatio, MIN_BADGE_CONTRAST, parseHexColour } from './line-badge-colors.ts';

const contrastOf = (a: string, b: string) => contrastRatio(parseHexColour(a)!, parseHexColour(b)!);

describe('line badge text colour', () => {
  it('replaces white on the MTA orange (3.2:1) by black', () => {
    expect(contrastOf('#FF6319', '#FFFFFF')).toBeLessThan(MIN_BADGE_CONTRAST);
    expect(badgeTextColour('#FF6319', 'FFFFFF')).toBe('#000000');
    expect(contrastOf('#FF6319', '#000000')).toBeGreaterThanOrEqual(MIN_BADGE_CONTRAST);
  });

  it("keeps the feed's text colour when it reaches 4.5:1", () => {
    expect(badgeTextColour('#0039A6', '#FFFFFF')).toBe('#FFFFFF');
    expect(badgeTextColour('#FCCC0A', '000000')).toBe('#000000');
    // A feed's own dark text on a pale colour stays the feed's.
    expect(badgeTextColour('#FFF5CC', '#1A2B3C')).toBe('#1A2B3C');
  });

  it('chooses black or white, whichever passes, when the feed gives none or an unreadable one', () => {
    expect(badgeTextColour('#00933C', null)).toBe(
      contrastOf('#00933C', '#FFFFFF') >= MIN_BADGE_CONTRAST ? '#FFFFFF' : '#000000',
    );
    expect(badgeTextColour('#B933AD', '#B933AD')).toBe('#FFFFFF');
    expect(badgeTextColour('#6CBE45', 'nonsense')).toBe('#000000');
    expect(badgeTextColour('not a colour', undefined)).toBe('#FFFFFF');
  });

  it('always passes, whatever the background (every grey level and a colour wheel)', () => {
    const backgrounds: string[] = [];
    for (let v = 0; v < 256; v += 1) backgrounds.push(`#${v.toString(16).padStart(2, '0').repeat(3)}`);
    for (let r = 0; r < 256; r += 51)
      for (let g = 0; g < 256; g += 51)
        for (let b = 0; b < 256; b += 51)
          backgrounds.push(`#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`);
    for (const background of backgrounds) {
      for (const text of ['#FFFFFF', '#000000', '#777777', null]) {
        expect(
          contrastOf(background, badgeTextColour(background, text)),
          `${text} on ${background}`,
        ).toBeGreaterThanOrEqual(MIN_BADGE_CONTRAST);
      }
    }
  });
});
