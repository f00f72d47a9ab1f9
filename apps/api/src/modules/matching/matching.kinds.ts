import { MATCHING_TYPES, type MatchingType } from '@utah-land/shared';

/** Match-count keys of the spec: plural for a parcel, singular contact groups for a project. */
export const PARCEL_COUNT_KEYS: Record<MatchingType, string> = {
  parcels: 'Parcels',
  builders: 'Builders',
  investors: 'Investors',
  developers: 'Developers',
  realEstateAgents: 'Real Estate Agents',
  newBuildHomebuyers: 'New Build Homebuyers',
  waterRights: 'Water Rights',
  projects: 'Projects',
};
export const PROJECT_COUNT_KEYS: Record<MatchingType, string> = {
  ...PARCEL_COUNT_KEYS,
  builders: 'Builder',
  developers: 'Developer',
  realEstateAgents: 'Real Estate Agent',
  newBuildHomebuyers: 'New Build Homebuyer',
};

const BY_NORMALIZED = new Map<string, MatchingType>();
for (const t of MATCHING_TYPES) {
  BY_NORMALIZED.set(t.toLowerCase(), t);
  BY_NORMALIZED.set(t.toLowerCase().replace(/s$/, ''), t);
}

/** Accepts the camelCase kind or its label ('Real Estate Agents', 'Builder', 'water rights'). */
export function normalizeMatchingType(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const key = value.toLowerCase().replace(/[^a-z]/g, '');
  return BY_NORMALIZED.get(key) ?? BY_NORMALIZED.get(key.replace(/s$/, '')) ?? value;
}
