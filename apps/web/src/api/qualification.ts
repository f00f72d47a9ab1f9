import type { QualificationSheet, SaveQualificationBody } from '@utah-land/shared';
import { answer, http, type JsonAnswer, type JsonBody } from './client.js';

// The qualification sheet of a parcel (GET and PUT /parcels-extra-info/{parcelId}; admins only), typed by the
// OpenAPI document. The path takes the parcel's parcel id (or its formatted id, or its record id). The sheet is
// narrowed to the shared type because the document names the prefilled fields as plain strings.

const sheetOf = (sheet: JsonAnswer<'/parcels-extra-info/{parcelId}', 'get'>) => sheet as QualificationSheet;

export const qualificationApi = {
  get: (parcelId: string) =>
    answer(http.GET('/parcels-extra-info/{parcelId}', { params: { path: { parcelId } } })).then(sheetOf),
  /** Saves the changed fields and/or adds a note; 409 when a sent field was changed by someone else since. */
  save: (parcelId: string, body: SaveQualificationBody) =>
    answer(
      http.PUT('/parcels-extra-info/{parcelId}', {
        params: { path: { parcelId } },
        body: body as JsonBody<'/parcels-extra-info/{parcelId}', 'put'>,
      }),
    ).then(sheetOf),
};

/** The qualification sheet's query keys; a save writes its answer into `sheet` (docs/architecture.md, "Query keys"). */
export const qualificationKeys = {
  sheet: (parcelId: string) => ['qualification', parcelId] as const,
};
