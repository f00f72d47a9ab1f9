import { describe, expect, it } from 'vitest';
import { mapFiltersQuery, ringCrossesItself, type LngLat } from '../../src/index.js';

const square: LngLat[] = [
  [0, 0],
  [1, 0],
  [1, 1],
  [0, 1],
];
const circle = (n: number): LngLat[] =>
  Array.from(
    { length: n },
    (_, i) => [Math.cos((2 * Math.PI * i) / n), Math.sin((2 * Math.PI * i) / n)] as const,
  );
const star = (n: number): LngLat[] =>
  Array.from({ length: n }, (_, i) => {
    const a = (2 * Math.PI * ((i * (n / 2 - 1)) % n)) / n;
    return [Math.cos(a), Math.sin(a)] as const;
  });

describe('ringCrossesItself (drawn polygons, issue 12)', () => {
  it('simple rings do not cross: a square (open or closed), a 500-point circle, repeated points', () => {
    expect(ringCrossesItself(square)).toBe(false);
    expect(ringCrossesItself([...square, [0, 0]])).toBe(false);
    expect(ringCrossesItself(circle(500))).toBe(false);
    expect(
      ringCrossesItself([
        [0, 0],
        [1, 0],
        [1, 0],
        [1, 1],
        [0, 1],
      ]),
    ).toBe(false);
    expect(
      ringCrossesItself([
        [0, 0],
        [0.5, 0],
        [1, 0],
        [1, 1],
      ]),
    ).toBe(false); // straight on through a point
  });

  it('a bow-tie, a 300-point star, a touching vertex and an edge that doubles back cross', () => {
    expect(
      ringCrossesItself([
        [0, 0],
        [1, 1],
        [1, 0],
        [0, 1],
      ]),
    ).toBe(true);
    expect(ringCrossesItself(star(300))).toBe(true);
    expect(
      ringCrossesItself([
        [0, 0],
        [2, 0],
        [2, 2],
        [1, 0],
        [0, 2],
      ]),
    ).toBe(true); // vertex on another edge
    expect(
      ringCrossesItself([
        [0, 0],
        [2, 0],
        [1, 0],
        [1, 1],
      ]),
    ).toBe(true); // back along the previous edge
  });

  it('the coords filter refuses them, and more than 500 points, naming the rule', () => {
    const parse = (c: unknown) => mapFiltersQuery.safeParse({ coords: JSON.stringify(c) });
    expect(parse(square).success).toBe(true);
    expect(parse(star(300)).error?.issues[0]?.message).toBe(
      'the polygon must not cross itself; draw it again',
    );
    expect(parse(circle(501)).error?.issues[0]?.message).toBe('must have at most 500 points');
    expect(parse(circle(500)).success).toBe(true);
  });
});
