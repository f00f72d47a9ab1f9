import createClient, { type Middleware } from 'openapi-fetch';
import { session } from '../app/session.js';
import type { paths } from './openapi.generated.js';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: unknown,
  ) {
    super(message);
  }
}

type Query = Record<string, string | number | boolean | undefined | null | (string | number)[]>;

export interface AnswerOptions {
  /** A 401 is an answer the caller handles itself: the session is not cleared, the page stays. */
  ownUnauthorized?: boolean;
}

/**
 * Whether the global handlers already answered this failure (a 5xx shows the 'Oops!' toast, a 401 goes to
 * sign-in; see features/shell/api-handlers.tsx): the caller then shows no second toast for it.
 */
export const toldGlobally = (err: unknown) =>
  err instanceof ApiError && (err.status >= 500 || err.status === 401);

/** Called on any 5xx answer (the shell shows the spec's 'Oops!' toast). */
let onServerError: (() => void) | undefined;
/** Called on any 401 outside /login (the shell clears the session and goes to /login). */
let onUnauthorized: (() => void) | undefined;
export function setApiHandlers(handlers: { onServerError?: () => void; onUnauthorized?: () => void }) {
  onServerError = handlers.onServerError;
  onUnauthorized = handlers.onUnauthorized;
}

/** The API's query string: empty values are left out and a list is sent as `a|b` (the map's filters). */
export function toQueryString(query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, Array.isArray(value) ? value.join('|') : String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** Every request carries the stored bearer token and asks for JSON. */
const withSession: Middleware = {
  onRequest({ request }) {
    request.headers.set('accept', 'application/json');
    const token = session.token();
    if (token) request.headers.set('authorization', `Bearer ${token}`);
    return request;
  },
};

/**
 * The typed client of the API under /api: paths, parameters, bodies and answers are those of the committed
 * OpenAPI document (docs/openapi.json, generated into openapi.generated.ts by `npm run openapi`). Call it through
 * `answer()`, which gives the data or throws an ApiError.
 */
export const http = createClient<paths>({
  baseUrl: '/api',
  querySerializer: (query) => toQueryString(query as Query).slice(1),
  // Read at each call, so the page (and a test) may replace fetch after this module loads.
  fetch: (request) => globalThis.fetch(request),
});
http.use(withSession);

/**
 * A query sent as the text the server parses: the map's filters are the URL's parameters (lists joined by '|', the
 * viewport and the polygon as JSON, features/map/url-state.ts), while the document describes them parsed (lists,
 * objects), so they are handed over as they are. Paths and answers stay typed.
 */
export const asText = (query: Query) => query as never;

/** A boolean query parameter as the document types it (`'true'` or `'false'`). */
export const flag = (value: boolean) => (value ? 'true' : 'false');

type Method = 'get' | 'post' | 'put' | 'delete' | 'patch';
type Operation<P extends keyof paths, M extends Method> = paths[P][M];

/** The JSON body the document gives the operation `M` of path `P`. */
export type JsonBody<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;

/** The JSON answer of status 200 (else 201) the document gives the operation `M` of path `P`. */
export type JsonAnswer<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { responses: { 200: { content: { 'application/json': infer A } } } }
    ? A
    : Operation<P, M> extends { responses: { 201: { content: { 'application/json': infer A } } } }
      ? A
      : never;

/** What a call of `http` resolves to. */
interface Answered<D> {
  data?: D;
  error?: unknown;
  response: Response;
}

/**
 * The data of a successful answer; otherwise an ApiError with the server's message (its status text when the body
 * has none). A 401 outside /login ends the session and a 5xx shows the 'Oops!' toast (setApiHandlers).
 */
export async function answer<D>(pending: Promise<Answered<D>>, opts: AnswerOptions = {}): Promise<D> {
  const { data, error, response } = await pending;
  if (response.ok) return data as D;
  throw failure(response, error, opts.ownUnauthorized);
}

function failure(res: Response, body: unknown, ownUnauthorized = false): ApiError {
  if (res.status === 401 && window.location.pathname !== '/login' && !ownUnauthorized) onUnauthorized?.();
  if (res.status >= 500) onServerError?.();
  const serverMessage = (body as { message?: unknown } | undefined)?.message;
  const message = typeof serverMessage === 'string' && serverMessage ? serverMessage : res.statusText;
  return new ApiError(res.status, message, body);
}
