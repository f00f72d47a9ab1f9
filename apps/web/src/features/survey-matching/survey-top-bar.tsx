import { Button, Descriptions, Dropdown, Popover, Tag, Typography } from 'antd';
import { CodeOutlined, DownOutlined, InfoCircleOutlined, UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { SURVEY_MATCH_MESSAGES } from '@utah-land/shared';
import { surveysApi, surveysKeys } from '../../api/surveys.js';
import { surveyMatchingApi, surveyMatchingKeys } from '../../api/survey-matching.js';
import { session } from '../../app/session.js';
import { longDate } from '../subscriptions/format.js';

/**
 * The survey part of the top bar (spec 2.8; accounts section 2): the survey-taker label (admins: with the 'View
 * survey criterias' dropdown of the taker's surveys), the project or client label with its 'More Info' popover
 * (project name, acres, address, city, created date) and, where the page enables it, 'View Query'.
 */
export function SurveyTopBar({
  surveyId,
  taker,
  viewQuery,
  onViewCriteria,
}: {
  surveyId: number | null;
  /** The survey taker an admin acts for ('' = the signed-in user). */
  taker: string;
  viewQuery?: boolean;
  onViewCriteria: (surveyId: number) => void;
}) {
  const isAdmin = session.isAdmin();
  const survey = useQuery({
    queryKey: surveysKeys.response(surveyId),
    queryFn: () => surveysApi.response(surveyId!),
    enabled: surveyId !== null,
  });
  const takerSurveys = useQuery({
    queryKey: surveyMatchingKeys.chosenTaker(taker),
    queryFn: () => surveyMatchingApi.takers(taker, 1, 5),
    enabled: isAdmin && !!taker,
    select: (r) => r.data.find((t) => t.email === taker) ?? null,
  });
  const own = useQuery({
    queryKey: surveysKeys.info,
    queryFn: () => surveysApi.info(),
    enabled: isAdmin && !taker,
  });
  const user = session.user();
  const s = survey.data;
  const who = taker
    ? [takerSurveys.data?.firstname, takerSurveys.data?.lastname].filter(Boolean).join(' ') || taker
    : `${user?.firstname ?? ''} ${user?.lastname ?? ''}`.trim();
  const criteriaItems = taker
    ? (takerSurveys.data?.surveys ?? []).map((x) => ({ key: String(x.surveyid), label: x.surveyName }))
    : (own.data?.types ?? [])
        .filter((t) => t.surveyid !== null)
        .map((t) => ({ key: String(t.surveyid), label: t.name }));
  const label = (
    <span className="survey-top-label" data-testid="survey-taker-label">
      <UserOutlined /> {taker ? `Survey Taker: ${who}` : who}
    </span>
  );
  const project = s?.projectName ?? s?.clientCodeName ?? null;
  // A client survey keeps its client's land in its answers (a Property Seller's acres and city).
  const answer = (key: string) => {
    const v = s?.response[key];
    return typeof v === 'string' && v ? v : null;
  };
  return (
    <div className="survey-top-bar">
      {isAdmin ? (
        <Dropdown
          trigger={['click']}
          menu={{ items: criteriaItems, onClick: ({ key }) => onViewCriteria(Number(key)) }}
          disabled={criteriaItems.length === 0}
        >
          <Button type="text" size="small" title={SURVEY_MATCH_MESSAGES.viewCriteria}>
            {label} <DownOutlined />
          </Button>
        </Dropdown>
      ) : (
        label
      )}
      {s && <Tag color="blue">{s.surveyName}</Tag>}
      {s && project && (
        <Popover
          trigger="click"
          title={project}
          content={
            <Descriptions
              size="small"
              column={1}
              data-testid="survey-more-info"
              items={[
                { key: 'name', label: 'Project name', children: s.projectName ?? s.clientCodeName ?? '—' },
                { key: 'acres', label: 'Acres', children: s.acres ?? answer('acres') ?? '—' },
                { key: 'address', label: 'Address', children: s.address ?? answer('address') ?? '—' },
                { key: 'city', label: 'City', children: s.city ?? answer('city') ?? '—' },
                { key: 'created', label: 'Created date', children: longDate(s.createdDate) },
              ]}
            />
          }
        >
          <Button type="link" size="small" icon={<InfoCircleOutlined />}>
            <Typography.Text ellipsis style={{ maxWidth: 180 }}>
              {project}
            </Typography.Text>{' '}
            {SURVEY_MATCH_MESSAGES.moreInfo}
          </Button>
        </Popover>
      )}
      {viewQuery && isAdmin && surveyId !== null && (
        <Button
          size="small"
          icon={<CodeOutlined />}
          href={`/view-query?surveyId=${surveyId}`}
          target="_blank"
          data-testid="top-view-query"
        >
          {SURVEY_MATCH_MESSAGES.viewQuery}
        </Button>
      )}
    </div>
  );
}
