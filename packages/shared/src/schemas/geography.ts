import { z } from 'zod';

// Answers of the geography look-ups (apps/api/src/modules/geography/geography.routes.ts).

/** GET /cities/all, /counties/{state}, /zoning/cities, /zoning/counties: place names. */
export const placeNames = z.array(z.string());
export type PlaceNames = z.infer<typeof placeNames>;

/** A zoning code of a city or county. */
export const zoningCode = z.object({
  code: z.string(),
  description: z.string().nullable(),
  category: z.string().nullable(),
  codeLink: z.string().nullable(),
});
export type ZoningCode = z.infer<typeof zoningCode>;
/** GET /zoning/city and /zoning/county. */
export const zoningCodes = z.array(zoningCode);

/** A bounding box in degrees. */
export const placeBox = z.object({
  west: z.number(),
  south: z.number(),
  east: z.number(),
  north: z.number(),
});
/** GET /geography/bounds: the box of every place named, null when none is known. */
export const placeBoundsAnswer = z.object({ bounds: placeBox.nullable() });
export type PlaceBoundsAnswer = z.infer<typeof placeBoundsAnswer>;
