import { describe, expect, it } from 'vitest';
import { contrastRatio, MIN_BADGE_CONTRAST, parseHexColour } from '../../domain/line-badge-colors.ts';
import { readNetworkFile } from '../network/model/network-file.ts';
import { networkFilePath } from '../network/model/network-location.ts';
import { lineRef } from '../routing/trip-planner/journey-sections.ts';
import { createApp } from './app.ts';

// Every line badge of the compiled NYC network (data/network.bin, built by `pretest:unit`) as the API serves it.
const loaded = readNetworkFile(networkFilePath());
const network = loaded.ok && loaded.network.lookup.route.has('subway:1') ? loaded.network : undefined;

const contrast = (a: string, b: string) => contrastRatio(parseHexColour(a)!, parseHexColour(b)!);

describe.skipIf(!network)('line badge colours over the whole NYC network', () => {
  it('every line of the line list reads at 4.5:1, keeping the compiled text colour when it passes', async () => {
    const res = await createApp({ network }).request('/api/v1/lines');
    expect(res.status).toBe(200);
    const lines = (
      (await res.json()) as { groups: { lines: { id: string; color: string; textColor: string }[] }[] }
    ).groups.flatMap((group) => group.lines);
    expect(lines.length).toBe(network!.routes.ids.length);
    const unreadable = lines
      .filter((line) => contrast(line.color, line.textColor) < MIN_BADGE_CONTRAST)
      .map((line) => `${line.id} ${line.textColor} on ${line.color}`);
    expect(unreadable).toEqual([]);
    for (const line of lines) {
      const route = network!.lookup.route.get(line.id)!;
      const stored = network!.routes.textColors[route];
      if (contrast(line.color, stored) >= MIN_BADGE_CONTRAST)
        expect(line.textColor.toUpperCase(), line.id).toBe(stored.toUpperCase());
    }
    // The orange lines (B, D, F, M) carry black: white on their orange is below 3.5:1.
    const f = lines.find((line) => line.id === 'subway:F')!;
    expect(contrast(f.color, '#FFFFFF')).toBeLessThan(3.5);
    expect(f.textColor).toBe('#000000');
  });

  it("every journey section's line reads at 4.5:1", () => {
    const unreadable: string[] = [];
    for (let route = 0; route < network!.routes.ids.length; route++) {
      const line = lineRef(network!, route);
      if (contrast(line.color, line.textColor) < MIN_BADGE_CONTRAST)
        unreadable.push(`${line.id} ${line.textColor} on ${line.color}`);
    }
    expect(unreadable).toEqual([]);
  });
});
