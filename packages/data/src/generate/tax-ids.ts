/**
 * Tax (parcel serial) ids in each county's own format, built from a generated parcel's unique position
 * (section sx/sy, group, lot), so they are unique within a county and stable for a seed. The formats follow the
 * counties' published parcel numbers: Salt Lake County's 14-digit map-section-block-parcel-unit number
 * ('16-06-153-013-0000'), Utah County's serial ('45:123:0045'), the 'NN-NNN-NNNN' numbers of Davis, Weber,
 * Cache, Box Elder and Morgan, Tooele's 'NN-NNN-N-NNNN', Iron's 'A-NNNN-NNNN-NNNN', and the subdivision-letter
 * prefixes of Washington and Summit counties ('SG-5-2-29-4404', 'PP-7-2-15-0301'). Other counties use the
 * common 'NN-NNN-NNNN' form. Documented in packages/data/SOURCES.md ("Demo data rules").
 */
export interface TaxIdParts {
  sx: number;
  sy: number;
  group: number;
  lot: number;
  city: string;
}

interface TaxIdFormat {
  pattern: RegExp;
  build: (p: TaxIdParts) => string;
}

const pad = (n: number, w: number) => String(n % 10 ** w).padStart(w, '0');

const nnNnnNnnn: TaxIdFormat = {
  pattern: /^\d{2}-\d{3}-\d{4}$/,
  build: (p) =>
    `${pad(p.sy, 2)}-${pad(p.sx, 2)}${Math.floor(p.group / 10) % 10}-${p.group % 10}${pad(p.lot, 3)}`,
};

/** One to three capitals for a city: 'SG' for St. George, 'PC' for Park City, 'H' for Hurricane. */
export function cityLetters(city: string): string {
  const words = city
    .replace(/[^A-Za-z ]/g, '')
    .split(/\s+/)
    .filter(Boolean);
  const letters = words.length > 1 ? words.map((w) => w[0]) : [words[0]?.[0]];
  return letters.join('').toUpperCase().slice(0, 3) || 'X';
}

const lettered: TaxIdFormat = {
  pattern: /^[A-Z]{1,3}-\d-\d-\d{2}-\d{4}$/,
  build: (p) =>
    `${cityLetters(p.city)}-${p.sx % 10}-${p.sy % 10}-${Math.floor(p.sx / 10) % 10}${Math.floor(p.sy / 10) % 10}-${pad(p.group, 2)}${pad(p.lot, 2)}`,
};

export const TAX_ID_FORMATS: Record<string, TaxIdFormat> = {
  'Salt Lake': {
    pattern: /^\d{2}-\d{2}-\d{3}-\d{3}-\d{4}$/,
    build: (p) =>
      `${pad(p.sy, 2)}-${pad(p.sx, 2)}-${pad(p.group, 3)}-${pad(p.lot, 3)}-${pad(Math.floor(p.sx / 100), 4)}`,
  },
  Utah: {
    pattern: /^\d{2}:\d{3}:\d{4}$/,
    build: (p) =>
      `${pad(p.sy, 2)}:${pad(p.sx, 2)}${Math.floor(p.group / 10) % 10}:${p.group % 10}${pad(p.lot, 3)}`,
  },
  Davis: nnNnnNnnn,
  Weber: nnNnnNnnn,
  Cache: nnNnnNnnn,
  'Box Elder': nnNnnNnnn,
  Morgan: nnNnnNnnn,
  Tooele: {
    pattern: /^\d{2}-\d{3}-\d-\d{4}$/,
    build: (p) =>
      `${pad(p.sy, 2)}-${pad(p.sx, 2)}${Math.floor(p.group / 10) % 10}-${p.group % 10}-${pad(p.lot, 4)}`,
  },
  Iron: {
    pattern: /^[A-H]-\d{4}-\d{4}-\d{4}$/,
    build: (p) =>
      `${'ABCDEFGH'[p.group % 8]}-${pad(p.sy, 2)}${pad(p.sx, 2)}-${pad(Math.floor(p.group / 8), 4)}-${pad(p.lot, 4)}`,
  },
  Washington: lettered,
  Summit: lettered,
};

export function taxIdFormat(county: string): TaxIdFormat {
  return TAX_ID_FORMATS[county] ?? nnNnnNnnn;
}

export function taxId(county: string, parts: TaxIdParts): string {
  return taxIdFormat(county).build(parts);
}
