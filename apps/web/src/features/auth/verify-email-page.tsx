import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, Result, Spin } from 'antd';
import { authApi } from '../../api/auth.js';
import { AuthLayout } from './auth-layout.js';
import { DEMO_URL } from './links.js';

type State = 'loading' | 'success' | 'error';

/** Loading, then success or error; a missing token is the error state (spec section 2). */
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
      {state === 'loading' && <Result icon={<Spin size="large" />} title="Verifying your email..." />}
      {state === 'success' && (
        <Result
          status="success"
          title="Email Verified Successfully!"
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
          title="Verification Failed"
          subTitle="The verification link is invalid or has expired. Please try registering again."
          extra={
            <Button type="primary" onClick={() => navigate('/signup')}>
              Back to Sign Up
            </Button>
          }
        />
      )}
    </AuthLayout>
  );
}
