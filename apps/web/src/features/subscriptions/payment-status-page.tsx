import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { App, Button, Result, Spin, Typography } from 'antd';
import { getPaymentSession, updateSubscription } from '../../api/subscriptions.js';
import { session } from '../../app/session.js';
import { authApi } from '../../api/auth.js';
import { landingFor } from '../../app/guards.js';
import { useSession } from '../common/use-session.js';

// /payment-status: where the payment provider sends the browser back with ?session_id=.

export const PAYMENT_MESSAGES = {
  loading: 'Loading... Please wait while we process your payment status.',
  paidTitle: 'Payment Successful!',
  paid: 'Your subscription has been activated successfully.',
  failedTitle: 'Payment Failed',
  failed: 'There was a problem processing your payment. Please try again.',
  notifyTitle: 'Payment Successful',
  notify: 'Your subscription has been activated successfully!',
  updateFailed: 'Failed to update subscription. Please contact support.',
} as const;

type State = 'loading' | 'paid' | 'failed';
const HOUR_MS = 3_600_000;

export function PaymentStatusPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const navigate = useNavigate();
  const { notification, message } = App.useApp();
  const [state, setState] = useState<State>('loading');
  const { principal } = useSession();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!sessionId) {
      setState('failed');
      return;
    }
    void (async () => {
      try {
        const result = await getPaymentSession(sessionId);
        const { paymentStatus, metadata, stripeSubscriptionDetails: details } = result;
        if (paymentStatus !== 'paid' || !metadata?.loginEmail || !metadata?.subscriptionId) {
          setState('failed');
          return;
        }
        setState('paid');
        try {
          const updated = await updateSubscription(Number(metadata.subscriptionId), {
            status: 'Subscribed',
            loginUser: session.user(),
            sendMail: true,
            stripeSubscriptionDetails: details,
            subscription_start_date: details
              ? new Date(details.current_period_start * 1000).toISOString()
              : null,
            subscription_end_date: details
              ? new Date(details.current_period_end * 1000 + HOUR_MS).toISOString()
              : null,
            sessionId,
          });
          if (!session.user() || session.user()?.id === updated.user_id) session.saveSubscription(updated);
          // A sign-in refused for an upgrade gave an account-only session: now paid, take the full one.
          if (session.token()) {
            const fresh = await authApi.refresh();
            session.save(fresh.accessToken, fresh.user, fresh.subscriptionDetails);
          }
          notification.success({
            title: PAYMENT_MESSAGES.notifyTitle,
            description: PAYMENT_MESSAGES.notify,
            duration: 4.5,
          });
        } catch (err) {
          console.error(err);
          void message.error(PAYMENT_MESSAGES.updateFailed);
        }
      } catch (err) {
        console.error(err);
        setState('failed');
      }
    })();
  }, [sessionId, notification, message]);

  const goOn = (
    <Button type="primary" onClick={() => navigate(landingFor(principal))}>
      Continue
    </Button>
  );
  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        padding: 24,
      }}
    >
      {state === 'loading' && (
        <div style={{ textAlign: 'center' }}>
          <Spin size="large" />
          <Typography.Paragraph style={{ marginTop: 16 }}>{PAYMENT_MESSAGES.loading}</Typography.Paragraph>
        </div>
      )}
      {state === 'paid' && (
        <Result
          status="success"
          title={PAYMENT_MESSAGES.paidTitle}
          subTitle={PAYMENT_MESSAGES.paid}
          extra={goOn}
        />
      )}
      {state === 'failed' && (
        <Result
          status="error"
          title={PAYMENT_MESSAGES.failedTitle}
          subTitle={PAYMENT_MESSAGES.failed}
          extra={goOn}
        />
      )}
    </div>
  );
}
