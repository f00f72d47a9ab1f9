// Option lists of the survey questions (map-matching-surveys spec, sections 3 and 9). Cities are not listed here:
// the form loads Utah's cities from GET /api/cities/all and the server checks them against the cities table.

/** The 49 Utah area tags (the names of packages/data/src/geography/area-tags.ts, checked equal by a unit test). */
export const UTAH_AREA_TAGS = [
  'Beaver County',
  'Cache County',
  'Carbon County',
  'Daggett County',
  'Davis County',
  'Duchesne County',
  'Emery County',
  'Garfield County',
  'Grand County',
  'Juab County',
  'Kane County',
  'Millard County',
  'Morgan County',
  'Piute County',
  'Rich County',
  'Salt Lake County',
  'San Juan County',
  'Sanpete County',
  'Sevier County',
  'Summit County',
  'Uintah County',
  'Utah County',
  'Wasatch County',
  'Washington County',
  'Wayne County',
  'Weber County',
  'North Salt Lake County',
  'West Salt Lake County',
  'East Salt Lake County',
  'South Salt Lake County',
  'North Utah County',
  'West Utah County',
  'Central Utah County',
  'South Utah County',
  'North Davis County',
  'South Davis County',
  'West Weber County',
  'Ogden Area',
  'Ogden Valley',
  'North Washington County',
  'South Washington County',
  'East Box Elder County',
  'West Box Elder County',
  'North Tooele County',
  'South Tooele County',
  'North Summit County',
  'South Summit County',
  'Cedar City Area',
  'North Iron County',
] as const;

/** One step of the investment/loan ladder: its label and the dollars it stands for (high null = no upper bound). */
export interface PriceStep {
  label: string;
  low: number;
  high: number | null;
}

const k = 1_000;
const mil = 1_000_000;
const single = (label: string, amount: number): PriceStep => ({ label, low: amount, high: amount });
const band = (label: string, low: number, high: number | null): PriceStep => ({ label, low, high });

/** The spec's 33-step ladder, 'No Minimum' through '$500 Mil+'. */
export const PRICE_LADDER: readonly PriceStep[] = [
  band('No Minimum', 0, 0),
  band('$100,000 or less', 0, 100 * k),
  ...[200, 300, 400, 500, 600, 700, 800, 900].map((n) => single(`$${n},000`, n * k)),
  single('$1,000,000', mil),
  single('$1,500,000', 1.5 * mil),
  single('$2,000,000', 2 * mil),
  single('$2,500,000', 2.5 * mil),
  single('$3,000,000', 3 * mil),
  ...[4, 5, 6, 7, 8, 9, 10].map((n) => single(`$${n},000,000`, n * mil)),
  ...(
    [
      [15, 20],
      [20, 30],
      [30, 40],
      [40, 50],
      [50, 75],
      [75, 100],
      [100, 150],
      [150, 200],
      [200, 300],
      [300, 500],
    ] as const
  ).map(([lo, hi]) => band(`$${lo}-${hi} Mil`, lo * mil, hi * mil)),
  band('$500 Mil+', 500 * mil, null),
];
export const PRICE_LADDER_LABELS: readonly string[] = PRICE_LADDER.map((s) => s.label);

/** The single-family exemption of the min/max checks (spec section 5). */
export const DONT_DEVELOP_SFD = "Don't Develop SFD";

/** Unit-count bands of the min/max questions (spec section 9; the top band's wording is the survey's). */
export const SINGLE_FAMILY_BANDS = ['1-3', '4-15', '10-35', '30-55', '45-75', '65 or more', DONT_DEVELOP_SFD];
export const BUILDER_TOWNHOME_BANDS = ['2-30', '16-60', '50-90', '80+'];
export const DEVELOPER_TOWNHOME_BANDS = ['2-30', '16-60', '50-90', '80 or more'];
export const CONDO_BANDS = ['2-30', '31-60', '61-90', '91-120', '121-200', '201-500', '500 or more'];

/** The top band of each min/max question: a min in it requires the same max (spec section 5). */
export const TOP_BANDS = ['65 or more', '80+', '80 or more', '500 or more'] as const;

/** Products of the builder and developer surveys (the condo wording differs by survey, spec section 4). */
export const SINGLE_FAMILY = 'Single Family';
export const TOWNHOMES = 'Townhomes';
export const BUILDER_CONDOS = 'Condos/Apartments';
export const DEVELOPER_CONDOS = 'Apartments/Condos';
export const BUILDER_PRODUCTS = [SINGLE_FAMILY, TOWNHOMES, BUILDER_CONDOS, 'Commercial'];
export const DEVELOPER_PRODUCTS = [SINGLE_FAMILY, TOWNHOMES, DEVELOPER_CONDOS, 'Commercial', 'Land'];

/** Product and property types an investor invests in (spec section 9). */
export const INVESTMENT_PRODUCTS = [
  'Condos',
  'Townhomes',
  'Single Family',
  'Commercial Office and Retail',
  'Storage Units',
  'Industrial',
  'Mobile Parks',
  'Hospitality',
  'Hospitals',
  'Land',
  'Ranches',
  'Resort',
  '55+ Communities',
  'Assisted Living',
  'Student Housing',
  'House and Building Flipping',
  'Others',
];

/** The project types of 'I Have a Project' and the question each one shows. */
export const PROJECT_SINGLE_FAMILY = 'Single Family Residential';
export const PROJECT_TOWN_HOMES = 'Town Homes';
export const PROJECT_CONDOS = 'Apartments/Condos';
export const PROJECT_TYPES = [PROJECT_SINGLE_FAMILY, PROJECT_TOWN_HOMES, PROJECT_CONDOS];

export const AGENT_SPECIALTIES = ['Land', 'New Construction', 'Residential', 'Commercial', 'Investment'];
export const LICENSE_TYPES = ['Broker', 'Associate Broker', 'Real Estate Agent'];
export const YES_NO_DONT_KNOW = ['Yes', 'No', "I don't know"];
export const YES_NO = ['Yes', 'No'];
export const INVESTOR_OR_LENDER = ['Investor', 'Lender', 'Both'];
export const CLIENT_TYPES = ['Property Seller', 'Land Buyer', 'Investor', 'Builder', 'Developer'] as const;
export type ClientType = (typeof CLIENT_TYPES)[number];
export const ZONINGS = [
  'Agricultural',
  'Residential - Single Family',
  'Residential - Multi Family',
  'Commercial',
  'Industrial',
  'Mixed Use',
  'Planned Development',
  'Unzoned',
  "I don't know",
];
