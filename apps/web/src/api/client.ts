import { session } from '../app/session.js';

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

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
}

/** Called on any 5xx answer (the shell shows the spec's 'Oops!' toast). */
let onServerError: (() => void) | undefined;
/** Called on any 401 outside /login (the shell clears the session and goes to /login). */
let onUnauthorized: (() => void) | undefined;
export function setApiHandlers(handlers: { onServerError?: () => void; onUnauthorized?: () => void }) {
  onServerError = handlers.onServerError;
  onUnauthorized = handlers.onUnauthorized;
}

export function toQueryString(query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, Array.isArray(value) ? value.join('|') : String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** Calls the API under /api with the stored bearer token; throws ApiError with the server's message. */
export async function api<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = session.token();
  if (token) headers.authorization = `Bearer ${token}`;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`/api${path}${toQueryString(opts.query)}`, {
    method: opts.method ?? 'GET',
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    signal: opts.signal,
  });
  const text = await res.text();
  const body = parseBody(text);
  if (!res.ok) {
    if (res.status === 401 && window.location.pathname !== '/login') onUnauthorized?.();
    if (res.status >= 500) onServerError?.();
    const serverMessage = (body as { message?: unknown } | undefined)?.message;
    const message = typeof serverMessage === 'string' && serverMessage ? serverMessage : res.statusText;
    throw new ApiError(res.status, message, body);
  }
  return body as T;
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
