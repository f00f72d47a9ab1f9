/** The current selection on the map (type Parcel or Project). */
export interface Selection {
  type: 'Parcel' | 'Project';
  id: number;
  isChild?: boolean;
  lat: number;
  lng: number;
  label: string;
  /** The parcel a project was reached from (a project link in the parcel modal, spec 2.3). */
  context?: { type: 'Parcel'; id: number; label: string };
}

import type { ProjectParcelType } from '../../api/map.js';

/** 'View parcels on map' for one project (banner mode Project Parcels, with its sub-type). */
export interface ProjectParcelsView {
  projectId: number;
  type: ProjectParcelType;
  isChild: boolean;
  name: string;
  lat: number;
  lng: number;
}

/** What a More Information modal shows. */
export type DetailTarget = { type: 'Parcel'; id: number } | { type: 'Project'; id: number; isChild: boolean };
