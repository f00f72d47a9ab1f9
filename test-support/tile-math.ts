/** The XYZ (slippy-map) tile of zoom `z` under a longitude/latitude, as the map's tile URLs name it. */
export function tileAt(lng: number, lat: number, z: number): { z: number; x: number; y: number } {
  const n = 2 ** z;
  const r = (lat * Math.PI) / 180;
  return {
    z,
    x: Math.floor(((lng + 180) / 360) * n),
    y: Math.floor(((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * n),
  };
}
