import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  paginationOf,
  type MatchCompanyRow,
  type MatchContactRow,
  type MatchParcelRow,
} from '@utah-land/shared';
import {
  matchingKeys,
  type ListOptions,
  type MatchKind,
  type MatchPage,
  type MatchRow,
  type MatchSubject,
} from '../../src/api/matching.js';
import { mapKeys } from '../../src/api/map.js';
import { MatchesDrawer } from '../../src/features/matching/matches-drawer.js';
import { MATCH_PAGE_SIZE } from '../../src/features/matching/matches-memory.js';
import { renderInApp } from './render.js';

// A parcel with three matching parcels, two builders (one company), one real estate agent and nothing else, as
// the API answers them; the drawer reads them from the query cache, so nothing is fetched.
const counts: Record<MatchKind, number> = {
  parcels: 3,
  builders: 2,
  investors: 0,
  developers: 0,
  realEstateAgents: 1,
  newBuildHomebuyers: 0,
  waterRights: 0,
  projects: 0,
};
const parcelRow = (id: number, ownershipName: string): MatchParcelRow => ({
  id,
  parcelId: `58-021-00${id}`,
  formattedParcelId: `58:021:00${id}`,
  ownershipName,
  city: 'Lehi',
  acreage: 2.5,
  matchedOn: ['products'],
});
const contactRow = (id: number, firstname: string, lastname: string, company: string): MatchContactRow => ({
  id,
  name: null,
  firstname,
  lastname,
  emails: [`${firstname.toLowerCase()}@keys.example`],
  workEmail: null,
  phones: [],
  phoneNumber1: null,
  phoneNumber2: null,
  address: null,
  cities: [],
  websites: [],
  types: ['Builder'],
  company,
  matchedOn: ['utahAreas'],
  score: 70,
});
const rows: Partial<Record<MatchKind, MatchRow[]>> = {
  parcels: [
    parcelRow(45, 'Holbrook Farms LLC'),
    parcelRow(46, 'Wasatch Land LLC'),
    parcelRow(47, 'Lakeview Holdings'),
  ],
  builders: [contactRow(21, 'Kim', 'Keys', 'Keys Homes'), contactRow(22, 'Lee', 'Arrow', 'Keys Homes')],
  realEstateAgents: [contactRow(31, 'Ann', 'Agent', 'Agent Realty')],
};
const companies: MatchCompanyRow[] = [
  {
    id: 41,
    name: 'Keys Homes',
    emails: [],
    websites: ['keys.example'],
    phones: [],
    address: null,
    city: 'Lehi',
    companyType: 'Builder',
    googleRating: null,
    matchingContacts: 2,
    matchedOn: ['utahAreas'],
    score: 70,
  },
];

// The drawer remembers the group of each subject it showed (matches-memory.ts): each test opens another parcel.
let subject: MatchSubject = { type: 'Parcel', id: 4242 };
const page = (data: MatchRow[], limit = MATCH_PAGE_SIZE): MatchPage => ({
  data,
  pagination: paginationOf({ page: 1, limit }, data.length),
});
const first = (o: Partial<ListOptions> = {}): ListOptions => ({
  page: 1,
  limit: MATCH_PAGE_SIZE,
  type: 'contacts',
  ...o,
});

/** Every list the drawer may ask for while the groups are walked through, filled in. */
function cache(): [readonly unknown[], unknown][] {
  const entries: [readonly unknown[], unknown][] = [
    [matchingKeys.counts(subject), counts],
    [mapKeys.parcelInfo(subject.id), { ownershipName: 'Bryce Canyon Land Co' }],
  ];
  for (const kind of Object.keys(counts) as MatchKind[]) {
    const list = rows[kind] ?? [];
    if (kind === 'parcels')
      entries.push([matchingKeys.list(subject, kind, first({ split: 'all' })), page(list)]);
    else if (kind === 'projects')
      for (const projectType of ['parent', 'child'] as const) {
        entries.push([matchingKeys.list(subject, kind, first({ projectType })), page([])]);
        entries.push([matchingKeys.list(subject, kind, { page: 1, limit: 1, projectType }), page([], 1)]);
      }
    else {
      const firms = kind === 'builders' ? companies : [];
      entries.push([matchingKeys.list(subject, kind, first()), page(list)]);
      entries.push([matchingKeys.list(subject, kind, first({ type: 'companies' })), page(firms)]);
      entries.push([
        matchingKeys.list(subject, kind, { page: 1, limit: 1, type: 'companies' }),
        page(firms, 1),
      ]);
    }
  }
  return entries;
}

/** The tab of a group (its label and count badge, e.g. 'Builders 2'). */
const groupTab = (kind: MatchKind) =>
  screen.getByTestId(`match-tab-${kind}`).closest<HTMLElement>('[role="tab"]')!;
const selectedGroup = () =>
  screen.getAllByRole('tab', { selected: true }).find((t) => t.querySelector('[data-testid^="match-tab-"]'));
const cardTitles = () =>
  screen.getAllByTestId('match-card').map((c) => c.querySelector('strong')?.textContent);

async function openDrawer() {
  subject = { type: 'Parcel', id: subject.id + 1 };
  renderInApp(<MatchesDrawer subject={subject} open onClose={() => {}} />, { cache: cache() });
  await screen.findByText('View Matches For: Bryce Canyon Land Co');
  await waitFor(() => expect(screen.getAllByTestId('match-card')).toHaveLength(3));
}

describe('the matches drawer', () => {
  it('shows every group with its count, opens on the first with results and shows its cards', async () => {
    await openDrawer();
    const groups = within(screen.getAllByRole('tablist')[0]!).getAllByRole('tab');
    expect(groups.map((t) => t.textContent)).toEqual([
      'Parcels 3',
      'Builders 2',
      'Investors 0',
      'Developers 0',
      'Real Estate Agents 1',
      'New Build Homebuyers 0',
      'Water Rights 0',
      'Projects 0',
    ]);
    expect(selectedGroup()).toBe(groupTab('parcels'));
    expect(cardTitles()).toEqual(['Holbrook Farms LLC', 'Wasatch Land LLC', 'Lakeview Holdings']);
    // The parcels group splits into all, buildable and already built parcels.
    expect(screen.getByRole('radio', { name: 'All Parcels' })).toBeTruthy();
  });

  it('moves between the groups with the arrow keys, Home and End, focus following the selection', async () => {
    await openDrawer();
    const user = userEvent.setup();
    // Only the selected group is in the Tab order (roving tabindex).
    expect(groupTab('parcels').tabIndex).toBe(0);
    expect(groupTab('builders').tabIndex).toBe(-1);
    groupTab('parcels').focus();

    await user.keyboard('{ArrowDown}');
    expect(selectedGroup()).toBe(groupTab('builders'));
    expect(document.activeElement).toBe(groupTab('builders'));
    expect(groupTab('builders').tabIndex).toBe(0);
    expect(groupTab('parcels').tabIndex).toBe(-1);
    await waitFor(() => expect(cardTitles()).toEqual(['Kim Keys', 'Lee Arrow']));
    expect(screen.getByRole('tab', { name: 'Contacts (2)', selected: true })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Companies (1)', selected: false })).toBeTruthy();

    // Right and Down both go on, Left and Up both go back (a vertical list answers like a horizontal one).
    await user.keyboard('{ArrowRight}');
    expect(selectedGroup()).toBe(groupTab('investors'));
    await user.keyboard('{ArrowUp}{ArrowLeft}');
    expect(selectedGroup()).toBe(groupTab('parcels'));
    // Past the first, the last; End and Home jump.
    await user.keyboard('{ArrowUp}');
    expect(selectedGroup()).toBe(groupTab('projects'));
    expect(document.activeElement).toBe(groupTab('projects'));
    await user.keyboard('{Home}');
    expect(selectedGroup()).toBe(groupTab('parcels'));
    await user.keyboard('{End}');
    expect(selectedGroup()).toBe(groupTab('projects'));
    await user.keyboard('{ArrowDown}');
    expect(selectedGroup()).toBe(groupTab('parcels'));
    await waitFor(() => expect(cardTitles()).toHaveLength(3));
  });

  it("selects a focused group with Enter or Space, whatever the key's code", async () => {
    await openDrawer();
    const agents = groupTab('realEstateAgents');
    agents.focus();
    // As assistive software and on-screen keyboards send it: a key without a code.
    fireEvent.keyDown(agents, { key: 'Enter' });
    await waitFor(() => expect(selectedGroup()).toBe(groupTab('realEstateAgents')));
    await waitFor(() => expect(cardTitles()).toEqual(['Ann Agent']));
    groupTab('builders').focus();
    await userEvent.setup().keyboard(' ');
    expect(selectedGroup()).toBe(groupTab('builders'));
  });

  it("switches a contact group's Contacts and Companies with the arrow keys", async () => {
    await openDrawer();
    const user = userEvent.setup();
    await user.click(groupTab('builders'));
    // A role query over the whole drawer can take seconds in jsdom on a busy machine.
    const contactsTab = await screen.findByRole('tab', { name: 'Contacts (2)' }, { timeout: 15_000 });
    contactsTab.focus();
    await user.keyboard('{ArrowRight}');
    // Focused, the tab also says where it is ('Tab 2 of 2', for screen readers).
    const companiesTab = screen.getByRole('tab', { name: /Companies \(1\)$/ });
    expect(companiesTab.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(companiesTab);
    await waitFor(() => expect(cardTitles()).toEqual(['Keys Homes']));
    // The inner list's keys leave the groups alone.
    expect(selectedGroup()).toBe(groupTab('builders'));
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(cardTitles()).toEqual(['Kim Keys', 'Lee Arrow']));
    expect(selectedGroup()).toBe(groupTab('builders'));
  });
});
