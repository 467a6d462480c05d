import { describe, expect, it } from 'vitest';
import { arrangeBoard, boardLines, toggledLines } from './board-arrangement.ts';

const FROM = Date.parse('2026-11-28T10:38:00-05:00');
const group = (line: string, state: string, ...times: string[]) => ({
  line: { id: line },
  state,
  departures: times.map((time) => ({ departureTime: `2026-11-28T${time}-05:00` })),
});

describe('board arrangement', () => {
  const board = [
    group('N', 'departures', '10:40:00', '10:51:00'),
    group('W', 'noService'),
    group('N', 'departures', '10:46:00'),
    group('S', 'terminus'),
    group('7X', 'departures', '16:10:00'),
    group('Q', 'noMoreToday', '06:00:00'),
  ];

  it('cards with nothing soon go to the end: no service, arrivals only, none left today, first departure hours away', () => {
    const { active, quiet } = arrangeBoard(board, { lines: [], fromMs: FROM });
    expect(active.map((g) => g.line.id)).toEqual(['N', 'N']);
    expect(quiet.map((g) => g.line.id)).toEqual(['W', 'S', '7X', 'Q']);
  });

  it('an earlier page keeps the cards whose last departures left shortly before', () => {
    const earlier = [
      group('N', 'departures', '10:04:00', '10:16:00'),
      group('W', 'departures', '22:12:00'),
      group('7X', 'noEarlier'),
    ];
    const { active, quiet } = arrangeBoard(earlier, { lines: [], fromMs: Date.parse('2026-11-28T10:39:00-05:00') });
    expect(active.map((g) => g.line.id)).toEqual(['N']);
    expect(quiet.map((g) => g.line.id)).toEqual(['W', '7X']);
  });

  it('the line filter keeps the chosen lines; none chosen keeps all', () => {
    expect(arrangeBoard(board, { lines: ['N', 'W'], fromMs: FROM })).toEqual({
      active: [board[0], board[2]],
      quiet: [board[1]],
    });
  });

  it('chips: each line once in the board order, each toggling its line', () => {
    expect(boardLines(board).map((line) => line.id)).toEqual(['N', 'W', 'S', '7X', 'Q']);
    const order = ['N', 'W', 'S'];
    expect(toggledLines([], 'W', order)).toEqual(['W']);
    expect(toggledLines(['W'], 'N', order)).toEqual(['N', 'W']);
    expect(toggledLines(['N', 'W'], 'N', order)).toEqual(['W']);
  });
});
