import { describe, expect, it } from 'vitest';
import {
  addParcelBookmarkBody,
  addProjectBookmarkBody,
  createSavedSearchBody,
  toMapQueryString,
} from '../../src/schemas/bookmarks.js';

describe('[BOOKMARKS] payload rules shared by API and UI', () => {
  it('keeps saved-search URLs as map query strings', () => {
    expect(toMapQueryString('?cities=Lehi|Provo&zoom=12')).toBe('?cities=Lehi|Provo&zoom=12');
    expect(toMapQueryString('/map?land=true')).toBe('?land=true');
    expect(toMapQueryString('/map')).toBe('?');
    expect(toMapQueryString('https://utah.example.com/map?counties=Utah')).toBe('?counties=Utah');
    for (const bad of [
      '/admin?x=1',
      'https://evil.example.com/x?y',
      'cities=Lehi',
      '?a=1\nb',
      `?${'a'.repeat(8000)}`,
    ])
      expect(toMapQueryString(bad), bad).toBeNull();
  });

  it('validates saved-search bodies', () => {
    expect(createSavedSearchBody.parse({ description: ' Mine ', url: '/map?a=1' })).toEqual({
      description: 'Mine',
      url: '?a=1',
      survey_taker: '',
    });
    expect(createSavedSearchBody.safeParse({ description: '', url: '?a=1' }).success).toBe(false);
    expect(createSavedSearchBody.safeParse({ description: 'x', url: 'javascript:alert(1)' }).success).toBe(
      false,
    );
  });

  it('limits bookmark names to 15 characters and treats an empty one as none', () => {
    expect(addParcelBookmarkBody.parse({ parcel_id: '7', description: '' })).toMatchObject({
      parcel_id: 7,
      description: null,
    });
    expect(addParcelBookmarkBody.safeParse({ parcel_id: 7, description: 'x'.repeat(16) }).success).toBe(
      false,
    );
    expect(
      addParcelBookmarkBody.parse({ parcel_id: 7, description: ` ${'x'.repeat(15)} ` }).description,
    ).toHaveLength(15);
    expect(addProjectBookmarkBody.safeParse({ project_id: 7, type: 'sibling' }).success).toBe(false);
  });
});
