import { z } from 'zod';
import { sql } from 'kysely';
import type { AppInstance } from '../../deps.js';
import { NotFoundError } from '../../lib/errors.js';
import { assertSeesRecords } from '../../lib/access.js';
import { sourceAsOfOf } from '../map/map-provenance.js';
import { idParam } from './matching.schemas.js';
import { contactDetailAnswer, type ContactDetailAnswer } from '@utah-land/shared';

/** '[4,16)' (a discrete range) → '4–15'; '[65,)' → '65+'. */
export function rangeText(raw: string | null, money = false): string | null {
  const m = raw ? /^([[(])(-?\d*),(-?\d*)([\])])$/.exec(raw.replace(/\s+/g, '')) : null;
  if (!m) return null;
  const fmt = (n: number) => (money ? `$${n.toLocaleString('en-US')}` : String(n));
  const lo = m[2] === '' ? null : Number(m[2]) + (m[1] === '(' ? 1 : 0);
  const hi = m[3] === '' ? null : Number(m[3]) - (m[4] === ')' ? 1 : 0);
  if (lo === null && hi === null) return 'Any';
  if (hi === null) return `${fmt(lo!)}+`;
  if (lo === null) return `up to ${fmt(hi)}`;
  return lo === hi ? fmt(lo) : `${fmt(lo)}–${fmt(hi)}`;
}

const PRODUCT_LABELS: Record<string, string> = {
  singleFamily: 'Single Family',
  townhouse: 'Townhomes',
  condos: 'Condos/Apartments',
  land: 'Land',
  commercial: 'Commercial',
};
const productText = (p: string) => PRODUCT_LABELS[p] ?? p;

/** GET /contacts/{id}: one contact with its preferences (the Contact modal); Free Trial users are refused. */
export async function contactDetailRoutes(app: AppInstance) {
  const db = () => app.deps.database.db;
  app.get(
    '/contacts/:id',
    {
      preHandler: app.requireDataAccess,
      schema: {
        tags: ['contacts'],
        summary:
          'A contact and its preferences (areas, products, lot ranges, price ranges) for the Contact modal',
        params: z.object({ id: idParam }),
        response: { 200: contactDetailAnswer },
      },
    },
    async (req): Promise<ContactDetailAnswer> => {
      assertSeesRecords(req);
      const c = await db()
        .selectFrom('contacts as ct')
        .selectAll('ct')
        .select([
          sql<string | null>`(SELECT string_agg(co.name, ', ' ORDER BY co.name) FROM company_contacts cc
            JOIN companies co ON co.id = cc.company_id WHERE cc.contact_id = ct.id)`.as('company'),
          sql<string | null>`ct.build_sf_lots::text`.as('b_sf'),
          sql<string | null>`ct.build_th_pads::text`.as('b_th'),
          sql<string | null>`ct.build_condo_units::text`.as('b_co'),
          sql<string | null>`ct.develop_sf_lots::text`.as('d_sf'),
          sql<string | null>`ct.develop_th_pads::text`.as('d_th'),
          sql<string | null>`ct.develop_condo_units::text`.as('d_co'),
          sql<string | null>`ct.invest_amount::text`.as('invest'),
          sql<string | null>`ct.home_price::text`.as('home'),
          sourceAsOfOf('ct').as('source_as_of_text'),
        ])
        .where('ct.id', '=', req.params.id)
        .executeTakeFirst();
      if (!c) throw new NotFoundError('Contact not found');
      const labelled = (label: string, text: string | null) => (text ? [`${label}: ${text}`] : []);
      return {
        id: Number(c.id),
        name: c.name,
        firstname: c.firstname,
        lastname: c.lastname,
        ownerName: c.owner_name,
        email: c.emails,
        workEmail: c.work_email,
        jobtitle: c.jobtitle,
        address: c.address,
        city: c.cities,
        state: c.state,
        county: c.counties,
        zip: c.zip,
        country: c.country,
        Type: c.types,
        company_name: c.company,
        phone: c.phones,
        phoneNumber1: c.phone_number1,
        phoneNumber2: c.phone_number2,
        mobilephone: c.mobilephone,
        fax: c.fax,
        website: c.websites,
        facebookUrl: c.facebook_url,
        twitterUrl: c.twitter_url,
        linkedinUrl: c.linkedin_url,
        builderFocusSpecialty: c.builder_focus_specialty,
        endProductPriceRanges: c.end_product_price_ranges,
        typeStyleOfHome: c.type_style_of_home,
        utahAreaTags: c.utah_area_tags,
        areas: [...c.match_area_tags, ...c.match_cities, ...c.match_counties.map((n) => `${n} County`)],
        products: [
          ...c.build_products.map((p) => `Builds ${productText(p)}`),
          ...c.develop_products.map((p) => `Develops ${productText(p)}`),
          ...c.invest_products.map((p) => `Invests in ${productText(p)}`),
        ],
        lotRanges: [
          ...labelled('Builds single family lots', rangeText(c.b_sf)),
          ...labelled('Builds townhome pads', rangeText(c.b_th)),
          ...labelled('Builds condo units', rangeText(c.b_co)),
          ...labelled('Develops single family lots', rangeText(c.d_sf)),
          ...labelled('Develops townhome pads', rangeText(c.d_th)),
          ...labelled('Develops condo units', rangeText(c.d_co)),
        ],
        priceRanges: [
          ...labelled('Investment', rangeText(c.invest, true)),
          ...labelled('Home price', rangeText(c.home, true)),
        ],
        investmentRange: c.investment_range,
        source: c.source,
        sourceAsOf: c.source_as_of_text,
      };
    },
  );
}
