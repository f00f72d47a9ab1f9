import {
  HOUSE_STYLES,
  LOT_SIZES,
  PROJECT_STATUSES,
  SPECIAL_PRODUCT_TYPES,
  type ContactType,
} from '@utah-land/shared';
import { Random } from '../util/random.js';
import { pointToEwkt } from '../util/geo.js';
import type { GeneratedCompany } from './companies.js';
import type { ParcelGroup } from './layout.js';
import { PLACE_WORDS, PROJECT_SUFFIXES } from './names.js';
import { lotsText, type GeneratedParcel, type LotEstimate } from './parcel-row.js';
import { newHomePrice } from './land-values.js';

export const PROJECT_COLUMNS = [
  'id',
  'parent_project_id',
  'name',
  'owner_names',
  'ownership_name',
  'state',
  'address',
  'city',
  'city_by_geometry',
  'county',
  'postal_code',
  'center',
  'acreage',
  'number_and_style_of_lots',
  'desired_number_and_style_of_lots',
  'special_product_types',
  'lot_sizes',
  'project_status',
  'sub_status',
  'house_style',
  'house_square_footage',
  'bedrooms',
  'bathrooms',
  'garages',
  'zoning',
  'price_point',
  'mls_entry',
  'mls_status',
  'company_matches',
  'retire_or_display',
  'distressed',
  'area_tags',
  'products',
  'sf_lots',
  'th_pads',
  'condo_units',
  'commercial_units',
  'total_units',
  'started_on',
  'completed_on',
  'source',
  'external_id',
] as const;

type Value = string | number | boolean | null | string[];

const SUB_STATUS: Record<string, string[]> = {
  Concept: ['Feasibility study', 'Site plan drafted', 'Pre-application meeting held'],
  'Seeking Preliminary from Planning Commission': [
    'Application submitted',
    'On planning commission agenda',
    'Continued to next meeting',
  ],
  'Seeking Preliminary from City Council': ['Recommended by planning commission', 'Public hearing scheduled'],
  'Seeking Final': ['Engineering review', 'Final plat submitted', 'Bonding in progress'],
  'For Sale': ['Lots available', 'Model home open', 'Final phase selling'],
  Papered: ['Plat recorded', 'Improvements under construction'],
  'Coming Soon': ['Site work started', 'Utilities going in'],
  'For Rent': ['Leasing', 'Lease-up complete'],
};

export function lotSizeLabel(acres: number): string {
  if (acres < 0.1) return LOT_SIZES[0];
  if (acres < 0.2) return LOT_SIZES[1];
  if (acres < 0.33) return LOT_SIZES[2];
  if (acres < 0.5) return LOT_SIZES[3];
  if (acres < 1) return LOT_SIZES[4];
  if (acres < 5) return LOT_SIZES[5];
  return LOT_SIZES[6];
}

export interface ProjectRows {
  projects: Value[][];
  projectParcels: [number, number, boolean][];
  projectCompanies: [number, number, string][];
}

/** A parent project on a group of parcels with 1-3 child phases, each on a contiguous share of them. */
export function buildProjects(
  seed: number,
  group: ParcelGroup,
  parcels: GeneratedParcel[],
  nextId: () => number,
  companiesByKind: Map<ContactType, GeneratedCompany[]>,
): ProjectRows {
  const rng = new Random(seed, 'project', group.sx, group.sy, group.group);
  const out: ProjectRows = { projects: [], projectParcels: [], projectCompanies: [] };
  const name = `${rng.pick(PLACE_WORDS)} ${rng.pick(PROJECT_SUFFIXES)}`;
  const developer = pickCompany(companiesByKind, 'Developer', rng);
  const builder = pickCompany(companiesByKind, 'Builder', rng);
  const phases = parcels.length >= 3 ? rng.int(1, 3) : 1;
  const parentId = nextId();
  const make = (
    id: number,
    parent: number | null,
    label: string,
    members: GeneratedParcel[],
    phase: number,
  ) => {
    const r0 = members[0]!.record;
    const sum = (f: (e: LotEstimate) => number) =>
      members.reduce((s, p) => s + (p.estimate ? f(p.estimate) : p.built ? 0 : 0), 0);
    const built = members.filter((p) => p.built).length;
    const sf = sum((e) => e.sf) + (group.kind === 'multifamily' || group.kind === 'commercial' ? 0 : built);
    const th = sum((e) => e.th);
    const condo = sum((e) => e.condo);
    const commercial = group.kind === 'commercial' ? rng.int(1, 12) : 0;
    const lots: LotEstimate = { sf, th, condo };
    const acreage = members.reduce((s, p) => s + Number(p.record.acreage), 0);
    const status = rng.pick(PROJECT_STATUSES);
    const products = [
      sf ? 'singleFamily' : null,
      th ? 'townhouse' : null,
      condo ? 'condos' : null,
      commercial ? 'commercial' : null,
    ].filter((p): p is string => p !== null);
    const styles = condo
      ? ['Condo']
      : th
        ? ['Townhome', ...rng.sample(['Twin Home'], 1)]
        : rng.sample(HOUSE_STYLES.slice(0, 4), rng.int(1, 3));
    const units = sf + th + condo;
    const avgLot = sf ? (acreage * 0.75) / Math.max(1, sf + th / 2) : acreage / Math.max(1, units);
    const lng = members.reduce((s, p) => s + p.lng, 0) / members.length;
    const lat = members.reduce((s, p) => s + p.lat, 0) / members.length;
    const minSqft = rng.int(12, 24) * 100;
    const started = rng.chance(0.6)
      ? new Date(Date.UTC(rng.int(2019, 2025), rng.int(0, 11), rng.int(1, 28)))
      : null;
    const completed =
      started && status === 'For Sale' && rng.chance(0.3)
        ? new Date(started.getTime() + rng.int(200, 900) * 86_400_000)
        : null;
    const row: Record<(typeof PROJECT_COLUMNS)[number], Value> = {
      id,
      parent_project_id: parent,
      name: label,
      owner_names: [...new Set(members.map((p) => String(p.record.ownership_name)))].slice(0, 10),
      ownership_name: String(r0.ownership_name),
      state: 'UT',
      address: String(r0.address),
      city: String(r0.city),
      city_by_geometry: r0.city_by_geometry as string | null,
      county: String(r0.county),
      postal_code: r0.postal_code as string | null,
      center: pointToEwkt(lng, lat),
      acreage: Math.round(acreage * 10_000) / 10_000,
      number_and_style_of_lots: lotsText(lots)?.split(', ') ?? [],
      desired_number_and_style_of_lots: rng.chance(0.5)
        ? (lotsText({
            sf: Math.round(sf * 1.2),
            th: Math.round(th * 1.2),
            condo: Math.round(condo * 1.2),
          })?.split(', ') ?? [])
        : [],
      special_product_types: rng.chance(0.2) ? rng.sample(SPECIAL_PRODUCT_TYPES, 1) : [],
      lot_sizes: [lotSizeLabel(avgLot)],
      project_status: status,
      sub_status: SUB_STATUS[status] ? rng.pick(SUB_STATUS[status]!) : null,
      house_style: styles,
      house_square_footage: `${minSqft.toLocaleString('en-US')} - ${(minSqft + rng.int(6, 16) * 100).toLocaleString('en-US')}`,
      bedrooms: condo ? `${rng.int(1, 2)}-${rng.int(2, 3)}` : `${rng.int(3, 4)}-${rng.int(4, 6)}`,
      bathrooms: condo ? `1-2` : `${rng.int(2, 3)}-${rng.int(3, 4)}`,
      garages: condo ? 'Covered parking' : `${rng.int(2, 3)} Car`,
      zoning: String(r0.actual_zoning),
      // New homes are priced against the city's real median home value, not the land's value.
      price_point: newHomePrice(group.city, condo ? 'condos' : th ? 'townhouse' : 'singleFamily', rng),
      mls_entry: status === 'For Sale',
      mls_status: status === 'For Sale' ? 'Active' : null,
      company_matches: [developer?.name, builder?.name].filter((n): n is string => !!n),
      retire_or_display: ['Abandoned', 'Final Rejected by City Council'].includes(status)
        ? 'Retire'
        : 'Display',
      distressed: rng.chance(0.05),
      area_tags: r0.area_tags as string[],
      products,
      sf_lots: sf || null,
      th_pads: th || null,
      condo_units: condo || null,
      commercial_units: commercial || null,
      total_units: units + commercial || null,
      started_on: started ? started.toISOString().slice(0, 10) : null,
      completed_on: completed ? completed.toISOString().slice(0, 10) : null,
      source: 'generated',
      external_id: null,
    };
    void phase;
    out.projects.push(PROJECT_COLUMNS.map((c) => row[c]));
    for (const p of members) out.projectParcels.push([id, p.record.id as number, !p.built]);
  };
  make(parentId, null, name, parcels, 0);
  if (developer) out.projectCompanies.push([parentId, developer.id, 'Developer']);
  if (builder) out.projectCompanies.push([parentId, builder.id, 'Builder']);
  const size = Math.ceil(parcels.length / phases);
  for (let ph = 0; ph < phases; ph++) {
    const members = parcels.slice(ph * size, (ph + 1) * size);
    if (members.length === 0) continue;
    const childId = nextId();
    make(childId, parentId, `${name} Phase ${ph + 1}`, members, ph + 1);
    if (builder) out.projectCompanies.push([childId, builder.id, 'Builder']);
  }
  return out;
}

function pickCompany(byKind: Map<ContactType, GeneratedCompany[]>, kind: ContactType, rng: Random) {
  const list = byKind.get(kind);
  return list && list.length ? rng.pick(list) : undefined;
}
