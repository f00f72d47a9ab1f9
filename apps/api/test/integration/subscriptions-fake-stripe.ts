import { createServer, type IncomingMessage } from 'node:http';

// A local HTTP server answering like Stripe's API for the calls the Stripe provider makes (products, checkout
// sessions, subscriptions), so the real SDK is exercised end to end without the network.

type Json = Record<string, unknown>;

/** Stripe's form encoding (a[b][c]=v, a[]=v) back into objects. */
function parseForm(body: string): Json {
  const out: Json = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const path = rawKey.split(/\[|\]\[|\]/).filter((p, i) => p !== '' || i === 0);
    let node = out as Record<string, unknown>;
    path.forEach((key, i) => {
      if (i === path.length - 1) node[key] = value;
      else node = (node[key] ??= {}) as Record<string, unknown>;
    });
  }
  return out;
}

async function readBody(req: IncomingMessage) {
  let body = '';
  for await (const chunk of req) body += chunk;
  return body;
}

export interface FakeStripe {
  port: number;
  requests: { method: string; path: string; body: Json }[];
  sessions: Map<string, Json>;
  subscriptions: Map<string, Json>;
  products: Json[];
  /** Completes a session as Stripe's checkout would after a card payment; answers the new subscription. */
  pay(sessionId: string, periodStart: number): Json;
  /** Moves a subscription to its next monthly period (a renewal invoice was paid). */
  renew(subscriptionId: string): Json;
  close(): Promise<void>;
}

const MONTH = 30 * 86_400;

export async function startFakeStripe(): Promise<FakeStripe> {
  let n = 0;
  const next = (prefix: string) => `${prefix}_test_${++n}`;
  const products: Json[] = [];
  const sessions = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const requests: FakeStripe['requests'] = [];

  const withSubscription = (s: Json) => ({
    ...s,
    subscription: typeof s.subscription === 'string' ? subscriptions.get(s.subscription) : null,
  });
  const error = (status: number, message: string) => ({
    status,
    body: { error: { type: 'invalid_request_error', message, code: 'resource_missing' } },
  });

  function handle(method: string, path: string, body: Json): { status: number; body: unknown } {
    let m: RegExpMatchArray | null;
    if (method === 'GET' && path === '/v1/products')
      return { status: 200, body: { object: 'list', data: products, has_more: false, url: '/v1/products' } };
    if (method === 'POST' && path === '/v1/products') {
      const data = body.default_price_data as Json;
      const price = {
        id: next('price'),
        object: 'price',
        active: true,
        currency: data.currency,
        unit_amount: Number(data.unit_amount),
        recurring: { interval: (data.recurring as Json).interval, interval_count: 1 },
      };
      const product = {
        id: next('prod'),
        object: 'product',
        active: true,
        name: body.name,
        description: body.description ?? null,
        default_price: price,
      };
      products.push(product);
      return { status: 200, body: product };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = next('cs');
      const session = {
        id,
        object: 'checkout.session',
        mode: body.mode,
        url: `https://checkout.stripe.test/pay/${id}`,
        status: 'open',
        payment_status: 'unpaid',
        customer: body.customer ?? null,
        customer_email: body.customer_email ?? null,
        client_reference_id: body.client_reference_id ?? null,
        metadata: body.metadata ?? {},
        success_url: body.success_url,
        subscription: null,
        line_items_price: ((body.line_items as Json)['0'] as Json).price,
        subscription_metadata: (body.subscription_data as Json | undefined)?.metadata ?? {},
      };
      sessions.set(id, session);
      return { status: 200, body: session };
    }
    if (method === 'GET' && (m = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/))) {
      const s = sessions.get(m[1]!);
      return s ? { status: 200, body: withSubscription(s) } : error(404, 'No such checkout.session');
    }
    if ((m = path.match(/^\/v1\/subscriptions\/([^/]+)$/))) {
      const sub = subscriptions.get(m[1]!);
      if (!sub) return error(404, 'No such subscription');
      if (method === 'POST' && body.cancel_at_period_end !== undefined)
        sub.cancel_at_period_end = body.cancel_at_period_end === 'true';
      if (method === 'DELETE')
        Object.assign(sub, { status: 'canceled', ended_at: Math.floor(Date.now() / 1000) });
      return { status: 200, body: sub };
    }
    return error(404, `Unrecognized request URL (${method}: ${path})`);
  }

  const server = createServer(async (req, res) => {
    const raw = await readBody(req);
    const url = new URL(req.url ?? '/', 'http://x');
    const body = parseForm(raw);
    requests.push({ method: req.method ?? 'GET', path: url.pathname, body });
    const answer = handle(req.method ?? 'GET', url.pathname, body);
    res.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': `req_${n}` });
    res.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    port,
    requests,
    sessions,
    subscriptions,
    products,
    pay(sessionId, periodStart) {
      const s = sessions.get(sessionId)!;
      const product =
        products.find((p) => (p.default_price as Json).id === s.line_items_price) ?? products[0]!;
      const id = next('sub');
      const customer = (s.customer as string | null) ?? next('cus');
      const sub = {
        id,
        object: 'subscription',
        customer,
        status: 'active',
        created: periodStart,
        cancel_at_period_end: false,
        cancel_at: null,
        ended_at: null,
        metadata: s.subscription_metadata,
        items: {
          object: 'list',
          data: [
            {
              id: next('si'),
              object: 'subscription_item',
              current_period_start: periodStart,
              current_period_end: periodStart + MONTH,
              price: { id: (product.default_price as Json).id, object: 'price', product: product.id },
            },
          ],
        },
      };
      subscriptions.set(id, sub);
      Object.assign(s, { status: 'complete', payment_status: 'paid', subscription: id, customer });
      return sub;
    },
    renew(subscriptionId) {
      const sub = subscriptions.get(subscriptionId)!;
      const item = (sub.items as { data: Json[] }).data[0]!;
      const end = item.current_period_end as number;
      Object.assign(item, { current_period_start: end, current_period_end: end + MONTH });
      return sub;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
