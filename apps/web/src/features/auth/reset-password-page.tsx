import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { App, Button, Form, Typography } from 'antd';
import { authApi } from '../../api/auth.js';
import { AuthLayout } from './auth-layout.js';
import { PasswordFields } from './password-fields.js';

interface ResetForm {
  newPassword: string;
  confirmNewPassword: string;
}

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? params.get('tokenId') ?? '';
  const navigate = useNavigate();
  const { notification } = App.useApp();
  const [form] = Form.useForm<ResetForm>();
  const newPassword = Form.useWatch('newPassword', form);
  const confirm = Form.useWatch('confirmNewPassword', form);
  const [busy, setBusy] = useState(false);

  async function onFinish(v: ResetForm) {
    setBusy(true);
    try {
      const answer = await authApi.resetPassword({ ...v, tokenId: token });
      notification.success({ title: answer?.message || 'Your password has been changed. Please sign in.' });
      void navigate('/login', { replace: true });
    } catch {
      notification.error({
        title: 'Something went wrong while changing your password. Try again later.',
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthLayout>
      <Typography.Title level={2}>Reset password</Typography.Title>
      <Typography.Paragraph type="secondary">Choose a new password for your account.</Typography.Paragraph>
      <Form<ResetForm> form={form} layout="vertical" onFinish={onFinish} requiredMark={false} size="large">
        <PasswordFields pair="newPassword" />
        <Button
          type="primary"
          htmlType="submit"
          block
          loading={busy}
          disabled={(newPassword ?? '') !== (confirm ?? '')}
        >
          Continue
        </Button>
      </Form>
      <Typography.Paragraph style={{ marginTop: 24, textAlign: 'center' }}>
        <Link to="/login">Return to sign in</Link>
      </Typography.Paragraph>
    </AuthLayout>
  );
}
