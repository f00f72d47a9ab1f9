import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { App, Button, Card, List, Space, Switch, Tooltip, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCESS_MESSAGES, SURVEY_DEFINITIONS, type SurveyType } from '@utah-land/shared';
import { ApiError } from '../../api/client.js';
import { surveysApi, surveysKeys, type SurveyTypeInfo } from '../../api/surveys.js';
import { SurveyFormDrawer } from './survey-form-drawer.js';
import { SurveysListDrawer } from './surveys-list-drawer.js';
import { WatchToggle } from '../alerts/watch-toggle.js';

/**
 * 'Displayed Profile - {email}' (accounts spec 2 and 4): the ten survey types with their ON/OFF switch and Take,
 * Retake or Add; one enabled at a time; Free Trial sees them disabled with 'Upgrade to enable this feature'.
 */
export function DisplayedProfile() {
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const info = useQuery({ queryKey: surveysKeys.info, queryFn: surveysApi.info });
  const [form, setForm] = useState<{ type: SurveyType; surveyId: number | null } | null>(null);
  const [listOpen, setListOpen] = useState(false);

  const toggle = useMutation({
    mutationFn: ({ t, on }: { t: SurveyTypeInfo; on: boolean }) => surveysApi.enable(t.surveyid!, on),
    onSuccess: async (res, { t, on }) => {
      notification.success({ title: `${t.name} is ${on ? 'enabled' : 'disabled'}`, placement: 'topRight' });
      await queryClient.invalidateQueries({ queryKey: surveysKeys.all });
      // Switching ON loads its criteria into the map filters (the map reads them from surveyId).
      if (on) void navigate(`/map?surveyId=${res.surveyid}`);
    },
    onError: (err) =>
      notification.error({
        title: 'Oops!',
        description: err instanceof ApiError ? err.message : String(err),
      }),
  });

  const data = info.data;
  const mayEnable = data?.mayEnable ?? false;
  const upgrade = (node: ReactNode) =>
    mayEnable ? node : <Tooltip title={ACCESS_MESSAGES.upgradeToEnable}>{node}</Tooltip>;

  return (
    <Card
      title={`Displayed Profile - ${data?.email ?? ''}`}
      loading={info.isLoading}
      data-testid="displayed-profile"
      // The title wraps on a phone instead of being cut to 'Dis…' beside the My Surveys button.
      styles={{ title: { whiteSpace: 'normal', overflowWrap: 'anywhere' } }}
      extra={
        <Space wrap>
          <Button onClick={() => setListOpen(true)}>My Surveys</Button>
          {upgrade(
            <Button
              type="primary"
              disabled={!mayEnable}
              onClick={() =>
                void navigate(data?.enabledSurveyId ? `/map?surveyId=${data.enabledSurveyId}` : '/map')
              }
            >
              Opportunities
            </Button>,
          )}
        </Space>
      }
    >
      {!mayEnable && data && (
        <Typography.Paragraph type="secondary" data-testid="upgrade-note">
          {ACCESS_MESSAGES.upgradeToEnable}
        </Typography.Paragraph>
      )}
      <List
        dataSource={data?.types ?? []}
        renderItem={(t) => {
          const otherOn = data?.enabledSurveyId != null && !t.isEnabled;
          const action = t.surveyid === null ? 'Take' : 'Retake';
          return (
            <List.Item
              data-testid={`survey-type-${t.type}`}
              actions={[
                upgrade(
                  <Switch
                    aria-label={`${t.name} switch`}
                    checkedChildren="ON"
                    unCheckedChildren="OFF"
                    checked={t.isEnabled}
                    disabled={!mayEnable || t.surveyid === null || otherOn}
                    loading={toggle.isPending && toggle.variables?.t.type === t.type}
                    onChange={(on) => toggle.mutate({ t, on })}
                  />,
                ),
                upgrade(
                  <Button
                    size="small"
                    disabled={!mayEnable}
                    onClick={() => setForm({ type: t.type as SurveyType, surveyId: t.surveyid })}
                  >
                    {action}
                  </Button>,
                ),
                ...(t.isEnabled && t.surveyid !== null
                  ? [<WatchToggle key="watch" surveyId={t.surveyid} name={t.name} />]
                  : []),
                ...(SURVEY_DEFINITIONS[t.type as SurveyType]?.holds === 'many' && t.surveyid !== null
                  ? [
                      upgrade(
                        <Button
                          size="small"
                          disabled={!mayEnable}
                          onClick={() => setForm({ type: t.type as SurveyType, surveyId: null })}
                        >
                          Add
                        </Button>,
                      ),
                    ]
                  : []),
              ]}
            >
              <List.Item.Meta title={SURVEY_DEFINITIONS[t.type as SurveyType]?.name ?? t.name} />
            </List.Item>
          );
        }}
      />
      {form && (
        <SurveyFormDrawer
          type={form.type}
          surveyId={form.surveyId}
          open
          onClose={() => setForm(null)}
          onSaved={() => setForm(null)}
        />
      )}
      <SurveysListDrawer open={listOpen} onClose={() => setListOpen(false)} />
    </Card>
  );
}
