import { Card, Empty, List, Typography } from 'antd';
import type { UserDto, UserEventDto } from '@utah-land/shared';
import { actorOf, activitySentence, otherCreatorSubject } from './activity-wording.js';
import { formatDateTime } from '../common/date-format.js';

export function UserActivities({
  user,
  events,
  loading,
}: {
  user: UserDto;
  events: UserEventDto[];
  loading: boolean;
}) {
  return (
    <Card title="USER ACTIVITIES">
      <List
        loading={loading}
        dataSource={events}
        locale={{ emptyText: <Empty description="No activities yet" /> }}
        renderItem={(e) => (
          <List.Item data-testid="user-activity">
            <span>
              {activitySentence(e, actorOf(e, user), otherCreatorSubject(e, user))}{' '}
              <Typography.Text type="secondary">{formatDateTime(e.created_at)}</Typography.Text>
            </span>
          </List.Item>
        )}
      />
    </Card>
  );
}
