import { useDeferredValue, useState } from 'react';
import { App, Button, Empty, Flex, Input, List, Popconfirm, Skeleton, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedSearchDto } from '@utah-land/shared';
import { useNavigate } from 'react-router';
import { savedSearchesApi, savedSearchesKeys } from '../../api/saved-searches.js';
import { useSurveyTaker } from '../common/use-survey-taker.js';
import { SaveSearchButton } from './save-search-button.js';
import { WatchToggle } from '../alerts/watch-toggle.js';

export interface SavedSearchesProps {
  surveyTaker?: string;
  /** Called after navigating to a saved search (e.g. to close a popover). */
  onOpen?: (search: SavedSearchDto) => void;
  /** Hide the 'Save Search' button (when the panel shows its own). */
  hideSaveButton?: boolean;
}

/** Where a saved search leads: the map with exactly its query string. */
export const savedSearchHref = (url: string) => `/map${url.startsWith('?') ? url : `?${url}`}`;

/** Saved searches list: 'Search ...' filter, 'Save Search', open, delete with confirmation. */
export function SavedSearches(props: SavedSearchesProps) {
  const urlTaker = useSurveyTaker();
  const surveyTaker = props.surveyTaker ?? urlTaker;
  const navigate = useNavigate();
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState('');
  const search = useDeferredValue(filter.trim());

  const list = useQuery({
    queryKey: savedSearchesKeys.list(surveyTaker, search),
    // Saved searches are the user's own: Free Trial users see all of theirs too.
    queryFn: () => savedSearchesApi.list(search || undefined, surveyTaker, 200),
  });

  const remove = async (s: SavedSearchDto) => {
    try {
      await savedSearchesApi.remove(s.id);
      notification.success({ title: 'Saved search deleted', placement: 'topRight' });
      await queryClient.invalidateQueries({ queryKey: savedSearchesKeys.all });
    } catch (e) {
      notification.error({
        title: 'Oops!',
        description: (e as Error).message,
        placement: 'topRight',
        duration: 10,
      });
    }
  };

  return (
    <Flex vertical gap={8} data-testid="saved-searches" style={{ minWidth: 280 }}>
      <Flex gap={8}>
        <Input.Search
          allowClear
          placeholder="Search ..."
          aria-label="Search saved searches"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        />
        {!props.hideSaveButton && <SaveSearchButton surveyTaker={surveyTaker} />}
      </Flex>
      {list.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : list.isError ? (
        <Typography.Text type="danger">{list.error.message}</Typography.Text>
      ) : list.data.data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No saved searches" />
      ) : (
        <List
          size="small"
          style={{ maxHeight: 320, overflowY: 'auto' }}
          dataSource={list.data.data}
          renderItem={(s) => (
            <List.Item
              data-testid="saved-search"
              actions={[
                <WatchToggle key="watch" savedSearchId={s.id} name={s.description} />,
                <Popconfirm
                  key="delete"
                  title="Delete this saved search?"
                  okText="Yes"
                  cancelText="No"
                  onConfirm={() => remove(s)}
                >
                  <Button
                    type="text"
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`Delete ${s.description}`}
                  />
                </Popconfirm>,
              ]}
            >
              <Button
                type="link"
                style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}
                onClick={() => {
                  void navigate(savedSearchHref(s.url), { state: { savedSearch: s.description } });
                  props.onOpen?.(s);
                }}
              >
                {s.description}
              </Button>
            </List.Item>
          )}
        />
      )}
    </Flex>
  );
}
