import { WATER_BODIES, type WaterBody } from '@utah-land/shared';
import { pointInRing } from '../util/geo.js';

/** The lake a point lies in, if any. */
export function waterBodyAt(lng: number, lat: number): WaterBody | undefined {
  return WATER_BODIES.find((w) => pointInRing(lng, lat, w.ring));
}

/** True when any part of the box may lie in a lake: a sampled point inside, or a shore vertex in the box. */
export function boxTouchesWater(west: number, south: number, east: number, north: number): boolean {
  for (let i = 0; i <= 4; i++)
    for (let j = 0; j <= 4; j++)
      if (waterBodyAt(west + ((east - west) * i) / 4, south + ((north - south) * j) / 4)) return true;
  return WATER_BODIES.some((w) =>
    w.ring.some(([x, y]) => x >= west && x <= east && y >= south && y <= north),
  );
}
