import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { seesPlaceholdersNow } from '../../app/session.js';
import { App, Button, Spin, Tooltip } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { ParcelCard, ProjectCard, ProjectDetail, SearchResult } from '@utah-land/shared';
import { isPlaceholder, mapApi, mapKeys, type FilterQuery } from '../../api/map.js';
import { useQueryClient } from '@tanstack/react-query';
import { session } from '../../app/session.js';
import { useMapUrl } from './use-map-url.js';
import { useSurveyFilters } from '../surveys/use-survey-filters.js';
import {
  ADDRESS_ZOOM,
  INVALID_FILTER_MESSAGE,
  badParamOf,
  OTHER_SELECT_ZOOM,
  PARCEL_SELECT_ZOOM,
  initialCamera,
  serializeCoords,
  serializeViewport,
  viewportChanged,
  withAddressCoords,
  withPolygon,
  withViewport,
  withoutParam,
  type Viewport,
} from './url-state.js';
import { detailOf, initialMapState, mapReducer, type Selection } from './map-state.js';
import { useMapData } from './use-map-data.js';
import { parcelTilesUrl } from '../../api/tiles.js';
import { AddressSearch } from './filters/address-search.js';
import { RefineCriteria } from './filters/refine-criteria.js';
import { MoreFiltersDrawer } from './filters/more-filters-drawer.js';
import { SelectedFilters } from './filters/selected-filters.js';
import { ResultsBox, useParcelCountQuery } from './results/results-box.js';
import { ApiError } from '../../api/client.js';
import { ProjectParcelsQueryDrawer, ViewQueryDrawer } from '../common/view-query-drawer.js';
import { MapView } from './map-view/map-view.js';
import { MapPager } from './map-view/map-pager.js';
import { SelectionModal, SelectionSummary, NARROW_MAP_BREAKPOINT } from './selection-summary.js';
import { DetailModals } from './detail-modals.js';
import { OwnerPortfolio } from '../portfolios/owner-portfolio.js';
import { AreaExportButton } from '../area-export/area-export-button.js';
import { useNarrow } from '../common/use-narrow.js';
import { useCamera } from './use-camera.js';
import { parcelNumberOf, useNamedSelection } from './use-named-selection.js';
import { SelectionBanner } from './selection-banner.js';
import { SavedSearchBanner } from './saved-search-banner.js';
import { useFillHeight } from './use-fill-height.js';
import type { ViewOnMapPayload } from '../records/view-mode.js';
import type { BookmarksOnMap } from '../bookmarks/index.js';
import { useMatchesUi } from './use-matches-ui.js';
import { bookmarksMode, gridMode, matchesMode, type ViewItem, type ViewMode } from '../records/view-mode.js';
import { ProjectFamilyDrawer } from './project-family/project-family-drawer.js';
import { useViewMode } from './view-mode/use-view-mode.js';
import { ViewModeLayers } from './view-mode/view-mode-layers.js';
import { ViewModePanel } from './view-mode/view-mode-panel.js';
import { ViewModeBanner } from './view-mode/view-mode-banner.js';
import { MapSurveyContext } from './map-survey-context.js';
import './map.css';

export const CENTER_MISSING = 'Center coordinates not available for the selected item';
export const PROJECT_COORDS_MISSING = 'Oops! Latitude and Longitude for the project not found';

/** The map screen: URL-driven filters, results box, map, selection and detail views. */
export function MapScreen() {
  const { notification } = App.useApp();
  const url = useMapUrl();
  useSurveyFilters(url.filters.surveyId, url.update);
  const fill = useFillHeight<HTMLDivElement>();
  const isAdmin = session.isAdmin();
  // Free Trial placeholders, as the access policy decides (the server sends placeholders anyway).
  const freeTrial = seesPlaceholdersNow();
  const narrow = useNarrow(NARROW_MAP_BREAKPOINT);
  const mobile = useNarrow(768);

  const [camera] = useState(() => initialCamera(url.params));
  const [view, setView] = useState<{ viewport: Viewport; zoom: number } | null>(null);
  const { cameraRequest, fly, fitPoints, fitBox, moves } = useCamera();
  const [state, dispatch] = useReducer(mapReducer, mobile, initialMapState);
  const { tab, projectKind, sortBy, selection, projectParcels, family, detail, moreFilters, viewQuery } =
    state;
  const { projectQuery, sideOpen } = state;
  const setSelection = (s: Selection | null) => dispatch({ type: 'select', selection: s });
  // What the banner and the matches name the selection by (a parcel by its county's number).
  const named = useNamedSelection(selection);
  // The admin's survey-taker context (spec 2.8): passed on every call that takes it.
  const surveyTaker = url.params.get('surveyTaker') ?? '';
  const matchSubject = named
    ? {
        type: named.type,
        id: named.id,
        isChild: named.isChild,
        name: named.label,
        surveyTaker,
      }
    : null;
  // 'View all on map' / bookmarks 'View on map': a view mode showing only those items.
  const viewMode = useViewMode(fitPoints);
  const showMatchesOnMap = (payload: ViewOnMapPayload) => {
    if (!payload.points.length) return errorToast(CENTER_MISSING);
    setSelection(null); // the Project Parcels view stays under the matches
    viewMode.start(matchesMode(payload));
  };
  // Bookmarks, grid view and a project's family: only those items on the map, with their list.
  const showOnMap = (mode: ViewMode) => {
    if (!mode.items.length) return errorToast(CENTER_MISSING);
    dispatch({ type: 'viewMode' });
    viewMode.start(mode);
  };
  const showBookmarksOnMap = ({ parcels, projects }: BookmarksOnMap) =>
    showOnMap(bookmarksMode(parcels, projects));
  // Matching. In 'Matches' mode the drawer stays about the matched subject, whatever is selected.
  const matches = useMatchesUi(viewMode.mode?.subject ?? matchSubject, showMatchesOnMap);
  const selectViewItem = (i: ViewItem) => {
    viewMode.mark(i);
    if (i.type === 'Parcel') selectParcel(i.id, i.lat, i.lng, i.title);
    else if (i.type === 'Project') selectProject(i.id, !!i.isChild, i.lat, i.lng, i.title);
    else {
      setSelection(null);
      fly(i.lat, i.lng, PARCEL_SELECT_ZOOM);
    }
  };

  const errorToast = (description: string) =>
    notification.error({ title: 'Oops!', description, duration: 10, key: description });

  // Filters and the polygon; the lists and counts add the box the map shows. The list is always what is in view:
  // the map's own box after every move (not the URL's, which is written only past the spec's thresholds and, from a
  // link, is a box the window may not have), and nothing before the map has reported one (no statewide figure
  // while a link's place loads).
  const filterQuery = useMemo<FilterQuery>(() => {
    const q: FilterQuery = { ...url.filters };
    if (url.coords) q.coords = serializeCoords(url.coords);
    return q;
  }, [url.filters, url.coords]);
  const shownBox = view && serializeViewport(view.viewport);
  const listQuery = useMemo<FilterQuery | null>(
    () => (shownBox ? { ...filterQuery, viewport: shownBox } : null),
    [filterQuery, shownBox],
  );
  // A link with a bad filter value: the server's message shows and the parameter it names is dropped (spec 5 does
  // the same for invalid coordinates). The parcel count is the results box's own request, shared.
  const countError = useParcelCountQuery(listQuery).error;
  const handledError = useRef<unknown>(null);
  useEffect(() => {
    if (!(countError instanceof ApiError) || countError.status !== 400) return;
    if (handledError.current === countError) return;
    handledError.current = countError;
    notification.error({
      key: 'invalid-filter',
      title: INVALID_FILTER_MESSAGE,
      description: countError.message,
      duration: 10,
    });
    const bad = badParamOf(countError.message);
    if (bad) url.update((p) => withoutParam(p, bad));
  }, [countError, notification, url]);
  // The Parcels tab's live map draws every parcel in view from vector tiles with the same filters; the coordinates
  // call then gives the clusters below zoom 14 and the project markers only (its pages are about markers).
  const mapData = useMapData({
    base: filterQuery,
    view,
    tab,
    projectKind,
    projectParcels,
    parcelTiles: true,
  });
  const parcelTiles =
    tab === 'parcels' && !viewMode.mode && !projectParcels ? parcelTilesUrl(filterQuery) : undefined;

  const onViewChange = useCallback(
    (next: { viewport: Viewport; zoom: number; moved: boolean; asked: boolean }) => {
      setView(next);
      // With no viewport in the URL the counts are statewide: the URL gets one only once the map is moved.
      if (!url.viewport && !next.moved) return;
      // The app's own moves (a place fitted, an address picked) are always written; small drifts are not.
      if (next.asked || viewportChanged({ viewport: url.viewport, zoom: url.zoom }, next)) {
        url.update((p) => withViewport(p, next.viewport, next.zoom));
      }
    },
    [url],
  );

  // Choosing a city, county, ZIP code or area tag fits the map to those places (not on load: a link keeps its view).
  const { cities, counties, postalCodes, utahAreaTags } = url.filters;
  const places = useMemo(
    () => ({ cities, counties, postalCodes, utahAreaTags }),
    [cities, counties, postalCodes, utahAreaTags],
  );
  const shownPlaces = useRef(places);
  useEffect(() => {
    const before = shownPlaces.current;
    shownPlaces.current = places;
    if (
      before.cities === places.cities &&
      before.counties === places.counties &&
      before.postalCodes === places.postalCodes &&
      before.utahAreaTags === places.utahAreaTags
    )
      return;
    if (!Object.values(places).some(Boolean)) return;
    let live = true;
    const asked = moves();
    mapApi
      .placeBounds(places)
      .then(({ bounds }) => {
        // A move asked meanwhile (an address picked, an item selected) wins over a late answer.
        if (live && bounds && moves() === asked) fitBox(bounds);
      })
      .catch(() => undefined); // the lists show the server's message for bad values
    return () => {
      live = false;
    };
  }, [places, fitBox, moves]);

  // 'View parcels on map': fit the project's parcels once they arrive.
  const fitted = useRef<number | null>(null);
  useEffect(() => {
    const parcels = mapData.data?.parcels;
    if (!projectParcels || !parcels?.length || fitted.current === projectParcels.projectId) return;
    fitted.current = projectParcels.projectId;
    fitPoints(parcels.map((p) => p.geomCenter.coordinates));
  }, [mapData.data, projectParcels, fitPoints]);

  const selectParcel = (id: number, lat: number | undefined, lng: number | undefined, label: string) => {
    if (lat === undefined || lng === undefined) return errorToast(CENTER_MISSING);
    setSelection({ type: 'Parcel', id, lat, lng, label });
    fly(lat, lng, PARCEL_SELECT_ZOOM);
  };
  const selectProject = (
    id: number,
    isChild: boolean,
    lat: number | null,
    lng: number | null,
    label: string,
  ) => {
    if (lat === null || lng === null) return errorToast(CENTER_MISSING);
    setSelection({ type: 'Project', id, isChild, lat, lng, label });
    fly(lat, lng, OTHER_SELECT_ZOOM);
  };
  // A project link in the parcel modal: select the project (its centre from its record), the parcel as context.
  const queryClient = useQueryClient();
  const selectProjectFrom = async (
    ref: { id: number; isChild: boolean; name: string },
    context: NonNullable<Selection['context']>,
  ) => {
    const kind = ref.isChild ? 'child' : 'parent';
    try {
      const p = await queryClient.query({
        queryKey: mapKeys.projectInfo(kind, ref.id, surveyTaker),
        queryFn: () => mapApi.projectInfo(kind, ref.id, surveyTaker),
      });
      if (isPlaceholder(p) || p.lat === null || p.lng === null) return errorToast(CENTER_MISSING);
      setSelection({
        type: 'Project',
        id: ref.id,
        isChild: ref.isChild,
        lat: p.lat,
        lng: p.lng,
        label: ref.name,
        context,
      });
      fly(p.lat, p.lng, OTHER_SELECT_ZOOM);
    } catch (e) {
      errorToast((e as Error).message);
    }
  };
  const onCardParcel = (p: ParcelCard) => {
    if (mobile) dispatch({ type: 'side', open: false });
    const [lng, lat] = p.geomCenter?.coordinates ?? [];
    selectParcel(p.id, lat, lng, parcelNumberOf(p));
  };
  const onCardProject = (p: ProjectCard) => {
    if (mobile) dispatch({ type: 'side', open: false });
    selectProject(p.id, p.isChild, p.lat, p.lng, p.project_name_processed);
  };
  const viewParcelsOnMap = (p: ProjectDetail) => {
    dispatch({ type: 'detail', detail: null });
    if (p.lat === null || p.lng === null) return errorToast(PROJECT_COORDS_MISSING);
    fitted.current = null;
    dispatch({
      type: 'projectParcels',
      view: {
        projectId: p.id,
        type: 'all',
        isChild: p.isChild,
        name: p.project_name_processed,
        lat: p.lat,
        lng: p.lng,
      },
    });
    fly(p.lat, p.lng, OTHER_SELECT_ZOOM - 1);
  };
  const onPick = (r: SearchResult) => {
    url.update((p) => withAddressCoords(p, r));
    fly(r.lat, r.lng, ADDRESS_ZOOM);
  };
  const moreInfo = (s: { type: 'Parcel' | 'Project'; id: number; isChild?: boolean }) =>
    dispatch({ type: 'detail', detail: detailOf(s) });

  // The column comes before its toggle in the page: shown, it takes the focus (on a phone it covers the map, where
  // the next Tab would otherwise go).
  const side = useRef<HTMLElement>(null);
  const toggleSide = () => {
    dispatch({ type: 'toggleSide' });
    if (!sideOpen)
      requestAnimationFrame(() =>
        side.current?.querySelector<HTMLElement>('input, button, [tabindex="0"]')?.focus(),
      );
  };

  return (
    <div className="map-screen" data-testid="map-screen" ref={fill.ref} style={{ height: fill.height }}>
      <aside
        ref={side}
        id="map-side"
        aria-label="Filters and results"
        className={`map-side${sideOpen ? '' : ' collapsed'}`}
        data-testid="map-side"
      >
        <MapSurveyContext url={url} isAdmin={isAdmin} />
        <AddressSearch onPick={onPick} />
        <RefineCriteria url={url} onMoreFilters={() => dispatch({ type: 'moreFilters', open: true })} />
        <SelectedFilters
          url={url}
          isAdmin={isAdmin}
          onViewQuery={() => dispatch({ type: 'viewQuery', open: true })}
        />
        <AreaExportButton filters={filterQuery} />
        <ResultsBox
          query={listQuery}
          filters={filterQuery}
          tab={tab}
          onTab={(t) => dispatch({ type: 'tab', tab: t })}
          projectKind={projectKind}
          onProjectKind={(kind) => dispatch({ type: 'projectKind', kind })}
          isAdmin={isAdmin}
          freeTrial={freeTrial}
          sortBy={sortBy}
          onSortBy={(s) => dispatch({ type: 'sortBy', sortBy: s })}
          selection={selection}
          onSelectParcel={onCardParcel}
          onSelectProject={onCardProject}
          onMoreInfo={(item) =>
            moreInfo(
              'parcelId' in item
                ? { type: 'Parcel', id: item.id }
                : { type: 'Project', id: item.id, isChild: item.isChild },
            )
          }
          onViewBookmarksOnMap={showBookmarksOnMap}
          onViewGridOnMap={(rows, gridTab) => showOnMap(gridMode(rows, gridTab))}
          onProjectFamily={(p) =>
            dispatch({
              type: 'family',
              family: { id: p.id, isChild: p.isChild, name: p.project_name_processed },
            })
          }
          onViewProjectQuery={(p) =>
            dispatch({
              type: 'projectQuery',
              project: { id: p.id, isChild: p.isChild, name: p.project_name_processed },
            })
          }
        />
      </aside>
      <section className="map-main">
        <Tooltip title={sideOpen ? 'Hide filters' : 'Show filters'} placement="right">
          <Button
            className="map-collapse-toggle"
            size="small"
            icon={sideOpen ? <LeftOutlined /> : <RightOutlined />}
            aria-label={sideOpen ? 'Hide filters' : 'Show filters'}
            aria-controls="map-side"
            onClick={toggleSide}
          />
        </Tooltip>
        <MapView
          initialCamera={camera}
          cameraRequest={cameraRequest}
          results={viewMode.mode ? undefined : mapData.data}
          parcelTiles={parcelTiles}
          polygon={url.coords}
          selection={selection}
          popup={
            selection && !narrow ? (
              <SelectionSummary selection={selection} onMoreInfo={() => moreInfo(selection)} />
            ) : undefined
          }
          onPopupClose={() => setSelection(null)}
          onViewChange={onViewChange}
          onSelectParcel={(id, lat, lng, label) => selectParcel(id, lat, lng, label)}
          onSelectProject={(p) => selectProject(p.id, p.isChild, p.lat, p.lng, p.name)}
          onPolygonDrawn={(coords) => url.update((p) => withPolygon(p, coords))}
          onPolygonClear={() => url.update((p) => withoutParam(p, 'coords'))}
        >
          {viewMode.mode && (
            <ViewModeLayers
              items={viewMode.mode.items}
              selectedKey={viewMode.selectedKey}
              onSelect={selectViewItem}
            />
          )}
        </MapView>
        {viewMode.mode && (
          <ViewModeBanner
            mode={viewMode.mode}
            onList={() => viewMode.setPanelOpen(true)}
            actions={viewMode.mode.subject && matches.button(viewMode.mode.subject)}
            onClear={() => {
              viewMode.clear();
              setSelection(null);
            }}
          />
        )}
        <SelectionBanner
          selection={viewMode.mode ? null : named}
          projectParcels={projectParcels}
          onClear={() => dispatch({ type: 'clearSelection' })}
          onProjectParcelType={(parcelType) => dispatch({ type: 'projectParcelType', parcelType })}
        >
          {matchSubject && !projectParcels && matches.button(matchSubject)}
        </SelectionBanner>
        <SavedSearchBanner url={url} hidden={!!viewMode.mode || !!selection || !!projectParcels} />
        {!viewMode.mode && <MapPager paging={mapData.paging} loading={mapData.isFetching} />}
        {mapData.isFetching && <Spin className="map-loading" size="small" />}
      </section>

      {selection && narrow && (
        <SelectionModal
          selection={selection}
          onClose={() => setSelection(null)}
          onMoreInfo={() => moreInfo(selection)}
        />
      )}
      <MoreFiltersDrawer
        url={url}
        open={moreFilters}
        onClose={() => dispatch({ type: 'moreFilters', open: false })}
      />
      {isAdmin && (
        <ViewQueryDrawer
          open={viewQuery}
          onClose={() => dispatch({ type: 'viewQuery', open: false })}
          query={listQuery ?? filterQuery}
        />
      )}
      {isAdmin && (
        <ProjectParcelsQueryDrawer
          project={projectQuery}
          onClose={() => dispatch({ type: 'projectQuery', project: null })}
        />
      )}
      <DetailModals
        detail={detail}
        onDetail={(d) => dispatch({ type: 'detail', detail: d })}
        onSelectProject={(ref, parcel) => {
          dispatch({ type: 'projectFromParcel', isChild: ref.isChild });
          void selectProjectFrom(ref, { type: 'Parcel', ...parcel });
        }}
        onViewParcels={viewParcelsOnMap}
      />
      <OwnerPortfolio onViewOnMap={showOnMap} onOpen={() => dispatch({ type: 'detail', detail: null })} />
      {viewMode.mode && (
        <ViewModePanel
          mode={viewMode.mode}
          open={viewMode.panelOpen}
          page={viewMode.paging.page}
          limit={viewMode.paging.limit}
          selectedKey={viewMode.selectedKey}
          onPage={(page, limit) => viewMode.setPaging({ page, limit })}
          onClose={() => viewMode.setPanelOpen(false)}
          onSelect={selectViewItem}
        />
      )}
      <ProjectFamilyDrawer
        target={family}
        isAdmin={isAdmin}
        freeTrial={freeTrial}
        onClose={() => dispatch({ type: 'family', family: null })}
        onSelect={(p) => {
          dispatch({ type: 'family', family: null });
          onCardProject(p);
        }}
        onMoreInfo={(p) => moreInfo({ type: 'Project', id: p.id, isChild: p.isChild })}
        onViewOnMap={(mode) => {
          dispatch({ type: 'family', family: null });
          showOnMap(mode);
        }}
      />
      {matches.drawer}
    </div>
  );
}

export default MapScreen;
