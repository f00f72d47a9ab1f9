import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { App, Button, Form, Input, Typography } from 'antd';
import { VALIDATION } from '@utah-land/shared';
import { authApi } from '../../api/auth.js';
import { AuthLayout } from './auth-layout.js';
import { matchesRule, minLengthRule } from './password-rules.js';

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
      notification.success({ message: answer?.message || 'Your password has been changed. Please sign in.' });
      navigate('/login', { replace: true });
    } catch {
      notification.error({
        message: 'Something went wrong while changing your password. Try again later.',
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
        <Form.Item
          label="New password"
          name="newPassword"
          rules={[{ required: true, message: VALIDATION.newPassword }, minLengthRule]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label="Confirm new password"
          name="confirmNewPassword"
          dependencies={['newPassword']}
          rules={[{ required: true, message: VALIDATION.confirmNewPassword }, matchesRule('newPassword')]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
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
