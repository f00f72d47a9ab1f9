import { memo, useEffect, useState } from 'react';
import { Marker } from 'react-map-gl/maplibre';

interface Label {
  name: string;
  lat: number;
  lng: number;
}

/** Ring centroid (area-weighted) of the largest ring of a county outline. */
function centroid(ring: number[][]): { lat: number; lng: number; area: number } {
  let a = 0;
  let x = 0;
  let y = 0;
  for (let i = 0; i < ring.length - 1; i++) {
    const [x0, y0] = ring[i] as [number, number];
    const [x1, y1] = ring[i + 1] as [number, number];
    const f = x0 * y1 - x1 * y0;
    a += f;
    x += (x0 + x1) * f;
    y += (y0 + y1) * f;
  }
  return { lng: x / (3 * a), lat: y / (3 * a), area: Math.abs(a / 2) };
}

let cache: Promise<Label[]> | undefined;
function loadLabels(): Promise<Label[]> {
  cache ??= fetch('/utah-counties.geojson')
    .then((r) => r.json())
    .then(
      (fc: {
        features: { properties: { name: string }; geometry: { type: string; coordinates: unknown } }[];
      }) =>
        fc.features.map((f) => {
          const rings =
            f.geometry.type === 'Polygon'
              ? [(f.geometry.coordinates as number[][][])[0]!]
              : (f.geometry.coordinates as number[][][][]).map((p) => p[0]!);
          const best = rings.map(centroid).sort((p, q) => q.area - p.area)[0]!;
          return { name: f.properties.name, lat: best.lat, lng: best.lng };
        }),
    )
    .catch(() => []);
  return cache;
}

/**
 * County names for the offline style, which has no glyph server for map text: small HTML labels shown from the
 * state view down to about county zoom.
 */
export const CountyLabels = memo(function CountyLabels({ visible }: { visible: boolean }) {
  const [labels, setLabels] = useState<Label[]>([]);
  useEffect(() => {
    let alive = true;
    void loadLabels().then((l) => alive && setLabels(l));
    return () => {
      alive = false;
    };
  }, []);
  if (!visible) return null;
  return labels.map((l) => (
    <Marker key={l.name} latitude={l.lat} longitude={l.lng} anchor="center" style={{ pointerEvents: 'none' }}>
      <span
        style={{
          font: '600 11px/1 Inter, system-ui, sans-serif',
          letterSpacing: 0.6,
          textTransform: 'uppercase',
          color: '#6b705c',
          textShadow: '0 0 3px #fff, 0 0 3px #fff',
          whiteSpace: 'nowrap',
        }}
      >
        {l.name}
      </span>
    </Marker>
  ));
});
