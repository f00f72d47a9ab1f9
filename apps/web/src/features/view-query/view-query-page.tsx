import { useSearchParams } from 'react-router';
import { Empty, Result, Spin, Tabs, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import {
  ACCESS_MESSAGES,
  SURVEY_MATCH_MESSAGES,
  VIEW_QUERY_TABS,
  isContactGroupType,
  type MatchingType,
} from '@utah-land/shared';
import { surveyMatchingApi, surveyMatchingKeys } from '../../api/survey-matching.js';
import { useSession } from '../common/use-session.js';
import { QUERY_PARTS, QueryGroup } from '../survey-matching/query-group.js';

type Counts = Partial<Record<MatchingType, { contacts: number; companies: number }>>;

/**
 * /view-query?surveyId= (accounts spec section 2): for admins, a survey's matching SQL in outer tabs per matching type
 * with their totals (contacts plus companies for the contact groups) and inner tabs with their own counts, each with
 * its SQL and 'Columns used in query'. Counts read 'Loading..' while pending. Anyone else: 'User restricted!'.
 */
export function ViewQueryPage() {
  const [params] = useSearchParams();
  const { isAdmin, signedIn } = useSession();
  const raw = params.get('surveyId') ?? '';
  const surveyId = /^\d{1,15}$/.test(raw) ? Number(raw) : null;
  const allowed = signedIn && isAdmin && surveyId !== null;
  const queries = useQuery({
    queryKey: surveyMatchingKeys.queries(surveyId),
    queryFn: () => surveyMatchingApi.queries(surveyId!),
    enabled: allowed,
  });
  const cards = useQuery({
    queryKey: surveyMatchingKeys.counts(surveyId === null ? null : { surveyId }),
    queryFn: ({ signal }) => surveyMatchingApi.counts({ surveyId: surveyId! }, signal),
    enabled: allowed,
  });
  const places = useQuery({
    queryKey: surveyMatchingKeys.places(surveyId),
    queryFn: ({ signal }) => surveyMatchingApi.matches(surveyId!, ['parcels', 'projects'], 1, 1, signal),
    enabled: allowed,
  });

  if (!signedIn || !isAdmin)
    return (
      <div className="view-query-page">
        <Empty description={ACCESS_MESSAGES.userRestricted} />
      </div>
    );
  if (surveyId === null)
    return <Result status="warning" title="No Query Available" subTitle="surveyId must be digits" />;
  if (queries.isPending)
    return (
      <Spin size="large" description={SURVEY_MATCH_MESSAGES.loading} fullscreen>
        <div />
      </Spin>
    );
  if (queries.isError) return <Result status="error" title={queries.error.message} />;

  const counts: Counts = {};
  for (const c of cards.data?.data ?? [])
    counts[c.matchingtype] = { contacts: c.contactsCount, companies: c.companiesCount };
  for (const e of places.data?.data ?? []) counts[e.matchingtype] = { contacts: e.count, companies: 0 };
  const shown = (n: number | undefined) => (n === undefined ? SURVEY_MATCH_MESSAGES.countPending : String(n));

  return (
    <div className="view-query-page" data-testid="view-query-page" style={{ padding: 16 }}>
      <Typography.Title level={1} style={{ fontSize: 20 }}>
        {queries.data.surveyName} · survey {queries.data.surveyid}
      </Typography.Title>
      <Tabs
        items={VIEW_QUERY_TABS.map((tab) => {
          const c = counts[tab.matchingtype];
          const group = isContactGroupType(tab.matchingtype);
          const total = c && (group ? c.contacts + c.companies : c.contacts);
          const parts = group ? QUERY_PARTS.contacts! : QUERY_PARTS[tab.matchingtype]!;
          return {
            key: tab.matchingtype,
            label: `${tab.label} (${shown(total)})`,
            children: (
              <Tabs
                tabPlacement="top"
                items={parts.map((part, i) => ({
                  key: part.label,
                  label: `${part.label} (${shown(group && i === 1 ? c?.companies : c?.contacts)})`,
                  children: (
                    <QueryGroup group={queries.data.queries[tab.matchingtype] ?? {}} keys={part.keys} />
                  ),
                }))}
              />
            ),
          };
        })}
      />
    </div>
  );
}
