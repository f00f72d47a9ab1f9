import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { MapFilters, namesQuery } from '@utah-land/shared';
import type { DB } from '../../db/index.js';
import { mapPaging, paginationOf, type Viewer } from '../map/map-access.js';
import type { ProjectKind } from '../map/map-filters.js';
import { projectNamesQuery } from './projects.queries.js';

/** A page (page, take or limit; 20 by default) of the names of projects of `kind` containing `q.name`. */
export async function projectNamesReply(
  db: Kysely<DB>,
  viewer: Viewer,
  q: z.infer<typeof namesQuery>,
  kind: ProjectKind,
) {
  const paging = mapPaging(viewer, q.page, q.take ?? q.limit, 20);
  const { data, count } = projectNamesQuery(db, kind, q.name, paging);
  const [rows, c] = await Promise.all([data.execute(), count.executeTakeFirstOrThrow()]);
  return { data: rows, pagination: paginationOf(paging, Number(c.count)) };
}

/** The map filters a project-relation call applies: none for a name search (isNameSearch=true). */
export const unlessNameSearch = (q: Record<string, unknown>): MapFilters | undefined =>
  q.isNameSearch === 'true' ? undefined : (q as MapFilters);
