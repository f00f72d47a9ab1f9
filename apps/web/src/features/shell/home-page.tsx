import { Result } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { landsOnHome, type SubscriptionStatus } from '@utah-land/shared';
import { SubscribeButton } from '../subscriptions/subscribe-button.js';
import { Dashboard } from '../dashboard/dashboard.js';
import { useSession } from '../common/use-session.js';

/** What /home says to each non-admin who belongs there; everyone else is sent to /map. */
const HOME: Partial<Record<SubscriptionStatus, { title: string; subTitle: string; action: string }>> = {
  Registered: {
    title: 'Please contact admin for further access',
    subTitle:
      'An administrator can enable access for you, or you can subscribe now to get full access at once.',
    action: 'Subscribe',
  },
  'Free Trial Ended': {
    title: 'Please upgrade your subscription to continue.',
    subTitle: 'Your free trial has ended. Subscribe to keep using Utah Land.',
    action: 'Subscribe',
  },
  'Subscription Expired': {
    title: 'Please upgrade your subscription to continue.',
    subTitle: 'Your subscription has expired. Renew it to keep using Utah Land.',
    action: 'Renew',
  },
};

/**
 * /home: where a Registered non-admin lands: 'Please contact admin for further access' and a Subscribe that opens
 * the checkout; a trial that ended or an expired subscription is asked to subscribe. Admins and users who have
 * access (Free Trial, Subscribed, Subscription Cancelled, Test User) see the dashboard of their active survey.
 */
export function HomePage() {
  const { principal, status } = useSession();
  const home = principal && landsOnHome(principal) ? HOME[status] : undefined;
  if (!home) return <Dashboard />;
  return (
    <Result
      icon={<LockOutlined style={{ color: '#1f4e79' }} />}
      title={home.title}
      subTitle={home.subTitle}
      extra={<SubscribeButton>{home.action}</SubscribeButton>}
    />
  );
}
