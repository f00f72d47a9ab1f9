import { z } from 'zod';
import type { AppInstance } from '../../deps.js';
import { NotFoundError } from '../../lib/errors.js';
import { configuredProvider } from './provider-registry.js';
import { decideSandboxSession, sandboxCheckoutPath } from './sandbox-provider.js';
import { checkoutSessionById } from './subscriptions.queries.js';

// The sandbox provider's checkout page (PAYMENTS=sandbox): a plain page with Pay and Decline. Pay plays the
// part of Stripe's checkout and its checkout.session.completed webhook; both go back to /payment-status.

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(opts: { sessionId: string; email: string; product: string; price: string; open: boolean }) {
  const action = sandboxCheckoutPath(opts.sessionId);
  const buttons = opts.open
    ? `<form method="post" action="${action}/pay"><button class="pay" type="submit">Pay</button></form>
       <form method="post" action="${action}/decline"><button class="decline" type="submit">Decline</button></form>`
    : '<p>This checkout session is already closed.</p>';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sandbox checkout</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;background:#f4f6f9;margin:0;display:flex;justify-content:center;padding:64px 16px}
main{background:#fff;border-radius:8px;box-shadow:0 2px 12px #0002;padding:32px;max-width:420px;width:100%}
h1{font-size:20px;margin:0 0 4px}.note{color:#777;font-size:13px;margin:0 0 24px}.price{font-size:28px;margin:16px 0}
form{display:inline-block;margin-right:8px}button{font-size:16px;padding:10px 28px;border-radius:6px;border:0;cursor:pointer}
.pay{background:#1f4e79;color:#fff}.decline{background:#eee;color:#333}</style></head>
<body><main><h1>Sandbox checkout</h1><p class="note">Test payments: no card is charged.</p>
<div>${escape(opts.product)}</div><div class="price">${escape(opts.price)}</div>
<p>Billed to ${escape(opts.email)}</p>${buttons}</main></body></html>`;
}

export async function sandboxRoutes(app: AppInstance) {
  // The page's forms post no fields.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, _body, done) =>
    done(null, {}),
  );
  const params = z.object({ sessionId: z.string().min(1).max(100) });

  async function sandboxSession(id: string) {
    const s = await checkoutSessionById(app.deps.database.db, id);
    if (!s || s.provider !== 'sandbox' || configuredProvider(app.deps)?.name !== 'sandbox')
      throw new NotFoundError('Checkout session not found');
    return s;
  }

  app.get(
    '/user-subscriptions/sandbox/checkout/:sessionId',
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'Sandbox checkout page (PAYMENTS=sandbox)',
        params,
        produces: ['text/html'],
      },
    },
    async (req, reply) => {
      const s = await sandboxSession(req.params.sessionId);
      const amount = ((s.amount ?? 0) / 100).toLocaleString('en-US', {
        style: 'currency',
        currency: (s.currency ?? 'usd').toUpperCase(),
      });
      return reply.type('text/html').send(
        page({
          sessionId: s.id,
          email: s.login_email,
          product: s.product_name ?? '',
          price: `${amount} / month`,
          open: s.status === 'open',
        }),
      );
    },
  );

  app.post(
    '/user-subscriptions/sandbox/checkout/:sessionId/:outcome',
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'Sandbox checkout: pay or decline',
        params: params.extend({ outcome: z.enum(['pay', 'decline']) }),
      },
    },
    async (req, reply) => {
      const s = await sandboxSession(req.params.sessionId);
      const decided = await decideSandboxSession(
        app.deps.database.db,
        s.id,
        req.params.outcome,
        app.deps.clock.now(),
      );
      if (decided.subscription) {
        await app.services.subscriptions.sync({
          provider: 'sandbox',
          sub: decided.subscription,
          providerTime: app.deps.clock.now(),
          userId: decided.userId,
          checkoutSessionId: s.id,
          sendConfirmation: true,
        });
      }
      const back = `${app.deps.config.publicUrl}/payment-status?session_id=${encodeURIComponent(s.id)}`;
      return reply.redirect(back, 303);
    },
  );
}
