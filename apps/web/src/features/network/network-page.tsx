import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Card, Col, Drawer, Empty, Result, Row, Spin, Statistic, Tabs, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { surveysApi } from '../../api/surveys.js';
import { surveyMatchingApi, type SurveyCard } from '../../api/survey-matching.js';
import { ROUTES } from '../../app/routes.js';
import { SurveyMatchList } from './survey-match-list.js';

type Open = { card: SurveyCard; tab: 'contacts' | 'companies' } | null;

/**
 * Survey matching results (spec map-matching-surveys 2.9): the six cards of the user's enabled survey with their
 * counts; a count opens the full-width list drawer.
 */
export function NetworkPage() {
  const info = useQuery({ queryKey: ['surveys', 'info'], queryFn: () => surveysApi.info() });
  const surveyId = info.data?.enabledSurveyId ?? null;
  const counts = useQuery({
    queryKey: ['surveys', 'matching', surveyId, 'counts'],
    queryFn: () => surveyMatchingApi.counts(surveyId!),
    enabled: surveyId !== null,
  });
  const [open, setOpen] = useState<Open>(null);

  if (info.isPending) return <Spin size="large" style={{ display: 'block', margin: '20vh auto' }} />;
  if (info.isError) return <Result status="error" title={info.error.message} />;
  if (surveyId === null)
    return (
      <Result
        status="info"
        title="No survey is enabled"
        subTitle="Switch a survey on in your profile to see its matches here."
        extra={
          <Link to={ROUTES.profile}>
            <Button type="primary">Go to Profile</Button>
          </Link>
        }
      />
    );
  const surveyName = info.data.types.find((t) => t.surveyid === surveyId)?.name ?? 'Survey';

  return (
    <div style={{ padding: 16 }} data-testid="network-page">
      <Typography.Title level={4}>{surveyName} matches</Typography.Title>
      {counts.isPending && <Spin style={{ display: 'block', margin: 40 }} />}
      {counts.isError && <Empty description={counts.error.message} />}
      {counts.data && (
        <Row gutter={[16, 16]}>
          {counts.data.data.map((card) => (
            <Col key={card.matchingtype} xs={24} sm={12} lg={8}>
              <Card title={card.label} data-testid={`network-card-${card.matchingtype}`}>
                {card.count === 0 ? (
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No Matched Results" />
                ) : (
                  <>
                    <Statistic value={card.count} />
                    <Button type="link" onClick={() => setOpen({ card, tab: 'contacts' })}>
                      {card.matchingtype === 'waterRights'
                        ? `Water Rights: ${card.count}`
                        : `Contacts: ${card.contactsCount}`}
                    </Button>
                    {card.matchingtype !== 'waterRights' && (
                      <Button type="link" onClick={() => setOpen({ card, tab: 'companies' })}>
                        Companies: {card.companiesCount}
                      </Button>
                    )}
                  </>
                )}
              </Card>
            </Col>
          ))}
        </Row>
      )}
      <Drawer
        open={open !== null}
        onClose={() => setOpen(null)}
        width="100%"
        title={open?.card.label}
        destroyOnHidden
      >
        {open &&
          (open.card.matchingtype === 'waterRights' ? (
            <SurveyMatchList surveyId={surveyId} kind="waterRights" type="contacts" />
          ) : (
            <Tabs
              tabPosition="left"
              activeKey={open.tab}
              onChange={(tab) => setOpen({ ...open, tab: tab as 'contacts' | 'companies' })}
              items={[
                {
                  key: 'contacts',
                  label: `Contacts (${open.card.contactsCount})`,
                  children: (
                    <SurveyMatchList surveyId={surveyId} kind={open.card.matchingtype} type="contacts" />
                  ),
                },
                {
                  key: 'companies',
                  label: `Companies (${open.card.companiesCount})`,
                  children: (
                    <SurveyMatchList surveyId={surveyId} kind={open.card.matchingtype} type="companies" />
                  ),
                },
              ]}
            />
          ))}
      </Drawer>
    </div>
  );
}
