import { useCallback, useRef, useState } from 'react';
import type { CameraRequest } from './map-view/map-view.js';

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
  return { cameraRequest, fly, fitPoints };
}
