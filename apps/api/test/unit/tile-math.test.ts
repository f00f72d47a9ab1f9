import { describe, expect, it } from 'vitest';
import { linearLatitudeError, tileBounds } from '../../src/modules/tiles/tile-math.js';
import { tileAt } from '../../../../test-support/tile-math.js';

/** The bounds of the tile of zoom z under a longitude/latitude. */
function boundsAt(z: number, lng: number, lat: number) {
  const { x, y } = tileAt(lng, lat, z);
  return tileBounds(z, x, y);
}

/** The largest gap, in tile units, between linear latitude and Web Mercator over a tile, by sampling. */
function sampledError(z: number, lng: number, lat: number) {
  const b = boundsAt(z, lng, lat);
  const mercY = (deg: number) => Math.log(Math.tan(Math.PI / 4 + (deg * Math.PI) / 360));
  const { north, south } = b.lngLatTile;
  let worst = 0;
  for (let i = 0; i <= 100; i++) {
    const phi = south + ((north - south) * i) / 100;
    const linear = ((north - phi) / (north - south)) * 4096;
    const mercator = ((mercY(north) - mercY(phi)) / (mercY(north) - mercY(south))) * 4096;
    worst = Math.max(worst, Math.abs(linear - mercator));
  }
  return worst;
}

describe('[MAP] tile arithmetic', () => {
  it('bounds the gap between linear latitude and Web Mercator as sampling finds it', () => {
    for (const [z, lng, lat] of [
      [13, -111.9, 40.7],
      [13, -111.8, 42],
      [14, -113.4, 39.6],
      [10, -111.9, 40.7],
      [5, -111.9, 40.7],
    ] as const) {
      const bound = linearLatitudeError(boundsAt(z, lng, lat));
      const seen = sampledError(z, lng, lat);
      expect(seen).toBeLessThanOrEqual(bound * 1.05);
      expect(seen).toBeGreaterThan(bound * 0.8);
    }
  });

  it('lets every zoom-13 tile over Utah skip the transform, and no zoom-5 tile', () => {
    for (const lat of [37, 38.5, 40, 41, 42]) {
      expect(linearLatitudeError(boundsAt(13, -111.9, lat))).toBeLessThan(0.5);
      expect(linearLatitudeError(boundsAt(5, -111.9, lat))).toBeGreaterThan(10);
    }
  });
});
