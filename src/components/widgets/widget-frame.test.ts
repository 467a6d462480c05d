import { describe, expect, it } from 'vitest';
import { linkDestination } from './widget-frame.ts';

const HERE = 'https://transit.example/en/schedules?widget=true&partner=hudson-books';

describe('links in a widget-mode page', () => {
  it('stay inside when they keep the flag or lead to a widget', () => {
    expect(linkDestination('/en/schedules/line/subway:1?widget=true', HERE)).toBe('inside');
    expect(linkDestination('/fr/widgets/timetable?line=subway%3A7', HERE)).toBe('inside');
    expect(linkDestination('#main', 'https://transit.example/en/schedules?widget=true')).toBe('inside');
    expect(linkDestination('#main', 'https://transit.example/en/widgets/departures?stop=s')).toBe('inside');
    expect(linkDestination('#main', 'https://transit.example/en/schedules')).toBe('inside');
    expect(linkDestination('mailto:help@transit.example', HERE)).toBe('inside');
  });

  it('leave for the full site with campaign parameters when they dropped the flag', () => {
    expect(linkDestination('/en/proximity/stopArea/subway:127', HERE)).toBe(
      'https://transit.example/en/proximity/stopArea/subway:127?utm_source=hudson-books&utm_medium=widget&utm_campaign=widget-page',
    );
    expect(linkDestination('/en?utm_source=x&utm_medium=widget', HERE)).toBe(
      'https://transit.example/en?utm_source=x&utm_medium=widget',
    );
  });

  it('open other sites as they are', () => {
    expect(linkDestination('https://mta.info/fares', HERE)).toBe('https://mta.info/fares');
  });
});
