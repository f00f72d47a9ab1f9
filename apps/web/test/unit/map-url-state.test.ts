import { describe, expect, it } from 'vitest';
import {
  ADDRESS_ZOOM,
  DEFAULT_CENTER,
  DEFAULT_ZOOM,
  UTAH_BOUNDS,
  POLYGON_ZOOM,
  badParamOf,
  initialCamera,
  parseAddressCoords,
  parseCoords,
  parseViewport,
  parseZoom,
  readFilters,
  serializeCoords,
  serializeViewport,
  splitList,
  joinList,
  validateParams,
  viewportChanged,
  withFilters,
  withoutFilters,
  type PolygonCoords,
  type Viewport,
} from '../../src/features/map/url-state.js';

// The map screen's query string (apps/web/src/features/map/url-state.ts): what a shared link holds is read back
// the same, and a bad value is dropped rather than shown.

const viewport: Viewport = {
  northEast: { lat: 40.812345678, lng: -111.712345678 },
  southWest: { lat: 40.501, lng: -112.05 },
};
const square: PolygonCoords = [
  [-111.9, 40.7],
  [-111.8, 40.7],
  [-111.8, 40.8],
  [-111.9, 40.8],
];

/** Puts params in the address bar and reads them back, as a reload of a shared link does. */
function throughAddressBar(params: URLSearchParams): URLSearchParams {
  window.history.replaceState(null, '', `/map?${params.toString()}`);
  return new URLSearchParams(window.location.search);
}

describe('map URL state: print and parse round trips', () => {
  it('a viewport prints to JSON rounded to 6 decimals and parses back from the address bar', () => {
    const params = new URLSearchParams({ viewport: serializeViewport(viewport), zoom: '11' });
    const back = throughAddressBar(params);
    expect(parseViewport(back.get('viewport'))).toEqual({
      northEast: { lat: 40.812346, lng: -111.712346 },
      southWest: { lat: 40.501, lng: -112.05 },
    });
    expect(parseZoom(back.get('zoom'))).toBe(11);
    // Printing what was parsed gives the same text: the URL is stable once written.
    expect(serializeViewport(parseViewport(back.get('viewport'))!)).toBe(back.get('viewport'));
  });

  it('a polygon prints as [lng, lat] pairs and parses back unchanged', () => {
    const back = throughAddressBar(new URLSearchParams({ coords: serializeCoords(square) }));
    expect(parseCoords(back.get('coords'))).toEqual(square);
  });

  it('a 500-point polygon prints as a compact polyline, fits a request, and parses back to six decimals', () => {
    // Full double precision, as the drawing tool gives it (issue 26: as JSON the URL passed 16 KB and got 431).
    const big: PolygonCoords = Array.from({ length: 500 }, (_, i) => {
      const a = (2 * Math.PI * i) / 500;
      return [-111.891047123 + 0.05 * Math.cos(a), 40.760779456 + 0.04 * Math.sin(a)];
    });
    const printed = serializeCoords(big);
    expect(printed.startsWith('[')).toBe(false);
    const params = new URLSearchParams({ coords: printed });
    expect(params.toString().length).toBeLessThan(6000);
    const back = parseCoords(throughAddressBar(params).get('coords'));
    expect(back).toEqual(big.map(([x, y]) => [Math.round(x * 1e6) / 1e6, Math.round(y * 1e6) / 1e6]));
    expect(serializeCoords(back!)).toBe(printed);
    // An old link with the same polygon as JSON pairs still loads.
    expect(parseCoords(JSON.stringify(big))).toEqual(big);
    // 501 points are refused in either form, as the API refuses them: dropped with the toast.
    const tooMany = serializeCoords([...big, [-111.95, 40.7]]);
    expect(validateParams(new URLSearchParams({ coords: tooMany })).invalidCoords).toBe(true);
    expect(validateParams(new URLSearchParams({ coords: '~~~~' })).invalidCoords).toBe(true);
  });

  it('addressCoords parses from JSON and from the text "lat,lng"', () => {
    expect(parseAddressCoords('{"lat":40.76,"lng":-111.89}')).toEqual({ lat: 40.76, lng: -111.89 });
    expect(parseAddressCoords(' 40.76 , -111.89')).toEqual({ lat: 40.76, lng: -111.89 });
  });

  it('list filters are joined with "|", and cities, counties, area tags and ZIP codes also split on ","', () => {
    expect(splitList('cities', 'Provo, Orem|Lehi')).toEqual(['Provo', 'Orem', 'Lehi']);
    expect(splitList('parcelStatus', 'Sold, Active|Pending')).toEqual(['Sold, Active', 'Pending']);
    expect(joinList([' Provo ', '', 'Orem'])).toBe('Provo|Orem');
  });

  it('filters written with withFilters read back the same, through the address bar', () => {
    const params = withFilters(new URLSearchParams({ zoom: '9' }), {
      cities: ['Provo', 'Orem'],
      postalCodes: '84601, 84604',
      singleFamily: 'true',
      minAcreage: ' 2.5 ',
      name: 'Ivory Ridge',
    });
    expect(readFilters(throughAddressBar(params))).toEqual({
      cities: 'Provo|Orem',
      postalCodes: '84601|84604',
      singleFamily: 'true',
      minAcreage: '2.5',
      name: 'Ivory Ridge',
    });
  });

  it('an empty value removes its filter, and withoutFilters clears filters and polygon but keeps the position', () => {
    const params = new URLSearchParams({
      cities: 'Provo',
      land: 'true',
      zoom: '9',
      coords: serializeCoords(square),
    });
    expect(withFilters(params, { cities: [], land: '' }).toString()).toBe(
      new URLSearchParams({ zoom: '9', coords: serializeCoords(square) }).toString(),
    );
    const cleared = withoutFilters(new URLSearchParams({ ...Object.fromEntries(params), viewport: '{}' }));
    expect([...cleared.keys()].sort()).toEqual(['viewport', 'zoom']);
  });
});

describe('map URL state: bad values are ignored', () => {
  it('a zoom that is not a number, empty or outside 0..20 is no zoom', () => {
    for (const bad of ['abc', '', ' ', '21', '-1', 'NaN', 'Infinity']) expect(parseZoom(bad)).toBeUndefined();
    expect(parseZoom(null)).toBeUndefined();
    expect(parseZoom('0')).toBe(0);
    expect(parseZoom('20')).toBe(20);
  });

  it('a viewport that is not JSON, lacks a corner or leaves the globe is no viewport', () => {
    expect(parseViewport('{not json')).toBeUndefined();
    expect(parseViewport(JSON.stringify({ northEast: viewport.northEast }))).toBeUndefined();
    expect(parseViewport(JSON.stringify({ ...viewport, northEast: { lat: 91, lng: -111 } }))).toBeUndefined();
    expect(
      parseViewport(JSON.stringify({ ...viewport, southWest: { lat: 40, lng: '-112' } })),
    ).toBeUndefined();
  });

  it('a polygon with fewer than 3 corners, a bad corner or a crossing outline is no polygon', () => {
    expect(parseCoords(JSON.stringify(square.slice(0, 2)))).toBeUndefined();
    expect(parseCoords(JSON.stringify([...square.slice(0, 3), [-200, 40.8]]))).toBeUndefined();
    expect(parseCoords(JSON.stringify([...square.slice(0, 3), [-111.9]]))).toBeUndefined();
    // A bow tie: its two edges cross (the API refuses it too).
    const bowTie = [square[0], square[2], square[1], square[3]];
    expect(parseCoords(JSON.stringify(bowTie))).toBeUndefined();
    expect(parseCoords('[[1,2],')).toBeUndefined();
  });

  it('addressCoords that are neither JSON nor "lat,lng" in range are none', () => {
    for (const bad of ['40.76', 'a,b', '95,-111', '40,-181', '{"lat":40}'])
      expect(parseAddressCoords(bad)).toBeUndefined();
  });

  it('validateParams drops each bad map parameter, keeps the filters, and flags only a bad polygon', () => {
    const bad = new URLSearchParams({
      zoom: '99',
      viewport: 'oops',
      addressCoords: 'nowhere',
      cities: 'Provo',
    });
    const result = validateParams(bad);
    expect(result.params.toString()).toBe('cities=Provo');
    expect(result).toMatchObject({ changed: true, invalidCoords: false });
    expect(bad.get('zoom')).toBe('99'); // the input is not modified

    const badPolygon = validateParams(new URLSearchParams({ coords: '[[0,0],[1,1]]', zoom: '8' }));
    expect(badPolygon.params.toString()).toBe('zoom=8');
    expect(badPolygon.invalidCoords).toBe(true);

    const good = new URLSearchParams({
      zoom: '8',
      viewport: serializeViewport(viewport),
      coords: serializeCoords(square),
    });
    expect(validateParams(good)).toMatchObject({ changed: false, invalidCoords: false });
    expect(validateParams(good).params.toString()).toBe(good.toString());
  });

  it('badParamOf names a map parameter from a server 400 message, and nothing else', () => {
    expect(badParamOf('minAcreage: must be a number')).toBe('minAcreage');
    expect(badParamOf('parcelStatus.0: Invalid option')).toBe('parcelStatus');
    expect(badParamOf('coords: the polygon must not cross itself; draw it again')).toBe('coords');
    expect(badParamOf('limit: Too big')).toBeUndefined();
    expect(badParamOf('Something went wrong')).toBeUndefined();
  });
});

describe('map URL state: where the map opens', () => {
  it('addressCoords win, then viewport with zoom, then the polygon, else the default centre', () => {
    const all = new URLSearchParams({
      addressCoords: '40.5,-111.5',
      viewport: serializeViewport(viewport),
      zoom: '10',
      coords: serializeCoords(square),
    });
    expect(initialCamera(all)).toEqual({ latitude: 40.5, longitude: -111.5, zoom: ADDRESS_ZOOM });
    all.delete('addressCoords');
    const atViewport = initialCamera(all);
    expect(atViewport.zoom).toBe(10);
    expect(atViewport.latitude).toBeCloseTo((40.812346 + 40.501) / 2, 9);
    expect(atViewport.longitude).toBeCloseTo((-111.712346 - 112.05) / 2, 9);
    all.delete('zoom');
    expect(initialCamera(all)).toEqual({ latitude: 40.75, longitude: -111.85, zoom: POLYGON_ZOOM });
    // Without a place the map fits Utah; a zoom alone keeps the default centre.
    expect(initialCamera(new URLSearchParams({ zoom: '30', viewport: 'bad' }))).toEqual({
      latitude: DEFAULT_CENTER.lat,
      longitude: DEFAULT_CENTER.lng,
      zoom: DEFAULT_ZOOM,
      bounds: UTAH_BOUNDS,
    });
    expect(initialCamera(new URLSearchParams({ zoom: '8' }))).toEqual({
      latitude: DEFAULT_CENTER.lat,
      longitude: DEFAULT_CENTER.lng,
      zoom: 8,
    });
  });

  it('a new viewport is written only past 0.01 degrees on a corner or a zoom change over 1', () => {
    const moved = (dLat: number) => ({
      northEast: { ...viewport.northEast, lat: viewport.northEast.lat + dLat },
      southWest: viewport.southWest,
    });
    expect(viewportChanged({}, { viewport, zoom: 10 })).toBe(true);
    expect(viewportChanged({ viewport, zoom: 10 }, { viewport: moved(0.005), zoom: 11 })).toBe(false);
    expect(viewportChanged({ viewport, zoom: 10 }, { viewport: moved(0.02), zoom: 10 })).toBe(true);
    expect(viewportChanged({ viewport, zoom: 10 }, { viewport, zoom: 11.5 })).toBe(true);
  });
});
