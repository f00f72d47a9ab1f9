import { describe, expect, it } from 'vitest';
import { zipOfLocation } from '../../src/import/parcel-zip.js';

describe('[DATA] ZIP code of an imported parcel without one', () => {
  it('takes the ZIP whose centre is clearly the nearest', () => {
    expect(zipOfLocation([-111.645, 40.232])).toBe('84606'); // Provo, east of downtown
    expect(zipOfLocation([-111.86, 40.76])).toBe('84102'); // Salt Lake City, east of downtown
  });

  it('leaves it unknown between ZIP centres or far from any', () => {
    // Downtown Salt Lake City: 84101 and 84111 have centres a few hundred metres apart.
    expect(zipOfLocation([-111.89, 40.756])).toBeNull();
    // North-west Salt Lake City (really 84116, whose centre lies 10 km away on the lake shore).
    expect(zipOfLocation([-111.951, 40.7996])).toBeNull();
    // The West Desert.
    expect(zipOfLocation([-113.7, 40.5])).toBeNull();
  });
});
