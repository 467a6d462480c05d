import { describe, expect, it } from 'vitest';
import { embedCodes, generatorPath, missingChoice, type GeneratorChoice } from './generator-state.ts';
import { widgetParamsProblem } from '../../contract/widget-params.ts';
import { pageQueryProblem } from '../../contract/page-query.ts';

const TIMES_SQ = {
  id: 'subway:127',
  type: 'stopArea',
  name: 'Times Sq-42 St',
  displayName: 'Times Sq-42 St',
  lat: 40.75529,
  lon: -73.987495,
};
const base: GeneratorChoice = {
  kind: 'departures',
  lang: 'en',
  partner: '',
  primary: '',
  background: '',
  stop: null,
  line: '',
  from: null,
  to: null,
  width: null,
};

/** The server's verdict on a generated address: the generator must never write one it refuses. */
function serverProblem(path: string) {
  const url = new URL(path, 'http://x');
  const kind = url.pathname.split('/')[3] as 'trip' | 'departures' | 'timetable';
  return widgetParamsProblem(kind, url.searchParams) ?? pageQueryProblem('widgets-kind', url.searchParams);
}

describe('widget generator', () => {
  it('asks for what the kind needs', () => {
    expect(missingChoice(base)).toBe('needStop');
    expect(missingChoice({ ...base, stop: { ...TIMES_SQ, type: 'address' } })).toBe('needStop');
    expect(missingChoice({ ...base, stop: TIMES_SQ })).toBeNull();
    expect(missingChoice({ ...base, kind: 'timetable' })).toBe('needLine');
    expect(missingChoice({ ...base, kind: 'trip' })).toBeNull();
  });

  it('writes addresses the server accepts, URL-encoded', () => {
    const departures = generatorPath({ ...base, stop: TIMES_SQ, partner: 'hudson-books', primary: '#7a2e0e' });
    expect(departures).toBe('/en/widgets/departures?stop=subway%3A127&partner=hudson-books&primary=%237a2e0e');
    const timetable = generatorPath({
      ...base,
      kind: 'timetable',
      lang: 'de',
      line: 'subway:7',
      background: '#101010',
    });
    expect(timetable).toBe('/de/widgets/timetable?line=subway%3A7&background=%23101010');
    const trip = generatorPath({
      ...base,
      kind: 'trip',
      from: { ...TIMES_SQ, displayName: 'Times Sq & 42 St' },
      to: { ...TIMES_SQ, id: 'addr:1', type: 'address', lat: 40.7, lon: -74 },
    });
    expect(trip).toContain('fv=Times+Sq+%26+42+St');
    for (const path of [departures, timetable, trip]) expect(serverProblem(path)).toBeNull();
  });

  it('writes embed codes whose attributes cannot be broken out of', () => {
    const codes = embedCodes('https://transit.example', '/en/widgets/trip?fv=%22x', 'A "quoted" <title>', 320);
    expect(codes.script).toBe(
      '<script async src="https://transit.example/widget-embed.js" data-widget="https://transit.example/en/widgets/trip?fv=%22x" data-title="A &quot;quoted&quot; &lt;title&gt;" data-width="320"></script>',
    );
    expect(codes.iframe).toContain('width="320" height="600"');
    expect(embedCodes('', '/en/widgets/trip', 't', null).iframe).toContain('width="100%"');
  });
});
