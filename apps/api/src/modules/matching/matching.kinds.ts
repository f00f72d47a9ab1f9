import { MATCHING_TYPES, type MatchingType } from '@utah-land/shared';

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
