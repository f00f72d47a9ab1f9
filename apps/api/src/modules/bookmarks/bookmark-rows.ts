import { sql, type SelectQueryBuilder } from 'kysely';

// What the parcel and project bookmark queries share: the scope every query is limited to, the list order and
// the bookmark's own fields of a list item.

export interface Scope {
  userId: number;
  surveyTaker: string;
}

/** Newest bookmark first (alias `b`), then one page of `limit` rows from `offset`. */
export function newestFirst<DB, TB extends keyof DB, O>(
  qb: SelectQueryBuilder<DB, TB, O>,
  limit: number,
  offset: number,
): SelectQueryBuilder<DB, TB, O> {
  return qb
    .orderBy(sql.ref('b.created_at'), 'desc')
    .orderBy(sql.ref('b.id'), 'desc')
    .limit(limit)
    .offset(offset);
}

/** The bookmark's fields of a list item (the card of the parcel or project follows them). */
export function bookmarkFields(r: {
  bookmarkId: number;
  description: string | null;
  survey_taker: string;
  created_at: Date;
}) {
  return {
    bookmarkId: r.bookmarkId,
    description: r.description,
    survey_taker: r.survey_taker,
    createdAt: r.created_at.toISOString(),
  };
}
