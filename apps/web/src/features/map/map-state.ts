// The map screen's own state (what is not in its URL: apps/web/src/features/map/url-state.ts): the results tab,
// the selection, the open drawers and modals. One reducer, so what each user action clears is decided here.
import type { ProjectKind, ProjectParcelType } from '../../api/map.js';
import type { FamilyTarget } from './project-family/project-family-drawer.js';

/** The current selection on the map (type Parcel or Project). */
export interface Selection {
  type: 'Parcel' | 'Project';
  id: number;
  isChild?: boolean;
  lat: number;
  lng: number;
  label: string;
  /** The parcel a project was reached from (a project link in the parcel modal, spec 2.3). */
  context?: { type: 'Parcel'; id: number; label: string };
}

/** 'View parcels on map' for one project (banner mode Project Parcels, with its sub-type). */
export interface ProjectParcelsView {
  projectId: number;
  type: ProjectParcelType;
  isChild: boolean;
  name: string;
  lat: number;
  lng: number;
}

/** The results box's tab, which is also what the live map draws. */
export type ResultsTab = 'parcels' | 'projects';

/** What a More Information modal shows. */
export type DetailTarget = { type: 'Parcel'; id: number } | { type: 'Project'; id: number; isChild: boolean };

/** The project of the admin's Project Parcels query drawer. */
export interface QueriedProject {
  id: number;
  isChild: boolean;
  name: string;
}

export interface MapScreenState {
  tab: ResultsTab;
  projectKind: ProjectKind;
  sortBy?: string;
  selection: Selection | null;
  projectParcels: ProjectParcelsView | null;
  /** The project family drawer's project. */
  family: FamilyTarget | null;
  /** The More Information modal's record. */
  detail: DetailTarget | null;
  moreFilters: boolean;
  /** The admin's View Query drawer. */
  viewQuery: boolean;
  /** The admin's Project Parcels query drawer. */
  projectQuery: QueriedProject | null;
  /** The filters and results side panel (closed at first on a phone). */
  sideOpen: boolean;
}

export type MapAction =
  | { type: 'tab'; tab: ResultsTab }
  | { type: 'projectKind'; kind: ProjectKind }
  | { type: 'sortBy'; sortBy: string | undefined }
  | { type: 'select'; selection: Selection | null }
  /** The selection banner's Clear: no selection, no Project Parcels view. */
  | { type: 'clearSelection' }
  /** A view mode starts (bookmarks, grid view, a family, a portfolio): the map shows only its items. */
  | { type: 'viewMode' }
  /** 'View parcels on map' of a project. */
  | { type: 'projectParcels'; view: ProjectParcelsView }
  | { type: 'projectParcelType'; parcelType: ProjectParcelType }
  /** A project link in the parcel modal: the Projects tab, of the project's kind, before the project is selected. */
  | { type: 'projectFromParcel'; isChild: boolean }
  | { type: 'detail'; detail: DetailTarget | null }
  | { type: 'family'; family: FamilyTarget | null }
  | { type: 'moreFilters'; open: boolean }
  | { type: 'viewQuery'; open: boolean }
  | { type: 'projectQuery'; project: QueriedProject | null }
  | { type: 'side'; open: boolean }
  | { type: 'toggleSide' };

export function initialMapState(mobile: boolean): MapScreenState {
  return {
    tab: 'parcels',
    projectKind: 'parent',
    selection: null,
    projectParcels: null,
    family: null,
    detail: null,
    moreFilters: false,
    viewQuery: false,
    projectQuery: null,
    sideOpen: !mobile,
  };
}

export function mapReducer(state: MapScreenState, action: MapAction): MapScreenState {
  switch (action.type) {
    case 'tab':
      return { ...state, tab: action.tab, selection: null, projectParcels: null };
    case 'projectKind':
      return { ...state, projectKind: action.kind, selection: null };
    case 'sortBy':
      return { ...state, sortBy: action.sortBy };
    case 'select':
      return { ...state, selection: action.selection };
    case 'clearSelection':
    case 'viewMode':
      return { ...state, selection: null, projectParcels: null };
    case 'projectParcels':
      return { ...state, selection: null, projectParcels: action.view };
    case 'projectParcelType':
      return state.projectParcels
        ? { ...state, projectParcels: { ...state.projectParcels, type: action.parcelType } }
        : state;
    case 'projectFromParcel':
      return {
        ...state,
        tab: 'projects',
        projectKind: action.isChild ? 'child' : 'parent',
        projectParcels: null,
      };
    case 'detail':
      return { ...state, detail: action.detail };
    case 'family':
      return { ...state, family: action.family };
    case 'moreFilters':
      return { ...state, moreFilters: action.open };
    case 'viewQuery':
      return { ...state, viewQuery: action.open };
    case 'projectQuery':
      return { ...state, projectQuery: action.project };
    case 'side':
      return { ...state, sideOpen: action.open };
    case 'toggleSide':
      return { ...state, sideOpen: !state.sideOpen };
  }
}

/** The More Information target of a selection, a card or a map item. */
export const detailOf = (s: { type: 'Parcel' | 'Project'; id: number; isChild?: boolean }): DetailTarget =>
  s.type === 'Parcel' ? { type: 'Parcel', id: s.id } : { type: 'Project', id: s.id, isChild: !!s.isChild };
