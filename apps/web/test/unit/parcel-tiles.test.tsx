import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PARCEL_TILES_MIN_ZOOM } from '@utah-land/shared';
import { ParcelTileLayers } from '../../src/features/map/map-view/parcel-layers.js';

// The web's parcel tile source starts at the zoom the API serves parcel tiles from, PARCEL_TILES_MIN_ZOOM of
// packages/shared (apps/api/test/unit/tile-zoom.test.ts checks the API's side). MapLibre's source needs a map, so
// it is rendered here as an element carrying its zoom range.
vi.mock('react-map-gl/maplibre', () => ({
  Source: (p: { minzoom?: number; maxzoom?: number; children?: ReactNode }) => (
    <div data-testid="source" data-minzoom={p.minzoom} data-maxzoom={p.maxzoom}>
      {p.children}
    </div>
  ),
  Layer: () => null,
}));

describe('the parcel tile source', () => {
  it('asks for tiles from the zoom the API serves parcel tiles from', () => {
    const { getByTestId } = render(<ParcelTileLayers tiles="/api/tiles/parcels/{z}/{x}/{y}.mvt" />);
    expect(Number(getByTestId('source').dataset.minzoom)).toBe(PARCEL_TILES_MIN_ZOOM);
  });
});
