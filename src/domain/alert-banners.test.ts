import { describe, expect, it } from 'vitest';
import type { ServiceAlert } from '../contract/alerts.ts';
import { alertBanners } from './alert-banners.ts';

const alert = (overrides: Partial<ServiceAlert>): ServiceAlert => ({
  id: 'mta:a1',
  effect: 'SIGNIFICANT_DELAYS',
  cause: 'WEATHER',
  severity: 'SEVERE',
  header: 'Subway delays everywhere',
  description: 'Snow slows every line.',
  url: null,
  language: 'en',
  activePeriods: [],
  lineIds: [],
  stopPointIds: [],
  tripIds: [],
  networkWide: true,
  ...overrides,
});
const labels = { SIGNIFICANT_DELAYS: 'Significant delays', DETOUR: 'Detour' } as Record<string, string>;

describe('network-wide alerts as banners', () => {
  it('keeps only the network-wide alerts, with a stable id, the effect in words, a warning picto and the link', () => {
    const banners = alertBanners(
      [
        alert({}),
        alert({ id: 'mta:line', networkWide: false, lineIds: ['subway:A'] }),
        alert({
          id: 'mta:a2',
          effect: 'DETOUR',
          header: '',
          description: 'Buses detoured.',
          url: 'https://mta.example/a2',
        }),
      ],
      (effect) => labels[effect] ?? effect,
      'More information',
    );
    expect(banners).toEqual([
      {
        id: 'alert:mta:a1',
        title: 'Subway delays everywhere',
        description: 'Significant delays — Snow slows every line.',
        picto: 'circle_warning',
        buttonText: null,
        link: null,
      },
      {
        id: 'alert:mta:a2',
        title: 'Detour',
        description: 'Buses detoured.',
        picto: 'circle_cone',
        buttonText: 'More information',
        link: 'https://mta.example/a2',
      },
    ]);
  });
});
