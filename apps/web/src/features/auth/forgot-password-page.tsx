import { useState } from 'react';
import { Link } from 'react-router';
import { App, Button, Form, Input, Typography } from 'antd';
import { VALIDATION } from '@utah-land/shared';
import { authApi } from '../../api/auth.js';
import { ApiError } from '../../api/client.js';
import { AuthLayout } from './auth-layout.js';

export function ForgotPasswordPage() {
  const { notification } = App.useApp();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  async function onFinish(v: { email: string }) {
    setBusy(true);
    try {
      const answer = await authApi.forgotPassword({ email: v.email.trim() });
      notification.success({ title: answer?.message || 'Password reset email sent successfully' });
      setDone(true);
    } catch (err) {
      notification.error({
        title: err instanceof ApiError && err.message ? err.message : 'Invalid email',
        duration: 40,
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthLayout>
      <Typography.Title level={1}>Forgot password</Typography.Title>
      <Typography.Paragraph type="secondary">
        Enter the e-mail of your account and we will send you a link to choose a new password.
      </Typography.Paragraph>
      <Form layout="vertical" onFinish={onFinish} requiredMark={false} size="large">
        <Form.Item
          label="E-mail"
          name="email"
          rules={[{ required: true, type: 'email', message: VALIDATION.email }]}
        >
          <Input autoComplete="email" disabled={done} />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy} disabled={done}>
          Continue
        </Button>
      </Form>
      <Typography.Paragraph style={{ marginTop: 24, textAlign: 'center' }}>
        <Link to="/login">Return to sign in</Link>
      </Typography.Paragraph>
    </AuthLayout>
  );
}
