import { Result } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { SubscribeButton } from '../subscriptions/subscribe-button.js';

/** Where a Registered non-admin lands (spec section 2). */
export function HomePage() {
  return (
    <Result
      icon={<LockOutlined style={{ color: '#1f4e79' }} />}
      title="Please contact admin for further access"
      subTitle="Your account is registered. An administrator will enable access to the application for you."
      extra={<SubscribeButton />}
    />
  );
}
