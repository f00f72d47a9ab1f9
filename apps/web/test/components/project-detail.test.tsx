import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ProjectDetail } from '@utah-land/shared';
import { ProjectDetailBody } from '../../src/features/records/project-modal.js';
import { renderInApp } from './render.js';

// A child project of a Lehi subdivision, as GET /projects/info/{id} answers it.
const project: ProjectDetail = {
  id: 318,
  id_serial: 318,
  parent_project_id: 77,
  isChild: true,
  project_name_processed: 'Holbrook Farms Phase 3',
  owner_name_processed: ['Holbrook Farms LLC'],
  ownershipName: 'Holbrook Farms LLC',
  state: 'UT',
  address: '2100 N 1200 W',
  city: 'Lehi',
  county: 'Utah',
  zip: '84043',
  lat: 40.4139,
  lng: -111.8878,
  geomCenter: { type: 'Point', coordinates: [-111.8878, 40.4139] },
  project_status: 'Under Construction',
  numberAndStyleOfLots: ['42 Single Family'],
  specialProductTypes: [],
  lotSize: ['0.20 - 0.30 acre'],
  housestyle: ['Two Story'],
  pricePoint: 689_000,
  childCount: 0,
  parcelCount: 2,
  existsInBookmarks: false,
  source: 'generated',
  sourceAsOf: '2025-11-02',
  parentName: 'Holbrook Farms',
  city_by_geometry: 'Lehi',
  matching_numberandstyleoflots: ['42 Single Family'],
  desiredNumberAndStyleOfLots: [],
  sub_status: null,
  houseSquareFootage: '2,400 - 3,200',
  bedrooms: '4',
  bathrooms: '3',
  garages: '3 car',
  zoning: 'R-1-10',
  mls_entry: false,
  mlsStatus: null,
  companyMatches: [],
  retire_or_display: null,
  distressed: false,
  acreage: 14.6,
  areaTags: ['North Utah County'],
  parcels: ['58-021-0045', '58-021-0046'],
  buildableParcels: 2,
  alreadyBuildedParcels: 0,
  buildableAndNonBuildableParcels: 2,
  companies: [],
  points: null,
};

describe("a project's More Information", () => {
  it('shows its sections and the fields the record has, and leaves out the unknown ones', () => {
    renderInApp(<ProjectDetailBody p={project} onViewParcels={() => {}} />);
    for (const heading of ['Address info', 'Project']) expect(screen.getByText(heading)).toBeTruthy();
    expect(screen.getByText('Holbrook Farms Phase 3')).toBeTruthy();
    expect(screen.getByText('Holbrook Farms')).toBeTruthy(); // the parent project
    expect(screen.getByText('Under Construction')).toBeTruthy();
    expect(screen.getByText('R-1-10')).toBeTruthy();
    expect(screen.getByText(/58-021-0045/)).toBeTruthy();
    // A field the record does not give is not shown at all.
    expect(screen.queryByText('Sub Status')).toBeNull();
    expect(screen.queryByText('MLS Status')).toBeNull();
  });

  it("offers 'View parcels on map' for a project with parcels", async () => {
    const onViewParcels = vi.fn();
    renderInApp(<ProjectDetailBody p={project} onViewParcels={onViewParcels} />);
    await userEvent.setup().click(screen.getByRole('button', { name: /View parcels on map/ }));
    expect(onViewParcels).toHaveBeenCalledTimes(1);
  });

  it('has no map link for a project without parcels', () => {
    renderInApp(<ProjectDetailBody p={{ ...project, parcels: [] }} onViewParcels={() => {}} />);
    expect(screen.queryByRole('button', { name: /View parcels on map/ })).toBeNull();
  });

  it('ends with where the project comes from and as of when; unknown stays unknown', () => {
    const { unmount } = renderInApp(<ProjectDetailBody p={project} onViewParcels={() => {}} />);
    expect(screen.getByTestId('record-provenance').textContent).toBe(
      'Generated demo data · As of 2025-11-02 · Licence: Demo data, not for decisions',
    );
    unmount();
    // A real Salt Lake City project: its source named, the date it does not give left unknown.
    renderInApp(
      <ProjectDetailBody
        p={{ ...project, source: 'slc_open_data', sourceAsOf: null }}
        onViewParcels={() => {}}
      />,
    );
    expect(screen.getByTestId('record-provenance').textContent).toBe(
      'Salt Lake City Open Data · As of — · Licence: —',
    );
  });
});
