import { zipAssets } from '../assets.js';
import { distanceMeters, type Position } from '../util/geo.js';

// The ZIP code of a parcel whose file has none. We hold ZIP centres, not ZIP areas (assets/ut-zip-codes.csv), so a
// ZIP is taken only where its centre says it clearly: within ZIP_RADIUS_M of a delivery-area ZIP's centre (one with
// a Census ZCTA, not a PO-box or single-building ZIP) and nearer by ZIP_MARGIN than any other's. Elsewhere the ZIP
// stays unknown (docs/data.md, "The importers").

export const ZIP_RADIUS_M = 3000;
/** The nearest centre must be at most this share of the distance to the second nearest. */
export const ZIP_MARGIN = 0.6;

let areaZips: { zip: string; center: Position }[] | undefined;

export function zipOfLocation(point: Position): string | null {
  areaZips ??= zipAssets()
    .filter((z) => z.county !== null && Number.isFinite(z.center[0]) && Number.isFinite(z.center[1]))
    .map((z) => ({ zip: z.zip, center: z.center }));
  let best: { zip: string; d: number } | undefined;
  let second = Infinity;
  for (const z of areaZips) {
    const d = distanceMeters(z.center, point);
    if (!best || d < best.d) {
      if (best) second = best.d;
      best = { zip: z.zip, d };
    } else if (d < second) second = d;
  }
  if (!best || best.d > ZIP_RADIUS_M || best.d > ZIP_MARGIN * second) return null;
  return best.zip;
}
