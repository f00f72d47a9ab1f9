import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { App, Button, Form, Result, Space, Typography } from 'antd';
import { RESET_LINK_INVALID } from '@utah-land/shared';
import { authApi } from '../../api/auth.js';
import { AuthLayout } from './auth-layout.js';
import { PasswordFields } from './password-fields.js';
import { ApiError, toldGlobally } from '../../api/client.js';
import { ResendVerification } from './resend-verification.js';
import { ResultHeading } from '../common/page-heading.js';

const sendResetLink = async (email: string) =>
  (await authApi.forgotPassword({ email }))?.message ?? 'Password reset email sent successfully';

/** A missing, used or expired link: no form, a new link instead (as the verification page offers). */
function LinkInvalid() {
  return (
    <Result
      status="warning"
      title={<ResultHeading>This password reset link can no longer be used</ResultHeading>}
      subTitle={RESET_LINK_INVALID}
      extra={
        <Space orientation="vertical" align="center" size="large" style={{ width: '100%' }}>
          <Typography.Text>Enter the e-mail of your account and we will send you a new link.</Typography.Text>
          <ResendVerification request={sendResetLink} />
          <Link to="/login">Return to sign in</Link>
        </Space>
      }
    />
  );
}

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
  const [invalid, setInvalid] = useState(!token);

  async function onFinish(v: ResetForm) {
    setBusy(true);
    try {
      const answer = await authApi.resetPassword({ ...v, tokenId: token });
      notification.success({ title: answer?.message || 'Your password has been changed. Please sign in.' });
      void navigate('/login', { replace: true });
    } catch (err) {
      if (err instanceof ApiError && err.message === RESET_LINK_INVALID) setInvalid(true);
      else if (err instanceof ApiError && err.status < 500)
        form.setFields([{ name: 'newPassword', errors: [err.message] }]);
      else if (!toldGlobally(err))
        notification.error({
          title: 'Something went wrong while changing your password. Try again later.',
        });
    } finally {
      setBusy(false);
    }
  }

  if (invalid)
    return (
      <AuthLayout>
        <LinkInvalid />
      </AuthLayout>
    );
  return (
    <AuthLayout>
      <Typography.Title level={1}>Reset password</Typography.Title>
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
