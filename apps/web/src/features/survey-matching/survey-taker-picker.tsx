import { useState } from 'react';
import { Button, Checkbox, Empty, Input, Select, Spin, Typography } from 'antd';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { CLIENT_SURVEY_NAMES, SURVEY_MATCH_MESSAGES, type SurveyTaker } from '@utah-land/shared';
import { surveyMatchingApi, surveyMatchingKeys } from '../../api/survey-matching.js';
import { useDebounced } from '../common/use-debounced.js';

const takerName = (t: SurveyTaker) => [t.firstname, t.lastname].filter(Boolean).join(' ') || t.email;

/** Takers a page of the list (the search narrows the whole list on the server). */
const PAGE = 20;

/** The survey of a taker that the screens apply: the enabled one, else the newest (as GET /contacts/results). */
export function surveyOfTaker(t: SurveyTaker): number | null {
  const enabled = t.surveys.find((s) => s.isEnabled);
  if (enabled) return enabled.surveyid;
  const newest = [...t.surveys].sort((a, b) => b.createdDate.localeCompare(a.createdDate))[0];
  return newest?.surveyid ?? null;
}

/**
 * The admin's survey-taker filter (spec 2.8): a search box (by e-mail or name, on the server) and a checkbox list of
 * survey takers, how many there are and 'More survey takers' for the next page (one checked at a time). Checking a
 * taker applies the taker's survey (`surveyOfTaker`: the map loads its filters, the survey screens its matches);
 * for a taker with a 'Real Estate Agent Client Survey' or 'Builder Client Survey', the 'Client code name' dropdown
 * picks which client survey is meant.
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
  const takers = useInfiniteQuery({
    queryKey: surveyMatchingKeys.takers(term),
    queryFn: ({ pageParam }) => surveyMatchingApi.takers(term, pageParam, PAGE),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.pagination.page < last.pagination.totalPages ? last.pagination.page + 1 : undefined,
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
  const list = takers.data?.pages.flatMap((p) => p.data) ?? [];
  const total = takers.data?.pages[0]?.pagination.totalItems ?? 0;
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
      {/* A list only while it holds survey takers (a list of a spinner is no list to a screen reader). */}
      <div className="survey-taker-list" role={takers.isPending || list.length === 0 ? undefined : 'list'}>
        {takers.isPending ? (
          <Spin size="small" />
        ) : list.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No survey takers" />
        ) : (
          list.map((t) => (
            <div key={t.email} role="listitem">
              <Checkbox
                checked={t.email === taker}
                onChange={(e) =>
                  onChange(e.target.checked ? t.email : '', e.target.checked ? surveyOfTaker(t) : null)
                }
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
      {takers.hasNextPage && (
        <Button
          type="link"
          size="small"
          loading={takers.isFetchingNextPage}
          onClick={() => void takers.fetchNextPage()}
        >
          More survey takers
        </Button>
      )}
      {list.length > 0 && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="survey-taker-count">
          {list.length} of {total} survey takers{term ? '' : ' (search by e-mail or name)'}
        </Typography.Text>
      )}
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
