import { describe, expect, it } from 'vitest';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { apiKeysKeys } from '../../src/api/api-keys.js';
import { bookmarksKeys } from '../../src/api/bookmarks.js';
import { mapKeys } from '../../src/api/map.js';
import { matchingKeys, type MatchSubject } from '../../src/api/matching.js';
import { savedSearchesKeys } from '../../src/api/saved-searches.js';
import { surveyMatchingKeys } from '../../src/api/survey-matching.js';
import { surveysKeys } from '../../src/api/surveys.js';
import { usersKeys } from '../../src/api/users.js';

// The query-key factories of apps/web/src/api/ (docs/architecture.md, "Query keys"): what an invalidation the
// features make refreshes, checked on a real QueryClient holding one cached answer per key.

/** The keys among `cached` that invalidating `prefix` marks stale. */
async function invalidatedBy(prefix: QueryKey, cached: QueryKey[]): Promise<QueryKey[]> {
  const client = new QueryClient();
  for (const key of cached) client.setQueryData(key, 'answer');
  await client.invalidateQueries({ queryKey: prefix, refetchType: 'none' });
  return cached.filter((key) => client.getQueryState(key)?.isInvalidated);
}

const parcel: MatchSubject = { type: 'Parcel', id: 7 };
const options = { page: 1, limit: 20 };

describe('query keys: bookmarks and saved searches', () => {
  it('a bookmark change refreshes every bookmark list of every survey taker, and nothing else', async () => {
    const lists = [
      bookmarksKeys.parcels(undefined, 1, 10),
      bookmarksKeys.parcels('taker@example.com', 2, 50),
      bookmarksKeys.projects('parent', undefined, 1, 10),
      bookmarksKeys.projects('child', 'taker@example.com', 3, 10),
      bookmarksKeys.both(undefined),
      bookmarksKeys.both('taker@example.com'),
    ];
    const others = [savedSearchesKeys.list(undefined, undefined), mapKeys.parcelInfo(7), mapKeys.counts];
    expect(await invalidatedBy(bookmarksKeys.all, [...lists, ...others])).toEqual(lists);
  });

  it('saving or deleting a search refreshes the saved searches of every taker and search text', async () => {
    const lists = [
      savedSearchesKeys.list(undefined, undefined),
      savedSearchesKeys.list('taker@example.com', 'lehi'),
    ];
    expect(await invalidatedBy(savedSearchesKeys.all, [...lists, bookmarksKeys.both(undefined)])).toEqual(
      lists,
    );
  });
});

describe('query keys: surveys', () => {
  const byId = { surveyId: 4 };
  const byTaker = { email: 'taker@example.com', surveyId: 4 };

  it("saving a survey refreshes the surveys, their criteria and every survey's matches, not the saved answers", async () => {
    const refreshed = [
      surveysKeys.info,
      surveysKeys.list(1),
      surveysKeys.criteria(4),
      surveyMatchingKeys.counts(byId),
      surveyMatchingKeys.counts(byTaker),
      surveyMatchingKeys.list(byId, 'builders', 'contacts', 10),
      surveyMatchingKeys.places(4),
      surveyMatchingKeys.queries(4),
      surveyMatchingKeys.dashboard(4),
      surveyMatchingKeys.takers(''),
      surveyMatchingKeys.clientCodes('taker@example.com'),
    ];
    const response = surveysKeys.response(4);
    expect(await invalidatedBy(surveysKeys.all, [...refreshed, response])).toEqual(refreshed);
    expect(await invalidatedBy(response, [...refreshed, response])).toEqual([response]);
  });

  it("a survey's key holds its cards and lists; a survey by id also its places, SQL and dashboard", async () => {
    const own = [
      surveyMatchingKeys.counts(byId),
      surveyMatchingKeys.list(byId, 'parcels', 'contacts', 10),
      surveyMatchingKeys.places(4),
      surveyMatchingKeys.queries(4),
      surveyMatchingKeys.dashboard(4),
    ];
    const others = [
      surveyMatchingKeys.counts({ surveyId: 5 }),
      surveyMatchingKeys.counts(byTaker),
      surveyMatchingKeys.counts(null),
    ];
    expect(await invalidatedBy(surveyMatchingKeys.survey(byId), [...own, ...others])).toEqual(own);
  });

  it('the view-query page and the network page share the counts of a survey by id', () => {
    expect(surveyMatchingKeys.counts({ surveyId: 4 })).toEqual(['surveys', 'matching', 4, 'counts']);
  });
});

describe('query keys: matching', () => {
  it("a subject's lists are every kind and page of that subject, not another subject's", async () => {
    const own = [
      matchingKeys.list(parcel, 'builders', { ...options, type: 'companies' }),
      matchingKeys.list(parcel, 'parcels', { ...options, page: 2, split: 'buildableParcels' }),
    ];
    const others = [
      matchingKeys.list({ ...parcel, id: 8 }, 'builders', options),
      matchingKeys.list({ ...parcel, hypothetical: 'Zoning' }, 'builders', options),
      matchingKeys.list({ ...parcel, surveyTaker: 'taker@example.com' }, 'builders', options),
      matchingKeys.counts(parcel),
    ];
    expect(await invalidatedBy(matchingKeys.lists(parcel), [...own, ...others])).toEqual(own);
  });

  it('everything of matching is under its prefix', async () => {
    const all = [
      matchingKeys.counts(parcel),
      matchingKeys.list(parcel, 'waterRights', options),
      matchingKeys.queries(parcel),
      matchingKeys.company(3, parcel),
    ];
    expect(await invalidatedBy(matchingKeys.all, [...all, mapKeys.parcelInfo(7)])).toEqual(all);
  });
});

describe('query keys: map and users', () => {
  it("the results box's fetching indicator covers every tab's count", async () => {
    const counts = [mapKeys.count('parcels', {}), mapKeys.count('child', { cities: 'Lehi' })];
    expect(await invalidatedBy(mapKeys.counts, [...counts, mapKeys.list('parcels', {})])).toEqual(counts);
  });

  it('the matches drawer reads the parcel info a survey taker-less parcel modal cached', async () => {
    const client = new QueryClient();
    client.setQueryData(mapKeys.parcelInfo(7, undefined), 'parcel 7');
    expect(client.getQueryData(mapKeys.parcelInfo(7))).toBe('parcel 7');
    expect(client.getQueryData(mapKeys.parcelInfo(7, 'taker@example.com'))).toBeUndefined();
  });

  it("a profile change refreshes the user's detail page, whose id comes from the URL as text", async () => {
    expect(await invalidatedBy(usersKeys.user(12), [usersKeys.user('12'), usersKeys.user('13')])).toEqual([
      usersKeys.user('12'),
    ]);
    expect(usersKeys.events(12)).toEqual(usersKeys.events('12'));
  });

  it("the users list refresh leaves the signed-in user's own record alone", async () => {
    const lists = [usersKeys.list(1, {}), usersKeys.list(2, { userSearchValue: 'ann' })];
    expect(await invalidatedBy(usersKeys.all, [...lists, usersKeys.currentUser, usersKeys.roles])).toEqual(
      lists,
    );
  });
});

describe('query keys: API keys', () => {
  it("creating or revoking a key refreshes the user's own list and every admin view of a user's keys", async () => {
    const cached = [
      apiKeysKeys.mine,
      apiKeysKeys.ofUser(12),
      apiKeysKeys.ofUser('13'),
      usersKeys.user(12),
      usersKeys.events(12),
    ];
    expect(await invalidatedBy(apiKeysKeys.all, cached)).toEqual([
      apiKeysKeys.mine,
      apiKeysKeys.ofUser(12),
      apiKeysKeys.ofUser('13'),
    ]);
    expect(apiKeysKeys.ofUser(12)).toEqual(apiKeysKeys.ofUser('12'));
  });
});
