import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import MapGL, {
  type ErrorEvent,
  NavigationControl,
  Popup,
  ScaleControl,
  type MapLayerMouseEvent,
  type MapRef,
} from 'react-map-gl/maplibre';
import 'maplibre-gl/dist/maplibre-gl.css';
import type { MapResults } from '@utah-land/shared';
import {
  CLUSTER_ZOOM_STEP,
  MAX_ZOOM,
  MIN_ZOOM,
  UTAH_FIT_PADDING,
  VIEWPORT_DEBOUNCE_MS,
  type Camera,
  type PolygonCoords,
  type Viewport,
} from '../url-state.js';
import type { Selection } from '../map-state.js';
import {
  BASEMAP_LABELS,
  STREET_LABEL_LAYER,
  basemapStyle,
  storeBasemap,
  storedBasemap,
  type BasemapId,
} from './map-style.js';
import { BasemapSwitcher } from './basemap-switcher.js';
import { ClusterMarkers, ProjectMarkers } from './markers.js';
import { ParcelLayers, ParcelTileLayers, PARCEL_FILL_LAYER } from './parcel-layers.js';
import { transformTileRequest } from '../../../api/tiles.js';
import { DrawLayers } from './draw-layers.js';
import { DrawControl } from './draw-control.js';
import { CountyLabels } from './county-labels.js';
import { DataAttribution } from './data-attribution.js';

export type CameraRequest =
  | { kind: 'center'; latitude: number; longitude: number; zoom: number; seq: number }
  | { kind: 'bounds'; bounds: [[number, number], [number, number]]; seq: number };

interface Props {
  initialCamera: Camera;
  cameraRequest?: CameraRequest;
  results?: MapResults;
  /**
   * The parcels' vector tile URL (the live map of the Parcels tab): every parcel in view is drawn from tiles, and
   * `results` gives the clusters and project markers only. Without it the map draws `results.parcels`.
   */
  parcelTiles?: string;
  polygon?: PolygonCoords;
  selection?: Selection | null;
  /** The selection popover (desktop): rendered in a map popup at the selected item. */
  popup?: ReactNode;
  onPopupClose: () => void;
  /**
   * The map's view after a move; `moved` once the user or the app has moved the camera (not on load); `asked` when
   * the move was the app's (a camera request), which the URL always records.
   */
  onViewChange: (view: { viewport: Viewport; zoom: number; moved: boolean; asked: boolean }) => void;
  onSelectParcel: (id: number, lat: number, lng: number, label: string) => void;
  onSelectProject: (p: MapResults['projects'][number]) => void;
  onPolygonDrawn: (coords: PolygonCoords) => void;
  onPolygonClear: () => void;
  /** More map content (e.g. a view mode's items). */
  children?: ReactNode;
}

/** The app's own map sources: their errors are not the basemap's. */
const OVERLAY_SOURCES = new Set([
  'parcels',
  'parcel-tiles',
  'applied-polygon',
  'draft-polygon',
  'view-mode-parcels',
  'counties',
]);

const near = (a: [number, number], b: [number, number]) =>
  Math.abs(a[0] - b[0]) < 1e-7 && Math.abs(a[1] - b[1]) < 1e-7;

/** The map: offline or configured base style, clusters, parcel polygons, project markers, drawing, popup. */
export function MapView(props: Props) {
  const { initialCamera, cameraRequest, results, parcelTiles, polygon, selection, popup } = props;
  const mapRef = useRef<MapRef>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [zoom, setZoom] = useState(initialCamera.zoom);
  // The box the map last reported (west,south,east,north), on the map element for the browser tests.
  const [shownBox, setShownBox] = useState<string>();
  const [drawing, setDrawing] = useState(false);
  // Parcels drawn from tiles in view (distinct ids; a parcel across tile edges is one), counted when the map idles.
  const [tileParcels, setTileParcels] = useState(0);
  // The street names the offline basemap placed on screen (a few, for the browser tests), read when the map idles.
  const [streetNames, setStreetNames] = useState<string>();
  const readStreetNames = () => {
    const map = mapRef.current;
    if (!map || !map.getLayer(STREET_LABEL_LAYER)) return setStreetNames(undefined);
    const names = new Set(
      map.queryRenderedFeatures({ layers: [STREET_LABEL_LAYER] }).map((f) => f.properties?.name),
    );
    setStreetNames([...names].sort().slice(0, 20).join('|') || undefined);
  };
  const onIdle = () => {
    countTileParcels();
    readStreetNames();
  };
  const countTileParcels = () => {
    const map = mapRef.current;
    if (!map || !parcelTiles || !map.getLayer(PARCEL_FILL_LAYER)) return setTileParcels(0);
    const ids = new Set(
      map.queryRenderedFeatures({ layers: [PARCEL_FILL_LAYER] }).map((f) => f.properties?.id),
    );
    setTileParcels(ids.size);
  };
  const [draft, setDraft] = useState<PolygonCoords>([]);
  const onViewChange = props.onViewChange;
  const [basemap, setBasemap] = useState<BasemapId>(storedBasemap);
  const [basemapNotice, setBasemapNotice] = useState<string | null>(null);
  const mapStyle = basemapStyle(basemap);
  const chooseBasemap = (id: BasemapId) => {
    setBasemapNotice(null);
    setBasemap(id);
    storeBasemap(id);
  };
  // An online basemap that fails (no network, service down) falls back to the offline Outline with a notice.
  const onMapError = (e: ErrorEvent) => {
    // Tile and source errors name their source; a style that cannot be fetched names none.
    const sourceId = (e as ErrorEvent & { sourceId?: string }).sourceId;
    if (basemap === 'outline' || (sourceId && OVERLAY_SOURCES.has(sourceId))) return;
    chooseBasemap('outline');
    setBasemapNotice(`${BASEMAP_LABELS[basemap]} could not be loaded; showing Outline.`);
  };
  // Whether the camera has been moved by the user or by the app since load (a resize alone does not count).
  const moved = useRef(false);
  const asked = useRef(false);

  const emitView = useCallback(() => {
    const map = mapRef.current;
    if (!map) return;
    const b = map.getBounds();
    setZoom(map.getZoom());
    setShownBox([b.getWest(), b.getSouth(), b.getEast(), b.getNorth()].map((n) => n.toFixed(6)).join(','));
    onViewChange({
      viewport: {
        northEast: { lat: b.getNorth(), lng: b.getEast() },
        southWest: { lat: b.getSouth(), lng: b.getWest() },
      },
      zoom: Math.round(map.getZoom() * 100) / 100,
      moved: moved.current,
      asked: asked.current,
    });
    asked.current = false;
  }, [onViewChange]);

  useEffect(() => () => clearTimeout(timer.current), []);

  // The default view is all of Utah until the camera is moved, also when the map's box changes size (the filter
  // column folding, a phone turning) after the first fit.
  const fitUtah = () => {
    const map = mapRef.current;
    if (!map || !initialCamera.bounds || moved.current) return;
    map.fitBounds(initialCamera.bounds, { padding: UTAH_FIT_PADDING, duration: 0 });
  };

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !cameraRequest) return;
    moved.current = true;
    asked.current = true;
    if (cameraRequest.kind === 'center') {
      map.flyTo({
        center: [cameraRequest.longitude, cameraRequest.latitude],
        zoom: cameraRequest.zoom,
        duration: 900,
      });
    } else {
      map.fitBounds(cameraRequest.bounds, { padding: 60, maxZoom: 18, duration: 900 });
    }
  }, [cameraRequest]);

  const finish = (points: PolygonCoords) => {
    const clean = points.filter((p, i) => i === 0 || !near(p, points[i - 1]!));
    setDrawing(false);
    setDraft([]);
    if (clean.length >= 3) props.onPolygonDrawn(clean);
  };

  const onClick = (e: MapLayerMouseEvent) => {
    if (drawing) {
      setDraft((d) => [...d, [e.lngLat.lng, e.lngLat.lat]]);
      return;
    }
    const feature = e.features?.find((f) => f.layer.id === PARCEL_FILL_LAYER);
    if (feature) {
      const id = Number(feature.properties?.id);
      // A tile's shape carries the parcel's number as the screen writes it (the county's format, else the raw id;
      // Free Trial's none), so the label is right from the click; the record confirms it once loaded
      // (use-named-selection.ts). A project's parcels (GeoJSON) carry the raw id: their label starts empty.
      const label = feature.source === 'parcel-tiles' ? feature.properties?.parcelId : undefined;
      props.onSelectParcel(id, e.lngLat.lat, e.lngLat.lng, typeof label === 'string' ? label : '');
    }
  };

  return (
    <div
      style={{ position: 'absolute', inset: 0 }}
      data-testid="map"
      data-zoom={zoom.toFixed(2)}
      data-mode={results?.mode}
      data-parcels={parcelTiles ? tileParcels : (results?.parcels.length ?? 0)}
      data-projects={results?.projects.length ?? 0}
      data-basemap={basemap}
      data-street-names={streetNames}
      data-bounds={shownBox}
    >
      <MapGL
        ref={mapRef}
        initialViewState={
          initialCamera.bounds
            ? { bounds: initialCamera.bounds, fitBoundsOptions: { padding: UTAH_FIT_PADDING } }
            : initialCamera
        }
        minZoom={MIN_ZOOM}
        maxZoom={MAX_ZOOM}
        mapStyle={mapStyle}
        onError={onMapError}
        style={{ width: '100%', height: '100%' }}
        attributionControl={false}
        interactiveLayerIds={[PARCEL_FILL_LAYER]}
        doubleClickZoom={!drawing}
        cursor={drawing ? 'crosshair' : undefined}
        onLoad={() => {
          fitUtah();
          emitView();
        }}
        onResize={fitUtah}
        transformRequest={transformTileRequest}
        onIdle={onIdle}
        onMove={(e) => {
          if (e.originalEvent) moved.current = true;
          setZoom(e.viewState.zoom);
          clearTimeout(timer.current);
          timer.current = setTimeout(emitView, VIEWPORT_DEBOUNCE_MS);
        }}
        onClick={onClick}
        onDblClick={(e) => {
          if (!drawing) return;
          e.preventDefault();
          finish([...draft, [e.lngLat.lng, e.lngLat.lat]]);
        }}
      >
        <NavigationControl position="top-right" showCompass={false} />
        <ScaleControl position="bottom-right" unit="imperial" />
        <DataAttribution />
        {typeof mapStyle !== 'string' && <CountyLabels visible={zoom < 9.5} />}
        {parcelTiles ? (
          <ParcelTileLayers
            tiles={parcelTiles}
            selectedId={selection?.type === 'Parcel' ? selection.id : undefined}
          />
        ) : (
          <ParcelLayers
            parcels={results?.parcels ?? []}
            selectedId={selection?.type === 'Parcel' ? selection.id : undefined}
          />
        )}
        <DrawLayers polygon={polygon} draft={draft} />
        <ClusterMarkers
          clusters={results?.clusters ?? []}
          onClick={(c) => {
            moved.current = true;
            mapRef.current?.flyTo({
              center: [c.lng, c.lat],
              zoom: Math.min(MAX_ZOOM, (mapRef.current?.getZoom() ?? zoom) + CLUSTER_ZOOM_STEP),
              duration: 700,
            });
          }}
        />
        <ProjectMarkers
          projects={results?.projects ?? []}
          selectedId={selection?.type === 'Project' ? selection.id : undefined}
          onClick={props.onSelectProject}
        />
        {selection && popup && (
          <Popup
            latitude={selection.lat}
            longitude={selection.lng}
            anchor="bottom"
            offset={selection.type === 'Project' ? 36 : 12}
            maxWidth="340px"
            closeOnClick={false}
            onClose={props.onPopupClose}
          >
            <div data-testid="selection-popover">{popup}</div>
          </Popup>
        )}
        {props.children}
      </MapGL>
      <BasemapSwitcher
        value={basemap}
        onChange={chooseBasemap}
        notice={basemapNotice}
        onDismiss={() => setBasemapNotice(null)}
      />
      <DrawControl
        drawing={drawing}
        points={draft.length}
        hasPolygon={!!polygon}
        onStart={() => {
          setDraft([]);
          setDrawing(true);
        }}
        onFinish={() => finish(draft)}
        onCancel={() => {
          setDrawing(false);
          setDraft([]);
        }}
        onClear={props.onPolygonClear}
      />
    </div>
  );
}
