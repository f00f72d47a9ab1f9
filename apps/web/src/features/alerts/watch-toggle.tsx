import { App, Button, Popover, Radio, Space, Tooltip, Typography } from 'antd';
import { BellFilled, BellOutlined } from '@ant-design/icons';
import type { AlertFrequency } from '@utah-land/shared';
import { useWatches, useWatchMutations } from './use-alerts.js';

/**
 * The bell of a saved search or of the enabled survey: watch it daily or weekly, change how often, or stop.
 * Digests arrive in the top bar's alert list (and by mail, except for Free Trial).
 */
export function WatchToggle({
  savedSearchId,
  surveyId,
  name,
}: {
  savedSearchId?: number;
  surveyId?: number;
  name: string;
}) {
  const { message } = App.useApp();
  const watches = useWatches();
  const { watch, update, remove } = useWatchMutations();
  const current = watches.data?.data.find((w) =>
    savedSearchId !== undefined ? w.savedSearchId === savedSearchId : w.surveyId === surveyId,
  );
  const fail = (e: Error) => void message.error(e.message);
  const choose = (frequency: AlertFrequency) => {
    if (!current)
      watch.mutate(
        { savedSearchId, surveyId, frequency },
        { onSuccess: () => void message.success(`Watching ${name} (${frequency})`), onError: fail },
      );
    else if (current.frequency !== frequency) update.mutate({ id: current.id, frequency }, { onError: fail });
  };
  const content = (
    <Space orientation="vertical" size="small" style={{ maxWidth: 240 }}>
      <Typography.Text type="secondary">
        New parcels, listings and status changes that fit, in a digest:
      </Typography.Text>
      <Radio.Group
        optionType="button"
        size="small"
        value={current?.frequency}
        onChange={(e) => choose(e.target.value as AlertFrequency)}
        options={[
          { label: 'Daily', value: 'daily' },
          { label: 'Weekly', value: 'weekly' },
        ]}
      />
      {current && (
        <Button
          size="small"
          danger
          onClick={() =>
            remove.mutate(current.id, {
              onSuccess: () => void message.success(`Stopped watching ${name}`),
              onError: fail,
            })
          }
        >
          Stop watching
        </Button>
      )}
    </Space>
  );
  return (
    <Popover content={content} title={`Alerts for ${name}`} trigger="click" placement="bottomRight">
      <Tooltip title={current ? `Watched ${current.frequency}` : 'Watch for new results'}>
        <Button
          type="text"
          size="small"
          aria-label={current ? `Watching ${name}` : `Watch ${name}`}
          data-testid="watch-toggle"
          icon={current ? <BellFilled style={{ color: '#d48806' }} /> : <BellOutlined />}
        />
      </Tooltip>
    </Popover>
  );
}
