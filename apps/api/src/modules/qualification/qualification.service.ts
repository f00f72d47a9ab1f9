import type { Kysely } from 'kysely';
import {
  QUALIFICATION_FIELD_DEFS,
  QUALIFICATION_FIELDS,
  QUALIFICATION_LIMITS,
  QUALIFICATION_MESSAGES,
  type QualificationField,
  type QualificationNote,
  type QualificationSaveInput,
  type QualificationSheet,
  type QualificationTab,
  type QualificationValues,
} from '@utah-land/shared';
import type { DB } from '../../db/index.js';
import { AppError, BadRequestError, NotFoundError } from '../../lib/errors.js';
import { prefillFromParcel } from './qualification.prefill.js';
import * as queries from './qualification.queries.js';

// The rules of the acquisition qualification sheets:
// - a sheet is read by any of its parcel's ids; fields never saved show the parcel's values (prefill);
// - a save changes only the fields it sends, and is refused (409, nothing changed) when one of them was changed by
//   someone else after the version the client read; other fields merge, so concurrent saves never lose a change;
// - notes are only ever added (author and time from the server), so adding one never conflicts;
// - every save that changes something is logged: who, when, which fields.

export interface QualificationClock {
  now(): Date;
}
export interface QualificationDeps {
  db: Kysely<DB>;
  clock: QualificationClock;
}
/** The admin saving. */
export interface SheetAuthor {
  id: number;
  name: string;
}
/** Without a version (the spec's body) the sent fields are saved as sent: no conflict check. */
export type SaveSheetInput = QualificationSaveInput;

/** How many saves a sheet shows (newest first). */
export const SAVES_SHOWN = 20;

const TAB_COLUMNS = {
  owner: 'owner_info',
  online: 'online_info',
  city: 'city_info',
} as const satisfies Record<QualificationTab, string>;

const isList = (k: QualificationField) => {
  const kind = QUALIFICATION_FIELD_DEFS[k].kind;
  return kind === 'urlList' || kind === 'tags';
};
const emptyOf = (k: QualificationField) => (isList(k) ? [] : null);
const objectOf = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The saved values of a sheet row, all tabs together. */
function savedValues(row: queries.SheetRow | undefined): Record<string, unknown> {
  if (!row) return {};
  return { ...objectOf(row.owner_info), ...objectOf(row.online_info), ...objectOf(row.city_info) };
}
const fieldVersions = (row: queries.SheetRow | undefined) =>
  objectOf(row?.field_versions) as Record<string, number>;
const notesOf = (row: queries.SheetRow | undefined): QualificationNote[] =>
  Array.isArray(row?.notes) ? (row.notes as QualificationNote[]) : [];

export function createQualificationService({ db, clock }: QualificationDeps) {
  async function parcelOf(ref: string) {
    const parcel = await queries.findParcel(db, ref);
    if (!parcel) throw new NotFoundError(QUALIFICATION_MESSAGES.parcelNotFound);
    return parcel;
  }

  async function sheetOf(parcel: queries.SheetParcel): Promise<QualificationSheet> {
    const [row, saves] = await Promise.all([
      queries.sheetRow(db, parcel.id),
      queries.recentSaves(db, parcel.id, SAVES_SHOWN),
    ]);
    const saved = savedValues(row);
    const versions = fieldVersions(row);
    const prefill = prefillFromParcel(parcel) as Record<string, unknown>;
    const fields = {} as Record<QualificationField, unknown>;
    const prefilled: QualificationField[] = [];
    for (const k of QUALIFICATION_FIELDS) {
      if (k in versions) fields[k] = saved[k] ?? emptyOf(k);
      else if (k in prefill) {
        fields[k] = prefill[k];
        prefilled.push(k);
      } else fields[k] = emptyOf(k);
    }
    return {
      parcel: {
        id: parcel.id,
        parcelId: parcel.parcel_id,
        formattedParcelId: parcel.formatted_parcel_id,
        county: parcel.county_by_geometry || parcel.county,
        source: parcel.source,
        sourceAsOf: parcel.source_as_of_text,
      },
      fields: fields as QualificationValues,
      prefilled,
      notes: notesOf(row),
      version: row?.version ?? 0,
      updatedAt: row && row.version > 0 ? row.updated_at.toISOString() : null,
      updatedBy:
        row?.updated_by != null ? { id: row.updated_by, name: row.updated_by_name ?? 'Deleted user' } : null,
      saves: saves.map((s) => ({
        version: s.version,
        savedAt: s.saved_at.toISOString(),
        savedBy: s.saved_by != null ? { id: s.saved_by, name: s.saved_by_name ?? 'Deleted user' } : null,
        fields: s.fields,
        noteAdded: s.note_added,
      })),
    };
  }

  /** City and county must be Utah's (any case; stored as the geography spells them). */
  async function checkPlaces(fields: Partial<QualificationValues>) {
    const out = { ...fields };
    if (out.city) {
      const name = await queries.utahCityName(db, out.city);
      if (!name) throw new BadRequestError(`fields.city: ${QUALIFICATION_MESSAGES.unknownCity(out.city)}`);
      out.city = name;
    }
    if (out.county) {
      const name = await queries.utahCountyName(db, out.county);
      if (!name)
        throw new BadRequestError(`fields.county: ${QUALIFICATION_MESSAGES.unknownCounty(out.county)}`);
      out.county = name;
    }
    return out;
  }

  return {
    /** The sheet of the parcel named by its parcel id, formatted parcel id or record id (404 when none). */
    async get(ref: string): Promise<QualificationSheet> {
      return sheetOf(await parcelOf(ref));
    },

    /** Saves the sent fields and adds the note; 409 (nothing changed) when a sent field changed since `version`. */
    async save(ref: string, input: SaveSheetInput, author: SheetAuthor): Promise<QualificationSheet> {
      const parcel = await parcelOf(ref);
      const patch = (await checkPlaces(input.fields ?? {})) as Record<QualificationField, unknown>;
      await db.transaction().execute(async (trx) => {
        const row = await queries.lockSheet(trx, parcel.id);
        const saved = savedValues(row);
        const versions = fieldVersions(row);
        const changed = (Object.keys(patch) as QualificationField[]).filter(
          (k) => !(k in versions) || !same(saved[k], patch[k]),
        );
        const read = input.version;
        const stale = read !== undefined && read > row.version;
        const conflicts = read === undefined ? [] : changed.filter((k) => stale || (versions[k] ?? 0) > read);
        if (conflicts.length)
          throw new AppError(409, QUALIFICATION_MESSAGES.conflict, {
            fields: conflicts,
            version: row.version,
          });

        const notes = notesOf(row);
        if (input.note && notes.length >= QUALIFICATION_LIMITS.notes)
          throw new BadRequestError(`note: ${QUALIFICATION_MESSAGES.tooManyNotes}`);
        if (!changed.length && !input.note) return;

        const now = clock.now();
        const version = row.version + 1;
        const tabs = {
          owner_info: objectOf(row.owner_info),
          online_info: objectOf(row.online_info),
          city_info: objectOf(row.city_info),
        };
        for (const k of changed) {
          tabs[TAB_COLUMNS[QUALIFICATION_FIELD_DEFS[k].tab]][k] = patch[k];
          versions[k] = version;
        }
        if (input.note) {
          const newest = notes.reduce((max, n) => Math.max(max, n.id), 0);
          notes.push({
            id: Math.max(now.getTime(), newest + 1),
            text: input.note,
            author: { id: author.id, name: author.name },
            createdAt: now.toISOString(),
          });
        }
        await queries.updateSheet(trx, parcel.id, {
          ...tabs,
          notes,
          field_versions: versions,
          version,
          updated_by: author.id,
          updated_at: now,
        });
        await queries.insertSave(trx, {
          parcel_id: parcel.id,
          version,
          saved_by: author.id,
          saved_at: now,
          fields: changed,
          note_added: !!input.note,
        });
      });
      return sheetOf(parcel);
    },
  };
}

export type QualificationService = ReturnType<typeof createQualificationService>;
