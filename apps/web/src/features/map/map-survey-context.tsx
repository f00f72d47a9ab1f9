import { useState } from 'react';
import { Collapse } from 'antd';
import { useTopBarContent } from '../common/shell-context.js';
import { SurveyCriteriaDrawer } from '../survey-matching/survey-criteria-drawer.js';
import { SurveyTakerPicker } from '../survey-matching/survey-taker-picker.js';
import { SurveyTopBar } from '../survey-matching/survey-top-bar.js';
import '../survey-matching/survey-matching.css';
import type { MapUrl } from './use-map-url.js';

/**
 * The map's survey context (spec 2.8): for admins, the survey-taker filter in the left column (search box,
 * checkbox list, 'Client code name'), written to the URL's surveyTaker and surveyId, which every call that takes a
 * survey taker passes on; the top bar's survey-taker and project labels for everyone with a survey in the URL.
 */
export function MapSurveyContext({ url, isAdmin }: { url: MapUrl; isAdmin: boolean }) {
  const taker = isAdmin ? (url.params.get('surveyTaker') ?? '') : '';
  const raw = url.params.get('surveyId');
  const surveyId = raw && /^\d{1,15}$/.test(raw) ? Number(raw) : null;
  const [criteria, setCriteria] = useState<number | null>(null);
  useTopBarContent(
    taker || surveyId !== null ? (
      <SurveyTopBar surveyId={surveyId} taker={taker} onViewCriteria={setCriteria} />
    ) : null,
    [taker, surveyId],
  );
  const choose = (nextTaker: string, nextSurvey: number | null) =>
    url.update((p) => {
      const n = new URLSearchParams(p);
      if (nextTaker) n.set('surveyTaker', nextTaker);
      else n.delete('surveyTaker');
      if (nextSurvey) n.set('surveyId', String(nextSurvey));
      else n.delete('surveyId');
      return n;
    });
  return (
    <>
      {isAdmin && (
        <Collapse
          size="small"
          defaultActiveKey={taker ? ['taker'] : []}
          style={{ marginBottom: 8 }}
          items={[
            {
              key: 'taker',
              label: taker ? `Survey Taker: ${taker}` : 'Survey Taker',
              children: (
                <SurveyTakerPicker taker={taker} surveyId={surveyId ?? undefined} onChange={choose} />
              ),
            },
          ]}
        />
      )}
      {criteria !== null && (
        <SurveyCriteriaDrawer surveyId={criteria} open onClose={() => setCriteria(null)} />
      )}
    </>
  );
}
