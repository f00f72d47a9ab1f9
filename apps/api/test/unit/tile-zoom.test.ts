import { describe, expect, it } from 'vitest';
import { MAP_LIMITS, PARCEL_TILES_MIN_ZOOM } from '@utah-land/shared';
import { LAYER_MIN_ZOOM, buildTile } from '../../src/modules/tiles/tile-layers.js';
import { tileAt } from '../../../../test-support/tile-math.js';
import { captureSql } from '../support/sql-capture.js';

// The web's parcel tile source and the API's parcel tiles start at one zoom, PARCEL_TILES_MIN_ZOOM of
// packages/shared (docs/map-tiles.md); apps/web/test/unit/parcel-tiles.test.tsx checks the web's side.

/** The statements building the parcels tile over Lehi at zoom `z` runs (the recording database answers no rows). */
const statementsAt = (z: number) =>
  captureSql((db) =>
    buildTile(db, 'postgres', { layer: 'parcels', filters: {}, trial: false, ...tileAt(-111.85, 40.39, z) }),
  );

describe('the parcel tiles', () => {
  it('start where the map stops showing clusters', () => {
    expect(PARCEL_TILES_MIN_ZOOM).toBe(MAP_LIMITS.polygonZoom);
    expect(LAYER_MIN_ZOOM.parcels).toBe(PARCEL_TILES_MIN_ZOOM);
  });

  it('are built from the first zoom on, and empty without a query below it', async () => {
    expect(await statementsAt(PARCEL_TILES_MIN_ZOOM - 1)).toEqual([]);
    expect((await statementsAt(PARCEL_TILES_MIN_ZOOM)).length).toBeGreaterThan(0);
  });
});
