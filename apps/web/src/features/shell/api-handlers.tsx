import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { App } from 'antd';
import { setApiHandlers } from '../../api/client.js';
import { session } from '../../app/session.js';
import { queryClient } from '../../app/providers.js';

/**
 * Global answers to the API: any 401 outside /login clears the session and goes to /login;
 * any 5xx shows 'Oops!' / 'Something went wrong at our end' for 30 seconds.
 */
export function ApiHandlers() {
  const navigate = useNavigate();
  const { notification } = App.useApp();
  useEffect(() => {
    setApiHandlers({
      onUnauthorized: () => {
        session.clear({ alertCookies: true });
        queryClient.clear();
        void navigate('/login', { replace: true });
      },
      onServerError: () => {
        notification.error({
          key: 'server-error',
          title: 'Oops!',
          description: 'Something went wrong at our end',
          duration: 30,
        });
      },
    });
    return () => setApiHandlers({});
  }, [navigate, notification]);
  return null;
}
