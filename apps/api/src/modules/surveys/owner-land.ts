// Land owners who want to sell (docs/surveys.md, "The ten types, both sides"): a Land Owner survey, or a client
// survey for a Property Seller, that names parcels by id marks those parcels wherever a survey's matches list them,
// with the owner who named them. Free Trial rows are placeholders and carry no mark.

import { sql, type Kysely } from 'kysely';
import { SURVEY_DEFINITIONS, parcelIdsOf, sideOf, surveyTypeOf, type SurveyAnswers } from '@utah-land/shared';
import type { DB } from '../../db/index.js';

/** The owner shown on a parcel they want to sell. */
export interface OwnerWantsToSell {
  surveyId: number;
  name: string;
  email: string;
}

interface ParcelLike {
  id?: unknown;
  parcelId?: unknown;
  formattedParcelId?: unknown;
}

/**
 * The rows with `ownerWantsToSell` on each parcel a supply survey names (the first such survey, oldest first).
 * Rows without a parcel id (placeholders, other kinds) are answered as they are.
 */
export async function markOwnerLand<T extends ParcelLike>(db: Kysely<DB>, rows: T[]): Promise<T[]> {
  const named = new Set(
    rows.flatMap((r) => [r.parcelId, r.formattedParcelId].filter((x): x is string => typeof x === 'string')),
  );
  if (named.size === 0) return rows;
  const surveys = await db
    .selectFrom('surveys')
    .select(['id', 'survey_type', 'email', 'firstname', 'lastname', 'response'])
    .where('deleted_at', 'is', null)
    .where(sql<boolean>`response ? 'parcel_ids'`)
    .orderBy('id')
    .execute();
  const owners = new Map<string, OwnerWantsToSell>();
  for (const s of surveys) {
    const type = surveyTypeOf(s.survey_type);
    const answers = s.response as SurveyAnswers;
    if (!type || sideOf(type, answers) !== 'supply' || !SURVEY_DEFINITIONS[type]) continue;
    const ids = parcelIdsOf(typeof answers.parcel_ids === 'string' ? answers.parcel_ids : '');
    for (const id of ids)
      if (named.has(id) && !owners.has(id))
        owners.set(id, {
          surveyId: Number(s.id),
          name: [s.firstname, s.lastname].filter(Boolean).join(' ') || s.email,
          email: s.email,
        });
  }
  if (owners.size === 0) return rows;
  return rows.map((r) => {
    const owner =
      (typeof r.parcelId === 'string' && owners.get(r.parcelId)) ||
      (typeof r.formattedParcelId === 'string' && owners.get(r.formattedParcelId));
    return owner ? { ...r, ownerWantsToSell: owner } : r;
  });
}
