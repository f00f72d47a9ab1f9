import { useState } from 'react';
import { Button, Card, Empty, Result, Space, Spin, Typography } from 'antd';
import { CodeOutlined, FilterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { SURVEY_MATCH_MESSAGES, type MatchingType } from '@utah-land/shared';
import { surveyMatchingApi, surveyMatchingKeys } from '../../api/survey-matching.js';
import { useTopBarContent } from '../common/shell-context.js';
import { SurveyCards, type CardCounts } from '../survey-matching/survey-cards.js';
import { SurveyCriteriaDrawer } from '../survey-matching/survey-criteria-drawer.js';
import { SurveyListDrawer, type OpenList } from '../survey-matching/survey-list-drawer.js';
import { SurveyQueryDrawer } from '../survey-matching/survey-query-drawer.js';
import { SurveyTakerPicker } from '../survey-matching/survey-taker-picker.js';
import { SurveyTopBar } from '../survey-matching/survey-top-bar.js';
import { useSurveyContext } from '../survey-matching/use-survey-context.js';
import { GoToProfile } from '../survey-matching/go-to-profile.js';
import { LandOffers } from '../survey-matching/land-offers.js';
import '../survey-matching/survey-matching.css';

const PLACES: { matchingtype: MatchingType; label: string }[] = [
  { matchingtype: 'parcels', label: 'Parcels' },
  { matchingtype: 'projects', label: 'Projects' },
];

/**
 * Survey matching results (spec 2.9): the six cards of a survey with their contacts and companies counts, and the
 * parcels and projects it matches; a count opens the full-width list drawer. The survey is the user's enabled one,
 * or the query string's (surveyId; admins: surveyTaker, picked in the header). Buttons open the criteria drawer
 * and, for admins, the query drawer.
 */
export function NetworkPage() {
  const ctx = useSurveyContext();
  const [open, setOpen] = useState<OpenList | null>(null);
  const [criteria, setCriteria] = useState<number | null>(null);
  const [queries, setQueries] = useState(false);
  const counts = useQuery({
    queryKey: surveyMatchingKeys.counts(ctx.ref),
    queryFn: ({ signal }) => surveyMatchingApi.counts(ctx.ref!, signal),
    enabled: ctx.ref !== null,
  });
  // Known at once for a survey by id (so parcels and projects load beside the cards); a taker's from the cards.
  const surveyId =
    (ctx.ref && 'email' in ctx.ref ? null : ctx.ref?.surveyId) ?? counts.data?.surveyid ?? null;
  const places = useQuery({
    queryKey: surveyMatchingKeys.places(surveyId),
    queryFn: ({ signal }) => surveyMatchingApi.matches(surveyId!, ['parcels', 'projects'], 1, 1, signal),
    enabled: surveyId !== null,
  });
  useTopBarContent(
    <SurveyTopBar surveyId={surveyId} taker={ctx.taker} viewQuery onViewCriteria={setCriteria} />,
    [surveyId, ctx.taker],
  );
  // A matchingtype in the query string opens that card's list once its counts are in.
  const [opened, setOpened] = useState(false);
  const cards: CardCounts[] = [
    ...(counts.data?.data ?? []),
    ...(places.data?.data ?? []).map((e) => ({
      matchingtype: e.matchingtype,
      label: PLACES.find((p) => p.matchingtype === e.matchingtype)!.label,
      count: e.count,
      contactsCount: e.count,
      companiesCount: 0,
    })),
  ];
  if (!opened && ctx.openType && counts.data) {
    const card = cards.find((c) => c.matchingtype === ctx.openType);
    setOpened(true);
    if (card) setOpen({ ...card, tab: 'contacts' });
  }

  const picker = ctx.isAdmin && (
    <Card size="small" className="network-picker">
      <SurveyTakerPicker
        taker={ctx.taker}
        surveyId={ctx.taker ? (ctx.ref && 'surveyId' in ctx.ref ? ctx.ref.surveyId : undefined) : undefined}
        onChange={(taker, id) => ctx.set({ surveyTaker: taker || null, surveyId: id ? String(id) : null })}
      />
    </Card>
  );
  let body;
  if (ctx.loading) body = <Spin size="large" style={{ display: 'block', margin: '20vh auto' }} />;
  else if (ctx.error) body = <Result status="error" title={ctx.error.message} />;
  else if (!ctx.ref)
    body = ctx.isAdmin ? (
      <Result
        status="warning"
        title={SURVEY_MATCH_MESSAGES.selectSurvey}
        subTitle={SURVEY_MATCH_MESSAGES.selectSurveyTaker}
      />
    ) : (
      <GoToProfile
        title="No survey is enabled"
        subTitle="Switch a survey on in your profile to see its matches here."
      />
    );
  else if (counts.isPending) body = <Spin style={{ display: 'block', margin: 40 }} />;
  else if (counts.isError) body = <Empty description={counts.error.message} />;
  else
    body = (
      <>
        <Space wrap style={{ justifyContent: 'space-between', width: '100%', marginBottom: 12 }}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {counts.data.surveyName} matches
          </Typography.Title>
          <Space wrap>
            <Button icon={<FilterOutlined />} onClick={() => setCriteria(counts.data.surveyid)}>
              Criteria
            </Button>
            {ctx.isAdmin && (
              <Button icon={<CodeOutlined />} onClick={() => setQueries(true)}>
                Queries
              </Button>
            )}
          </Space>
        </Space>
        <SurveyCards cards={cards} onOpen={(card, tab) => setOpen({ ...card, tab })} />
        {places.isPending && <Spin style={{ display: 'block', margin: 16 }} />}
        {counts.data.side === 'demand' && <LandOffers surveyId={counts.data.surveyid} />}
        <SurveyListDrawer
          surveyRef={ctx.ref}
          open={open}
          pageSize={ctx.pageSize}
          onTab={(tab) => setOpen((o) => o && { ...o, tab })}
          onClose={() => setOpen(null)}
        />
        {ctx.isAdmin && (
          <SurveyQueryDrawer
            surveyId={counts.data.surveyid}
            open={queries}
            onClose={() => setQueries(false)}
          />
        )}
      </>
    );
  return (
    <div className="network-page" data-testid="network-page">
      {picker}
      <div className="network-body">{body}</div>
      {criteria !== null && (
        <SurveyCriteriaDrawer surveyId={criteria} open onClose={() => setCriteria(null)} />
      )}
    </div>
  );
}
