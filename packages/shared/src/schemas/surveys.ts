import { z } from 'zod';
import { paged } from './paging.js';

// What the /surveys and /survey-criteria routes answer (docs/surveys.md), and the answers the web saves. A survey's matches and its takers are
// answered with the schemas of survey-matching.ts.

/** The survey's answers keyed by question field, left free-form (packages/shared/src/surveys/definitions.ts). */
const surveyAnswers = z.record(z.string(), z.unknown());

/** One survey in a list (GET /surveys, /surveys/user/{id}, /surveys/projects). */
export const surveyListItem = z.object({
  id: z.number(),
  surveyid: z.number(),
  name: z.string(),
  surveyName: z.string(),
  criteria: z.string(),
  value: z.string(),
  email: z.string(),
  isPrivate: z.boolean(),
  isEnabled: z.boolean(),
  createddate: z.string(),
  createdDate: z.string(),
  allData: surveyAnswers,
  city: z.string().nullable(),
  projectName: z.string().nullable(),
  address: z.string().nullable(),
  acres: z.number().nullable(),
  filterUrl: z.string(),
});
export type SurveyListRow = z.infer<typeof surveyListItem>;

/** A page of surveys, newest first. */
export const surveyList = paged(surveyListItem);
export type SurveyList = z.infer<typeof surveyList>;

/** A survey's id in a path, query or body. */
const surveyId = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

/** PUT /surveys and /surveys/recalculate_response: the answers to save (a new survey, or a retake of yours). */
export const saveSurveyBody = z.object({
  id: surveyId.optional().describe('The survey to retake (yours); absent = take a new one'),
  surveyName: z.string().max(100).describe("'Builder Company Survey' (or the bare type 'Builder Company')"),
  clientId: z.unknown().optional(),
  contactId: z.unknown().optional(),
  projectId: z.unknown().optional(),
  response: z
    .record(z.string().max(100), z.unknown())
    .describe(
      'email, firstname, lastname, company, clientCodeName, clientType and the question fields (snake_case, ' +
        "multi-values joined with ';'; packages/shared/src/surveys/definitions.ts)",
    ),
});
export type SaveSurveyBody = z.input<typeof saveSurveyBody>;

/** PUT /surveys and /surveys/recalculate_response: the survey saved and its map filter. */
export const savedSurveyAnswer = z.object({ id: z.number(), surveyid: z.number(), filterUrl: z.string() });
export type SavedSurvey = z.infer<typeof savedSurveyAnswer>;

/** DELETE /surveys/{id}. */
export const surveyDeletedAnswer = z.object({ message: z.string() });
export type SurveyDeleted = z.infer<typeof surveyDeletedAnswer>;

/** PUT /surveys/set-private. */
export const surveyPrivacyAnswer = z.object({ surveyid: z.number(), isPrivate: z.boolean() });
export type SurveyPrivacy = z.infer<typeof surveyPrivacyAnswer>;

/** PUT /surveys/enable: the switch as set, and the survey's map filter. */
export const surveyEnabledAnswer = z.object({
  surveyid: z.number(),
  enabled: z.boolean(),
  filterUrl: z.string(),
});
export type SurveyEnabled = z.infer<typeof surveyEnabledAnswer>;

/** GET /surveys/url/{id}: the survey's saved map filter. */
export const surveyUrlAnswer = z.object({ surveyid: z.number(), surveyName: z.string(), url: z.string() });
export type SurveyUrl = z.infer<typeof surveyUrlAnswer>;

/** GET /surveys/{id}/response: the answers as stored (multi-values joined with ';') and who took the survey. */
export const surveyResponseAnswer = z.object({
  id: z.number(),
  name: z.string(),
  surveyName: z.string(),
  response: surveyAnswers,
  clientId: z.null(),
  contactId: z.number().nullable(),
  projectId: z.number().nullable(),
  /** The taker's e-mail. */
  surveyTaker: z.string(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  company: z.string().nullable(),
  clientType: z.string().nullable(),
  clientCodeName: z.string().nullable(),
  recommenderFirstName: z.string().nullable(),
  recommenderLastName: z.string().nullable(),
  isPrivate: z.boolean(),
  isEnabled: z.boolean(),
  createdDate: z.string(),
  projectName: z.string().nullable(),
  acres: z.number().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
});
export type SurveyResponseDto = z.infer<typeof surveyResponseAnswer>;

/** One of the ten survey types in the 'Displayed Profile'. */
export const surveyTypeInfo = z.object({
  type: z.string(),
  name: z.string(),
  surveyid: z.number().nullable(),
  isEnabled: z.boolean(),
  count: z.number(),
});
export type SurveyTypeInfo = z.infer<typeof surveyTypeInfo>;

/** GET /surveys/info: the 'Displayed Profile'. */
export const surveysInfoAnswer = z.object({
  email: z.string(),
  mayEnable: z.boolean(),
  enabledSurveyId: z.number().nullable(),
  types: z.array(surveyTypeInfo),
});
export type SurveysInfo = z.infer<typeof surveysInfoAnswer>;

/** One (criteria, value) row of a survey. */
export const surveyCriteriaRow = z.object({
  id: z.number(),
  criteria: z.string(),
  value: z.string(),
  surveyid: z.number(),
  email: z.string(),
  name: z.string(),
  createddate: z.string(),
  isPrivate: z.boolean(),
  allData: surveyAnswers,
});
export type SurveyCriteriaRow = z.infer<typeof surveyCriteriaRow>;

/** GET /survey-criteria and PUT /survey-criteria: a survey's criteria rows. */
export const surveyCriteriaList = z.object({ data: z.array(surveyCriteriaRow) });
export type SurveyCriteriaList = z.infer<typeof surveyCriteriaList>;

/** One of the spec's survey options (GET /survey-criteria/surveys): a taker and one of their surveys. */
export const surveyOption = z.object({
  surveyid: z.number(),
  email: z.string(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  value: z.string(),
  criteria: z.string(),
  clientCodeName: z.string().nullable(),
});
export type SurveyOption = z.infer<typeof surveyOption>;

/** GET /survey-criteria/surveys: a page of survey options. */
export const surveyOptionList = paged(surveyOption);
export type SurveyOptionList = z.infer<typeof surveyOptionList>;
