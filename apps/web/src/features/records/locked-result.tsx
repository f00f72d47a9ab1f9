import { Result } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { ACCESS_MESSAGES } from '@utah-land/shared';

/** Free Trial: a record's details are locked (spec 2.1 and 6, 'Upgrade to view details'). */
export function LockedResult() {
  return (
    <Result
      data-testid="details-locked"
      icon={<LockOutlined style={{ color: '#1f4e79' }} />}
      title={ACCESS_MESSAGES.upgradeToView}
    />
  );
}
