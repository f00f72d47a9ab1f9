import { useState } from 'react';
import { App, Button, Checkbox, Drawer, Popconfirm, Select, Space, Table } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PROJECT_DELETE_REASONS } from '@utah-land/shared';
import { ApiError } from '../../api/client.js';
import { surveysApi, surveysKeys, type SurveyListRow } from '../../api/surveys.js';
import { MOBILE_QUERY, useMedia } from '../common/use-media.js';
import { SURVEY_DRAWER_WIDTH } from './survey-form-drawer.js';

/** The survey list's page size (spec section 9). */
const PAGE_SIZE = 10;
const DELETE_REASON_MESSAGE = 'Please select an option to delete';

/** The user's surveys, 10 a page: city, project name, address, acres, created date; Public and delete. */
export function SurveysListDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const isMobile = useMedia(MOBILE_QUERY);
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [reasons, setReasons] = useState<Record<number, string | undefined>>({});
  const list = useQuery({
    queryKey: surveysKeys.list(page),
    queryFn: () => surveysApi.list(page),
    enabled: open,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: surveysKeys.all });
  const fail = (err: unknown) =>
    notification.error({ title: 'Oops!', description: err instanceof ApiError ? err.message : String(err) });

  const remove = async (row: SurveyListRow) => {
    const isProject = row.name === 'I Have a Project Survey';
    const reason = reasons[row.id];
    if (isProject && !reason) {
      notification.warning({ title: DELETE_REASON_MESSAGE, placement: 'topRight' });
      return;
    }
    try {
      await surveysApi.remove(row.id, isProject ? reason : undefined);
      await refresh();
    } catch (err) {
      fail(err);
    }
  };

  return (
    <Drawer
      title="My Surveys"
      open={open}
      onClose={onClose}
      size={isMobile ? '100vw' : SURVEY_DRAWER_WIDTH}
      destroyOnHidden
    >
      <Table<SurveyListRow>
        rowKey="id"
        size="small"
        loading={list.isLoading}
        dataSource={list.data?.data ?? []}
        scroll={{ x: 800 }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: list.data?.pagination.totalItems ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        columns={[
          { title: 'Survey', dataIndex: 'name' },
          { title: 'City', dataIndex: 'city' },
          { title: 'Project Name', dataIndex: 'projectName' },
          { title: 'Address', dataIndex: 'address' },
          { title: 'Acres', dataIndex: 'acres' },
          {
            title: 'Created Date',
            dataIndex: 'createdDate',
            render: (d: string) =>
              new Date(d).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' }),
          },
          {
            title: 'Public',
            render: (_, row) =>
              row.name === 'I Have a Project Survey' ? (
                <Checkbox
                  checked={!row.isPrivate}
                  onChange={(e) => void surveysApi.setPrivate(row.id, !e.target.checked).then(refresh, fail)}
                />
              ) : null,
          },
          {
            title: '',
            render: (_, row) => (
              <Space>
                {row.name === 'I Have a Project Survey' && (
                  <Select
                    size="small"
                    placeholder="Reason"
                    style={{ width: 200 }}
                    value={reasons[row.id]}
                    options={PROJECT_DELETE_REASONS.map((r) => ({ value: r, label: r }))}
                    onChange={(v: string) => setReasons((s) => ({ ...s, [row.id]: v }))}
                    aria-label="Delete reason"
                  />
                )}
                <Popconfirm title="Delete this survey?" onConfirm={() => void remove(row)}>
                  <Button size="small" danger>
                    Delete
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </Drawer>
  );
}
