/** The current selection on the map (spec 2.1: type Parcel or Project). */
export interface Selection {
  type: 'Parcel' | 'Project';
  id: number;
  isChild?: boolean;
  lat: number;
  lng: number;
  label: string;
}

import type { ProjectParcelType } from '../../api/map.js';

/** 'View parcels on map' for one project (spec 2.3, banner mode Project Parcels, with its sub-type). */
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
