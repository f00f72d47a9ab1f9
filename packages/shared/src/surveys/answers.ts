// Raw survey responses (multi-values joined by ';', spec section 7) → the answers the checks and the mapping read.

import { hasControlChars } from '../schemas/qualification.js';
import type { SurveyAnswers, SurveyDefinition } from './definitions.js';

/** Longest answer text kept (a project name or address fits easily). */
export const MAX_ANSWER_LENGTH = 300;

/** How multi-values are joined in a stored response. */
export const MULTI_SEPARATOR = ';';

export type ParsedAnswers = { answers: SurveyAnswers; error: null } | { answers: null; error: string };

/**
 * The answers of `raw` for `def`'s questions: multi-value questions split on ';' (arrays accepted too), options
 * checked against the question's list (cities are checked by the server against its table), numbers checked.
 * Unknown fields are ignored. The error names the field.
 */
export function parseSurveyAnswers(def: SurveyDefinition, raw: Record<string, unknown>): ParsedAnswers {
  const answers: SurveyAnswers = {};
  for (const q of def.questions) {
    const v = raw[q.field];
    if (v === undefined || v === null || v === '') continue;
    const parts = Array.isArray(v)
      ? v
      : typeof v === 'string'
        ? q.multiple
          ? v.split(MULTI_SEPARATOR)
          : [v]
        : null;
    if (parts === null && typeof v === 'number' && q.numeric) {
      if (!Number.isFinite(v) || v < 0 || v > 1e9)
        return { answers: null, error: `${q.field}: must be a number from 0 to 1000000000` };
      answers[q.field] = String(v);
      continue;
    }
    if (parts === null || parts.some((p) => typeof p !== 'string'))
      return {
        answers: null,
        error: `${q.field}: must be text${q.multiple ? " (values joined by ';')" : ''}`,
      };
    const values = [...new Set((parts as string[]).map((p) => p.trim()).filter(Boolean))];
    for (const value of values) {
      if (value.length > MAX_ANSWER_LENGTH || hasControlChars(value))
        return {
          answers: null,
          error: `${q.field}: must be at most ${MAX_ANSWER_LENGTH} characters of text`,
        };
      if (q.options && !q.options.includes(value))
        return { answers: null, error: `${q.field}: '${value}' is not one of its options` };
      if (q.numeric) {
        const n = Number(value.replace(/,/g, ''));
        if (!Number.isFinite(n) || n < 0 || n > 1e9)
          return { answers: null, error: `${q.field}: must be a number from 0 to 1000000000` };
      }
    }
    if (!q.multiple && values.length > 1) return { answers: null, error: `${q.field}: takes one value` };
    if (values.length) answers[q.field] = q.multiple ? values : values[0]!;
  }
  return { answers, error: null };
}

/** Answers as stored in a response: multi-values joined by ';'. */
export function joinAnswers(answers: SurveyAnswers): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(answers)) out[k] = Array.isArray(v) ? v.join(MULTI_SEPARATOR) : v;
  return out;
}
