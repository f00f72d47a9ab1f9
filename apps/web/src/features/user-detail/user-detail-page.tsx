import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { App, Button, Card, Col, Descriptions, Result, Row, Space, Spin } from 'antd';
import { ArrowLeftOutlined, MailOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { mayCancelSubscription, type SubscriptionDto } from '@utah-land/shared';
import { ApiError, toldGlobally } from '../../api/client.js';
import { session } from '../../app/session.js';
import { roleOf, statusOf, usersApi, usersKeys } from '../../api/users.js';
import { RoleTag } from '../admin-users/role-tag.js';
import { formatDate, formatDateTime } from '../common/date-format.js';
import { UserActivities } from './user-activities.js';
import { UserApiKeys } from './user-api-keys.js';
import { CancelSubscriptionButton } from '../subscriptions/cancel-subscription.js';

/** The renewal date (Subscribed), trial end (Free Trial) or expiry date of the current subscription. */
function renewalOrExpiry(s: SubscriptionDto | undefined): { label: string; value: string } | null {
  if (!s) return null;
  if (s.status === 'Subscribed') return { label: 'Renewal Date', value: formatDate(s.subscription_end_date) };
  if (s.status === 'Free Trial' || s.status === 'Free Trial Ended')
    return { label: 'Trial End Date', value: formatDate(s.trial_end_date ?? s.subscription_end_date) };
  if (s.subscription_end_date) return { label: 'Expiry Date', value: formatDate(s.subscription_end_date) };
  return null;
}

/** /user/{userId}: USER DETAILS, COMPANY PROFILE and USER ACTIVITIES. */
export function UserDetailPage() {
  const { userId = '' } = useParams();
  const navigate = useNavigate();
  const { notification } = App.useApp();
  const [sending, setSending] = useState(false);
  const validId = /^[1-9]\d{0,9}$/.test(userId);
  const user = useQuery({
    queryKey: usersKeys.user(userId),
    queryFn: () => usersApi.get(userId),
    enabled: validId,
    retry: (count, err) => !(err instanceof ApiError && err.status < 500) && count < 2,
  });
  const events = useQuery({
    queryKey: usersKeys.events(userId),
    queryFn: () => usersApi.events(userId),
    enabled: user.isSuccess,
  });

  const back = (
    <Button
      icon={<ArrowLeftOutlined />}
      // Back in the app's history; opened from a link (no history): the admin list or the profile.
      onClick={() =>
        ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0
          ? navigate(-1)
          : navigate(session.isAdmin() ? '/admin' : '/profile')
      }
    >
      Back
    </Button>
  );
  // A user id that is not a number, or no such user: a not-found state, never the server's validation text.
  const missing = !validId || (user.error instanceof ApiError && [400, 404].includes(user.error.status));
  if (missing)
    return (
      <Result
        status="404"
        title="User not found"
        subTitle="There is no user at this address. It may have been deleted, or the link is mistyped."
        extra={back}
      />
    );
  if (user.isLoading) return <Spin size="large" />;
  if (!user.data)
    return (
      <Result status="warning" title="Could not load this user" subTitle={user.error?.message} extra={back} />
    );
  const u = user.data;
  const subscription = u.userSubscriptions[0];
  const dates = renewalOrExpiry(subscription);

  async function sendLink() {
    setSending(true);
    try {
      await usersApi.sendVerificationLink(u.id);
      notification.success({
        title: 'Verification link sent successfully',
        description: "A verification link has been sent to the user's email.",
      });
    } catch (err) {
      // One toast per failure: a server error already showed 'Oops! Something went wrong at our end'.
      if (!toldGlobally(err))
        notification.error({ title: 'Failed to send verification link. Please try again later.' });
    } finally {
      setSending(false);
    }
  }

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        {back}
        {subscription && mayCancelSubscription(subscription) && (
          <CancelSubscriptionButton
            subscription={subscription}
            onCancelled={() => {
              void user.refetch();
              void events.refetch();
            }}
          />
        )}
      </Space>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card
            title="USER DETAILS"
            style={{ height: '100%' }}
            extra={
              u.isEmailVerified === false && (
                <Button icon={<MailOutlined />} loading={sending} onClick={sendLink}>
                  Send Verification Link
                </Button>
              )
            }
          >
            <Descriptions column={1} colon={false}>
              <Descriptions.Item label="Firstname">{u.firstname}</Descriptions.Item>
              <Descriptions.Item label="Lastname">{u.lastname}</Descriptions.Item>
              <Descriptions.Item label="Email">{u.email}</Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title="COMPANY PROFILE" style={{ height: '100%' }}>
            <Descriptions column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 }} colon={false}>
              <Descriptions.Item label="Role">
                <RoleTag role={roleOf(u)} />
              </Descriptions.Item>
              <Descriptions.Item label="Status">{statusOf(u)}</Descriptions.Item>
              <Descriptions.Item label="Last Login">{formatDateTime(u.userLastLogin)}</Descriptions.Item>
              {dates && <Descriptions.Item label={dates.label}>{dates.value}</Descriptions.Item>}
            </Descriptions>
          </Card>
        </Col>
      </Row>
      {session.isAdmin() && <UserApiKeys userId={u.id} onRevoked={() => void events.refetch()} />}
      <UserActivities user={u} events={events.data ?? []} loading={events.isLoading} />
    </Space>
  );
}
