import { useEffect, useMemo, useState } from 'react';
import { App, Button, Drawer, Form, Input, Progress, Select, Skeleton, Space } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  SURVEY_DEFINITIONS,
  joinAnswers,
  parseSurveyAnswers,
  surveyWarning,
  visibleQuestions,
  type SurveyAnswers,
  type SurveyQuestion,
  type SurveyType,
} from '@utah-land/shared';
import { ApiError } from '../../api/client.js';
import { surveysApi, surveysKeys } from '../../api/surveys.js';
import { MOBILE_QUERY, useMedia } from '../common/use-media.js';
import { useCities } from '../common/use-options.js';

/** The survey drawer's width (spec section 9). */
export const SURVEY_DRAWER_WIDTH = 1000;

/** The id tying a question's label to its control (the form has no field names to do it). */
const controlId = (q: SurveyQuestion) => `survey-question-${q.field}`;
const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

/**
 * The survey form: questions shown and hidden live by their conditions, searchable selects for cities and area
 * tags, the spec's warnings (only the last failing one), 'Update Survey' and 'Recalculate Survey' on a retake.
 */
export function SurveyFormDrawer({
  type,
  surveyId,
  open,
  onClose,
  onSaved,
  zIndex,
}: {
  type: SurveyType;
  surveyId: number | null;
  open: boolean;
  onClose: () => void;
  onSaved: (id: number) => void;
  /** Above the drawer it opens from (the survey matching criteria drawer). */
  zIndex?: number;
}) {
  const def = SURVEY_DEFINITIONS[type];
  const isMobile = useMedia(MOBILE_QUERY);
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  const [answers, setAnswers] = useState<SurveyAnswers>({});
  const [busy, setBusy] = useState<'save' | 'recalculate' | null>(null);
  const needsCities = def.questions.some((q) => q.source === 'cities');
  const cities = useCities(open && needsCities);
  const previous = useQuery({
    queryKey: surveysKeys.response(surveyId),
    queryFn: () => surveysApi.response(surveyId!),
    enabled: open && surveyId !== null,
  });
  useEffect(() => {
    if (!open) return;
    if (surveyId === null) setAnswers({});
    else if (previous.data) setAnswers(parseSurveyAnswers(def, previous.data.response).answers ?? {});
  }, [open, surveyId, previous.data, def]);

  const shown = useMemo(() => visibleQuestions(def, answers), [def, answers]);
  const required = shown.filter((q) => q.required);
  const answered = required.filter((q) => {
    const v = answers[q.field];
    return Array.isArray(v) ? v.length > 0 : !!v;
  });

  const set = (field: string, value: string | string[] | undefined) =>
    setAnswers((a) => {
      const next = { ...a };
      if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0))
        delete next[field];
      else next[field] = value;
      return next;
    });

  const submit = async (recalculate: boolean) => {
    // Only answers of questions still shown are sent.
    const visible: SurveyAnswers = {};
    for (const q of shown) if (answers[q.field] !== undefined) visible[q.field] = answers[q.field]!;
    const warning = surveyWarning(type, visible);
    if (warning) {
      notification.warning({ key: 'survey-warning', title: warning, placement: 'topRight' });
      return;
    }
    setBusy(recalculate ? 'recalculate' : 'save');
    try {
      const saved = await surveysApi.save(
        {
          ...(surveyId !== null ? { id: surveyId } : {}),
          surveyName: def.name,
          response: joinAnswers(visible),
        },
        recalculate,
      );
      await queryClient.invalidateQueries({ queryKey: surveysKeys.all });
      await queryClient.invalidateQueries({ queryKey: surveysKeys.response(saved.id) });
      notification.success({ title: `${def.name} saved`, placement: 'topRight' });
      onSaved(saved.id);
    } catch (err) {
      const message = err instanceof ApiError ? err.message : 'Something went wrong. Please try again later.';
      notification.warning({ key: 'survey-warning', title: message, placement: 'topRight' });
    } finally {
      setBusy(null);
    }
  };

  const field = (q: SurveyQuestion) => {
    const value = answers[q.field];
    const opts = q.source === 'cities' ? options(cities.data ?? []) : options(q.options ?? []);
    if (q.type === 'input')
      return (
        <Input
          id={controlId(q)}
          value={typeof value === 'string' ? value : ''}
          inputMode={q.numeric ? 'decimal' : undefined}
          onChange={(e) => set(q.field, e.target.value)}
          maxLength={300}
        />
      );
    return (
      <Select
        id={controlId(q)}
        mode={q.multiple ? 'multiple' : undefined}
        showSearch={q.type === 'search_select' || opts.length > 8 ? { optionFilterProp: 'label' } : false}
        allowClear
        loading={q.source === 'cities' && cities.isLoading}
        value={value as string | string[] | undefined}
        options={opts}
        onChange={(v: string | string[] | undefined) => set(q.field, v)}
        placeholder="Select"
        style={{ width: '100%' }}
      />
    );
  };

  const loading = surveyId !== null && previous.isLoading;
  return (
    <Drawer
      title={def.name}
      open={open}
      onClose={onClose}
      size={isMobile ? '100vw' : SURVEY_DRAWER_WIDTH}
      zIndex={zIndex}
      destroyOnHidden
      footer={
        <Space wrap>
          {surveyId === null ? (
            <Button type="primary" loading={busy === 'recalculate'} onClick={() => void submit(true)}>
              Submit Survey
            </Button>
          ) : (
            <>
              <Button loading={busy === 'save'} onClick={() => void submit(false)}>
                Update Survey
              </Button>
              <Button type="primary" loading={busy === 'recalculate'} onClick={() => void submit(true)}>
                Recalculate Survey
              </Button>
            </>
          )}
        </Space>
      }
    >
      {loading || busy === 'recalculate' ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <>
          <Progress
            percent={required.length ? Math.round((answered.length / required.length) * 100) : 100}
            size="small"
            aria-label="Survey progress"
          />
          <Form layout="vertical" data-testid="survey-form" style={{ marginTop: 16 }}>
            {shown.map((q) => (
              <Form.Item key={q.field} label={q.label} required={q.required} htmlFor={controlId(q)}>
                <div data-testid={`question-${q.field}`}>{field(q)}</div>
              </Form.Item>
            ))}
          </Form>
        </>
      )}
    </Drawer>
  );
}
