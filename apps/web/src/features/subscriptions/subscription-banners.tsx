import { useEffect, useState } from 'react';
import { Alert, App, Button } from 'antd';
import type { SubscriptionDto } from '@utah-land/shared';
import { session } from '../../app/session.js';
import { longDate, readCookie, rememberDismissal } from './format.js';
import { startCheckout } from './start-checkout.js';

export const RENEW_COOKIE = 'subscriptionRenewAlertDismissed';
export const CANCEL_COOKIE = 'subscriptionCancelAlertDismissed';

/** The stored subscription details, re-read on the 'subscriptionUpdated' window event (and sign-in/out). */
export function useStoredSubscription(): SubscriptionDto | null {
  const [subscription, setSubscription] = useState(() => session.subscription());
  useEffect(() => {
    const update = () => setSubscription(session.subscription());
    for (const e of ['subscriptionUpdated', 'sessionChanged', 'storage']) window.addEventListener(e, update);
    return () => {
      for (const e of ['subscriptionUpdated', 'sessionChanged', 'storage'])
        window.removeEventListener(e, update);
    };
  }, []);
  return subscription;
}

/**
 * The subscription alert banners, rendered by the shell above every screen:
 * Free Trial (at the top, under the top bar, with Subscribe), Subscribed (auto renew date) and Subscription
 * Cancelled (end date). Each takes its own room above the screen, never covering it. The last two can be
 * closed; the closing is kept 365 days in a cookie, which only a 401 clears (a Logout keeps it).
 */
export function SubscriptionBanners() {
  const { notification } = App.useApp();
  const subscription = useStoredSubscription();
  const [dismissed, setDismissed] = useState(() => ({
    renew: readCookie(RENEW_COOKIE) === 'true',
    cancel: readCookie(CANCEL_COOKIE) === 'true',
  }));
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    // A new sign-in (cookies cleared after a 401) or a status change re-reads the dismissal cookies.
    setDismissed({
      renew: readCookie(RENEW_COOKIE) === 'true',
      cancel: readCookie(CANCEL_COOKIE) === 'true',
    });
  }, [subscription?.status]);
  if (!subscription || session.isAdmin()) return null;
  const endDate = longDate(subscription.subscription_end_date);

  if (subscription.status === 'Free Trial') {
    const trialEnd = longDate(subscription.trial_end_date);
    return (
      <Alert
        role="alert"
        data-testid="free-trial-banner"
        type="info"
        showIcon
        banner // in the page's flow under the top bar: it pushes the screen down instead of covering it
        title={
          trialEnd
            ? `You are on a free trial until ${trialEnd}. Subscribe to unlock every feature.`
            : 'You are on a free trial. Subscribe to unlock every feature.'
        }
        action={
          <Button
            type="primary"
            size="small"
            loading={busy}
            onClick={async () => {
              setBusy(true);
              try {
                await startCheckout({ notify: notification });
              } finally {
                setBusy(false);
              }
            }}
          >
            Subscribe
          </Button>
        }
      />
    );
  }
  if (subscription.status === 'Subscribed' && endDate && !dismissed.renew) {
    return (
      <Alert
        role="alert"
        data-testid="renew-banner"
        type="info"
        showIcon
        banner
        title={`Your subscription will auto renew on ${endDate} unless cancelled.`}
        closable={{
          'aria-label': 'Close',
          onClose: () => {
            rememberDismissal(RENEW_COOKIE);
            setDismissed((d) => ({ ...d, renew: true }));
          },
        }}
      />
    );
  }
  if (subscription.status === 'Subscription Cancelled' && endDate && !dismissed.cancel) {
    return (
      <Alert
        role="alert"
        data-testid="cancel-banner"
        type="warning"
        showIcon
        banner
        title={`Your subscription will end on ${endDate}.`}
        closable={{
          'aria-label': 'Close',
          onClose: () => {
            rememberDismissal(CANCEL_COOKIE);
            setDismissed((d) => ({ ...d, cancel: true }));
          },
        }}
      />
    );
  }
  return null;
}
