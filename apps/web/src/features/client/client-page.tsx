import { useState } from 'react';
import { Card, Empty, Result, Select, Space, Spin, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { SURVEY_MATCH_LIMITS, SURVEY_MATCH_MESSAGES } from '@utah-land/shared';
import { surveyMatchingApi, surveyMatchingKeys } from '../../api/survey-matching.js';
import { useTopBarContent } from '../common/shell-context.js';
import { SurveyCards } from '../survey-matching/survey-cards.js';
import { SurveyCriteriaDrawer } from '../survey-matching/survey-criteria-drawer.js';
import { SurveyListDrawer, type OpenList } from '../survey-matching/survey-list-drawer.js';
import { SurveyMatchList } from '../survey-matching/survey-match-list.js';
import { SurveyTakerPicker } from '../survey-matching/survey-taker-picker.js';
import { SurveyTopBar } from '../survey-matching/survey-top-bar.js';
import { useSurveyContext } from '../survey-matching/use-survey-context.js';
import { GoToProfile } from '../survey-matching/go-to-profile.js';
import '../survey-matching/survey-matching.css';

/**
 * Client-code matches (spec 2.9): the 'Client code name' dropdown of your client surveys (Builder Client, Real
 * Estate Agent Client; admins: of the survey taker picked), then the six cards, each with a 10-row preview
 * (310 px), and the full list drawer of 100 a page, whose further pages load no sooner than 3 s apart.
 */
export function ClientPage() {
  const ctx = useSurveyContext();
  const [open, setOpen] = useState<OpenList | null>(null);
  const [criteria, setCriteria] = useState<number | null>(null);
  const clients = useQuery({
    queryKey: surveyMatchingKeys.clientCodes(ctx.taker),
    queryFn: () => surveyMatchingApi.clientCodeNames({ email: ctx.taker || undefined }),
    enabled: !ctx.isAdmin || !!ctx.taker,
  });
  const asked = ctx.ref && 'surveyId' in ctx.ref ? ctx.ref.surveyId : undefined;
  const list = clients.data?.data ?? [];
  const chosen = list.find((c) => c.surveyid === asked) ?? list[0];
  const ref = chosen ? { surveyId: chosen.surveyid } : null;
  const counts = useQuery({
    queryKey: surveyMatchingKeys.counts(ref),
    queryFn: ({ signal }) => surveyMatchingApi.counts(ref!, signal),
    enabled: ref !== null,
  });
  useTopBarContent(
    <SurveyTopBar
      surveyId={chosen?.surveyid ?? null}
      taker={ctx.taker}
      viewQuery
      onViewCriteria={setCriteria}
    />,
    [chosen?.surveyid, ctx.taker],
  );

  let body;
  if (ctx.isAdmin && !ctx.taker)
    body = (
      <Result
        status="warning"
        title={SURVEY_MATCH_MESSAGES.selectSurvey}
        subTitle={SURVEY_MATCH_MESSAGES.selectSurveyTaker}
      />
    );
  else if (clients.isPending) body = <Spin size="large" style={{ display: 'block', margin: '20vh auto' }} />;
  else if (clients.isError) body = <Result status="error" title={clients.error.message} />;
  else if (!chosen || !ref)
    body = (
      <GoToProfile
        title="No client surveys"
        subTitle="Take a Builder Client or Real Estate Agent Client survey to see your clients' matches here."
      />
    );
  else
    body = (
      <>
        <Space wrap style={{ marginBottom: 12 }}>
          <Typography.Text strong>{SURVEY_MATCH_MESSAGES.clientCodeName}</Typography.Text>
          <Select
            style={{ minWidth: 260 }}
            value={chosen.surveyid}
            aria-label={SURVEY_MATCH_MESSAGES.clientCodeName}
            data-testid="client-code-name"
            options={list.map((c) => ({
              value: c.surveyid,
              label: `${c.clientCodeName} · ${c.surveyName.replace(/ Survey$/, '')}`,
            }))}
            onChange={(id: number) => ctx.set({ surveyId: String(id) })}
          />
          {chosen.clientType && <Typography.Text type="secondary">{chosen.clientType}</Typography.Text>}
        </Space>
        {counts.isPending ? (
          <Spin style={{ display: 'block', margin: 40 }} />
        ) : counts.isError ? (
          <Empty description={counts.error.message} />
        ) : (
          <SurveyCards
            cards={counts.data.data}
            onOpen={(card, tab) => setOpen({ ...card, tab })}
            preview={(card) => (
              <SurveyMatchList
                surveyRef={ref}
                kind={card.matchingtype}
                type="contacts"
                pageSize={SURVEY_MATCH_LIMITS.clientPreview}
                height={SURVEY_MATCH_LIMITS.compactListHeight}
              />
            )}
          />
        )}
        <SurveyListDrawer
          surveyRef={ref}
          open={open}
          pageSize={SURVEY_MATCH_LIMITS.clientDrawerPage}
          nextPageDelayMs={SURVEY_MATCH_LIMITS.clientNextPageDelayMs}
          onTab={(tab) => setOpen((o) => o && { ...o, tab })}
          onClose={() => setOpen(null)}
        />
      </>
    );
  return (
    <div className="network-page" data-testid="client-page">
      {ctx.isAdmin && (
        <Card size="small" className="network-picker">
          <SurveyTakerPicker
            taker={ctx.taker}
            onChange={(taker) => ctx.set({ surveyTaker: taker || null, surveyId: null })}
          />
        </Card>
      )}
      <div className="network-body">{body}</div>
      {criteria !== null && (
        <SurveyCriteriaDrawer surveyId={criteria} open onClose={() => setCriteria(null)} />
      )}
    </div>
  );
}
