import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Card, Descriptions, Space, Spin, Tag, Typography } from 'antd';
import { EditOutlined, KeyOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { usersApi, usersKeys } from '../../api/users.js';
import { session } from '../../app/session.js';
import { pendingEmailNote, UpdateProfileDrawer } from './update-profile-drawer.js';
import { ChangePasswordDrawer } from './change-password-drawer.js';
import { DisplayedProfile } from '../surveys/displayed-profile.js';
import { ApiKeysCard } from './api-keys-card.js';
import { WebhooksSection } from '../alerts/webhooks-section.js';

/**
 * /profile: Account Information with the Update Profile and Change Password drawers, the Displayed Profile, and
 * the alert webhooks.
 */
export function ProfilePage() {
  const stored = session.user();
  const { data: user, isLoading } = useQuery({
    queryKey: usersKeys.currentUser,
    queryFn: usersApi.currentUser,
    placeholderData: stored ?? undefined,
  });
  const [drawer, setDrawer] = useState<'profile' | 'password' | null>(null);
  const principal = session.principal();
  if (!user) return isLoading ? <Spin size="large" /> : null;

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%', maxWidth: 960 }}>
      <Card
        title="Account Information"
        extra={
          <Link to={`/user/${user.id}`} data-testid="view-more-details">
            View More Details
          </Link>
        }
      >
        <Descriptions column={{ xs: 1, sm: 1, md: 2 }} colon={false} layout="vertical">
          <Descriptions.Item label="First Name">{user.firstname}</Descriptions.Item>
          <Descriptions.Item label="Last Name">{user.lastname}</Descriptions.Item>
          <Descriptions.Item label="E-mail">
            <Space orientation="vertical" size={0}>
              {user.email}
              {user.pendingEmail && (
                <Typography.Text type="secondary" data-testid="pending-email">
                  {pendingEmailNote(user.pendingEmail)}
                </Typography.Text>
              )}
            </Space>
          </Descriptions.Item>
          <Descriptions.Item label="Status">
            {user.isActive ? <Tag color="green">Active</Tag> : <Tag color="red">Inactive</Tag>}
          </Descriptions.Item>
        </Descriptions>
        <Space wrap style={{ marginTop: 16 }}>
          <Button type="primary" icon={<EditOutlined />} onClick={() => setDrawer('profile')}>
            Update Profile
          </Button>
          <Button icon={<KeyOutlined />} onClick={() => setDrawer('password')}>
            Change Password
          </Button>
        </Space>
      </Card>
      <DisplayedProfile />
      {principal && <ApiKeysCard principal={principal} />}
      <WebhooksSection />
      <UpdateProfileDrawer user={user} open={drawer === 'profile'} onClose={() => setDrawer(null)} />
      <ChangePasswordDrawer open={drawer === 'password'} onClose={() => setDrawer(null)} />
    </Space>
  );
}
