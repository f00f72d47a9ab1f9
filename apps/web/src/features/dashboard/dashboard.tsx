import { useState } from 'react';
import { Badge, Card, Col, Empty, Result, Row, Space, Spin, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import {
  PARCEL_COUNT_KEYS,
  DASHBOARD_TYPES,
  SURVEY_MATCH_LIMITS,
  SURVEY_MATCH_MESSAGES,
  type MatchingType,
  type SurveyMatchesEntry,
} from '@utah-land/shared';
import type { MatchRow } from '../../api/matching.js';
import { surveyMatchingApi, surveyMatchingKeys } from '../../api/survey-matching.js';
import { surveysApi, surveysKeys } from '../../api/surveys.js';
import { seesPlaceholdersNow } from '../../app/session.js';
import { MatchCard } from '../matching/match-cards.js';
import { StrongMatches } from '../matching/strong-matches.js';
import { MatchRowDetail } from '../matching/match-row-detail.js';
import { GoToProfile } from '../survey-matching/go-to-profile.js';
import '../survey-matching/survey-matching.css';

const rowsOf = (e: SurveyMatchesEntry) =>
  (e.list.contacts ?? e.list.waterRights ?? e.list.parcels ?? e.list.projects ?? []) as MatchRow[];

/**
 * The dashboard (accounts spec sections 2 and 9): for the active survey, the count of each kind of match in a badge
 * (capped at 100000, zeros shown) and the eight matching lists, page 1 of 10 each.
 */
export function Dashboard() {
  const info = useQuery({ queryKey: surveysKeys.info, queryFn: () => surveysApi.info() });
  const surveyId = info.data?.enabledSurveyId ?? null;
  const matches = useQuery({
    queryKey: surveyMatchingKeys.dashboard(surveyId),
    queryFn: ({ signal }) =>
      surveyMatchingApi.matches(surveyId!, DASHBOARD_TYPES, 1, SURVEY_MATCH_LIMITS.dashboardLimit, signal),
    enabled: surveyId !== null,
  });
  const [detail, setDetail] = useState<{ kind: MatchingType; row: MatchRow } | null>(null);
  const freeTrial = seesPlaceholdersNow();

  if (info.isPending) return <Spin size="large" style={{ display: 'block', margin: '20vh auto' }} />;
  if (info.isError) return <Result status="error" title={info.error.message} />;
  if (surveyId === null)
    return (
      <GoToProfile
        title="No survey is enabled"
        subTitle="Switch a survey on in your profile to see its matches on your dashboard."
      />
    );
  return (
    <div style={{ padding: 16 }} data-testid="dashboard">
      <Typography.Title level={4}>{matches.data?.surveyName ?? 'Dashboard'}</Typography.Title>
      {matches.isPending ? (
        <Spin style={{ display: 'block', margin: 40 }} />
      ) : matches.isError ? (
        <Empty description={matches.error.message} />
      ) : (
        <>
          <Space wrap size={[24, 12]} style={{ marginBottom: 16 }} data-testid="dashboard-counts">
            {matches.data.data.map((e) => (
              <Space key={e.matchingtype} data-testid={`dashboard-count-${e.matchingtype}`}>
                <span>{PARCEL_COUNT_KEYS[e.matchingtype]}</span>
                <Badge
                  count={e.count}
                  overflowCount={SURVEY_MATCH_LIMITS.badgeOverflow}
                  showZero
                  color={e.count ? '#1f4e79' : '#bfbfbf'}
                />
              </Space>
            ))}
          </Space>
          <Row gutter={[16, 16]}>
            {matches.data.data.map((e) => {
              const rows = rowsOf(e);
              return (
                <Col key={e.matchingtype} xs={24} lg={12} xxl={8}>
                  <Card
                    size="small"
                    title={PARCEL_COUNT_KEYS[e.matchingtype]}
                    data-testid={`dashboard-list-${e.matchingtype}`}
                  >
                    {rows.length === 0 ? (
                      <Empty
                        image={Empty.PRESENTED_IMAGE_SIMPLE}
                        description={SURVEY_MATCH_MESSAGES.noMatches}
                      />
                    ) : (
                      <>
                        <StrongMatches strongItems={e.strongItems} total={e.count} />
                        <div
                          className="survey-match-grid"
                          style={{ maxHeight: SURVEY_MATCH_LIMITS.compactListHeight, overflowY: 'auto' }}
                        >
                          {rows.map((row, i) => (
                            <MatchCard
                              key={`${row.id}-${i}`}
                              kind={e.matchingtype}
                              row={row}
                              companies={false}
                              onOpen={
                                freeTrial || row.placeholder
                                  ? undefined
                                  : () => setDetail({ kind: e.matchingtype, row })
                              }
                            />
                          ))}
                        </div>
                      </>
                    )}
                  </Card>
                </Col>
              );
            })}
          </Row>
        </>
      )}
      {detail && <MatchRowDetail kind={detail.kind} row={detail.row} onClose={() => setDetail(null)} />}
    </div>
  );
}
