import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { App } from 'antd';
import {
  INVALID_COORDS_DESCRIPTION,
  INVALID_COORDS_MESSAGE,
  parseCoords,
  parseViewport,
  parseZoom,
  readFilters,
  validateParams,
  type FilterKey,
  type PolygonCoords,
  type Viewport,
} from './url-state.js';

export interface MapUrl {
  params: URLSearchParams;
  filters: Partial<Record<FilterKey, string>>;
  viewport?: Viewport;
  zoom?: number;
  coords?: PolygonCoords;
  /** Replaces the query string (filter changes replace the URL). */
  update: (fn: (current: URLSearchParams) => URLSearchParams) => void;
}

/** Reads the validated query string; drops invalid map parameters once, with the spec's toast for coords. */
export function useMapUrl(): MapUrl {
  const [searchParams, setSearchParams] = useSearchParams();
  const { notification } = App.useApp();
  const validation = useMemo(() => validateParams(searchParams), [searchParams]);
  const warned = useRef<string | null>(null);

  useEffect(() => {
    if (!validation.changed) return;
    if (validation.invalidCoords && warned.current !== searchParams.get('coords')) {
      warned.current = searchParams.get('coords');
      notification.error({
        key: 'invalid-coords',
        title: INVALID_COORDS_MESSAGE,
        description: INVALID_COORDS_DESCRIPTION,
        duration: 5,
      });
    }
    setSearchParams(validation.params, { replace: true });
  }, [validation, searchParams, setSearchParams, notification]);

  const params = validation.params;
  const update = useCallback(
    (fn: (current: URLSearchParams) => URLSearchParams) => {
      // A debounced map move can settle after the user has left the map: never pull them back to it.
      if (window.location.pathname !== '/map') return;
      // From the address as it is now: React Router hands a functional update the query string of its last
      // render, so two updates before the next render (Clear, then a map move settling) would undo the first.
      setSearchParams(() => fn(validateParams(new URLSearchParams(window.location.search)).params), {
        replace: true,
      });
    },
    [setSearchParams],
  );

  return useMemo(
    () => ({
      params,
      filters: readFilters(params),
      viewport: parseViewport(params.get('viewport')),
      zoom: parseZoom(params.get('zoom')),
      coords: parseCoords(params.get('coords')),
      update,
    }),
    [params, update],
  );
}
