import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert, App, Button, Form, Input, Typography } from 'antd';
import { VALIDATION, type LoginResponse, type LoginUpgradeRequired } from '@utah-land/shared';
import { authApi } from '../../api/auth.js';
import { ApiError } from '../../api/client.js';
import { session } from '../../app/session.js';
import { AuthLayout } from './auth-layout.js';
import { ResendVerification } from './resend-verification.js';
import { SubscriptionExpiredModal, UPGRADE_MESSAGE } from './subscription-expired-modal.js';
import { landingFor } from '../../app/guards.js';

interface LoginForm {
  email: string;
  password: string;
}

export function LoginPage() {
  const navigate = useNavigate();
  const { notification } = App.useApp();
  const [busy, setBusy] = useState(false);
  const [expired, setExpired] = useState<{ email: string; pendingLogin?: LoginResponse } | null>(null);
  /** The e-mail of an account that answered 'Please verify your e-mail address…': offer a new link for it. */
  const [unverified, setUnverified] = useState<{ email: string; message: string } | null>(null);

  async function onFinish(values: LoginForm) {
    setBusy(true);
    setUnverified(null);
    try {
      const answer = await authApi.login({ email: values.email.trim(), password: values.password });
      session.save(answer.accessToken, answer.user, answer.subscriptionDetails);
      void navigate(landingFor(session.principal()), { replace: true });
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      if (err instanceof ApiError && message === UPGRADE_MESSAGE) {
        const body = err.body as Partial<LoginUpgradeRequired> | undefined;
        setExpired({
          email: values.email.trim(),
          pendingLogin: body?.accessToken && body.user ? (body as LoginUpgradeRequired) : undefined,
        });
      } else {
        notification.error({ title: 'Error while trying to log you in', description: message });
        if (err instanceof ApiError && err.status === 403 && /verify your e-mail/i.test(message))
          setUnverified({ email: values.email.trim(), message });
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthLayout>
      <Typography.Title level={1}>Sign in</Typography.Title>
      <Typography.Paragraph type="secondary">Welcome back. Sign in to your account.</Typography.Paragraph>
      <Form<LoginForm> layout="vertical" onFinish={onFinish} requiredMark={false} size="large">
        <Form.Item
          label="E-mail"
          name="email"
          rules={[{ required: true, type: 'email', message: VALIDATION.email }]}
        >
          <Input autoComplete="email" placeholder="you@example.com" />
        </Form.Item>
        <Form.Item
          label="Password"
          name="password"
          rules={[{ required: true, message: VALIDATION.signInPassword }]}
        >
          <Input.Password autoComplete="current-password" placeholder="Password" />
        </Form.Item>
        <div style={{ textAlign: 'right', marginTop: -8, marginBottom: 16 }}>
          <Link to="/forgot-password">Forgot password</Link>
        </div>
        <Button type="primary" htmlType="submit" block loading={busy}>
          Continue
        </Button>
      </Form>
      {unverified && (
        <Alert
          key={unverified.email}
          style={{ marginTop: 16 }}
          type="warning"
          showIcon
          title={unverified.message}
          description={
            <div style={{ marginTop: 8 }}>
              <ResendVerification email={unverified.email} />
            </div>
          }
        />
      )}
      <Typography.Paragraph style={{ marginTop: 24, textAlign: 'center' }}>
        New here? <Link to="/signup">Create account</Link>
      </Typography.Paragraph>
      <SubscriptionExpiredModal
        open={!!expired}
        email={expired?.email}
        pendingLogin={expired?.pendingLogin}
        message={UPGRADE_MESSAGE}
        onClose={() => setExpired(null)}
      />
    </AuthLayout>
  );
}
