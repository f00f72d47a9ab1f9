// Raw survey responses (multi-values joined by ';', spec section 7) → the answers the checks and the mapping read.

import { hasControlChars } from '../schemas/qualification.js';
import type { SurveyAnswers, SurveyDefinition, SurveyQuestion } from './definitions.js';

/** Longest answer text kept (a project name or address fits easily). */
export const MAX_ANSWER_LENGTH = 300;

/** How multi-values are joined in a stored response. */
export const MULTI_SEPARATOR = ';';

/** A refused answer: `error` in words, with the question it is about; `field` its key in the response. */
export type ParsedAnswers =
  { answers: SurveyAnswers; error: null; field: null } | { answers: null; error: string; field: string };

/** The message of a refused answer: the question as the form asks it, then what is wrong in words. */
export function answerMessage(q: SurveyQuestion, problem: string): string {
  return `${q.label}${q.label.endsWith('?') ? '' : ':'} ${problem}`;
}

const NUMBER_PROBLEM = 'Please enter a number from 0 to 1,000,000,000.';

/**
 * The answers of `raw` for `def`'s questions: multi-value questions split on ';' (arrays accepted too), options
 * checked against the question's list (cities are checked by the server against its table), numbers checked.
 * Unknown fields are ignored. The error asks the question again and says what is wrong (`answerMessage`); `field`
 * names the answer's key.
 */
export function parseSurveyAnswers(
  def: Pick<SurveyDefinition, 'questions'>,
  raw: Record<string, unknown>,
): ParsedAnswers {
  const answers: SurveyAnswers = {};
  for (const q of def.questions) {
    const refuse = (problem: string): ParsedAnswers => ({
      answers: null,
      error: answerMessage(q, problem),
      field: q.field,
    });
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
      if (!Number.isFinite(v) || v < 0 || v > 1e9) return refuse(NUMBER_PROBLEM);
      answers[q.field] = String(v);
      continue;
    }
    if (parts === null || parts.some((p) => typeof p !== 'string'))
      return refuse(
        q.multiple ? "Please give the answers as text, joined by ';'." : 'Please answer in text.',
      );
    const values = [...new Set((parts as string[]).map((p) => p.trim()).filter(Boolean))];
    for (const value of values) {
      if (value.length > MAX_ANSWER_LENGTH || hasControlChars(value))
        return refuse(`Please keep each answer to ${MAX_ANSWER_LENGTH} characters of plain text.`);
      if (q.options && !q.options.includes(value)) return refuse(`'${value}' is not one of the choices.`);
      if (q.numeric) {
        const n = Number(value.replace(/,/g, ''));
        if (!Number.isFinite(n) || n < 0 || n > 1e9) return refuse(NUMBER_PROBLEM);
      }
    }
    if (!q.multiple && values.length > 1) return refuse('Please choose one answer.');
    if (values.length) answers[q.field] = q.multiple ? values : values[0]!;
  }
  return { answers, error: null, field: null };
}

/** Answers as stored in a response: multi-values joined by ';'. */
export function joinAnswers(answers: SurveyAnswers): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(answers)) out[k] = Array.isArray(v) ? v.join(MULTI_SEPARATOR) : v;
  return out;
}
