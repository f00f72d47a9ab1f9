import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, Result, Space, Spin, Typography } from 'antd';
import { authApi } from '../../api/auth.js';
import { AuthLayout } from './auth-layout.js';
import { DEMO_URL } from './links.js';
import { ResendVerification } from './resend-verification.js';
import { ResultHeading } from '../common/page-heading.js';

type State = 'loading' | 'success' | 'error';

/**
 * Loading, then success or error; a missing token is the error state. The error state offers a
 * new link, so an expired or reused link is no dead end.
 */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const [state, setState] = useState<State>(token ? 'loading' : 'error');
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true; // the token is single-use: never send it twice (StrictMode runs effects twice)
    authApi.verifyEmail({ token }).then(
      () => setState('success'),
      () => setState('error'),
    );
  }, [token]);

  return (
    <AuthLayout productPanel={false}>
      {state === 'loading' && (
        <Result icon={<Spin size="large" />} title={<ResultHeading>Verifying your email...</ResultHeading>} />
      )}
      {state === 'success' && (
        <Result
          status="success"
          title={<ResultHeading>Email Verified Successfully!</ResultHeading>}
          subTitle="Your e-mail address is confirmed. You can now sign in."
          extra={[
            <Button key="continue" type="primary" href={DEMO_URL}>
              Continue
            </Button>,
            <Button key="login" onClick={() => navigate('/login')}>
              Sign in
            </Button>,
          ]}
        />
      )}
      {state === 'error' && (
        <Result
          status="error"
          title={<ResultHeading>Verification Failed</ResultHeading>}
          subTitle="The verification link is invalid or has expired. Please try registering again."
          extra={
            <Space orientation="vertical" align="center" size="large" style={{ width: '100%' }}>
              <Typography.Text>
                Already registered? Enter your e-mail and we will send you a new verification link.
              </Typography.Text>
              <ResendVerification />
              <Button onClick={() => navigate('/signup')}>Back to Sign Up</Button>
            </Space>
          }
        />
      )}
    </AuthLayout>
  );
}
