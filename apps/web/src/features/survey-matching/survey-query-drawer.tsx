import { Drawer, Empty, Spin, Tabs } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { VIEW_QUERY_TABS } from '@utah-land/shared';
import { surveyMatchingApi, surveyMatchingKeys } from '../../api/survey-matching.js';
import { OVERLAY_Z } from '../common/overlay.js';
import { QueryGroup } from './query-group.js';

/** The query drawer (80%, admins): the SQL of each matching type of the survey, with the columns it uses. */
export function SurveyQueryDrawer({
  surveyId,
  open,
  onClose,
}: {
  surveyId: number;
  open: boolean;
  onClose: () => void;
}) {
  const q = useQuery({
    queryKey: surveyMatchingKeys.queries(surveyId),
    queryFn: () => surveyMatchingApi.queries(surveyId),
    enabled: open,
  });
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="right"
      size="80%"
      zIndex={OVERLAY_Z}
      title="Survey Matching Queries"
    >
      {q.isPending ? (
        <Spin />
      ) : !q.data ? (
        <Empty description="No Query Available" />
      ) : (
        <Tabs
          data-testid="survey-query-tabs"
          items={VIEW_QUERY_TABS.map((t) => ({
            key: t.matchingtype,
            label: t.label,
            children: <QueryGroup group={q.data.queries[t.matchingtype] ?? {}} />,
          }))}
        />
      )}
    </Drawer>
  );
}
