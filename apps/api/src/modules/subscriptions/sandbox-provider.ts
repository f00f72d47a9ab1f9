import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { AppDeps } from '../../deps.js';
import type { DB } from '../../db/index.js';
import type { SandboxSubscriptions } from '../../db/index.js';
import { NotFoundError } from '../../lib/errors.js';
import {
  DEFAULT_PLAN,
  type PaymentProvider,
  type ProductDto,
  type ProviderSubscription,
} from './provider.js';

// The built-in provider, used only when chosen (PAYMENTS=sandbox; the default of `npm start` and of tests): same
// flow as Stripe (plan, checkout page, paid session, monthly subscription, cancel at period end), kept in the
// database, no network, no money taken.

export const SANDBOX_PRODUCT: ProductDto = {
  id: 'prod_sandbox_pro',
  name: DEFAULT_PLAN.name,
  description: DEFAULT_PLAN.description,
  default_price: {
    id: 'price_sandbox_monthly',
    unit_amount: DEFAULT_PLAN.unitAmount,
    currency: DEFAULT_PLAN.currency,
    recurring: { interval: DEFAULT_PLAN.interval, interval_count: 1 },
  },
};

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** One calendar month later (the sandbox bills monthly). */
export function addMonth(d: Date): Date {
  const next = new Date(d);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

export function sandboxCheckoutPath(sessionId: string) {
  return `/api/user-subscriptions/sandbox/checkout/${encodeURIComponent(sessionId)}`;
}

export function fromSandboxRow(row: Selectable<SandboxSubscriptions>): ProviderSubscription {
  return {
    id: row.id,
    customerId: row.customer_id,
    status: row.status,
    cancelAtPeriodEnd: row.cancel_at_period_end,
    currentPeriodStart: new Date(row.current_period_start),
    currentPeriodEnd: new Date(row.current_period_end),
    endedAt: row.ended_at ? new Date(row.ended_at) : null,
    productName: row.product_name,
    metadata: (row.metadata ?? {}) as Record<string, string>,
  };
}

async function findSubscription(db: Kysely<DB>, id: string) {
  return db.selectFrom('sandbox_subscriptions').selectAll().where('id', '=', id).executeTakeFirst();
}

export function createSandboxProvider(deps: AppDeps): PaymentProvider {
  const db = deps.database.db;
  return {
    name: 'sandbox',
    async listProducts() {
      return [SANDBOX_PRODUCT];
    },
    async findPrice(priceId) {
      if (priceId !== SANDBOX_PRODUCT.default_price.id) return undefined;
      return {
        productName: SANDBOX_PRODUCT.name,
        amount: SANDBOX_PRODUCT.default_price.unit_amount,
        currency: SANDBOX_PRODUCT.default_price.currency,
      };
    },
    async createCheckoutSession(input) {
      const id = newId('cs_sandbox');
      const now = deps.clock.now();
      await db
        .insertInto('checkout_sessions')
        .values({
          id,
          provider: 'sandbox',
          user_id: input.userId,
          subscription_row_id: Number(input.metadata.subscriptionId) || null,
          login_email: input.metadata.loginEmail,
          price_id: input.priceId,
          product_name: SANDBOX_PRODUCT.name,
          amount: SANDBOX_PRODUCT.default_price.unit_amount,
          currency: SANDBOX_PRODUCT.default_price.currency,
          provider_customer_id: input.customerId ?? `cus_sandbox_${input.userId}`,
          created_at: now,
          updated_at: now,
        })
        .execute();
      return { id, url: `${deps.config.publicUrl}${sandboxCheckoutPath(id)}` };
    },
    async retrieveCheckoutSession(id) {
      const s = await db
        .selectFrom('checkout_sessions')
        .selectAll()
        .where('id', '=', id)
        .where('provider', '=', 'sandbox')
        .executeTakeFirst();
      if (!s) return null;
      const sub = s.provider_subscription_id
        ? await findSubscription(db, s.provider_subscription_id)
        : undefined;
      return {
        id: s.id,
        url: `${deps.config.publicUrl}${sandboxCheckoutPath(s.id)}`,
        paymentStatus: s.payment_status,
        status: s.status,
        metadata: {
          loginEmail: s.login_email,
          subscriptionId: s.subscription_row_id === null ? '' : String(s.subscription_row_id),
          userId: String(s.user_id),
        },
        customerId: s.provider_customer_id,
        subscription: sub ? fromSandboxRow(sub) : null,
      };
    },
    async retrieveSubscription(id) {
      const row = await findSubscription(db, id);
      return row ? fromSandboxRow(row) : null;
    },
    async cancelAtPeriodEnd(subscriptionId) {
      const row = await db
        .updateTable('sandbox_subscriptions')
        .set({ cancel_at_period_end: true, updated_at: deps.clock.now() })
        .where('id', '=', subscriptionId)
        .where('status', '=', 'active')
        .returningAll()
        .executeTakeFirst();
      if (!row) throw new NotFoundError('No active subscription to cancel');
      return fromSandboxRow(row);
    },
    async cancelNow(subscriptionId) {
      const now = deps.clock.now();
      await db
        .updateTable('sandbox_subscriptions')
        .set({ status: 'canceled', ended_at: now, updated_at: now })
        .where('id', '=', subscriptionId)
        .execute();
    },
  };
}

/**
 * The sandbox checkout page's Pay (creates the paid monthly subscription) or Decline (the session expires
 * unpaid). Answers the session's user and, when paid, the new subscription. A session is decided only once.
 */
export async function decideSandboxSession(
  db: Kysely<DB>,
  sessionId: string,
  outcome: 'pay' | 'decline',
  now: Date,
): Promise<{ userId: number; subscription: ProviderSubscription | null }> {
  return db.transaction().execute(async (trx) => {
    const s = await trx
      .selectFrom('checkout_sessions')
      .selectAll()
      .where('id', '=', sessionId)
      .where('provider', '=', 'sandbox')
      .forUpdate()
      .executeTakeFirst();
    if (!s) throw new NotFoundError('Checkout session not found');
    if (s.status !== 'open') {
      const sub = s.provider_subscription_id
        ? await findSubscription(trx, s.provider_subscription_id)
        : undefined;
      return { userId: s.user_id, subscription: sub ? fromSandboxRow(sub) : null };
    }
    if (outcome === 'decline') {
      await trx
        .updateTable('checkout_sessions')
        .set({ status: 'expired', updated_at: now })
        .where('id', '=', s.id)
        .execute();
      return { userId: s.user_id, subscription: null };
    }
    // Whole seconds, as Stripe's periods.
    const start = new Date(Math.floor(now.getTime() / 1000) * 1000);
    const sub = await trx
      .insertInto('sandbox_subscriptions')
      .values({
        id: newId('sub_sandbox'),
        customer_id: s.provider_customer_id ?? `cus_sandbox_${s.user_id}`,
        user_id: s.user_id,
        product_name: s.product_name ?? SANDBOX_PRODUCT.name,
        status: 'active',
        current_period_start: start,
        current_period_end: addMonth(start),
        metadata: JSON.stringify({
          loginEmail: s.login_email,
          subscriptionId: String(s.subscription_row_id ?? ''),
          userId: String(s.user_id),
        }),
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('checkout_sessions')
      .set({ status: 'complete', payment_status: 'paid', provider_subscription_id: sub.id, updated_at: now })
      .where('id', '=', s.id)
      .execute();
    return { userId: s.user_id, subscription: fromSandboxRow(sub) };
  });
}

/**
 * Time passes for sandbox subscriptions, as Stripe's billing would: an active one past its period end renews
 * (a new monthly period, paid at once) unless it was set to cancel at period end, in which case it ends.
 * Answers the subscriptions that changed.
 */
export async function advanceSandboxSubscriptions(
  db: Kysely<DB>,
  now: Date,
): Promise<ProviderSubscription[]> {
  const due = await db
    .selectFrom('sandbox_subscriptions')
    .selectAll()
    .where('status', '=', 'active')
    .where('current_period_end', '<=', now)
    .execute();
  const changed: ProviderSubscription[] = [];
  for (const row of due) {
    let start = new Date(row.current_period_start);
    let end = new Date(row.current_period_end);
    const set = row.cancel_at_period_end
      ? { status: 'canceled', ended_at: end, updated_at: now }
      : (() => {
          while (end <= now) [start, end] = [end, addMonth(end)];
          return { current_period_start: start, current_period_end: end, updated_at: now };
        })();
    const updated = await db
      .updateTable('sandbox_subscriptions')
      .set(set)
      .where('id', '=', row.id)
      .where('status', '=', 'active')
      .where('current_period_end', '=', row.current_period_end)
      .returningAll()
      .executeTakeFirst();
    if (updated) changed.push(fromSandboxRow(updated));
  }
  return changed;
}
