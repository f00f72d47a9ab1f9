import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Statement timeouts per request class: no single request may hold a database connection for long.
 * The app runs each request inside `statementTimeouts.run({ ms }, …)` (apps/api/src/app.ts; a route's class is its `config.requestClass`, apps/api/src/deps.ts); every query the request makes on
 * PostgreSQL first sets `statement_timeout` on its connection to that value (openPostgres), so a statement running
 * past it is cancelled by the server (SQLSTATE 57014), the connection goes back to the pool, and the error handler
 * answers 503. Outside a request (migrations, data loads, the subscription sweep, the data CLI) there is no limit.
 *
 * The embedded PGlite database runs in this process, one statement at a time, and has no timer to cancel a running
 * statement: there the limits do not apply (README, Configuration); the bounds on input (e.g. the drawn polygon's
 * vertex count) are what keeps its statements short.
 */
export const statementTimeouts = new AsyncLocalStorage<{ ms: number }>();

/** The statement timeout in milliseconds of the request being served; 0 (none) outside a request. */
export function currentStatementTimeoutMs(): number {
  return statementTimeouts.getStore()?.ms ?? 0;
}

export type RequestClass = 'read' | 'write';

/** The class of a request: its route's `requestClass`, else GET and HEAD are reads and everything else a write. */
export function requestClassOf(req: {
  method: string;
  routeOptions: { config?: { requestClass?: RequestClass } };
}): RequestClass {
  return (
    req.routeOptions.config?.requestClass ??
    (req.method === 'GET' || req.method === 'HEAD' ? 'read' : 'write')
  );
}
