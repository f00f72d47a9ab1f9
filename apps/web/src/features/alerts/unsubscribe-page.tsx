import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, Result, Spin } from 'antd';
import { alertsApi } from '../../api/alerts.js';

/** /alerts/unsubscribe?token=…: the mail's one-click unsubscribe (no sign-in; the token is signed). */
export default function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<{ ok: boolean; message: string; title?: string } | null>(null);
  useEffect(() => {
    if (!token) return;
    alertsApi
      .unsubscribe(token)
      .then((r) => setState({ ok: true, message: r.message, title: r.title }))
      .catch((e: Error) => setState({ ok: false, message: e.message }));
  }, [token]);
  if (!token) return <Result status="warning" title="This unsubscribe link is not valid." />;
  if (!state) return <Spin size="large" style={{ display: 'block', margin: '20vh auto' }} />;
  return (
    <Result
      status={state.ok ? 'success' : 'warning'}
      title={state.ok ? `Unsubscribed${state.title ? ` from '${state.title}'` : ''}` : state.message}
      subTitle={state.ok ? state.message : undefined}
      extra={
        <Link to="/login">
          <Button type="primary">Sign in</Button>
        </Link>
      }
    />
  );
}
