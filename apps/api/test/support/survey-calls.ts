import { expect } from 'vitest';
import type { Headers, Row } from './matching-fixtures.js';
import type { TestApp } from './test-app.js';

/**
 * The survey calls the survey-matching tests make as one user: a GET, every row of one kind of a survey's matches
 * (page by page, 100 a page), and taking a survey (its id).
 */
export function surveyCalls(app: () => TestApp, user: () => Headers) {
  const call = async (url: string, headers = user()) => {
    const res = await app().app.inject({ method: 'GET', url: `/api${url}`, headers });
    return { status: res.statusCode, body: res.json() };
  };
  const everyRow = async (survey: number, matchingtype: string, type = 'contacts') => {
    const rows: Row[] = [];
    for (let page = 1; ; page++) {
      const r = await call(
        `/surveys/${survey}/results?matchingtype=${matchingtype}&type=${type}&matchingRecordsPage=${page}&matchingRecordsLimit=100`,
      );
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      rows.push(...r.body.data);
      if (page >= r.body.pagination.totalPages)
        return { ids: rows.map((x) => x.id), rows, total: r.body.pagination.totalItems };
    }
  };
  const take = async (
    surveyName: string,
    response: Record<string, unknown>,
    headers = user(),
    id?: number,
  ) => {
    const res = await app().app.inject({
      method: 'PUT',
      url: '/api/surveys',
      headers,
      payload: { ...(id === undefined ? {} : { id }), surveyName, response },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id as number;
  };
  return { call, everyRow, take };
}
