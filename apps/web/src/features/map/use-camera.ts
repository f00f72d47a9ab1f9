import { useCallback, useRef, useState } from 'react';
import type { CameraRequest } from './map-view/map-view.js';

/** The smallest box a place fit shows (about a mile): a lone point would otherwise zoom to the maximum. */
export const MIN_BOX_DEG = 0.02;

/** Programmatic camera moves of the map: fly to a point at a zoom, or fit a set of [lng, lat] points. */
export function useCamera() {
  const seq = useRef(0);
  const [cameraRequest, setCameraRequest] = useState<CameraRequest>();
  const fly = useCallback((latitude: number, longitude: number, zoom: number) => {
    seq.current += 1;
    setCameraRequest({ kind: 'center', latitude, longitude, zoom, seq: seq.current });
  }, []);
  const fitPoints = useCallback((points: [number, number][]) => {
    if (!points.length) return;
    const lngs = points.map((p) => p[0]);
    const lats = points.map((p) => p[1]);
    seq.current += 1;
    setCameraRequest({
      kind: 'bounds',
      bounds: [
        [Math.min(...lngs), Math.min(...lats)],
        [Math.max(...lngs), Math.max(...lats)],
      ],
      seq: seq.current,
    });
  }, []);
  /** Fits a bounding box; a box smaller than MIN_BOX_DEG (a single point) is widened to it. */
  const fitBox = useCallback(
    (b: { west: number; south: number; east: number; north: number }) => {
      const padLng = Math.max(0, (MIN_BOX_DEG - (b.east - b.west)) / 2);
      const padLat = Math.max(0, (MIN_BOX_DEG - (b.north - b.south)) / 2);
      fitPoints([
        [b.west - padLng, b.south - padLat],
        [b.east + padLng, b.north + padLat],
      ]);
    },
    [fitPoints],
  );
  /** The number of camera moves asked so far: a late answer can tell whether another move came after it. */
  const moves = useCallback(() => seq.current, []);
  return { cameraRequest, fly, fitPoints, fitBox, moves };
}
