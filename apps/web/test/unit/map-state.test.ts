import { describe, expect, it } from 'vitest';
import {
  detailOf,
  initialMapState,
  mapReducer,
  type MapAction,
  type MapScreenState,
  type ProjectParcelsView,
  type Selection,
} from '../../src/features/map/map-state.js';
import {
  parseViewport,
  withAddressCoords,
  withPolygon,
  withViewport,
  withoutParam,
} from '../../src/features/map/url-state.js';

// The map screen's state (apps/web/src/features/map/map-state.ts): what each user action opens, keeps and clears.

const parcel: Selection = { type: 'Parcel', id: 7, lat: 40.7, lng: -111.9, label: '12-345-6789' };
const project: Selection = {
  type: 'Project',
  id: 3,
  isChild: true,
  lat: 40.6,
  lng: -111.8,
  label: 'Ivory Ridge',
};
const parcelsOfProject: ProjectParcelsView = {
  projectId: 3,
  type: 'all',
  isChild: false,
  name: 'Ivory Ridge',
  lat: 40.6,
  lng: -111.8,
};

const run = (state: MapScreenState, ...actions: MapAction[]) => actions.reduce(mapReducer, state);
const desktop = initialMapState(false);

describe('map screen state', () => {
  it('opens on the Parcels tab of parent projects, nothing selected or open; the side panel closed on a phone', () => {
    expect(desktop).toEqual({
      tab: 'parcels',
      projectKind: 'parent',
      selection: null,
      projectParcels: null,
      family: null,
      detail: null,
      moreFilters: false,
      viewQuery: false,
      projectQuery: null,
      sideOpen: true,
    });
    expect(initialMapState(true).sideOpen).toBe(false);
  });

  it('changing tab clears the selection and the Project Parcels view; the kind of project clears the selection only', () => {
    const busy = run(
      desktop,
      { type: 'projectParcels', view: parcelsOfProject },
      { type: 'select', selection: parcel },
    );
    expect(run(busy, { type: 'tab', tab: 'projects' })).toMatchObject({
      tab: 'projects',
      selection: null,
      projectParcels: null,
    });
    expect(run(busy, { type: 'projectKind', kind: 'child' })).toMatchObject({
      projectKind: 'child',
      selection: null,
      projectParcels: parcelsOfProject,
    });
  });

  it("'View parcels on map' replaces the selection; its sub-type changes only while it is shown", () => {
    const shown = run(
      desktop,
      { type: 'select', selection: parcel },
      { type: 'projectParcels', view: parcelsOfProject },
    );
    expect(shown).toMatchObject({ selection: null, projectParcels: parcelsOfProject });
    expect(run(shown, { type: 'projectParcelType', parcelType: 'buildableParcels' }).projectParcels).toEqual({
      ...parcelsOfProject,
      type: 'buildableParcels',
    });
    expect(run(desktop, { type: 'projectParcelType', parcelType: 'buildableParcels' })).toBe(desktop);
  });

  it("the banner's Clear and a view mode clear both the selection and the Project Parcels view", () => {
    const busy = run(
      desktop,
      { type: 'projectParcels', view: parcelsOfProject },
      { type: 'select', selection: parcel },
    );
    for (const type of ['clearSelection', 'viewMode'] as const)
      expect(run(busy, { type })).toMatchObject({ selection: null, projectParcels: null });
  });

  it('a project link in the parcel modal goes to the Projects tab of its kind, keeping the open modal', () => {
    const fromModal = run(
      desktop,
      { type: 'select', selection: parcel },
      { type: 'detail', detail: { type: 'Parcel', id: 7 } },
      { type: 'projectParcels', view: parcelsOfProject },
      { type: 'projectFromParcel', isChild: true },
    );
    expect(fromModal).toMatchObject({
      tab: 'projects',
      projectKind: 'child',
      projectParcels: null,
      detail: { type: 'Parcel', id: 7 },
    });
    expect(run(fromModal, { type: 'projectFromParcel', isChild: false }).projectKind).toBe('parent');
  });

  it('drawers and modals open and close on their own, leaving the rest as it was', () => {
    const selected = run(desktop, { type: 'select', selection: project });
    const open = run(
      selected,
      { type: 'moreFilters', open: true },
      { type: 'viewQuery', open: true },
      { type: 'family', family: { id: 3, isChild: false, name: 'Ivory Ridge' } },
      { type: 'projectQuery', project: { id: 3, isChild: false, name: 'Ivory Ridge' } },
      { type: 'detail', detail: detailOf(project) },
      { type: 'sortBy', sortBy: 'acreage' },
    );
    expect(open).toMatchObject({
      selection: project,
      moreFilters: true,
      viewQuery: true,
      family: { id: 3 },
      projectQuery: { id: 3 },
      detail: { type: 'Project', id: 3, isChild: true },
      sortBy: 'acreage',
    });
    const closed = run(
      open,
      { type: 'moreFilters', open: false },
      { type: 'viewQuery', open: false },
      { type: 'family', family: null },
      { type: 'projectQuery', project: null },
      { type: 'detail', detail: null },
      { type: 'sortBy', sortBy: undefined },
    );
    expect(closed).toEqual(selected);
  });

  it('the side panel toggles, or closes when a card is chosen on a phone', () => {
    expect(run(desktop, { type: 'toggleSide' }).sideOpen).toBe(false);
    expect(run(desktop, { type: 'toggleSide' }, { type: 'toggleSide' }).sideOpen).toBe(true);
    expect(run(desktop, { type: 'side', open: false }).sideOpen).toBe(false);
  });

  it('More Information of a parcel names the parcel, of a project also its kind', () => {
    expect(detailOf(parcel)).toEqual({ type: 'Parcel', id: 7 });
    expect(detailOf({ type: 'Project', id: 4 })).toEqual({ type: 'Project', id: 4, isChild: false });
  });
});

describe("the map screen's URL edits", () => {
  const base = new URLSearchParams({ cities: 'Provo', addressCoords: '40.2,-111.6' });

  it('a picked address is kept as "lat,lng"', () => {
    expect(
      withAddressCoords(new URLSearchParams('cities=Provo'), { lat: 40.25, lng: -111.65 }).toString(),
    ).toBe('cities=Provo&addressCoords=40.25%2C-111.65');
  });

  it('a map move writes viewport and zoom (two decimals) and forgets the address', () => {
    const viewport = { northEast: { lat: 40.8, lng: -111.7 }, southWest: { lat: 40.5, lng: -112 } };
    const moved = withViewport(base, viewport, 11.23456);
    expect(moved.get('zoom')).toBe('11.23');
    expect(parseViewport(moved.get('viewport'))).toEqual(viewport);
    expect(moved.has('addressCoords')).toBe(false);
    expect(moved.get('cities')).toBe('Provo');
    expect(base.has('addressCoords')).toBe(true); // the input is not modified
  });

  it('a drawn polygon is added, and cleared without touching the rest', () => {
    const drawn = withPolygon(base, [
      [-111.9, 40.7],
      [-111.8, 40.7],
      [-111.8, 40.8],
    ]);
    expect(drawn.get('coords')).toBe('[[-111.9,40.7],[-111.8,40.7],[-111.8,40.8]]');
    expect(withoutParam(drawn, 'coords').toString()).toBe(base.toString());
  });
});
