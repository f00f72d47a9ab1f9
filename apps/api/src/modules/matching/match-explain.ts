import type { Kysely } from 'kysely';
import {
  explanationLines,
  type ComparedValue,
  type ExplainedDimension,
  type MatchExplainAnswer,
} from '@utah-land/shared';
import type { DB } from '../../db/index.js';
import { assertSeesRecords } from '../../lib/access.js';
import { BadRequestError, NotFoundError } from '../../lib/errors.js';
import type { Caller } from '../../plugins/auth.js';
import { CONTACT_KIND_TYPE, CONTACT_KINDS, type ContactKind } from './compilers/contacts.js';
import { explainContactMatch } from './matching.service.js';
import type { SupplyProfile } from './profiles.js';

// Why (not): one contact, or each contact of a company, against one subject, in every contact group they belong
// to (docs/matching.md, "Why and why not"). The rows are the explain query's (compilers/contacts.ts); the words
// are packages/shared's `explanationLines`, the same the web shows.

export const EXPLAIN_DESCRIPTION =
  'For one contact (contactId) or each contact of one company (companyId), in every contact group it belongs to ' +
  '(or matchingType): whether it is listed, every hard dimension the subject defines pass or fail with the values ' +
  "compared, the fit score and its signals, and the same in words (docs/matching.md, 'Why and why not'). The " +
  "matches' access: no data access 403 'Please contact admin for further access'; Free Trial 403 'Upgrade to " +
  "view details'; 404 for an unknown subject, contact or company; 400 unless exactly one of contactId and companyId.";

/**
 * The explain calls' rules before any reading: Free Trial sees no details (as company detail), and exactly one of
 * contactId and companyId is given.
 */
export function assertExplainable(req: Caller, q: ExplainWho): ExplainWho {
  assertSeesRecords(req);
  if ((q.contactId === undefined) === (q.companyId === undefined))
    throw new BadRequestError('contactId: give a contactId or a companyId, one of them');
  return q.contactId !== undefined ? { contactId: q.contactId } : { companyId: q.companyId };
}

/** A company's contacts explained at most (the company's detail lists its contacts the same way). */
export const EXPLAIN_COMPANY_CONTACTS = 100;

export interface ExplainWho {
  contactId?: number;
  companyId?: number;
}

async function contactsOf(db: Kysely<DB>, who: ExplainWho) {
  if (who.contactId !== undefined) {
    const c = await db
      .selectFrom('contacts')
      .select(['id', 'name', 'types'])
      .where('id', '=', who.contactId)
      .executeTakeFirst();
    if (!c) throw new NotFoundError('Contact not found');
    return { name: c.name, contacts: [c] };
  }
  const co = await db
    .selectFrom('companies')
    .select(['id', 'name'])
    .where('id', '=', who.companyId!)
    .executeTakeFirst();
  if (!co) throw new NotFoundError('Company not found');
  const contacts = await db
    .selectFrom('company_contacts as cc')
    .innerJoin('contacts as c', 'c.id', 'cc.contact_id')
    .select(['c.id', 'c.name', 'c.types'])
    .where('cc.company_id', '=', co.id)
    .orderBy('c.id')
    .limit(EXPLAIN_COMPANY_CONTACTS)
    .execute();
  return { name: co.name, contacts };
}

/**
 * The explain answer: for each contact (one, or a company's) and each contact group it belongs to (only `kind`
 * when given), every hard dimension pass or fail, the score and the lines. 404 'Contact not found' / 'Company not
 * found' for an unknown one; a contact of no contact group has no explanation (an empty list).
 */
export async function explainMatch(
  db: Kysely<DB>,
  s: SupplyProfile,
  subject: MatchExplainAnswer['subject'],
  who: ExplainWho,
  kind?: ContactKind,
): Promise<MatchExplainAnswer> {
  const { name, contacts } = await contactsOf(db, who);
  const kinds = kind ? [kind] : CONTACT_KINDS;
  const explanations: MatchExplainAnswer['explanations'] = [];
  for (const c of contacts)
    for (const k of kinds) {
      if (!c.types.includes(CONTACT_KIND_TYPE[k])) continue;
      const e = await explainContactMatch(db, s, k, c.id);
      if (!e) continue;
      // The rows as the query wrote them (ComparedValue arrays; the answer's schema reads them as loose objects).
      const rows = e.rows as unknown as ExplainedDimension[];
      const signals = e.signals as ComparedValue[];
      type Answered = MatchExplainAnswer['explanations'][number];
      explanations.push({
        kind: k,
        contactId: c.id,
        contactName: c.name,
        listed: e.listed,
        ruledOut: e.ruledOut,
        score: e.score === null ? null : Number(e.score),
        dimensions: rows as unknown as Answered['dimensions'],
        signals: signals as unknown as Answered['signals'],
        lines: explanationLines(k, rows, signals, e.ruledOut),
      });
    }
  return {
    subject,
    contactId: who.contactId ?? null,
    companyId: who.companyId ?? null,
    name,
    listed: explanations.some((e) => e.listed),
    explanations,
  };
}
