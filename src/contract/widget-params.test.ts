import { describe, expect, it } from 'vitest';
import { widgetParamsProblem } from './widget-params.ts';
import { pageQueryProblem } from './page-query.ts';

const problem = (kind: 'trip' | 'departures' | 'timetable', query: string) =>
  widgetParamsProblem(kind, new URLSearchParams(query));

describe('widget parameters (the stable interface of docs/widgets.md)', () => {
  it('accept what the generator writes, and ignore unknown parameters', () => {
    expect(
      problem(
        'departures',
        'stop=subway%3A127&stopType=stopArea&partner=hudson-books&primary=%237a2e0e&background=%23fffaf3&utm_source=x',
      ),
    ).toBeNull();
    expect(problem('timetable', 'line=subway%3A7&direction=0&band=all&stops=timing&view=week')).toBeNull();
    expect(problem('trip', '')).toBeNull();
  });

  it('name the parameter a widget needs and lacks', () => {
    expect(problem('departures', 'partner=a')).toEqual({
      param: 'stop',
      message: 'stop is required by the departures widget',
      reason: 'required',
      kind: 'departures',
    });
    expect(problem('timetable', '')?.param).toBe('line');
  });

  it('refuse bad values, and a parameter given twice', () => {
    expect(problem('departures', 'stop=subway:127&primary=red')?.message).toBe(
      'primary must be a colour such as #0b5cad',
    );
    expect(problem('departures', 'stop=subway:127&background=%23fff')?.param).toBe('background');
    expect(problem('departures', 'stop=a%20b')?.param).toBe('stop');
    expect(problem('departures', 'stop=subway:127&stopType=line')?.param).toBe('stopType');
    expect(problem('timetable', 'line=subway:7&band=noon')?.param).toBe('band');
    expect(problem('trip', 'partner=Evil%20Corp')?.param).toBe('partner');
    expect(problem('departures', 'stop=a&stop=b')?.message).toBe('stop is given 2 times');
  });

  it("check the trip widget's prefilled places with the planner's rules, and partner= on every page", () => {
    expect(pageQueryProblem('widgets-kind', new URLSearchParams('fi=subway:127&flat=40.7'))?.message).toBe(
      'flat and flon come together',
    );
    expect(pageQueryProblem('widgets-kind', new URLSearchParams('fi=subway:127&flat=400&flon=1'))?.param).toBe('flat');
    expect(pageQueryProblem('schedules', new URLSearchParams('widget=true&partner=%3Cscript%3E'))?.param).toBe(
      'partner',
    );
    expect(pageQueryProblem('schedules', new URLSearchParams('widget=true&partner=hudson-books'))).toBeNull();
  });
});
