/**
 * Approximate outlines (lng/lat, a few hundred metres at best) of Utah's two big lakes, traced by hand from the
 * USGS National Map at its mean-level shorelines: the demo data generator keeps parcels out of them
 * (packages/data, layout.ts) and the offline basemap draws them (apps/web, map-style.ts). Not survey data: the
 * lakes' real shorelines move with the water level.
 */
export interface WaterBody {
  name: string;
  /** A closed ring of [lng, lat] points (the first point repeated last). */
  ring: [number, number][];
}

const close = (points: [number, number][]): [number, number][] => [...points, points[0]!];

export const WATER_BODIES: WaterBody[] = [
  {
    name: 'Utah Lake',
    ring: close([
      [-111.853, 40.362],
      [-111.8, 40.345],
      [-111.765, 40.318],
      [-111.762, 40.28],
      [-111.735, 40.245],
      [-111.7, 40.215],
      [-111.705, 40.18],
      [-111.745, 40.155],
      [-111.762, 40.105],
      [-111.8, 40.07],
      [-111.83, 40.04],
      [-111.88, 40.055],
      [-111.905, 40.12],
      [-111.93, 40.19],
      [-111.915, 40.26],
      [-111.89, 40.32],
      [-111.87, 40.35],
    ]),
  },
  {
    name: 'Great Salt Lake',
    ring: close([
      [-112.12, 40.76],
      [-112.05, 40.84],
      [-111.98, 40.9],
      [-111.96, 40.95],
      [-112.05, 41.0],
      [-112.15, 41.07],
      [-112.2, 41.15],
      [-112.22, 41.25],
      [-112.18, 41.33],
      [-112.12, 41.4],
      [-112.2, 41.5],
      [-112.4, 41.62],
      [-112.65, 41.7],
      [-112.9, 41.62],
      [-113.05, 41.42],
      [-113.05, 41.15],
      [-112.92, 40.98],
      [-112.75, 40.85],
      [-112.5, 40.78],
      [-112.3, 40.74],
    ]),
  },
];
