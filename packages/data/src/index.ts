export { loadGeography, type GeographySummary } from './geography/load-geography.js';
export {
  utahCities,
  utahCounties,
  utahZipCodes,
  areaTagNames,
  areaTagsAt,
  countyAt,
  nearestCity,
  nearestZip,
  zoningFor,
  type CityInfo,
  type ZipInfo,
} from './geography/lookups.js';
export { AREA_TAG_DEFINITIONS, type AreaTagDefinition } from './geography/area-tags.js';
export { ZONING_DISTRICTS, zoningCodeLink, type ZoningDistrict } from './geography/zoning.js';
export {
  generateDemoData,
  demoDataSizes,
  type GenerateOptions,
  type GenerateSummary,
} from './generate/generate-demo-data.js';
export {
  parcelScores,
  workabilityScore,
  reasonabilityScore,
  dispositionScore,
  type ScoreInput,
} from './generate/scores.js';
export { importParcels, type ParcelImportOptions } from './import/parcels.js';
export { importContacts, importCompanies } from './import/contacts.js';
export { importWaterRights } from './import/water-rights.js';
export { importListings, LISTING_FIELDS } from './import/listings.js';
export { LISTINGS_REFERENCE_DAY } from './generate/listings.js';
export type { ImportReport, ImportOptions } from './import/report.js';
