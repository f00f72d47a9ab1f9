// Where a record comes from, as of when, and under which terms (docs/data.md, "Provenance"). Every card, detail
// window, grid, workbook and GIS export says it with these words; the `source` keys themselves are never shown.

export interface SourceInfo {
  /** What a reader is told ('Generated demo data', 'UGRC LIR parcels'). */
  label: string;
  /** Demo records: invented, said so wherever they are shown. */
  generated: boolean;
  /** The terms the data may be used under, or null when the source does not say. */
  licence: string | null;
  /** Credit the terms ask for, to travel with the data (map attribution, exports). */
  attribution?: string;
  /** What in a generated record is real. */
  detail?: string;
  /** Whether the county is part of the source's name (UGRC publishes one layer per county). */
  perCounty?: boolean;
}

const UGRC_TERMS = 'CC BY 4.0';
const UGRC_CREDIT = 'State of Utah, SGID (UGRC); provided as is, without warranty';

/** The record sources, by the value of the `source` column. */
export const RECORD_SOURCES: Record<string, SourceInfo> = {
  generated: { label: 'Generated demo data', generated: true, licence: 'Demo data, not for decisions' },
  // Water rights of the demo: a real number at a real point of diversion, with an invented owner and amounts.
  dwri_wtruse_municipal: {
    label: 'Generated demo data',
    generated: true,
    licence: 'Demo data, not for decisions',
    detail: 'real water right number and point of diversion (Utah Division of Water Rights)',
  },
  ugrc_lir: {
    label: 'UGRC LIR parcels',
    generated: false,
    licence: UGRC_TERMS,
    attribution: UGRC_CREDIT,
    perCounty: true,
  },
  ugrc_parcels: {
    label: 'UGRC statewide parcels',
    generated: false,
    licence: UGRC_TERMS,
    attribution: UGRC_CREDIT,
    perCounty: true,
  },
  slc_open_data: { label: 'Salt Lake City Open Data', generated: false, licence: null },
  mls: { label: 'MLS (WFRMLS)', generated: false, licence: 'WFRMLS vendor agreement' },
  // A file a user imported without saying where it comes from.
  import: { label: 'User import', generated: false, licence: null },
  // A contact or project written from a survey taker's answers (docs/surveys.md, "Mapping").
  survey: { label: 'Survey answers', generated: false, licence: null },
};

/** The parcel importer's --source names, by the `source` value they stand for. */
export const IMPORT_SOURCE_NAMES = {
  'ugrc-lir': 'ugrc_lir',
  'ugrc-parcels': 'ugrc_parcels',
  user: 'import',
} as const;

/** What a reader is shown for unknown values. */
export const UNKNOWN = '—';

export interface Provenance {
  /** 'UGRC LIR parcels, Salt Lake County'; 'Unknown source' when the record does not say. */
  source: string;
  /** 'YYYY-MM-DD' or null (unknown). */
  asOf: string | null;
  licence: string | null;
  attribution: string | null;
  generated: boolean;
}

/** A record's provenance from its `source`, county and as-of date (a Date, or text starting 'YYYY-MM-DD'). */
export function provenanceOf(
  source: string | null | undefined,
  opts: { county?: string | null; asOf?: string | Date | null } = {},
): Provenance {
  const info = source ? RECORD_SOURCES[source] : undefined;
  const asOf =
    opts.asOf instanceof Date
      ? opts.asOf.toISOString().slice(0, 10)
      : typeof opts.asOf === 'string' && /^\d{4}-\d{2}-\d{2}/.test(opts.asOf)
        ? opts.asOf.slice(0, 10)
        : null;
  if (!info) return { source: 'Unknown source', asOf, licence: null, attribution: null, generated: false };
  const county = info.perCounty && opts.county ? `, ${opts.county} County` : '';
  return {
    source: `${info.label}${county}`,
    asOf,
    licence: info.licence,
    attribution: info.attribution ?? null,
    generated: info.generated,
  };
}

/** One line for a workbook or a file header: 'Source: …; as of …; licence: …' (unknown parts as '—'). */
export function provenanceLine(p: Provenance): string {
  const credit = p.attribution ? ` (${p.attribution})` : '';
  return `Source: ${p.source}${credit}; as of ${p.asOf ?? UNKNOWN}; licence: ${p.licence ?? UNKNOWN}`;
}

/** The `source` value an export's source label stands for ('UGRC LIR parcels, Salt Lake County' → 'ugrc_lir'). */
export function sourceOfLabel(label: string | null | undefined): string | null {
  if (!label) return null;
  const base = label.replace(/, [A-Za-z .]+ County$/, '').trim();
  for (const [key, info] of Object.entries(RECORD_SOURCES)) {
    if (info.label === base && !info.detail) return key;
  }
  return null;
}
