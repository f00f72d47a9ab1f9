/** Word lists for generated people, companies and places (common US/Utah names; no real private persons). */
export const FIRST_NAMES = [
  'James', 'John', 'Robert', 'Michael', 'David', 'William', 'Richard', 'Joseph', 'Thomas', 'Daniel', 'Matthew',
  'Steven', 'Brian', 'Kevin', 'Jason', 'Jeffrey', 'Ryan', 'Jacob', 'Tyler', 'Brandon', 'Spencer', 'Tanner',
  'Bryce', 'Dallin', 'McKay', 'Jared', 'Kyle', 'Scott', 'Mark', 'Paul', 'Eric', 'Adam', 'Nathan', 'Ethan',
  'Mary', 'Jennifer', 'Linda', 'Elizabeth', 'Susan', 'Jessica', 'Sarah', 'Karen', 'Emily', 'Ashley', 'Amanda',
  'Melissa', 'Stephanie', 'Rebecca', 'Rachel', 'Megan', 'Hannah', 'Brooklyn', 'Kaylee', 'McKenna', 'Lindsey',
  'Heather', 'Natalie', 'Camille', 'Allison', 'Whitney', 'Brittany', 'Chelsea', 'Madison', 'Abigail', 'Emma',
] as const;

export const LAST_NAMES = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Miller', 'Davis', 'Anderson', 'Taylor', 'Thomas', 'Moore',
  'Jackson', 'Martin', 'Thompson', 'White', 'Harris', 'Clark', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen',
  'Wright', 'Hall', 'Larsen', 'Jensen', 'Christensen', 'Nielsen', 'Peterson', 'Hansen', 'Olsen', 'Sorensen',
  'Bingham', 'Kimball', 'Pratt', 'Snow', 'Woolley', 'Cannon', 'Richards', 'Hinckley', 'Nelson', 'Carter',
  'Mitchell', 'Roberts', 'Turner', 'Phillips', 'Campbell', 'Parker', 'Evans', 'Edwards', 'Collins', 'Stewart',
  'Morris', 'Rogers', 'Reed', 'Cook', 'Morgan', 'Bell', 'Murphy', 'Bailey', 'Cooper', 'Howard', 'Ward', 'Cox',
  'Garcia', 'Martinez', 'Hernandez', 'Lopez', 'Gonzalez', 'Perez', 'Sanchez', 'Ramirez', 'Torres', 'Nguyen',
] as const;

export const PLACE_WORDS = [
  'Willow', 'Aspen', 'Cedar', 'Juniper', 'Sage', 'Canyon', 'Ridge', 'Summit', 'Valley', 'Meadow', 'Oak', 'Pine',
  'Granite', 'Red Rock', 'Bonneville', 'Wasatch', 'Oquirrh', 'Uinta', 'Timpanogos', 'Deer Creek', 'Eagle',
  'Falcon', 'Heritage', 'Legacy', 'Pioneer', 'Sunset', 'Sunrise', 'Mountain View', 'Lakeview', 'Riverbend',
  'Cottonwood', 'Silver', 'Golden', 'Highland', 'Hidden Hollow', 'Stonebridge', 'Harvest', 'Orchard', 'Copper',
] as const;

export const PROJECT_SUFFIXES = [
  'Estates', 'Village', 'Townhomes', 'Crossing', 'Point', 'Park', 'Commons', 'Ranch', 'Farms', 'Heights',
  'Landing', 'Station', 'Place', 'Preserve', 'Trails', 'Square', 'Meadows', 'Springs',
] as const;

export const BUILDER_SUFFIXES = ['Homes', 'Builders', 'Construction', 'Custom Homes', 'Home Builders', 'Building Co'] as const;
export const DEVELOPER_SUFFIXES = ['Development', 'Land Development', 'Communities', 'Properties', 'Land Co', 'Partners'] as const;
export const INVESTOR_SUFFIXES = ['Capital', 'Investments', 'Equity Partners', 'Holdings', 'Lending', 'Fund'] as const;
export const BROKERAGE_SUFFIXES = ['Realty', 'Real Estate', 'Properties Group', 'Realty Group', 'Land Brokers'] as const;

export const LENDERS = [
  'Mountain America Credit Union', 'America First Credit Union', 'Zions Bancorporation', 'Wells Fargo Bank',
  'JPMorgan Chase Bank', 'U.S. Bank', 'Guild Mortgage', 'Rocket Mortgage', 'Academy Mortgage',
  'Primary Residential Mortgage', 'Goldenwest Credit Union', 'Cyprus Credit Union', 'Utah First Credit Union',
  'University Federal Credit Union', 'Bank of Utah', 'Security Home Loans', 'Intercap Lending',
] as const;

export const BROKERAGES = [
  'Equity Real Estate', 'KW Utah Realtors Keller Williams', 'Real Broker LLC',
  'Berkshire Hathaway HomeServices Utah Properties', 'Coldwell Banker Realty', "Summit Sotheby's International Realty",
  'Windermere Real Estate Utah', 'Century 21 Everest', 'RE/MAX Associates', 'Presidio Real Estate',
] as const;

/** Out-of-state mailing addresses for absentee owners: [city, state, zip]. */
export const OUT_OF_STATE_CITIES = [
  ['Las Vegas', 'NV', '89123'], ['Henderson', 'NV', '89052'], ['Phoenix', 'AZ', '85016'], ['Mesa', 'AZ', '85203'],
  ['Boise', 'ID', '83702'], ['Idaho Falls', 'ID', '83401'], ['Denver', 'CO', '80206'], ['Irvine', 'CA', '92618'],
  ['San Diego', 'CA', '92130'], ['Sacramento', 'CA', '95814'], ['Seattle', 'WA', '98109'], ['Dallas', 'TX', '75204'],
  ['Austin', 'TX', '78704'], ['Cheyenne', 'WY', '82001'], ['Portland', 'OR', '97209'],
] as const;

export const STREET_SUFFIX_NAMES = ['Main St', 'State St', 'Center St', 'Redwood Rd', 'Highland Dr', 'Bangerter Hwy'] as const;
