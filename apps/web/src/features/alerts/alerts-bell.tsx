import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Popover } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { mayUseData } from '@utah-land/shared';
import { alertsApi, alertsKeys } from '../../api/alerts.js';
import { useSession } from '../common/use-session.js';
import { AlertsList } from './alerts-list.js';
import { useAlerts } from './use-alerts.js';

/**
 * The top bar's bell: the unread count of alert digests, and on click their list (opening it marks them read; the
 * ones unread at that moment stay marked while it is open).
 */
export function AlertsBell() {
  const { principal } = useSession();
  const enabled = !!principal && mayUseData(principal);
  const alerts = useAlerts(enabled);
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  const [unreadIds, setUnreadIds] = useState<ReadonlySet<number>>(new Set());
  if (!enabled) return null;
  const unread = alerts.data?.unreadCount ?? 0;
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next && unread > 0) {
      setUnreadIds(new Set((alerts.data?.data ?? []).filter((d) => !d.read).map((d) => d.id)));
      void alertsApi.markRead().then(() => qc.invalidateQueries({ queryKey: alertsKeys.list }));
    }
  };
  return (
    <Popover
      open={open}
      onOpenChange={onOpenChange}
      trigger="click"
      placement="bottomRight"
      content={
        <div style={{ width: 400, maxWidth: 'calc(100vw - 110px)', maxHeight: '70vh', overflowY: 'auto' }}>
          <AlertsList data={alerts.data} unreadIds={unreadIds} onOpen={() => setOpen(false)} />
        </div>
      }
    >
      <Button type="text" aria-label={`Alerts (${unread} unread)`} data-testid="alerts-bell">
        <Badge count={unread} size="small" overflowCount={99}>
          <BellOutlined style={{ fontSize: 18 }} />
        </Badge>
      </Button>
    </Popover>
  );
}
