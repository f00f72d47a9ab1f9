import type { Guard } from '../../plugins/auth.js';
import {
  limitQuery,
  listTypeQuery,
  pageQuery,
  projectTypeQuery,
  surveyTakerQuery,
} from './matching.schemas.js';

const tags = ['matching'];

/** Options of a matching call: its guard and its schema, listed under the 'matching' tag. */
export function matchingRoute<S extends object>(preHandler: Guard, schema: S) {
  return { preHandler, schema: { tags, ...schema } };
}

/** Query fields of a page of matches, after the subject's own (`hypothetical`, `radius`, ...). */
export const pagedQuery = {
  page: pageQuery,
  limit: limitQuery,
  type: listTypeQuery,
  projectType: projectTypeQuery,
  surveyTaker: surveyTakerQuery,
};
