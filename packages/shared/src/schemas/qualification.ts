import { z } from 'zod';
import { INT4_MAX } from './ids.js';

// The acquisition qualification sheet of a parcel. One list of field definitions drives the API's validation,
// the drawer's form and read view, and the 'QS-{parcel id}.xlsx' export, so the three never disagree.

export const QUALIFICATION_TABS = {
  owner: 'Information Obtained from Owner',
  online: 'Information Obtained Online',
  city: 'Information Obtained From City',
  notes: 'Notes',
} as const;
export type QualificationTab = 'owner' | 'online' | 'city';

export const QUALIFICATION_MESSAGES = {
  parcelNotFound: 'Parcel not found',
  /** A save of a field another admin changed after this one read the sheet (409). */
  conflict:
    'Someone else saved this qualification sheet while you were editing it. Reload the sheet to see their changes, then make yours again.',
  saved: 'Qualification sheet saved',
  noteAdded: 'Note added',
  noteEmpty: 'Please write a note first',
  tooManyNotes: 'This sheet has reached its limit of notes',
  /** A body with `fields` and form values at the top level too. */
  twoShapes: "send the fields either inside 'fields' or at the top level, not both",
  unknownCity: (city: string) => `'${city}' is not a Utah city`,
  unknownCounty: (county: string) => `'${county}' is not a Utah county`,
} as const;

/** The city tab's 'Questions To Ask Section': four guidance items. */
export const QUALIFICATION_QUESTIONS_TO_ASK = [
  'Check utilities, topography, soils and access: where the nearest sewer, water and power are, how the land slopes, what the soils are and how the property is reached.',
  'Ask for any existing soils, environmental, survey and engineering reports on the property.',
  'Contact the engineers and architects of nearby projects in the same zone about what the city required of them.',
  "Review the owner's history: past sales, projects, applications and dealings with the city.",
] as const;

export const SELL_OR_PARTNER_OPTIONS = ['Sell', 'Partner', 'Either', 'Undecided'] as const;
/** Development-proximity choices. */
export const SIDES_TOUCHING_OPTIONS = ['Not touching', '1-2 sides', '3-4 sides'] as const;
export const INCORPORATED_OPTIONS = ['Incorporated', 'Unincorporated'] as const;

/** Limits of what a sheet stores. */
export const QUALIFICATION_LIMITS = {
  text: 300,
  longText: 4000,
  url: 2000,
  listItems: 30,
  listItem: 100,
  note: 4000,
  notes: 500,
  acreage: 1_000_000,
  acreFeet: 1_000_000,
  money: 100_000_000_000,
  miles: 1000,
  slope: 100,
} as const;

/**
 * How a field is asked and stored: yesNo = Yes/No selection stored as true/false ('Yes' → true); money =
 * whole dollars; urlList and tags = lists; ownerName = one stored name shown as first and last name.
 */
export type QualificationKind =
  | 'text'
  | 'longText'
  | 'number'
  | 'money'
  | 'yesNo'
  | 'choice'
  | 'email'
  | 'phone'
  | 'url'
  | 'urlList'
  | 'tags'
  | 'city'
  | 'county'
  | 'ownerName';

export interface QualificationFieldDef {
  tab: QualificationTab;
  kind: QualificationKind;
  /** The form's question (and the export's row label). */
  label: string;
  /** The read view's label; some differ from the form's (address, preferred_product, ...). */
  readLabel: string;
  options?: readonly string[];
  max?: number;
}

const def = <K extends QualificationKind>(
  tab: QualificationTab,
  kind: K,
  label: string,
  readLabel = label,
  extra: Pick<QualificationFieldDef, 'options' | 'max'> = {},
): QualificationFieldDef & { kind: K } => ({ tab, kind, label, readLabel, ...extra });

/** Every field of the sheet, tab by tab, in the order the form, the read view and the export show them. */
export const QUALIFICATION_FIELD_DEFS = {
  // Information Obtained from Owner (24 fields; 25 questions with the owner's first and last name).
  owner_name_processed: def('owner', 'ownerName', 'Owner Name'),
  company_name: def('owner', 'text', 'Company Name'),
  phone_number: def('owner', 'phone', 'Phone Number'),
  email: def('owner', 'email', 'Email'),
  contact_owner: def('owner', 'yesNo', 'Have you contacted the owner?', 'Owner Contacted'),
  property_address: def('owner', 'text', 'Property Address', 'Address'),
  city: def('owner', 'city', 'City'),
  county: def('owner', 'county', 'County'),
  acreage: def('owner', 'number', 'Acreage', 'Acreage', { max: QUALIFICATION_LIMITS.acreage }),
  sell_or_partner: def('owner', 'choice', 'Is the owner looking to sell or to partner?', 'Sell or Partner', {
    options: SELL_OR_PARTNER_OPTIONS,
  }),
  lead_source: def('owner', 'text', 'Lead Source'),
  has_active_listing: def('owner', 'yesNo', 'Is the property listed for sale right now?', 'Active Listing'),
  listing_price: def('owner', 'money', 'Listing Price'),
  desired_product: def(
    'owner',
    'text',
    'What would the owner like to see built on the property?',
    'Preferred Product',
  ),
  water_rights: def('owner', 'yesNo', 'Does the property come with water rights?', 'Water Rights'),
  acre_feet_water: def('owner', 'number', 'How many acre-feet of water?', 'Acre-Feet of Water', {
    max: QUALIFICATION_LIMITS.acreFeet,
  }),
  mortgage_how_long_delinquent: def(
    'owner',
    'yesNo',
    'Is there a mortgage or other debt on the property?',
    'Debt',
  ),
  product_estimate: def('owner', 'money', 'If so, roughly how much is owed?', 'Debt Estimate'),
  neighbors_interested: def(
    'owner',
    'yesNo',
    'Are any neighbors interested in selling too?',
    'Neighbors Interested',
  ),
  neighbor_parcel_ids_has_active_listing: def(
    'owner',
    'text',
    'Which neighbors (parcel ids)?',
    'Interested Neighbors',
  ),
  due_diligence: def(
    'owner',
    'longText',
    'What due diligence has the owner done (surveys, soils, studies)?',
    'Due Diligence',
  ),
  other_involved_parties: def(
    'owner',
    'yesNo',
    'Are other parties involved in the decision?',
    'Other Involved Parties',
  ),
  listed_contact_info: def(
    'owner',
    'longText',
    'Names and contact information of the involved parties',
    'Involved Parties Contact',
  ),
  other_land: def('owner', 'yesNo', 'Does the owner have other land to sell?', 'Other Land To Sell'),

  // Information Obtained Online (20 fields).
  parcelId: def('online', 'text', 'Parcel ID'),
  actualZoning: def('online', 'text', 'Actual Zoning'),
  neighbor_zoning: def('online', 'text', 'Neighbor Zoning'),
  property_info_building: def(
    'online',
    'yesNo',
    'Is there a building on the property?',
    'Building on the Property',
  ),
  google_maps_link: def('online', 'url', 'Google Maps Link'),
  parcel_map_link: def('online', 'url', 'Parcel Map Link'),
  zoning_map_link: def('online', 'url', 'Zoning Map Link'),
  zoning_code_link: def('online', 'url', 'Zoning Code Link'),
  utility_map_links: def('online', 'urlList', 'Utility Map Links'),
  has_road_access: def('online', 'yesNo', 'Does the property have road access?', 'Road Access'),
  sides_touching_developed: def(
    'online',
    'choice',
    'How many sides touch developed land?',
    'Sides Touching Development',
    { options: SIDES_TOUCHING_OPTIONS },
  ),
  slopes_percentage: def('online', 'number', 'Slope (%)', 'Slope (%)', { max: QUALIFICATION_LIMITS.slope }),
  boulders_overlap: def(
    'online',
    'yesNo',
    'Do boulders or rock outcrops cover part of the property?',
    'Boulders',
  ),
  basements_next_door: def(
    'online',
    'yesNo',
    'Do the homes next door have basements?',
    'Basements Next Door',
  ),
  close_to_water: def(
    'online',
    'yesNo',
    'Is the property close to a river, lake or canal?',
    'Close to Water',
  ),
  electrical_lines: def('online', 'text', 'Electrical Lines'),
  railroads: def('online', 'text', 'Railroads'),
  temple_distance_miles: def(
    'online',
    'number',
    'Distance to the nearest temple (miles)',
    'Temple Distance (miles)',
    { max: QUALIFICATION_LIMITS.miles },
  ),
  property_tag: def('online', 'tags', 'Property Tags'),
  neighbor_property_tags: def('online', 'tags', 'Neighbor Property Tags'),

  // Information Obtained From City (5 fields).
  is_in_corporated: def(
    'city',
    'choice',
    'Is the property incorporated or unincorporated?',
    'Incorporation',
    {
      options: INCORPORATED_OPTIONS,
    },
  ),
  preventing_project: def(
    'city',
    'longText',
    'Is anything preventing a project here?',
    'Preventing a Project',
  ),
  city_vision: def('city', 'longText', "What is the city's vision for this area?", 'City Vision'),
  project_restrictions: def(
    'city',
    'longText',
    'What restrictions would a project face?',
    'Project Restrictions',
  ),
  previous_projects: def(
    'city',
    'longText',
    'What projects were proposed here before, and what happened to them?',
    'Previous Projects',
  ),
} as const satisfies Record<string, QualificationFieldDef>;

export type QualificationField = keyof typeof QUALIFICATION_FIELD_DEFS;
export const QUALIFICATION_FIELDS = Object.keys(QUALIFICATION_FIELD_DEFS) as QualificationField[];
export const qualificationFieldsOf = (tab: QualificationTab) =>
  QUALIFICATION_FIELDS.filter((k) => QUALIFICATION_FIELD_DEFS[k].tab === tab);

/** The owner's name shown as first and last name: split at the first space. */
export function splitOwnerName(name: string | null | undefined): { first: string; last: string } {
  const s = (name ?? '').trim();
  const at = s.indexOf(' ');
  return at < 0 ? { first: s, last: '' } : { first: s.slice(0, at), last: s.slice(at + 1).trim() };
}
export const joinOwnerName = (first?: string | null, last?: string | null) =>
  [first?.trim(), last?.trim()].filter(Boolean).join(' ') || null;

// ---- Validation ----------------------------------------------------------------------------------------------

/** Control characters other than tab and line breaks (NUL bytes included) are refused. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
export const hasControlChars = (s: string) => CONTROL_CHARS.test(s);
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const cleanString = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine((s) => !hasControlChars(s), 'must not contain control characters');
const nullable = <T extends z.ZodType>(inner: T) => z.preprocess(blankToNull, inner.nullable());

const PHONE = /^\+?[\d\s().-]{7,30}(\s*(x|ext\.?)\s*\d{1,6})?$/i;
const phone = cleanString(40).refine(
  (s) => PHONE.test(s) && (s.match(/\d/g)?.length ?? 0) >= 7,
  'must be a phone number (digits, spaces, + ( ) - .)',
);
const url = cleanString(QUALIFICATION_LIMITS.url).pipe(
  z.url({ protocol: /^https?$/, message: 'must be a link starting with http:// or https://' }),
);
const list = (item: z.ZodType<string>) =>
  z
    .array(item)
    .max(QUALIFICATION_LIMITS.listItems, `must have at most ${QUALIFICATION_LIMITS.listItems} entries`)
    .transform((items) => [...new Set(items.filter(Boolean))]);
const amount = (max: number, int = false) => {
  const n = z.number().min(0, 'must not be negative').max(max, `must be at most ${max}`);
  return int ? n.int('must be whole dollars') : n;
};

function inputOf(d: QualificationFieldDef): z.ZodType {
  switch (d.kind) {
    case 'yesNo':
      return z.boolean().nullable();
    case 'number':
      return amount(d.max ?? QUALIFICATION_LIMITS.money).nullable();
    case 'money':
      return amount(QUALIFICATION_LIMITS.money, true).nullable();
    case 'choice':
      return nullable(z.enum(d.options as [string, ...string[]]));
    case 'email':
      return nullable(cleanString(320).toLowerCase().pipe(z.email('must be an e-mail address')));
    case 'phone':
      return nullable(phone);
    case 'url':
      return nullable(url);
    case 'urlList':
      return list(url);
    case 'tags':
      return list(cleanString(QUALIFICATION_LIMITS.listItem));
    case 'longText':
      return nullable(cleanString(QUALIFICATION_LIMITS.longText));
    default:
      return nullable(cleanString(QUALIFICATION_LIMITS.text));
  }
}

function outputOf(d: QualificationFieldDef): z.ZodType {
  switch (d.kind) {
    case 'yesNo':
      return z.boolean().nullable();
    case 'number':
    case 'money':
      return z.number().nullable();
    case 'urlList':
    case 'tags':
      return z.array(z.string());
    default:
      return z.string().nullable();
  }
}

type ValueOf<K extends QualificationKind> = K extends 'yesNo'
  ? boolean | null
  : K extends 'number' | 'money'
    ? number | null
    : K extends 'urlList' | 'tags'
      ? string[]
      : string | null;
/** Every field's value: null (or an empty list) when empty. */
export type QualificationValues = {
  [K in QualificationField]: ValueOf<(typeof QUALIFICATION_FIELD_DEFS)[K]['kind']>;
};

const shapeOf = (of: (d: QualificationFieldDef) => z.ZodType) =>
  Object.fromEntries(QUALIFICATION_FIELDS.map((k) => [k, of(QUALIFICATION_FIELD_DEFS[k])])) as Record<
    QualificationField,
    z.ZodType
  >;

/** Fields to change: absent = unchanged, null (or []) = cleared; unknown names are refused. */
export const qualificationFieldsPatch = z.object(shapeOf(inputOf)).partial().strict() as unknown as z.ZodType<
  Partial<QualificationValues>,
  Partial<Record<QualificationField, unknown>>
>;

export const qualificationValues = z.object(shapeOf(outputOf)) as unknown as z.ZodType<QualificationValues>;

/** A save as the API takes it: the sheet version the client read (if any), the fields to change, a note to add. */
export interface QualificationSaveInput {
  version?: number;
  fields?: Partial<QualificationValues>;
  note?: string;
}

const fieldInputs = shapeOf(inputOf);
/**
 * PUT /parcels-extra-info/{parcelId}, in either of two shapes:
 * - `{ version, fields, note }`: `version` (of GET; 0 for a sheet never saved) asks for the optimistic check, a
 *   field changed by someone else since is a 409;
 * - the spec's: the form's values at the top level (`parcelId` among them), without a version: the sent fields
 *   are saved as sent, last save wins.
 * Either way only the fields sent change, and `note` adds a note.
 */
export const saveQualificationBody = z
  .object({
    version: z.number().int().min(0).max(INT4_MAX).optional(),
    fields: qualificationFieldsPatch.optional(),
    /** A note to add to the list (author and time are the server's). */
    note: cleanString(QUALIFICATION_LIMITS.note).min(1, QUALIFICATION_MESSAGES.noteEmpty).optional(),
    ...(Object.fromEntries(QUALIFICATION_FIELDS.map((k) => [k, fieldInputs[k].optional()])) as Record<
      QualificationField,
      z.ZodOptional<z.ZodType>
    >),
  })
  .strict()
  .superRefine((body, ctx) => {
    const flat = QUALIFICATION_FIELDS.find((k) => body[k] !== undefined);
    if (flat && body.fields !== undefined)
      ctx.addIssue({ code: 'custom', path: [flat], message: QUALIFICATION_MESSAGES.twoShapes });
  })
  .transform(({ version, fields, note, ...flat }): QualificationSaveInput => {
    const sent = Object.entries(flat).filter(([, v]) => v !== undefined);
    return {
      version,
      fields:
        (fields as Partial<QualificationValues> | undefined) ??
        (sent.length ? (Object.fromEntries(sent) as Partial<QualificationValues>) : undefined),
      note,
    };
  });
export type SaveQualificationBody = z.input<typeof saveQualificationBody>;

const person = z.object({ id: z.number().nullable(), name: z.string() });

export const qualificationNote = z.object({
  /** When the note was added, in milliseconds since 1970 (unique within the sheet). */
  id: z.number(),
  text: z.string(),
  author: person,
  createdAt: z.string(),
});
export type QualificationNote = z.infer<typeof qualificationNote>;

export const qualificationSave = z.object({
  version: z.number(),
  savedAt: z.string(),
  savedBy: person.nullable(),
  fields: z.array(z.string()),
  noteAdded: z.boolean(),
});
export type QualificationSave = z.infer<typeof qualificationSave>;

export const qualificationSheet = z.object({
  parcel: z.object({
    id: z.number(),
    parcelId: z.string(),
    formattedParcelId: z.string().nullable(),
    /** Where the prefilled values come from (docs/data.md, "Provenance"): the parcel's source, county, as-of date. */
    county: z.string().nullable(),
    source: z.string(),
    sourceAsOf: z.string().nullable(),
  }),
  fields: qualificationValues,
  /** Fields never saved on this sheet, whose value comes from the parcel. */
  prefilled: z.array(z.string()),
  notes: z.array(qualificationNote),
  version: z.number(),
  updatedAt: z.string().nullable(),
  updatedBy: person.nullable(),
  /** The latest saves, newest first. */
  saves: z.array(qualificationSave),
});
export type QualificationSheet = Omit<z.infer<typeof qualificationSheet>, 'fields' | 'prefilled'> & {
  fields: QualificationValues;
  prefilled: QualificationField[];
};

/** The parcel id a sheet is titled and exported with: the formatted one, else the raw one. */
export const qualificationParcelLabel = (p: { parcelId: string; formattedParcelId: string | null }) =>
  p.formattedParcelId || p.parcelId;
