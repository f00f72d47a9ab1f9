import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MatchExplainAnswer } from '@utah-land/shared';
import { MatchCard } from '../../src/features/matching/match-cards.js';
import { matchingKeys, type MatchRow, type MatchSubject } from '../../src/api/matching.js';
import { renderInApp } from './render.js';

// 'Why?' on a match card (docs/matching.md, "Why and why not"): every dimension for this agent against the parcel,
// pass or fail, in a window of its own; the card's own click (its detail) is not set off by it.

const subject: MatchSubject = { type: 'Parcel', id: 5679, name: 'Lehi parcel' };
const row = {
  id: 3068,
  name: 'Dana Reyes',
  firstname: 'Dana',
  lastname: 'Reyes',
  emails: ['dana@example.com'],
  types: ['Real Estate Agent'],
  matchedOn: ['area', 'localWork'],
  score: 90,
  compared: [],
} as unknown as MatchRow;
const answer: MatchExplainAnswer = {
  subject: { type: 'parcel', id: 5679 },
  contactId: 3068,
  companyId: null,
  name: 'Dana Reyes',
  listed: true,
  explanations: [
    {
      kind: 'realEstateAgents',
      contactId: 3068,
      contactName: 'Dana Reyes',
      listed: true,
      ruledOut: null,
      score: 90,
      dimensions: [],
      signals: [],
      lines: [
        'Area: Lehi in North Utah County ✓ (agent serves North Utah County)',
        'Works nearby: office 0.2 mi away (within 5 mi); 4 listings and sales nearby ✓',
        'Listings: none within 5 mi in the last 2 years ✗',
      ],
    },
  ],
};

describe('a match card’s Why?', () => {
  it('opens every dimension, pass or fail, without opening the card', async () => {
    const onOpen = vi.fn();
    renderInApp(
      <MatchCard kind="realEstateAgents" row={row} companies={false} onOpen={onOpen} explainFrom={subject} />,
      { cache: [[matchingKeys.explain(subject, { contactId: 3068 }, 'realEstateAgents'), answer]] },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Why?' }));
    const window = await screen.findByRole('dialog', { name: 'Why: Dana Reyes' });
    expect(window.textContent).toContain('Listed');
    expect(window.textContent).toContain('Fit 90');
    const lines = screen.getAllByTestId('explain-line').map((l) => l.textContent);
    expect(lines).toEqual(answer.explanations[0]!.lines);
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('is not offered without a subject (survey lists, placeholders)', () => {
    renderInApp(<MatchCard kind="realEstateAgents" row={row} companies={false} />);
    expect(screen.queryByRole('button', { name: 'Why?' })).toBeNull();
  });
});
