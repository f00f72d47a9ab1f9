import { notification as staticNotification } from 'antd';
import type { NotificationInstance } from 'antd/es/notification/interface';
import type { LoginResponse } from '@utah-land/shared';
import { createCheckoutSession, getPlans } from '../../api/subscriptions.js';
import { session, STORAGE_KEYS } from '../../app/session.js';
import { toldGlobally } from '../../api/client.js';

// Renew/Subscribe: the first plan's default price goes to a checkout session,
// then the browser goes to the payment provider's checkout page (Stripe, or the built-in sandbox page).

export const CHECKOUT_MESSAGES = {
  noPlans: 'No subscription plans available.',
  noUser: 'User information not found. Please try logging in again.',
  failed: 'Payment failed',
  failedDetail: 'Please try again.',
} as const;

export interface StartCheckoutOptions {
  /** The e-mail to bill; defaults to the signed-in user's e-mail (the server always bills the signed-in user). */
  email?: string;
  /** The subscription row to renew; defaults to the stored subscription details. */
  subscriptionId?: number;
  /** Notification API from App.useApp() (themed); the static one otherwise. */
  notify?: NotificationInstance;
  /**
   * A sign-in answered 403 'Please upgrade your subscription to continue.' with a session in its body: the
   * checkout calls use its token, and the session is stored only when the browser leaves for the checkout page
   * (so the payment-status page can read it on the way back).
   */
  pendingLogin?: Pick<LoginResponse, 'accessToken' | 'user' | 'subscriptionDetails'>;
}

export async function startCheckout(opts: StartCheckoutOptions = {}): Promise<void> {
  const notify = opts.notify ?? staticNotification;
  const pending = opts.pendingLogin;
  const email = opts.email ?? pending?.user.email ?? session.user()?.email;
  const subscriptionId =
    opts.subscriptionId ?? pending?.subscriptionDetails?.id ?? session.subscription()?.id;
  if (!email) {
    notify.error({ title: CHECKOUT_MESSAGES.noUser });
    return;
  }
  // Only the token key: without the stored user the app does not count as signed in yet.
  if (pending) localStorage.setItem(STORAGE_KEYS.accessToken, pending.accessToken);
  try {
    const plans = await getPlans();
    const priceId = plans[0]?.default_price?.id;
    if (!priceId) {
      notify.error({ title: CHECKOUT_MESSAGES.noPlans });
      return;
    }
    const checkout = await createCheckoutSession({
      priceId,
      customerEmail: email,
      subscriptionId,
      loginEmail: email,
    });
    if (!checkout.url) throw new Error('checkout session without url');
    if (pending) session.save(pending.accessToken, pending.user, pending.subscriptionDetails);
    window.location.assign(checkout.url);
  } catch (err) {
    console.error(err);
    // One toast per failure: a server error already showed 'Oops! Something went wrong at our end'.
    if (!toldGlobally(err))
      notify.error({ title: CHECKOUT_MESSAGES.failed, description: CHECKOUT_MESSAGES.failedDetail });
  } finally {
    if (pending && !session.user()) localStorage.removeItem(STORAGE_KEYS.accessToken);
  }
}
