import {
  DONT_DEVELOP_SFD,
  SURVEY_DEFINITIONS,
  isVisible,
  joinAnswers,
  surveyProfileOf,
  surveyWarning,
  type SurveyAnswers,
  type SurveyType,
} from '@utah-land/shared';
import { utahCities } from '../geography/lookups.js';
import { Random } from '../util/random.js';

// Demo survey responses (docs/surveys.md): a share of the demo contacts has taken the survey of its type (and
// builders, agents and developers sometimes a client or project survey), with plausible answers that pass the
// checks. Demo takers have no account (user_id NULL); their contacts already carry the generated profile.

export const SURVEY_COLUMNS = [
  'id',
  'survey_type',
  'email',
  'firstname',
  'lastname',
  'client_code_name',
  'client_type',
  'contact_id',
  'response',
  'project_name',
  'acres',
  'city',
  'is_private',
  'filter_url',
] as const;

/** Share of demo contacts with a survey. */
export const SURVEY_SHARE = 0.15;

const TYPE_OF: Record<string, [SurveyType, SurveyType | null]> = {
  Builder: ['Builder Company', 'Builder Client'],
  Developer: ['Developer Company', 'I Have a Project'],
  Investor: ['Investor', null],
  'Real Estate Agent': ['Real Estate Agent', 'Real Estate Agent Client'],
  'New Build Homebuyer': ['New Build Home Buyer', null],
  'Land Owner': ['Land Owner', null],
  'Water Right Owner': ['Water Right', null],
};

/** Plausible answers to the questions shown, in order (min/max bands never reversed, never the top minimum). */
export function demoAnswers(type: SurveyType, rng: Random): SurveyAnswers {
  const cities = utahCities().map((c) => c.name);
  const a: SurveyAnswers = {};
  for (const q of SURVEY_DEFINITIONS[type].questions) {
    if (!isVisible(q, a)) continue;
    if (!q.required && !rng.chance(0.5)) continue;
    if (q.type === 'input') {
      if (q.numeric) a[q.field] = String(rng.int(2, q.field === 'acres' ? 80 : 120));
      else if (q.field === 'client_code_name') a[q.field] = `Client ${rng.int(100, 999)}`;
      else if (q.field === 'project_name')
        a[q.field] = `${rng.pick(cities)} ${rng.pick(['Meadows', 'Ridge', 'Farms', 'Village'])}`;
      continue;
    }
    const options = q.source === 'cities' ? cities : [...(q.options ?? [])];
    if (q.field.startsWith('min_') || q.field.startsWith('max_')) {
      const bands = options.filter((o) => o !== DONT_DEVELOP_SFD);
      const min = a[q.field.replace(/^max_/, 'min_')];
      const from = q.field.startsWith('max_') && typeof min === 'string' ? bands.indexOf(min) : 0;
      const to = q.field.startsWith('min_') ? bands.length - 2 : bands.length - 1;
      a[q.field] = bands[rng.int(Math.max(0, from), to)]!;
      continue;
    }
    if (q.field === 'maximum_investment' && typeof a.minimum_investment === 'string') {
      // A maximum at or above the minimum (the investor check refuses one below it).
      a[q.field] = options[rng.int(Math.max(0, options.indexOf(a.minimum_investment)), options.length - 1)]!;
      continue;
    }
    a[q.field] = q.multiple
      ? rng.sample(options, rng.int(1, Math.min(2, options.length)))
      : rng.pick(options);
  }
  return a;
}

export interface DemoSurvey {
  row: (string | number | boolean | null)[];
  criteria: [number, string, string][];
}

/** The survey of a demo contact, or null (most contacts, or answers that would not pass the checks). */
export function buildSurvey(
  seed: number,
  index: number,
  id: number,
  contact: { id: number; email: string | null; firstname: string; lastname: string; types: string[] },
): DemoSurvey | null {
  const rng = new Random(seed, 'survey', index);
  if (!contact.email || !rng.chance(SURVEY_SHARE)) return null;
  const [own, other] = TYPE_OF[contact.types[0] ?? ''] ?? [null, null];
  if (!own) return null;
  const type = other && rng.chance(0.3) ? other : own;
  const answers = demoAnswers(type, rng);
  if (surveyWarning(type, answers)) return null;
  const profile = surveyProfileOf(type, answers);
  const text = (k: string) => (typeof answers[k] === 'string' ? (answers[k] as string) : null);
  const response = {
    email: contact.email,
    firstname: contact.firstname,
    lastname: contact.lastname,
    ...joinAnswers(answers),
  };
  const isProject = type === 'I Have a Project';
  return {
    row: [
      id,
      type,
      contact.email,
      contact.firstname,
      contact.lastname,
      text('client_code_name'),
      text('client_type'),
      isProject ? null : contact.id,
      JSON.stringify(response),
      isProject ? text('project_name') : null,
      isProject && text('acres') ? Number(text('acres')) : null,
      isProject ? text('city') : null,
      isProject && rng.chance(0.3),
      `${profile.filterQuery}${profile.filterQuery ? '&' : ''}surveyId=${id}`,
    ],
    criteria: profile.criteria.map((c) => [id, c.criteria, c.value]),
  };
}
