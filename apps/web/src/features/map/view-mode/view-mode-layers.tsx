import { useMemo } from 'react';
import { Layer, Marker, Source } from 'react-map-gl/maplibre';
import type { FeatureCollection, Geometry } from 'geojson';
import type { ViewItem } from '../../records/view-mode.js';

const COLOR = { Parcel: '#3a7bd5', Project: '#0f8a6a', Other: '#b8860b' } as const;

/** The view mode's items on the map: parcel outlines when known, and a pin per item. */
export function ViewModeLayers({
  items,
  selectedKey,
  onSelect,
}: {
  items: ViewItem[];
  selectedKey?: string;
  onSelect: (item: ViewItem) => void;
}) {
  const outlines = useMemo<FeatureCollection>(
    () => ({
      type: 'FeatureCollection',
      features: items
        .filter((i) => i.points)
        .map((i) => ({ type: 'Feature', properties: { key: i.key }, geometry: i.points as Geometry })),
    }),
    [items],
  );
  return (
    <>
      <Source id="view-mode-parcels" type="geojson" data={outlines}>
        <Layer id="view-mode-fill" type="fill" paint={{ 'fill-color': '#fa8c16', 'fill-opacity': 0.35 }} />
        <Layer id="view-mode-outline" type="line" paint={{ 'line-color': '#d46b08', 'line-width': 2 }} />
      </Source>
      {items.map((i) => {
        const selected = i.key === selectedKey;
        return (
          <Marker key={i.key} latitude={i.lat} longitude={i.lng} anchor="bottom">
            <button
              type="button"
              data-testid="view-mode-marker"
              title={i.title}
              aria-label={`${i.type === 'Other' ? '' : `${i.type} `}${i.title}`}
              onClick={(e) => {
                e.stopPropagation();
                onSelect(i);
              }}
              style={{ background: 'none', border: 'none', padding: 0, cursor: 'pointer', lineHeight: 0 }}
            >
              <svg width={selected ? 30 : 22} height={selected ? 40 : 30} viewBox="0 0 26 34" aria-hidden>
                <path
                  d="M13 0C5.8 0 0 5.6 0 12.6 0 22 13 34 13 34s13-12 13-21.4C26 5.6 20.2 0 13 0z"
                  fill={selected ? '#d4380d' : COLOR[i.type]}
                  stroke="#fff"
                  strokeWidth="1.5"
                />
                <circle cx="13" cy="12.5" r="4.6" fill="#fff" />
              </svg>
            </button>
          </Marker>
        );
      })}
    </>
  );
}
