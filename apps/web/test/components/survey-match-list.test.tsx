import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { surveyMatchingKeys, type SurveyResultsPage } from '../../src/api/survey-matching.js';
import { SurveyMatchList } from '../../src/features/survey-matching/survey-match-list.js';
import { renderInApp } from './render.js';

// A survey's parcels on /network and /client (docs/matching.md, "Ranking a survey's matches"): best fit first, the
// strong count beside the total above the list, and each card's Fit tag, as the matches drawer shows them.

const ref = { surveyId: 7 };
const parcel = (id: number, score: number, ownershipName: string) => ({
  id,
  parcelId: `P-${id}`,
  ownershipName,
  city: 'Junction',
  acreage: 6,
  matchedOn: ['area', 'products'],
  compared: [],
  score,
});
const page: SurveyResultsPage = {
  surveyid: 7,
  matchingtype: 'parcels',
  type: 'contacts',
  data: [parcel(31, 99, 'Middle Farms LLC'), parcel(12, 71, 'End Acres'), parcel(5, 39, 'Far Ranch')],
  pagination: { page: 1, limit: 10, totalItems: 3, totalPages: 1 },
  strongItems: 2,
};

describe("a survey's match list", () => {
  it('shows best fit first with the strong count beside the total and a Fit tag per card', () => {
    renderInApp(<SurveyMatchList surveyRef={ref} kind="parcels" type="contacts" pageSize={10} />, {
      cache: [[surveyMatchingKeys.list(ref, 'parcels', 'contacts', 10), { pages: [page], pageParams: [1] }]],
    });
    expect(screen.getByTestId('strong-matches').textContent).toBe(
      'Best fit first · 2 strong (score 70+) of 3',
    );
    const cards = screen.getAllByTestId('match-card');
    expect(cards.map((c) => within(c).getByTestId('match-score').textContent)).toEqual([
      'Fit 99',
      'Fit 71',
      'Fit 39',
    ]);
    expect(within(cards[0]!).getByText('Middle Farms LLC')).toBeTruthy();
  });

  it('has no strong line for a list the server does not rank', () => {
    const unranked = { ...page, strongItems: null, data: page.data.map(({ score: _s, ...r }) => r) };
    renderInApp(<SurveyMatchList surveyRef={ref} kind="parcels" type="contacts" pageSize={10} />, {
      cache: [
        [surveyMatchingKeys.list(ref, 'parcels', 'contacts', 10), { pages: [unranked], pageParams: [1] }],
      ],
    });
    expect(screen.queryByTestId('strong-matches')).toBeNull();
    expect(screen.queryAllByTestId('match-score')).toEqual([]);
  });
});
