import type { ListType, MatchKind, ParcelSplit, ProjectTier } from '../../api/matching.js';

export const MATCH_PAGE_SIZE = 20;

/** What the matches drawer remembers per subject, restored when it is reopened. */
export interface MatchesView {
  group: MatchKind;
  listType: ListType;
  projectType: ProjectTier;
  split: ParcelSplit;
  page: number;
  limit: number;
}

const memory = new Map<string, MatchesView>();

export const rememberedView = (key: string) => memory.get(key);
export const rememberView = (key: string, view: MatchesView) => memory.set(key, view);

export function initialView(group: MatchKind): MatchesView {
  return {
    group,
    listType: 'contacts',
    projectType: 'parent',
    split: 'all',
    page: 1,
    limit: MATCH_PAGE_SIZE,
  };
}
