import { useState } from 'react';
import { Alert, Button, Form, Input, Space, Typography } from 'antd';
import { VALIDATION } from '@utah-land/shared';
import { authApi } from '../../api/auth.js';

export const SEND_NEW_LINK = 'Send a new link';

/**
 * 'Send a new link' (a new password reset link when `request` says so; reset-password-page.tsx) for an e-mail
 * address waiting for verification (POST /auth/resend-verification-email): on the
 * verification error page (the visitor types the address) and on sign-in for an unverified account (the address
 * typed there). The server answers the same for any address; its message is shown.
 */
export function ResendVerification({
  email,
  request = async (address) =>
    (await authApi.resendVerificationEmail({ email: address }))?.message ??
    'A new verification link has been sent.',
}: {
  email?: string;
  /** What sends the link (default: a new verification link); answers the message to show. */
  request?: (email: string) => Promise<string>;
}) {
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ ok: boolean; message: string } | null>(null);

  async function send(address: string) {
    setBusy(true);
    try {
      setAnswer({ ok: true, message: await request(address.trim()) });
    } catch (err) {
      setAnswer({ ok: false, message: err instanceof Error ? err.message : String(err) });
    } finally {
      setBusy(false);
    }
  }

  const result = answer && (
    <Alert role="status" type={answer.ok ? 'success' : 'error'} showIcon title={answer.message} />
  );
  if (email !== undefined)
    return (
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Button block loading={busy} disabled={answer?.ok} onClick={() => send(email)}>
          {SEND_NEW_LINK}
        </Button>
        {answer && (
          <Typography.Text role="status" type={answer.ok ? 'success' : 'danger'}>
            {answer.message}
          </Typography.Text>
        )}
      </Space>
    );
  return (
    <Space orientation="vertical" style={{ width: '100%', maxWidth: 360, textAlign: 'left' }}>
      <Form<{ email: string }> layout="vertical" onFinish={(v) => send(v.email)} requiredMark={false}>
        <Form.Item
          label="E-mail"
          name="email"
          rules={[{ required: true, type: 'email', message: VALIDATION.email }]}
        >
          <Input autoComplete="email" placeholder="you@example.com" />
        </Form.Item>
        <Button htmlType="submit" type="primary" block loading={busy} disabled={answer?.ok}>
          {SEND_NEW_LINK}
        </Button>
      </Form>
      {result}
    </Space>
  );
}
