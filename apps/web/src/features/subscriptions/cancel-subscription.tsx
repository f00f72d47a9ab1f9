import { useCallback, useState } from 'react';
import { App, Button, type ButtonProps } from 'antd';
import type { SubscriptionDto } from '@utah-land/shared';
import { cancelSubscription } from '../../api/subscriptions.js';
import { queryClient } from '../../app/providers.js';
import { session } from '../../app/session.js';
import { longDate } from './format.js';

// Cancel Subscription: from the shell's user menu (own subscription) and from
// /user/{id} (the shown user's subscription). Cancels at the end of the billing period.

export const CANCEL_MESSAGES = {
  confirmTitle: 'Cancel Subscription',
  confirm:
    'Are you sure you want to cancel your subscription? You keep access until the end of the billing period.',
  successTitle: 'Subscription cancelled successfully',
  success: (date: string) =>
    `Subscription cancelled successfully. Your subscription will be cancelled at the end of the billing period ${date}.`,
  missing: 'Unable to cancel subscription: User or subscription details are missing.',
} as const;

/**
 * Returns a function that asks for confirmation and cancels a subscription: the given one, or the signed-in
 * user's stored one. The user's own stored details are replaced by the answer ('subscriptionUpdated').
 */
export function useCancelSubscription() {
  const { modal, notification, message } = App.useApp();
  return useCallback(
    (target?: SubscriptionDto | null, onDone?: (updated: SubscriptionDto) => void) => {
      const subscription = target === undefined ? session.subscription() : target;
      if (!subscription?.user_id || !subscription.subscription_end_date) {
        void message.error(CANCEL_MESSAGES.missing);
        return;
      }
      modal.confirm({
        title: CANCEL_MESSAGES.confirmTitle,
        content: CANCEL_MESSAGES.confirm,
        okText: 'Cancel Subscription',
        okButtonProps: { danger: true },
        cancelText: 'Keep Subscription',
        async onOk() {
          try {
            const updated = await cancelSubscription(subscription.id);
            if (session.user()?.id === updated.user_id) session.saveSubscription(updated);
            notification.success({
              title: CANCEL_MESSAGES.successTitle,
              description: CANCEL_MESSAGES.success(longDate(updated.subscription_end_date)),
            });
            void queryClient.invalidateQueries();
            onDone?.(updated);
          } catch (err) {
            // A failed cancel is logged to the console only.
            console.error('Cancel subscription failed', err);
          }
        },
      });
    },
    [modal, notification, message],
  );
}

/** The 'Cancel Subscription' button of /user/{id} (render it only when the latest subscription is Subscribed). */
export function CancelSubscriptionButton({
  subscription,
  onCancelled,
  ...buttonProps
}: { subscription: SubscriptionDto | null | undefined; onCancelled?: (s: SubscriptionDto) => void } & Omit<
  ButtonProps,
  'onClick'
>) {
  const cancel = useCancelSubscription();
  const [done, setDone] = useState(false);
  return (
    <Button
      danger
      disabled={done}
      {...buttonProps}
      onClick={() =>
        cancel(subscription ?? null, (s) => {
          setDone(true);
          onCancelled?.(s);
        })
      }
    >
      Cancel Subscription
    </Button>
  );
}
