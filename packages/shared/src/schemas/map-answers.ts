import { z } from 'zod';
import { PARCEL_STATUSES } from '../enums.js';
import { pagination } from './paging.js';

// The answers of the map's parcel and project calls (their query parameters are in map.ts). API and UI both import these.

export const pointGeometry = z.object({
  type: z.literal('Point'),
  coordinates: z.tuple([z.number(), z.number()]),
});
export const areaGeometry = z.object({
  type: z.enum(['Polygon', 'MultiPolygon']),
  // Left free-form: GeoJSON coordinates nest by type (rings of positions, or polygons of rings), as PostGIS sends.
  coordinates: z.array(z.any()),
});
/** A parcel's or project's outline as GeoJSON (ST_AsGeoJSON). */
export type AreaGeometry = z.infer<typeof areaGeometry>;

/** What a Free Trial user gets instead of a record (blurred 'Upgrade to view details' cards). */
export const placeholderCard = z.object({
  /** The record's id (map calls always send it, so lists keep their keys). */
  id: z.number().optional(),
  placeholder: z.literal(true),
  message: z.literal('Upgrade to view details'),
});
export type PlaceholderCard = z.infer<typeof placeholderCard>;

/** A parcel in lists and on result cards. */
export const parcelCard = z.object({
  id: z.number(),
  id_serial: z.number(),
  parcelId: z.string(),
  formattedParcelId: z.string().nullable(),
  acreage: z.number(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  county: z.string().nullable(),
  state: z.string(),
  postalCode: z.string().nullable(),
  ownershipName: z.string().nullable(),
  areaTags: z.array(z.string()),
  actualZoning: z.string().nullable(),
  possibleNumberAndStyleOfLots: z.string().nullable(),
  marketValue: z.number().nullable(),
  mlsStatus: z.string().nullable(),
  /** Whether a building stands on the parcel; null when the source does not say. */
  propertyInfoBuilding: z.boolean().nullable(),
  geomCenter: pointGeometry,
  existsInBookmarks: z.boolean(),
  /** Where the record comes from: a key of RECORD_SOURCES (provenance/sources.ts), never shown as such. */
  source: z.string().nullable().optional(),
  /** The date the record's values are true as of ('YYYY-MM-DD'); null when the source does not say. */
  sourceAsOf: z.string().nullable().optional(),
  /** Only for admins: the three scores. */
  workabilityScore: z.number().nullable().optional(),
  reasonabilityScore: z.number().nullable().optional(),
  dispositionScore: z.number().nullable().optional(),
});
export type ParcelCard = z.infer<typeof parcelCard>;

export const projectRef = z.object({ id: z.number(), name: z.string(), isChild: z.boolean() });

/** A parcel's full record. */
export const parcelDetail = parcelCard.extend({
  cityByGeometry: z.string().nullable(),
  countyByGeometry: z.string().nullable(),
  points: areaGeometry,
  ownerLocation: z.string().nullable(),
  ownerType: z.string().nullable(),
  bathrooms: z.number().nullable(),
  bedrooms: z.number().nullable(),
  mortgageWhoIsTheLender: z.string().nullable(),
  ownershipInfoAbsentee: z.boolean().nullable(),
  mailingAddress: z.string().nullable(),
  mailingCity: z.string().nullable(),
  mailingZip: z.string().nullable(),
  mailingState: z.string().nullable(),
  possibleNumberAndStyleOfLotsNeighbors: z.string().nullable(),
  possibleNumberAndStyleOfLotsProxy: z.string().nullable(),
  possibleNumberAndStyleOfLotsZoning: z.string().nullable(),
  /** The estimate chosen with ?hypothetical= on /parcels/info (else the main one). */
  hypothetical: z.string().nullable(),
  mlsAgent: z.string().nullable(),
  mlsAgentContact: z.string().nullable(),
  mlsBrokerage: z.string().nullable(),
  mlsBrokerageContact: z.string().nullable(),
  mlsListingNumber: z.string().nullable(),
  mlsDom: z.number().nullable(),
  mlsListingPrice: z.number().nullable(),
  zoningCodeLinks: z.array(z.string()),
  zoningOverlayLinks: z.array(z.string()),
  taxId: z.string().nullable(),
  unincorporatedParcelStatus: z.boolean(),
  isPartOfACurrentProject: z.boolean(),
  project_names: z.array(projectRef),
  houseStyle: z.array(z.string()),
  products: z.array(z.string()),
  builtYear: z.number().nullable(),
  buildingSqft: z.number().nullable(),
  yearsHeld: z.number().nullable(),
  landValue: z.number().nullable(),
});
export type ParcelDetail = z.infer<typeof parcelDetail>;

/** A project (parent or child) in lists and on result cards. */
export const projectCard = z.object({
  id: z.number(),
  id_serial: z.number(),
  parent_project_id: z.number().nullable(),
  isChild: z.boolean(),
  project_name_processed: z.string(),
  owner_name_processed: z.array(z.string()),
  ownershipName: z.string().nullable(),
  state: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  county: z.string().nullable(),
  zip: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  geomCenter: pointGeometry.nullable(),
  project_status: z.string().nullable(),
  numberAndStyleOfLots: z.array(z.string()),
  specialProductTypes: z.array(z.string()),
  lotSize: z.array(z.string()),
  housestyle: z.array(z.string()),
  pricePoint: z.number().nullable(),
  childCount: z.number(),
  parcelCount: z.number(),
  existsInBookmarks: z.boolean(),
  /** Where the record comes from: 'generated' (demo data), 'slc_open_data' (Salt Lake City Open Data), an importer's. */
  source: z.string().nullable().optional(),
  /** The date the record's values are true as of ('YYYY-MM-DD'); null when the source does not say. */
  sourceAsOf: z.string().nullable().optional(),
});
export type ProjectCard = z.infer<typeof projectCard>;

/** A project's full record. */
export const projectDetail = projectCard.extend({
  parentName: z.string().nullable(),
  city_by_geometry: z.string().nullable(),
  matching_numberandstyleoflots: z.array(z.string()),
  desiredNumberAndStyleOfLots: z.array(z.string()),
  sub_status: z.string().nullable(),
  houseSquareFootage: z.string().nullable(),
  bedrooms: z.string().nullable(),
  bathrooms: z.string().nullable(),
  garages: z.string().nullable(),
  zoning: z.string().nullable(),
  mls_entry: z.boolean().nullable(),
  mlsStatus: z.string().nullable(),
  companyMatches: z.array(z.string()),
  retire_or_display: z.string().nullable(),
  distressed: z.boolean(),
  acreage: z.number().nullable(),
  areaTags: z.array(z.string()),
  /** Parcel ids (parcel_id text) of the project. */
  parcels: z.array(z.string()),
  buildableParcels: z.number(),
  alreadyBuildedParcels: z.number(),
  buildableAndNonBuildableParcels: z.number(),
  companies: z.array(z.object({ id: z.number(), name: z.string(), role: z.string() })),
  points: areaGeometry.nullable(),
});
export type ProjectDetail = z.infer<typeof projectDetail>;

/** /parcels/info/{id}: a parcel's details; Free Trial: its placeholder. */
export const parcelInfoAnswer = z.union([parcelDetail, placeholderCard]);
export type ParcelInfoAnswer = z.infer<typeof parcelInfoAnswer>;
/** /projects/info/{id}, /parent-projects/info/{id}: a project's details; Free Trial: its placeholder. */
export const projectInfoAnswer = z.union([projectDetail, placeholderCard]);
export type ProjectInfoAnswer = z.infer<typeof projectInfoAnswer>;

export const parcelListAnswer = z.object({
  data: z.array(z.union([parcelCard, placeholderCard])),
  pagination,
});
export type ParcelListAnswer = z.infer<typeof parcelListAnswer>;
export const projectListAnswer = z.object({
  data: z.array(z.union([projectCard, placeholderCard])),
  pagination,
});
export type ProjectListAnswer = z.infer<typeof projectListAnswer>;
export const countAnswer = z.object({ count: z.number() });
export type CountAnswer = z.infer<typeof countAnswer>;
export const queryAnswer = z.object({ countQuery: z.string(), dataQuery: z.string() });
export type QueryAnswer = z.infer<typeof queryAnswer>;
export const projectParcelsQueryAnswer = z.object({
  buildableParcelsQuery: z.string(),
  alreadyBuildedParcelsQuery: z.string(),
  buildableParcelsCount: z.number(),
  alreadyBuildedParcelsCount: z.number(),
});
export type ProjectParcelsQueryAnswer = z.infer<typeof projectParcelsQueryAnswer>;

/** /parent-projects/{id}/children: a parent's child projects, paged; getQuery=true (admins) adds their SQL. */
export const childProjectsAnswer = projectListAnswer.extend({
  countQuery: z.string().optional(),
  dataQuery: z.string().optional(),
});
export type ChildProjectsAnswer = z.infer<typeof childProjectsAnswer>;
/** /child-projects/{id}/parent: a child's parent project; getQuery=true (admins) adds its SQL. */
export const parentProjectAnswer = z.object({
  data: z.union([projectCard, placeholderCard]),
  countQuery: z.string().optional(),
  dataQuery: z.string().optional(),
});
export type ParentProjectAnswer = z.infer<typeof parentProjectAnswer>;
/** /parcels/{parcelId}/current-project: the projects (parent or child) a parcel is part of. */
export const parcelProjectsAnswer = z.object({ data: z.array(z.union([projectCard, placeholderCard])) });
export type ParcelProjectsAnswer = z.infer<typeof parcelProjectsAnswer>;

/** A parcel polygon on the map (high zoom). */
export const mapParcel = z.object({
  id: z.number(),
  parcelId: z.string(),
  acreage: z.number(),
  geomCenter: pointGeometry,
  points: areaGeometry,
});
/** A project marker on the map. */
export const mapProject = z.object({
  id: z.number(),
  name: z.string(),
  isChild: z.boolean(),
  parent_project_id: z.number().nullable(),
  project_status: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
});
export const mapCluster = z.object({ lat: z.number(), lng: z.number(), count: z.number() });

/** /parcels/all-coordinates and the other map coordinate calls (the map-results response). */
export const mapResults = z.object({
  mode: z.enum(['clusters', 'polygons']),
  zoom: z.number(),
  parcels: z.array(mapParcel),
  projects: z.array(mapProject),
  clusters: z.array(mapCluster),
  centeredParcel: mapParcel.extend({ center_point: pointGeometry }).optional(),
  centeredProject: mapProject.extend({ center_point: pointGeometry }).optional(),
  /** Polygon mode: the page of polygons and markers answered (pages of at most 1000, in id order). */
  page: z.number().int().optional(),
  /** True when more matched than this answer holds: a next page exists. */
  truncated: z.boolean(),
});
export type MapResults = z.infer<typeof mapResults>;

/** Map coordinates of one project's parcels (/parcels/all-coordinates/{projectId}) and child markers. */
export const pagedMapResults = mapResults.extend({ pagination });
export type PagedMapResults = z.infer<typeof pagedMapResults>;

/** /parcels/coords: the parcel at a point, or null. */
export const parcelAtPointAnswer = z.object({ data: z.union([parcelCard, placeholderCard]).nullable() });
export type ParcelAtPointAnswer = z.infer<typeof parcelAtPointAnswer>;
/** /parcels/allData/{id}, /projects/allData/{id}: the stored record, every column. */
export const allDataAnswer = z.object({
  // Left free-form: every column of the stored record, as the table has it.
  data: z.union([z.record(z.string(), z.unknown()), placeholderCard]),
});
export type AllDataAnswer = z.infer<typeof allDataAnswer>;

/** /parcels/center, /projects/center, /parent-projects/center, /projects/parent-center. */
export const centerAnswer = z.object({ lat: z.number().nullable(), lng: z.number().nullable() });
export type CenterAnswer = z.infer<typeof centerAnswer>;

export const nameItem = z.object({ id: z.number(), name: z.string() });
export const namesAnswer = z.object({ data: z.array(nameItem), pagination });
export type NamesAnswer = z.infer<typeof namesAnswer>;

/** /parcels/status: counts per parcel status for the current filters. */
export const parcelStatusAnswer = z.object({
  data: z.array(z.object({ status: z.enum(PARCEL_STATUSES), count: z.number() })),
});
export type ParcelStatusAnswer = z.infer<typeof parcelStatusAnswer>;

/** GET /api/search?q= */
export const searchQuery = z.object({
  q: z.string().trim().min(2, 'q must have at least 2 characters').max(200),
});
/** Our own kinds, then 'place': a hit of the external geocoder (GEOCODER_URL), listed after ours. */
export const SEARCH_TYPES = ['address', 'city', 'zip', 'parcel', 'project', 'place'] as const;
export const searchAnswer = z.array(
  z.object({
    type: z.enum(SEARCH_TYPES),
    label: z.string(),
    lat: z.number(),
    lng: z.number(),
    id: z.number().optional(),
    zoom: z.number(),
  }),
);
export type SearchResult = z.infer<typeof searchAnswer>[number];
