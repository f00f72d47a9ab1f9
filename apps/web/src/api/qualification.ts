import type { QualificationSheet, SaveQualificationBody } from '@utah-land/shared';
import { api } from './client.js';

// The qualification sheet of a parcel (GET and PUT /parcels-extra-info/{parcelId}; admins only).
// The path takes the parcel's parcel id (or its formatted id, or its record id).

const path = (parcelId: string) => `/parcels-extra-info/${encodeURIComponent(parcelId)}`;

export const qualificationApi = {
  get: (parcelId: string) => api<QualificationSheet>(path(parcelId)),
  /** Saves the changed fields and/or adds a note; 409 when a sent field was changed by someone else since. */
  save: (parcelId: string, body: SaveQualificationBody) =>
    api<QualificationSheet>(path(parcelId), { method: 'PUT', body }),
};

/** The qualification sheet's query keys; a save writes its answer into `sheet` (docs/architecture.md, "Query keys"). */
export const qualificationKeys = {
  sheet: (parcelId: string) => ['qualification', parcelId] as const,
};
