import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { App, Button, Checkbox, Col, Form, Input, Modal, Row, Typography } from 'antd';
import { VALIDATION } from '@utah-land/shared';
import { authApi } from '../../api/auth.js';
import { AuthLayout } from './auth-layout.js';
import { DEMO_URL } from './links.js';
import { matchesRule, minLengthRule } from './password-rules.js';

interface SignupForm {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
  confirmPassword: string;
  agreeToTerms: boolean;
}

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
      setSent(true);
    } catch (err) {
      notification.error({ message: err instanceof Error ? err.message : String(err) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthLayout>
      <Typography.Title level={2}>Create account</Typography.Title>
      <Form<SignupForm> layout="vertical" onFinish={onFinish} requiredMark={false}>
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item
              label="First name"
              name="firstname"
              rules={[{ required: true, whitespace: true, message: VALIDATION.firstName }]}
            >
              <Input autoComplete="given-name" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              label="Last name"
              name="lastname"
              rules={[{ required: true, whitespace: true, message: VALIDATION.lastName }]}
            >
              <Input autoComplete="family-name" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          label="E-mail"
          name="email"
          rules={[{ required: true, type: 'email', message: VALIDATION.email }]}
        >
          <Input autoComplete="email" />
        </Form.Item>
        <Form.Item
          label="Password"
          name="password"
          rules={[{ required: true, message: VALIDATION.password }, minLengthRule]}
          hasFeedback
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label="Confirm password"
          name="confirmPassword"
          dependencies={['password']}
          hasFeedback
          rules={[{ required: true, message: VALIDATION.confirmPassword }, matchesRule('password')]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
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
