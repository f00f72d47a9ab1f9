import { z } from 'zod';
import { hasControlChars, qualificationSheet, saveQualificationBody } from '@utah-land/shared';
import type { AppInstance } from '../../deps.js';
import { BODY_LIMITS } from '../../plugins/json-body.js';
import { userOf } from '../../plugins/auth.js';

const tags = ['qualification'];

/** The path's parcel: its parcel id, formatted parcel id or numeric record id (what the parcel modal has). */
const params = z.object({
  parcelId: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .refine((s) => !hasControlChars(s) && !/[\t\n\r]/.test(s), 'must not contain control characters')
    .describe(
      "The parcel's parcel id (e.g. 16063780030000), its formatted parcel id (16-06-378-003-0000) or its " +
        'numeric record id, tried in that order',
    ),
});

const sheetNote =
  'Admins only (401 without a session, 403 for anyone else; 404 for an unknown parcel). Fields never saved on ' +
  "the sheet show the parcel's values and are listed in `prefilled`: acreage, owner name ('First Last'; the UI " +
  'splits it at the first space), company name for entity owners, property address, city, county, actual ' +
  'zoning, parcel id, building on the property, water rights (yes when one lies within a mile), and an active MLS ' +
  'listing with its price.';

const saveNote =
  'Concurrent saves merge per field: send `version` (the one GET answered) and only the fields you changed ' +
  '(absent = unchanged, null or [] = cleared). A field someone else changed after that version is a conflict: ' +
  "409 with `details.fields` and the current `details.version`, and nothing is saved. The spec's body (the " +
  "form's values at the top level, `parcelId` among them, no `version`) is taken too: only the fields it sends " +
  "change, with no conflict check (the last save wins). Other admins' changes to " +
  'other fields are kept. `note` adds a note (id = the time in ms, author = you), which never conflicts. Yes/No ' +
  "questions are booleans ('Yes' → true); lists are arrays; city and county must be Utah's. Bad input is a 400 " +
  'naming the field, and nothing is saved. Each save that changes something bumps `version` and is logged ' +
  '(`saves`: who, when, which fields).';

/** The acquisition qualification sheet of a parcel (/parcels-extra-info). */
export async function qualificationRoutes(app: AppInstance) {
  const service = app.services.qualification;
  const guard = { preHandler: app.requireAdmin };

  app.get(
    '/parcels-extra-info/:parcelId',
    {
      ...guard,
      schema: {
        tags,
        summary: "A parcel's qualification sheet: the four tabs' fields, notes, version and latest saves",
        description: sheetNote,
        params,
        response: { 200: qualificationSheet },
      },
    },
    async (req) => service.get(req.params.parcelId),
  );

  app.put(
    '/parcels-extra-info/:parcelId',
    {
      ...guard,
      bodyLimit: BODY_LIMITS.large,
      schema: {
        tags,
        summary: 'Save fields of a qualification sheet and/or add a note; answers the sheet as saved',
        description: `${sheetNote} ${saveNote}`,
        params,
        body: saveQualificationBody,
        response: { 200: qualificationSheet },
      },
    },
    async (req) => {
      const u = userOf(req);
      return service.save(req.params.parcelId, req.body, {
        id: u.id,
        name: `${u.firstname} ${u.lastname}`.trim() || u.email,
      });
    },
  );
}
