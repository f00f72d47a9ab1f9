import { useState } from 'react';
import { Checkbox, Empty, Input, Select, Spin, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { CLIENT_SURVEY_NAMES, SURVEY_MATCH_MESSAGES, type SurveyTaker } from '@utah-land/shared';
import { surveyMatchingApi, surveyMatchingKeys } from '../../api/survey-matching.js';
import { useDebounced } from '../common/use-debounced.js';

const takerName = (t: SurveyTaker) => [t.firstname, t.lastname].filter(Boolean).join(' ') || t.email;

/**
 * The admin's survey-taker filter (spec 2.8): a search box and a checkbox list of survey takers (one checked at a
 * time), and, for a taker with a 'Real Estate Agent Client Survey' or 'Builder Client Survey', the 'Client code
 * name' dropdown that picks which client survey is meant.
 */
export function SurveyTakerPicker({
  taker,
  surveyId,
  onChange,
}: {
  /** The chosen survey taker's e-mail ('' = none). */
  taker: string;
  surveyId?: number;
  onChange: (taker: string, surveyId: number | null) => void;
}) {
  const [search, setSearch] = useState('');
  const term = useDebounced(search.trim(), 500);
  const takers = useQuery({
    queryKey: surveyMatchingKeys.takers(term),
    queryFn: () => surveyMatchingApi.takers(term, 1),
  });
  const chosen = useQuery({
    queryKey: surveyMatchingKeys.chosenTaker(taker),
    queryFn: () => surveyMatchingApi.takers(taker, 1, 5),
    enabled: !!taker,
    select: (r) => r.data.find((t) => t.email === taker) ?? null,
  });
  const clientSurveys = (chosen.data?.surveys ?? []).filter(
    (s) => (CLIENT_SURVEY_NAMES as readonly string[]).includes(s.surveyName) && s.clientCodeName,
  );
  const list = takers.data?.data ?? [];
  return (
    <div className="survey-taker-picker" data-testid="survey-taker-picker">
      <Typography.Text strong>Survey Taker</Typography.Text>
      <Input.Search
        allowClear
        placeholder="Search survey takers"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        aria-label="Search survey takers"
        style={{ margin: '6px 0' }}
      />
      <div className="survey-taker-list" role="list">
        {takers.isPending ? (
          <Spin size="small" />
        ) : list.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No survey takers" />
        ) : (
          list.map((t) => (
            <div key={t.email} role="listitem">
              <Checkbox
                checked={t.email === taker}
                onChange={(e) => onChange(e.target.checked ? t.email : '', null)}
              >
                <span title={t.email}>
                  {takerName(t)}{' '}
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t.surveys.map((s) => s.surveyName.replace(/ Survey$/, '')).join(', ')}
                  </Typography.Text>
                </span>
              </Checkbox>
            </div>
          ))
        )}
      </div>
      {clientSurveys.length > 0 && (
        <label style={{ display: 'block', marginTop: 8 }}>
          <Typography.Text>{SURVEY_MATCH_MESSAGES.clientCodeName}</Typography.Text>
          <Select
            allowClear
            style={{ width: '100%' }}
            placeholder={SURVEY_MATCH_MESSAGES.clientCodeName}
            value={clientSurveys.some((s) => s.surveyid === surveyId) ? surveyId : undefined}
            options={clientSurveys.map((s) => ({
              value: s.surveyid,
              label: `${s.clientCodeName} (${s.surveyName.replace(/ Survey$/, '')})`,
            }))}
            onChange={(v: number | undefined) => onChange(taker, v ?? null)}
            data-testid="client-code-select"
          />
        </label>
      )}
    </div>
  );
}
