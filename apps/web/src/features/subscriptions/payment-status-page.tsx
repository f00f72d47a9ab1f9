import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { App, Button, Result, Spin, Typography } from 'antd';
import { getPaymentSession, getPaymentState, updateSubscription } from '../../api/subscriptions.js';
import { session } from '../../app/session.js';
import { authApi } from '../../api/auth.js';
import { ApiError } from '../../api/client.js';
import { landingFor } from '../../app/guards.js';
import { useSession } from '../common/use-session.js';
import { ResultHeading } from '../common/page-heading.js';

// /payment-status: where the payment provider sends the browser back with ?session_id=. The server is asked what
// became of the checkout by the session id alone (GET …/session/{id}/state), so a browser whose sign-in ended during
// checkout, or that came back on another host name, is told the truth rather than 'Payment Failed'. A signed-in
// browser then refreshes its stored subscription.

export const PAYMENT_MESSAGES = {
  loading: 'Loading... Please wait while we process your payment status.',
  confirmingTitle: 'We are confirming your payment',
  pending:
    'The payment provider has not confirmed this payment yet. Your subscription starts as soon as it does; ' +
    'you do not need to pay again.',
  unknown:
    'We could not reach our server to check this payment. If you completed the checkout you do not need to pay ' +
    'again: sign in to see your subscription.',
  checkAgain: 'Check again',
  paidTitle: 'Payment Successful!',
  paid: 'Your subscription has been activated successfully.',
  failedTitle: 'Payment Failed',
  failed: 'There was a problem processing your payment. Please try again.',
  notifyTitle: 'Payment Successful',
  notify: 'Your subscription has been activated successfully!',
  updateFailed: 'Failed to update subscription. Please contact support.',
} as const;

type State = 'loading' | 'paid' | 'pending' | 'failed' | 'unknown';
const HOUR_MS = 3_600_000;

export function PaymentStatusPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const navigate = useNavigate();
  const { notification, message } = App.useApp();
  const [state, setState] = useState<State>('loading');
  const [attempt, setAttempt] = useState(0);
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
      let outcome: State;
      try {
        outcome = (await getPaymentState(sessionId)).state;
      } catch (err) {
        console.error(err);
        outcome = 'unknown';
      }
      setState(outcome);
      if (outcome === 'paid' && session.token()) await refreshSignedIn(sessionId);
    })();
  }, [sessionId, attempt]); // eslint-disable-line react-hooks/exhaustive-deps

  /** The signed-in browser's stored subscription (and an account-only session) brought up to date. */
  async function refreshSignedIn(id: string) {
    try {
      const { metadata, stripeSubscriptionDetails: details } = await getPaymentSession(id, {
        ownUnauthorized: true,
      });
      const updated = await updateSubscription(Number(metadata.subscriptionId), {
        status: 'Subscribed',
        loginUser: session.user(),
        sendMail: true,
        stripeSubscriptionDetails: details,
        subscription_start_date: details ? new Date(details.current_period_start * 1000).toISOString() : null,
        subscription_end_date: details
          ? new Date(details.current_period_end * 1000 + HOUR_MS).toISOString()
          : null,
        sessionId: id,
      });
      if (!session.user() || session.user()?.id === updated.user_id) session.saveSubscription(updated);
      // A sign-in refused for an upgrade gave an account-only session: now paid, take the full one.
      const fresh = await authApi.refresh();
      session.save(fresh.accessToken, fresh.user, fresh.subscriptionDetails);
      notification.success({
        title: PAYMENT_MESSAGES.notifyTitle,
        description: PAYMENT_MESSAGES.notify,
        duration: 4.5,
      });
    } catch (err) {
      // The payment is applied on the server whatever happens here (the state call applied it): a sign-in that
      // ended during checkout just keeps this browser signed out.
      console.error(err);
      if (err instanceof ApiError && err.status === 401) session.clear();
      else void message.error(PAYMENT_MESSAGES.updateFailed);
    }
  }

  const goOn = (
    <Button type="primary" onClick={() => navigate(landingFor(principal))}>
      Continue
    </Button>
  );
  return (
    <main
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
          <ResultHeading>{PAYMENT_MESSAGES.confirmingTitle}</ResultHeading>
          <Typography.Paragraph style={{ marginTop: 16 }}>{PAYMENT_MESSAGES.loading}</Typography.Paragraph>
        </div>
      )}
      {(state === 'pending' || state === 'unknown') && (
        <Result
          status="info"
          title={<ResultHeading>{PAYMENT_MESSAGES.confirmingTitle}</ResultHeading>}
          subTitle={state === 'pending' ? PAYMENT_MESSAGES.pending : PAYMENT_MESSAGES.unknown}
          extra={[
            <Button
              key="again"
              type="primary"
              onClick={() => {
                started.current = false;
                setState('loading');
                setAttempt((n) => n + 1);
              }}
            >
              {PAYMENT_MESSAGES.checkAgain}
            </Button>,
            <Button key="go" onClick={() => navigate(landingFor(principal))}>
              Continue
            </Button>,
          ]}
        />
      )}
      {state === 'paid' && (
        <Result
          status="success"
          title={<ResultHeading>{PAYMENT_MESSAGES.paidTitle}</ResultHeading>}
          subTitle={PAYMENT_MESSAGES.paid}
          extra={goOn}
        />
      )}
      {state === 'failed' && (
        <Result
          status="error"
          title={<ResultHeading>{PAYMENT_MESSAGES.failedTitle}</ResultHeading>}
          subTitle={PAYMENT_MESSAGES.failed}
          extra={goOn}
        />
      )}
    </main>
  );
}
