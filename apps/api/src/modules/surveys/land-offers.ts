// Land offered in words (docs/surveys.md, "Land described in words"): a Land Owner survey, or a client survey for a
// Property Seller, that gives city, acres and zoning but no parcel id has no parcel to mark in a builder's parcel
// list. Its land is matched as a parcel of its city would be (survey-subject.ts), and the buyers it lists are the
// takers of demand surveys. This lists the other side: for a demand survey, the offers whose own matches include its
// taker, with the same compared rows and score (explainContactMatch), so both sides read the same why.

import type { Kysely } from 'kysely';
import {
  explanationLines,
  landOfferCounts,
  type ComparedValue,
  type ExplainedDimension,
  type LandOffer,
} from '@utah-land/shared';
import type { DB } from '../../db/index.js';
import { CONTACT_KIND_TYPE, type ContactKind } from '../matching/compilers/contacts.js';
import { explainContactMatch, isContactListed } from '../matching/matching.service.js';
import { surveySubject, type SurveySubject } from './survey-subject.js';
import { landOfferSurveys } from './surveys.queries.js';

/** The groups a land buyer belongs to: who would buy, build on, finance or sell an owner's land. */
const BUYER_KINDS: readonly ContactKind[] = ['builders', 'developers', 'investors', 'realEstateAgents'];

/** Offers read at most for one survey (those of its cities, newest first). */
export const LAND_OFFERS_READ = 200;

/** Offers checked at once: half the server's pool, so one survey's offers leave room for other requests. */
const OFFERS_AT_ONCE = 4;

/** `task` over `items`, `size` at a time, the answers in the items' order. */
async function inBatches<T, R>(
  items: readonly T[],
  size: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size)
    out.push(...(await Promise.all(items.slice(i, i + size).map(task))));
  return out;
}

/**
 * The offers a demand survey's taker would be listed for, best fit first: each offer of the survey's cities is
 * matched as its owner's list matches it, and kept when the taker is listed in one of their groups (the best score
 * of those groups). A supply survey, or one without a contact, has none.
 */
export async function landOffersFor(
  db: Kysely<DB>,
  survey: { id: number; contact_id: number | string | null },
  subject: SurveySubject,
): Promise<LandOffer[]> {
  if (subject.side !== 'demand' || survey.contact_id === null) return [];
  const contactId = Number(survey.contact_id);
  const taker = await db
    .selectFrom('contacts')
    .select('types')
    .where('id', '=', contactId)
    .executeTakeFirst();
  const kinds = BUYER_KINDS.filter((k) => taker?.types.includes(CONTACT_KIND_TYPE[k]));
  const cities = (subject.profile.cities ?? []).map((c) => c.toLowerCase());
  if (kinds.length === 0 || cities.length === 0) return [];

  const offers = await landOfferSurveys(db, survey.id, cities, LAND_OFFERS_READ);

  // Each offer's subject and whether the taker passes its hard constraints, a few offers at a time (cheap: no score,
  // no surroundings); the full explanation only for the offers that list the taker.
  const checked = await inBatches(offers, OFFERS_AT_ONCE, async (offer) => {
    const { side, profile } = await surveySubject(db, offer);
    if (side !== 'supply' || !profile.isLand) return null;
    const listed = await Promise.all(kinds.map((k) => isContactListed(db, profile, k, contactId)));
    return { offer, profile, kinds: kinds.filter((_, i) => listed[i]) };
  });
  const out: LandOffer[] = [];
  for (const c of checked) {
    if (!c || c.kinds.length === 0) continue;
    const { offer, profile } = c;
    let best: LandOffer | null = null;
    for (const kind of c.kinds) {
      const e = await explainContactMatch(db, profile, kind, contactId);
      if (!e?.listed) continue;
      const score = e.score === null ? null : Number(e.score);
      if (best && (best.score ?? -1) >= (score ?? -1)) continue;
      const answers = offer.response as Record<string, unknown>;
      const zoning = typeof answers.current_zoning === 'string' ? answers.current_zoning : null;
      best = {
        id: Number(offer.id),
        name: [offer.firstname, offer.lastname].filter(Boolean).join(' ') || offer.email,
        email: offer.email,
        city: profile.city,
        acres: profile.acreage,
        zoning,
        lots: landOfferCounts(zoning, profile.acreage),
        matchedAs: kind,
        score,
        lines: explanationLines(
          kind,
          e.rows as unknown as ExplainedDimension[],
          e.signals as ComparedValue[],
          e.ruledOut,
        ),
        // Demo takers have no account: their answers are generated with the demo data.
        source: offer.user_id === null ? 'generated' : 'survey',
        sourceAsOf: new Date(offer.updated_at).toISOString().slice(0, 10),
      };
    }
    if (best) out.push(best);
  }
  return out.sort((a, b) => (b.score ?? -1) - (a.score ?? -1) || a.id - b.id);
}
