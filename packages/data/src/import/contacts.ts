import type { Database } from '@utah-land/db';
import { CONTACT_TYPES } from '@utah-land/shared';
import { runCsvImport } from './csv-import.js';
import {
  FieldError,
  isoDate,
  list,
  optionAsOf,
  parseNumber,
  text,
  type ImportOptions,
  type ImportReport,
} from './report.js';

/**
 * The column saying as of when a row's values are true ('YYYY-MM-DD'), when the file has one; --as-of wins over it
 * (docs/data.md, "Provenance").
 */
export const AS_OF_ALIASES = ['as of', 'data date', 'source as of'] as const;

/** CRM-export columns (HubSpot-style names and common variants) mapped to contact fields. */
export const CONTACT_FIELDS = {
  EXTERNAL_ID: ['record id', 'contact id', 'id', 'external_id', 'hubspot id'],
  FIRST_NAME: ['first name', 'firstname', 'given name'],
  LAST_NAME: ['last name', 'lastname', 'surname', 'family name'],
  NAME: ['full name', 'name', 'contact name'],
  EMAIL: ['email', 'email address', 'e-mail'],
  WORK_EMAIL: ['work email'],
  PHONE: ['phone number', 'phone', 'phone 1'],
  MOBILE: ['mobile phone number', 'mobile phone', 'mobile', 'cell'],
  COMPANY: ['company name', 'company', 'associated company', 'organization'],
  JOB_TITLE: ['job title', 'title', 'jobtitle'],
  ADDRESS: ['street address', 'address', 'address 1'],
  CITY: ['city'],
  STATE: ['state/region', 'state', 'region'],
  ZIP: ['postal code', 'zip', 'zip code'],
  COUNTRY: ['country/region', 'country'],
  WEBSITE: ['website url', 'website', 'url'],
  TYPE: ['contact type', 'type', 'types', 'category'],
  LEAD_STATUS: ['lead status', 'hs_lead_status'],
  AREA_TAGS: ['utah area tags', 'area tags', 'areas'],
  INVEST_MIN: ['investment min', 'min investment'],
  INVEST_MAX: ['investment max', 'max investment'],
  AS_OF: AS_OF_ALIASES,
} as const;

const TYPE_BY_NAME = new Map<string, string>(
  CONTACT_TYPES.flatMap(
    (t) =>
      [
        [t.toLowerCase(), t],
        [`${t.toLowerCase()}s`, t],
      ] as [string, string][],
  ),
);
TYPE_BY_NAME.set('agent', 'Real Estate Agent')
  .set('realtor', 'Real Estate Agent')
  .set('lender', 'Investor')
  .set('homebuyer', 'New Build Homebuyer')
  .set('landowner', 'Land Owner');

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The EMAIL field lower-cased (null when empty); a FieldError when it is not an e-mail address. */
function emailOf(value: string | undefined): string | null {
  const email = text(value)?.toLowerCase() ?? null;
  if (email && !EMAIL.test(email)) throw new FieldError(`EMAIL: '${email}' is not an e-mail address`);
  return email;
}

/** Imports contacts from a CRM CSV export; upserts on (source, external id or e-mail); links companies by name. */
export async function importContacts(
  database: Database,
  path: string,
  options: ImportOptions = {},
): Promise<ImportReport> {
  const source = options.source ?? 'import';
  const asOf = optionAsOf(options);
  return runCsvImport(database, path, options, {
    kind: 'contacts',
    writes: ['contacts', 'companies', 'company_contacts'],
    keyLabel: 'contact id',
    fields: CONTACT_FIELDS,
    toRow: (get) => {
      const email = emailOf(get('EMAIL'));
      const externalId = text(get('EXTERNAL_ID')) ?? email;
      if (!externalId) throw new FieldError('EXTERNAL_ID: missing (and no EMAIL to identify the contact)');
      const first = text(get('FIRST_NAME'));
      const last = text(get('LAST_NAME'));
      const name = text(get('NAME')) ?? ([first, last].filter(Boolean).join(' ') || null);
      if (!name) throw new FieldError('NAME: missing (no name, first name or last name)');
      const types = list(get('TYPE')).map((t) => {
        const hit = TYPE_BY_NAME.get(t.toLowerCase());
        if (!hit)
          throw new FieldError(
            `TYPE: unknown contact type '${t}' (expected one of ${CONTACT_TYPES.join(', ')})`,
          );
        return hit;
      });
      const min = parseNumber('INVEST_MIN', get('INVEST_MIN'), { min: 0 });
      const max = parseNumber('INVEST_MAX', get('INVEST_MAX'), { min: 0 });
      if (min !== null && max !== null && min > max)
        throw new FieldError(`INVEST_MIN: ${min} is above INVEST_MAX ${max}`);
      const invest = min !== null || max !== null ? `[${min ?? ''},${max ?? ''}]` : null;
      const tags = list(get('AREA_TAGS'));
      const phone = text(get('PHONE'));
      return {
        key: externalId,
        row: [
          externalId,
          first,
          last,
          name,
          email ? [email] : [],
          text(get('WORK_EMAIL')),
          text(get('JOB_TITLE')),
          text(get('ADDRESS')),
          text(get('CITY')) ? [text(get('CITY'))!] : [],
          text(get('STATE')),
          text(get('ZIP')),
          text(get('COUNTRY')),
          [...new Set(types)],
          phone ? [phone] : [],
          text(get('MOBILE')),
          text(get('WEBSITE')) ? [text(get('WEBSITE'))!] : [],
          text(get('LEAD_STATUS')),
          tags,
          invest,
          text(get('COMPANY')),
          source,
          asOf ?? isoDate('AS_OF', get('AS_OF')),
        ],
      };
    },
    stageColumns: [
      ['external_id', 'text'],
      ['firstname', 'text'],
      ['lastname', 'text'],
      ['name', 'text'],
      ['emails', 'text[]'],
      ['work_email', 'text'],
      ['jobtitle', 'text'],
      ['address', 'text'],
      ['cities', 'text[]'],
      ['state', 'text'],
      ['zip', 'text'],
      ['country', 'text'],
      ['types', 'text[]'],
      ['phones', 'text[]'],
      ['mobilephone', 'text'],
      ['websites', 'text[]'],
      ['hs_lead_status', 'text'],
      ['area_tags', 'text[]'],
      ['invest_amount', 'int8range'],
      ['company', 'text'],
      ['source', 'text'],
      ['source_as_of', 'date'],
    ],
    mergeSql: `
      INSERT INTO contacts (external_id, firstname, lastname, name, emails, work_email, jobtitle, address, cities, state,
        zip, country, types, phones, mobilephone, websites, hs_lead_status, utah_area_tags, match_area_tags,
        invest_amount, source, source_as_of, created_by)
      SELECT external_id, firstname, lastname, name, emails, work_email, jobtitle, address, cities,
        coalesce(state, 'UT'), zip, coalesce(country, 'United States'), types, phones, mobilephone, websites,
        hs_lead_status, area_tags, area_tags, invest_amount, source, source_as_of, 'import'
      FROM import_stage WHERE line <> ALL($1::int[])
      ON CONFLICT (source, external_id) WHERE external_id IS NOT NULL DO UPDATE SET firstname = excluded.firstname,
        lastname = excluded.lastname, name = excluded.name, emails = excluded.emails, work_email = excluded.work_email,
        jobtitle = excluded.jobtitle, address = excluded.address, cities = excluded.cities, state = excluded.state,
        zip = excluded.zip, country = excluded.country, types = excluded.types, phones = excluded.phones,
        mobilephone = excluded.mobilephone, websites = excluded.websites, hs_lead_status = excluded.hs_lead_status,
        utah_area_tags = excluded.utah_area_tags, match_area_tags = excluded.match_area_tags,
        invest_amount = excluded.invest_amount, source_as_of = excluded.source_as_of, updated_at = now()
      RETURNING (xmax = 0) AS inserted`,
    afterSql: [
      `INSERT INTO companies (name, source, source_as_of)
       SELECT DISTINCT ON (lower(company)) company, source, source_as_of FROM import_stage
       WHERE company IS NOT NULL AND line <> ALL($1::int[]) ON CONFLICT ((lower(name))) DO NOTHING`,
      `INSERT INTO company_contacts (company_id, contact_id)
       SELECT co.id, c.id FROM import_stage s JOIN contacts c ON c.source = s.source AND c.external_id = s.external_id
       JOIN companies co ON lower(co.name) = lower(s.company) WHERE s.line <> ALL($1::int[]) ON CONFLICT DO NOTHING`,
    ],
  });
}

export const COMPANY_FIELDS = {
  NAME: ['company name', 'name', 'company'],
  EXTERNAL_ID: ['record id', 'company id', 'id'],
  EMAIL: ['email', 'company email'],
  PHONE: ['phone number', 'phone'],
  ADDRESS: ['street address', 'address'],
  CITY: ['city'],
  STATE: ['state/region', 'state'],
  ZIP: ['postal code', 'zip'],
  TYPE: ['type', 'company type', 'industry'],
  WEBSITE: ['website url', 'website', 'company domain name', 'domain'],
  FACEBOOK: ['facebook company page', 'facebook', 'facebook url'],
  LINKEDIN: ['linkedin company page', 'linkedin', 'linkedin url'],
  TWITTER: ['twitter handle', 'twitter', 'twitter url'],
  GOOGLE_RATING: ['google rating', 'rating'],
  GOOGLE_REVIEWS: ['google review count', 'reviews'],
  AS_OF: AS_OF_ALIASES,
} as const;

/** Imports companies from a CSV export; upserts on the case-insensitive name. */
export async function importCompanies(
  database: Database,
  path: string,
  options: ImportOptions = {},
): Promise<ImportReport> {
  const source = options.source ?? 'import';
  const asOf = optionAsOf(options);
  return runCsvImport(database, path, options, {
    kind: 'companies',
    writes: ['companies'],
    keyLabel: 'company name',
    fields: COMPANY_FIELDS,
    toRow: (get) => {
      const name = text(get('NAME'));
      if (!name) throw new FieldError('NAME: missing');
      const email = emailOf(get('EMAIL'));
      const rating = parseNumber('GOOGLE_RATING', get('GOOGLE_RATING'), { min: 0, max: 5 });
      const reviews = parseNumber('GOOGLE_REVIEWS', get('GOOGLE_REVIEWS'), { integer: true, min: 0 });
      const website = text(get('WEBSITE'));
      const phone = text(get('PHONE'));
      return {
        key: name.toLowerCase(),
        row: [
          name,
          text(get('EXTERNAL_ID')),
          email ? [email] : [],
          phone ? [phone] : [],
          text(get('ADDRESS')),
          text(get('CITY')),
          text(get('STATE')),
          text(get('ZIP')),
          text(get('TYPE')),
          website ? [website.startsWith('http') ? website : `https://${website}`] : [],
          text(get('FACEBOOK')),
          text(get('LINKEDIN')),
          text(get('TWITTER')),
          rating === null ? null : Math.round(rating * 10) / 10,
          reviews,
          source,
          asOf ?? isoDate('AS_OF', get('AS_OF')),
        ],
      };
    },
    stageColumns: [
      ['name', 'text'],
      ['external_id', 'text'],
      ['emails', 'text[]'],
      ['phones', 'text[]'],
      ['address', 'text'],
      ['city', 'text'],
      ['state', 'text'],
      ['zip', 'text'],
      ['company_type', 'text'],
      ['websites', 'text[]'],
      ['facebook_url', 'text'],
      ['linkedin_url', 'text'],
      ['twitter_url', 'text'],
      ['google_rating', 'numeric'],
      ['google_review_count', 'int'],
      ['source', 'text'],
      ['source_as_of', 'date'],
    ],
    mergeSql: `
      INSERT INTO companies (name, external_id, emails, phones, address, city, state, zip, company_type, websites,
        facebook_url, linkedin_url, twitter_url, google_rating, google_review_count, source, source_as_of)
      SELECT name, external_id, emails, phones, address, city, coalesce(state, 'UT'), zip, company_type, websites,
        facebook_url, linkedin_url, twitter_url, google_rating, google_review_count, source, source_as_of
      FROM import_stage WHERE line <> ALL($1::int[])
      ON CONFLICT ((lower(name))) DO UPDATE SET name = excluded.name, external_id = coalesce(excluded.external_id, companies.external_id),
        emails = excluded.emails, phones = excluded.phones, address = excluded.address, city = excluded.city,
        state = excluded.state, zip = excluded.zip, company_type = excluded.company_type, websites = excluded.websites,
        facebook_url = excluded.facebook_url, linkedin_url = excluded.linkedin_url, twitter_url = excluded.twitter_url,
        google_rating = excluded.google_rating, google_review_count = excluded.google_review_count,
        -- The values are now the file's: so are where they come from and as of when.
        source = excluded.source, source_as_of = excluded.source_as_of, updated_at = now()
      RETURNING (xmax = 0) AS inserted`,
  });
}
