import { z } from 'zod';
import { paged } from './paging.js';

// What the /saved-searches routes answer (the request bodies are in bookmarks.ts, with the saved searches' limits).

/** One saved search: its name (`description`), the map query string it opens and whose it is. */
export const savedSearch = z.object({
  id: z.number(),
  description: z.string(),
  url: z.string(),
  survey_taker: z.string(),
  createdAt: z.string(),
});
export type SavedSearchDto = z.infer<typeof savedSearch>;

/** GET /saved-searches: a page of them, newest first. */
export const savedSearchList = paged(savedSearch);
export type SavedSearchList = z.infer<typeof savedSearchList>;

/** DELETE /saved-searches/{id}. */
export const savedSearchDeleted = z.object({ id: z.number(), message: z.string() });
export type SavedSearchDeleted = z.infer<typeof savedSearchDeleted>;
