import { describe, expect, it } from 'vitest';
import { SCORE_WEIGHTS, WANTED_SCORE_WEIGHTS, rangePosition, whyMatchedLines } from '../../src/index.js';

// The ranking's pieces that are plain functions (docs/matching.md, "Soft signals and the score" and "Ranking a
// survey's matches"): where a value lies in a range, the weights, and the lines the new signals read as.

describe('rangePosition', () => {
  it('is 1 at the middle, 0.5 at either end, 0 outside or unknown', () => {
    expect(rangePosition(22.5, 10, 35)).toBe(1);
    expect(rangePosition(10, 10, 35)).toBe(0.5);
    expect(rangePosition(35, 10, 35)).toBe(0.5);
    expect(rangePosition(16.25, 10, 35)).toBe(0.75);
    expect(rangePosition(9, 10, 35)).toBe(0);
    expect(rangePosition(36, 10, 35)).toBe(0);
    expect(rangePosition(null, 10, 35)).toBe(0);
  });
  it('reads an open upper end as twice the lower end, and a range of one value as all of it', () => {
    expect(rangePosition(97.5, 65, null)).toBe(1);
    expect(rangePosition(400, 65, null)).toBe(0.5);
    expect(rangePosition(20, 20, 20)).toBe(1);
  });
});

describe('weights', () => {
  it('sum to 100 for every contact group and for a survey’s wanted places', () => {
    const sum = (w: Record<string, number>) => Object.values(w).reduce((a, b) => a + b, 0);
    for (const w of Object.values(SCORE_WEIGHTS)) expect(sum(w)).toBe(100);
    expect(sum(WANTED_SCORE_WEIGHTS)).toBe(100);
  });
  it('let an investor be strong without a track record', () => {
    const w = SCORE_WEIGHTS.investors;
    expect(w.fit + w.distance + w.price + w.active).toBeGreaterThanOrEqual(80);
  });
});

describe('the lines of the ranking signals', () => {
  it('an investor’s price range and activity', () => {
    expect(
      whyMatchedLines('investors', [
        { dimension: 'priceFit', range: { min: 1_500_000, max: 2_500_000 }, share: 0.89, ok: true },
        { dimension: 'active', years: 2, ok: false },
      ]),
    ).toEqual([
      'Matched: no preference rules it out',
      'Price range: $1.5M–$2.5M, a close fit ✓',
      'Active: no update in the last 2 years ✗',
    ]);
  });
  it('a wanted parcel’s distance, and a count it has not', () => {
    const lines = whyMatchedLines('parcels', [
      { dimension: 'position', of: 'lots', share: 0, known: false, ok: false },
      { dimension: 'position', of: 'price', share: 0.9, known: true, ok: true },
      { dimension: 'centre', from: 'base', meters: 3_218.688, scale: 96_560.64, ok: true },
    ]);
    expect(lines).toContain('Lot count: unknown, not ranked on it ✗');
    expect(lines).toContain('Near: 2 mi from the survey taker’s base (scored to 60 mi) ✓');
    expect(lines.some((l) => l.startsWith('Price:'))).toBe(false);
  });
});
