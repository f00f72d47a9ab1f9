import { useState } from 'react';
import { App, Button, Descriptions, Drawer, Empty, Space, Spin, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { criteriaInWords, surveyTypeOf, type SurveyType } from '@utah-land/shared';
import { ApiError } from '../../api/client.js';
import { surveysApi, surveysKeys } from '../../api/surveys.js';
import { session } from '../../app/session.js';
import { OVERLAY_Z } from '../common/overlay.js';
import { MOBILE_QUERY, useMedia } from '../common/use-media.js';
import { SurveyFormDrawer } from '../surveys/survey-form-drawer.js';

/**
 * The criteria drawer (40%, spec 2.9): the criteria the survey's answers give, in words (`criteriaInWords`),
 * 'Edit answers' (the survey form, on
 * your own survey) and 'Recalculate', which saves the answers again and rewrites the profile, so every count and
 * list of the survey is read afresh.
 */
export function SurveyCriteriaDrawer({
  surveyId,
  open,
  onClose,
}: {
  surveyId: number;
  open: boolean;
  onClose: () => void;
}) {
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  const mobile = useMedia(MOBILE_QUERY);
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const response = useQuery({
    queryKey: surveysKeys.response(surveyId),
    queryFn: () => surveysApi.response(surveyId),
    enabled: open,
  });
  const criteria = useQuery({
    queryKey: surveysKeys.criteria(surveyId),
    queryFn: () => surveysApi.criteria(surveyId),
    enabled: open,
  });
  const type: SurveyType | null = response.data ? (surveyTypeOf(response.data.name) ?? null) : null;
  const own = response.data?.surveyTaker.toLowerCase() === session.user()?.email.toLowerCase();
  const refresh = () => queryClient.invalidateQueries({ queryKey: surveysKeys.all });
  const recalculate = async () => {
    if (!response.data) return;
    setBusy(true);
    try {
      const answers = Object.fromEntries(
        Object.entries(response.data.response).filter(([, v]) => typeof v === 'string'),
      ) as Record<string, string>;
      await surveysApi.save({ id: surveyId, surveyName: response.data.surveyName, response: answers }, true);
      await refresh();
      notification.success({ title: `${response.data.surveyName} recalculated`, placement: 'topRight' });
    } catch (err) {
      notification.error({
        title: 'Oops!',
        description: err instanceof ApiError ? err.message : String(err),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="right"
      size={mobile ? '100%' : '40%'}
      zIndex={OVERLAY_Z}
      title={response.data ? `${response.data.surveyName} criteria` : 'Survey criteria'}
      extra={
        own && (
          <Space>
            <Button onClick={() => setEditing(true)} disabled={!type}>
              Edit answers
            </Button>
            <Button type="primary" loading={busy} onClick={() => void recalculate()}>
              Recalculate
            </Button>
          </Space>
        )
      }
    >
      {criteria.isPending || response.isPending ? (
        <Spin />
      ) : !criteria.data?.length ? (
        <Empty description="No criteria" />
      ) : (
        <>
          <Typography.Paragraph type="secondary">{response.data?.surveyTaker}</Typography.Paragraph>
          <Descriptions
            column={1}
            size="small"
            bordered
            data-testid="survey-criteria"
            items={criteria.data.map((c) => {
              const words = criteriaInWords(c.criteria, c.value);
              return { key: String(c.id), label: words.label, children: words.value };
            })}
          />
        </>
      )}
      {type && (
        <SurveyFormDrawer
          type={type}
          surveyId={surveyId}
          open={editing}
          zIndex={OVERLAY_Z + 10}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            void refresh();
          }}
        />
      )}
    </Drawer>
  );
}
