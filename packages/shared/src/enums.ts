// Enumerations of the product (accounts, map, matching: docs/matching.md). One source for API, UI and data.

export const ROLES = ['admin', 'user'] as const;
export type RoleName = (typeof ROLES)[number];

export const SUBSCRIPTION_STATUSES = [
  'Registered',
  'Free Trial',
  'Free Trial Ended',
  'Subscribed',
  'Subscription Cancelled',
  'Subscription Expired',
  'Test User',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
/** Statuses an admin may set. */
export const ADMIN_SETTABLE_STATUSES = ['Registered', 'Free Trial', 'Test User'] as const;
/** Statuses whose users cannot be changed or deleted by an admin. */
export const PROTECTED_STATUSES = ['Subscribed', 'Subscription Cancelled'] as const;

export const SURVEY_TYPES = [
  'Builder Company',
  'Builder Client',
  'Developer Company',
  'Investor',
  'Land Owner',
  'New Build Home Buyer',
  'I Have a Project',
  'Real Estate Agent',
  'Real Estate Agent Client',
  'Water Right',
] as const;
export type SurveyType = (typeof SURVEY_TYPES)[number];

export const PROJECT_STATUSES = [
  'Concept',
  'Seeking Preliminary from Planning Commission',
  'Seeking Preliminary from City Council',
  'Prelim Rejected by City Council',
  'Seeking Final',
  'Final Rejected by City Council',
  'For Sale',
  'Abandoned',
  'Papered',
  'Rezone Accepted',
  'Coming Soon',
  'For Rent',
  'Human Check Needed',
  'Off-Market',
] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const PROJECT_DELETE_REASONS = [
  'Delete Sold Out Status',
  'Abandoned',
  'Final Rejected by City Council',
  'Prelim Rejected by City Council',
] as const;

/** Products of the matching model; the map's product checkboxes use the same keys. */
export const PRODUCTS = ['singleFamily', 'townhouse', 'condos', 'commercial', 'land'] as const;
export type Product = (typeof PRODUCTS)[number];
export const PRODUCT_LABELS: Record<Product, string> = {
  singleFamily: 'Single Family Lots',
  townhouse: 'Townhome Pads',
  condos: 'Apartment/Condo Units',
  commercial: 'Commercial',
  land: 'Land',
};

export const CONTACT_TYPES = [
  'Builder',
  'Developer',
  'Investor',
  'Real Estate Agent',
  'New Build Homebuyer',
  'Land Owner',
  'Water Right Owner',
] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];
export const INVESTOR_KINDS = ['Investor', 'Lender', 'Both'] as const;

export const MATCHING_TYPES = [
  'parcels',
  'builders',
  'investors',
  'developers',
  'realEstateAgents',
  'newBuildHomebuyers',
  'waterRights',
  'projects',
] as const;
export type MatchingType = (typeof MATCHING_TYPES)[number];

/**
 * The spec's match-count keys (and the matches drawer's labels): plural for a parcel, singular contact groups for a
 * project. The API answers the counts under them; the web labels its groups with them.
 */
export const PARCEL_COUNT_KEYS: Record<MatchingType, string> = {
  parcels: 'Parcels',
  builders: 'Builders',
  investors: 'Investors',
  developers: 'Developers',
  realEstateAgents: 'Real Estate Agents',
  newBuildHomebuyers: 'New Build Homebuyers',
  waterRights: 'Water Rights',
  projects: 'Projects',
};
export const PROJECT_COUNT_KEYS: Record<MatchingType, string> = {
  ...PARCEL_COUNT_KEYS,
  builders: 'Builder',
  developers: 'Developer',
  realEstateAgents: 'Real Estate Agent',
  newBuildHomebuyers: 'New Build Homebuyer',
};

export const HYPOTHETICALS = ['Neighbors', 'Proxy', 'Zoning'] as const;
export type Hypothetical = (typeof HYPOTHETICALS)[number];

export const HOUSE_STYLES = [
  'Rambler',
  'Two Story',
  'Multi Level',
  'Split Entry',
  'Townhome',
  'Twin Home',
  'Condo',
  'Cabin',
  'Farmhouse',
  'Modern',
] as const;

export const LOT_SIZES = [
  'Under 0.10 acre',
  '0.10 - 0.20 acre',
  '0.20 - 0.33 acre',
  '0.33 - 0.50 acre',
  '0.50 - 1 acre',
  '1 - 5 acres',
  '5+ acres',
] as const;

export const SPECIAL_PRODUCT_TYPES = [
  '55+ Communities',
  'Assisted Living',
  'Student Housing',
  'Mobile Parks',
  'Storage Units',
  'Industrial',
  'Hospitality',
  'Commercial Office',
  'Retail',
  'Mixed Use',
  'Affordable Housing',
  'Build to Rent',
] as const;

export const PARCEL_STATUSES = ['Vacant', 'Built', 'Listed', 'Part of a Project'] as const;

export const MLS_STATUSES = ['Active', 'Under Contract', 'Sold', 'Canceled', 'Expired', 'Withdrawn'] as const;

/** Unit-count bands of the spec. */
export const UNIT_BANDS = {
  condos: ['2-30', '31-60', '61-90', '91-120', '121-200', '201-500', '500+'],
  townhouse: ['2-30', '16-60', '50-90', '81+'],
  singleFamily: ['1-3', '4-15', '10-35', '30-55', '45-75', '65+'],
} as const;

export const AGENT_TITLES = ['Broker', 'Associate Broker', 'Real Estate Agent'] as const;
export type MlsStatus = (typeof MLS_STATUSES)[number];
