import { memo } from 'react';
import { Marker } from 'react-map-gl/maplibre';
import type { MapResults } from '@utah-land/shared';

type Cluster = MapResults['clusters'][number];
type MapProject = MapResults['projects'][number];

/** Cluster icon tiers: 1000 and more, 500 and more, else smaller. */
export function clusterTier(count: number): 'large' | 'medium' | 'small' {
  if (count >= 1000) return 'large';
  if (count >= 500) return 'medium';
  return 'small';
}
const TIER_STYLE = {
  large: { size: 58, background: 'rgba(200, 55, 45, 0.88)', ring: 'rgba(200, 55, 45, 0.28)' },
  medium: { size: 48, background: 'rgba(230, 135, 30, 0.9)', ring: 'rgba(230, 135, 30, 0.28)' },
  small: { size: 38, background: 'rgba(31, 78, 121, 0.88)', ring: 'rgba(31, 78, 121, 0.25)' },
} as const;

const formatCount = (n: number) => (n >= 10_000 ? `${Math.round(n / 1000)}k` : n.toLocaleString('en-US'));

export const ClusterMarkers = memo(function ClusterMarkers({
  clusters,
  onClick,
}: {
  clusters: Cluster[];
  onClick: (c: Cluster) => void;
}) {
  return clusters.map((c) => {
    const tier = clusterTier(c.count);
    const s = TIER_STYLE[tier];
    return (
      <Marker key={`${c.lat},${c.lng}`} latitude={c.lat} longitude={c.lng} anchor="center">
        <button
          type="button"
          className={`map-cluster map-cluster-${tier}`}
          data-testid="map-cluster"
          data-count={c.count}
          aria-label={`${c.count} parcels`}
          onClick={(e) => {
            e.stopPropagation();
            onClick(c);
          }}
          style={{
            width: s.size,
            height: s.size,
            borderRadius: '50%',
            border: '2px solid #fff',
            background: s.background,
            boxShadow: `0 0 0 6px ${s.ring}, 0 2px 6px rgba(0,0,0,0.25)`,
            color: '#fff',
            font: '600 12px/1 Inter, system-ui, sans-serif',
            cursor: 'pointer',
            padding: 0,
          }}
        >
          {formatCount(c.count)}
        </button>
      </Marker>
    );
  });
});

export const ProjectMarkers = memo(function ProjectMarkers({
  projects,
  selectedId,
  onClick,
}: {
  projects: MapProject[];
  selectedId?: number;
  onClick: (p: MapProject) => void;
}) {
  return projects.map((p) => {
    const selected = p.id === selectedId;
    const color = p.isChild ? '#7b4bb7' : '#0f8a6a';
    return (
      <Marker key={`${p.isChild ? 'c' : 'p'}${p.id}`} latitude={p.lat} longitude={p.lng} anchor="bottom">
        <button
          type="button"
          className="map-project-marker"
          data-testid="map-project-marker"
          title={p.name}
          aria-label={`Project ${p.name}`}
          onClick={(e) => {
            e.stopPropagation();
            onClick(p);
          }}
          style={{ background: 'none', border: 'none', padding: 0, cursor: 'pointer', lineHeight: 0 }}
        >
          <svg width={selected ? 34 : 26} height={selected ? 44 : 34} viewBox="0 0 26 34" aria-hidden>
            <path
              d="M13 0C5.8 0 0 5.6 0 12.6 0 22 13 34 13 34s13-12 13-21.4C26 5.6 20.2 0 13 0z"
              fill={selected ? '#d4380d' : color}
              stroke="#fff"
              strokeWidth="1.5"
            />
            <circle cx="13" cy="12.5" r="4.6" fill="#fff" />
          </svg>
        </button>
      </Marker>
    );
  });
});
