import type { PortfolioAnswer } from '@utah-land/shared';
import { VIEW_PANEL_WIDTH, type ViewMode } from '../records/view-mode.js';

/** The 'Owner Portfolio' view mode: each holding outlined on the map, with its parcel count and acreage. */
export function portfolioMode(p: PortfolioAnswer): ViewMode {
  return {
    kind: 'Owner Portfolio',
    detail: p.owner.name,
    width: VIEW_PANEL_WIDTH,
    items: p.holdings.map((h) => ({
      key: `holding-${h.id}`,
      type: 'Other',
      id: h.id,
      title: `Holding ${h.id}: ${h.parcelCount} ${h.parcelCount === 1 ? 'parcel' : 'parcels'}, ${h.acres.toFixed(2)} acres`,
      lat: h.lat,
      lng: h.lng,
      points: h.geometry,
    })),
  };
}
