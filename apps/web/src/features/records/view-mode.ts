import type { BookmarkCoordinate, MapResults, ParcelCard, ProjectCard } from '@utah-land/shared';
import type { MatchKind, MatchPoint, MatchSubject } from '../../api/matching.js';
import { cardTitle } from './result-card.js';

/** What the matches drawer's 'View on Map' shows: the subject's matches of one kind and their points. */
export interface ViewOnMapPayload {
  subject: MatchSubject;
  kind: MatchKind;
  label: string;
  points: MatchPoint[];
}

/** Tooltip of a disabled view-on-map button for Free Trial. */
export const VIEW_ON_MAP_UPGRADE = 'Please upgrade to view on map';

/** Results panel widths: 850, or 680 when opened from grid view or bookmarks. */
export const VIEW_PANEL_WIDTH = 850;
export const VIEW_PANEL_WIDTH_NARROW = 680;

/** One item shown on the map in a view mode. 'Other' (contacts, water rights) can only be centred. */
export interface ViewItem {
  key: string;
  type: 'Parcel' | 'Project' | 'Other';
  id: number;
  isChild?: boolean;
  title: string;
  lat: number;
  lng: number;
  /** Parcel outline (GeoJSON), when known. */
  points?: unknown;
}

/**
 * Map banner view modes handled here: matches, bookmarks, grid view and parentOrChildProjects (a parent's
 * child projects, or a child's parent). Project Parcels is the selection banner's own mode.
 */
export interface ViewMode {
  kind: 'Matches' | 'Bookmarks' | 'Grid view' | 'Child Projects' | 'Parent Project' | 'Owner Portfolio';
  /** Extra words after the mode name (e.g. the match group). */
  detail?: string;
  items: ViewItem[];
  width: number;
  /** 'Matches': whose matches these are (the banner's 'View matches' reopens its drawer). */
  subject?: MatchSubject;
}

export function matchesMode({ subject, kind, label, points }: ViewOnMapPayload): ViewMode {
  const type = kind === 'parcels' ? 'Parcel' : kind === 'projects' ? 'Project' : 'Other';
  return {
    kind: 'Matches',
    subject,
    detail: label,
    width: VIEW_PANEL_WIDTH,
    items: points.map((p) => ({
      key: `${p.type}-${p.id}`,
      type,
      id: p.id,
      title: p.label || `${type === 'Other' ? p.type : type} ${p.id}`,
      lat: p.lat,
      lng: p.lng,
    })),
  };
}

export function bookmarksMode(parcels: BookmarkCoordinate[], projects: BookmarkCoordinate[]): ViewMode {
  return {
    kind: 'Bookmarks',
    width: VIEW_PANEL_WIDTH_NARROW,
    items: [...parcels, ...projects].map((b) => ({
      key: `${b.kind}-${b.bookmarkId}`,
      type: b.kind === 'parcel' ? 'Parcel' : 'Project',
      id: b.id,
      isChild: b.isChild,
      title: b.title,
      lat: b.lat,
      lng: b.lng,
      points: b.points,
    })),
  };
}

/** Grid view 'View on map': the rows the grid shows (panel 680). Rows without a centre are left out. */
export function gridMode(rows: (ParcelCard | ProjectCard)[], detail: string): ViewMode {
  const items: ViewItem[] = [];
  for (const r of rows) {
    const parcel = 'parcelId' in r;
    const [lng, lat] = parcel ? (r.geomCenter?.coordinates ?? []) : [r.lng, r.lat];
    if (lng === undefined || lat === undefined || lng === null || lat === null) continue;
    const type = parcel ? 'Parcel' : 'Project';
    const isChild = parcel ? undefined : r.isChild;
    items.push({ key: `${type}-${r.id}`, type, id: r.id, isChild, title: cardTitle(r), lat, lng });
  }
  return { kind: 'Grid view', detail, width: VIEW_PANEL_WIDTH_NARROW, items };
}

/** parentOrChildProjects: a parent's child projects, or a child's parent, from their map markers. */
export function projectFamilyMode(
  kind: 'Child Projects' | 'Parent Project',
  detail: string,
  markers: MapResults['projects'],
): ViewMode {
  return {
    kind,
    detail,
    width: VIEW_PANEL_WIDTH,
    items: markers.map((m) => ({
      key: `project-${m.id}`,
      type: 'Project',
      id: m.id,
      isChild: m.isChild,
      title: m.name,
      lat: m.lat,
      lng: m.lng,
    })),
  };
}
