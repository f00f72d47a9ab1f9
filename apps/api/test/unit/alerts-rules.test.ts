import { describe, expect, it } from 'vitest';
import { watchFiltersOf } from '../../src/modules/alerts/alert-filters.js';
import { readUnsubscribeToken, unsubscribeToken } from '../../src/modules/alerts/alert-tokens.js';
import { latestWindowEnd } from '../../src/modules/alerts/alert-windows.js';

describe('alert windows (Utah time)', () => {
  it('end at the last local midnight, weekly ones on Monday, across daylight saving', () => {
    const at = (iso: string, f: 'daily' | 'weekly') => latestWindowEnd(new Date(iso), f).toISOString();
    // MST (UTC-7) in November: midnight is 07:00Z.
    expect(at('2026-11-27T06:59:00Z', 'daily')).toBe('2026-11-26T07:00:00.000Z');
    expect(at('2026-11-27T07:01:00Z', 'daily')).toBe('2026-11-27T07:00:00.000Z');
    expect(at('2026-11-27T07:01:00Z', 'weekly')).toBe('2026-11-23T07:00:00.000Z');
    // MDT (UTC-6) from 8 March 2026: Monday 9 March starts at 06:00Z.
    expect(at('2026-03-11T12:00:00Z', 'weekly')).toBe('2026-03-09T06:00:00.000Z');
    expect(at('2026-03-08T12:00:00Z', 'daily')).toBe('2026-03-08T07:00:00.000Z');
  });
});

describe('unsubscribe tokens', () => {
  const secret = 'a-secret-that-is-long-enough-for-tests';
  it('name their watch and user, and nothing else', () => {
    const token = unsubscribeToken(secret, 12, 34);
    expect(readUnsubscribeToken(secret, token)).toEqual({ watchId: 12, userId: 34 });
    expect(readUnsubscribeToken('another-secret-that-is-long-enough', token)).toBeUndefined();
    const [payload, signature] = token.split('.');
    const other = Buffer.from('13.34').toString('base64url');
    expect(readUnsubscribeToken(secret, `${other}.${signature}`)).toBeUndefined();
    expect(readUnsubscribeToken(secret, `${payload}`)).toBeUndefined();
    expect(readUnsubscribeToken(secret, '\u0000.\u0000')).toBeUndefined();
  });
});

describe('the filters a watch follows', () => {
  it('are the map URL without camera and paging, the drawn area kept', () => {
    const f = watchFiltersOf(
      '?cities=Provo|Orem&acreage=5|20&viewport={"northEast":{"lat":41,"lng":-111},"southWest":{"lat":40,"lng":-112}}&zoom=12&page=3&coords=[[-112,40],[-111.9,40],[-111.9,40.1]]',
    )!;
    expect(f.cities).toEqual(['Provo', 'Orem']);
    expect(f.acreage).toEqual([5, 20]);
    expect(f.viewport).toBeUndefined();
    expect(f.page).toBeUndefined();
    expect(f.coords).toHaveLength(3);
    expect(watchFiltersOf('?acreage=banana')).toBeUndefined();
  });
});
