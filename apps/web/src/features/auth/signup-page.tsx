import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { App, Button, Checkbox, Form, Modal, Typography } from 'antd';
import { VALIDATION } from '@utah-land/shared';
import { authApi } from '../../api/auth.js';
import { AuthLayout } from './auth-layout.js';
import { DEMO_URL } from './links.js';
import { PasswordFields } from './password-fields.js';
import { PersonFields } from './person-fields.js';

interface SignupForm {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
  confirmPassword: string;
  agreeToTerms: boolean;
}

/**
 * What the visitor typed, kept in memory (never in storage) while they read the Terms of Use or the Privacy
 * Statement from the checkbox's links and come back; cleared once the account is created.
 */
let draft: Partial<SignupForm> = {};

export function SignupPage() {
  const navigate = useNavigate();
  const { notification } = App.useApp();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  async function onFinish(v: SignupForm) {
    setBusy(true);
    try {
      await authApi.register({
        firstname: v.firstname.trim(),
        lastname: v.lastname.trim(),
        email: v.email.trim(),
        password: v.password,
        confirmPassword: v.confirmPassword,
        agreeToTerms: v.agreeToTerms,
      });
      draft = {};
      setSent(true);
    } catch (err) {
      notification.error({ title: err instanceof Error ? err.message : String(err) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthLayout>
      <Typography.Title level={1}>Create account</Typography.Title>
      <Form<SignupForm>
        layout="vertical"
        onFinish={onFinish}
        requiredMark={false}
        initialValues={draft}
        onValuesChange={(_, all) => (draft = all)}
      >
        <PersonFields columns autoComplete />
        <PasswordFields pair="password" hasFeedback />
        <Form.Item
          name="agreeToTerms"
          valuePropName="checked"
          rules={[
            {
              validator: (_, value) =>
                value ? Promise.resolve() : Promise.reject(new Error(VALIDATION.terms)),
            },
          ]}
        >
          <Checkbox>
            Agree to the <Link to="/terms-conditions">Terms of Use</Link> and{' '}
            <Link to="/privacy-statement">Privacy Statement</Link>
          </Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={busy}>
          Sign Up
        </Button>
      </Form>
      <Typography.Paragraph style={{ marginTop: 24, textAlign: 'center' }}>
        Already have an account? <Link to="/login">Sign in instead</Link>
      </Typography.Paragraph>
      <Modal
        open={sent}
        title="Verification Email Sent"
        closable={false}
        mask={{ closable: false }}
        footer={[
          <Button key="close" onClick={() => navigate('/login')}>
            Close
          </Button>,
          <Button key="demo" type="primary" href={DEMO_URL} target="_blank" rel="noopener noreferrer">
            Continue to Demo
          </Button>,
        ]}
      >
        <Typography.Paragraph>
          We have sent a verification link to your e-mail. Please check your inbox, click the link to verify
          your e-mail address, and then log in.
        </Typography.Paragraph>
      </Modal>
    </AuthLayout>
  );
}
