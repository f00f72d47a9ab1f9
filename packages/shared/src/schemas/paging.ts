import { z } from 'zod';

// A page of results, defined once: every paged answer of the API is `{ data, pagination }` with this pagination
// (the map lists, matching, bookmarks, saved searches, surveys, users).

export const pagination = z.object({
  page: z.number(),
  limit: z.number(),
  totalItems: z.number(),
  totalPages: z.number(),
});
export type Pagination = z.infer<typeof pagination>;

/** The schema of a paged answer of `item`s. */
export const paged = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), pagination });

/** The `pagination` of a paged answer: the page and limit used, the total matching and the number of pages. */
export function paginationOf(paging: { page: number; limit: number }, totalItems: number): Pagination {
  return {
    page: paging.page,
    limit: paging.limit,
    totalItems,
    totalPages: paging.limit > 0 ? Math.ceil(totalItems / paging.limit) : 0,
  };
}
