import type { Faker } from '@faker-js/faker';
import type { MaintenanceCategory } from '@/lib/api/schema.gen';
import type { SeedContext } from './seed-context';

/**
 * Text a reviewer can show to a customer: street names, phone numbers and vendors' notes that read like
 * a US property manager's records (maintenance requests' wording: ./maintenance-request-templates.ts). faker's own street generator mixes first names into street names
 * ("145 Sue Lodge") and its phone digits produce area codes that do not exist, so the seeders draw
 * these from the lists below instead.
 */

const textStreams = new WeakMap<SeedContext, Map<string, Faker>>();

/**
 * A module's second faker stream, for the text drawn from the lists below: the module's own stream keeps
 * the draws it always made (see `keepDraw`), so ids, dates and amounts stay what they were.
 */
export function textFaker(ctx: SeedContext, module: string): Faker {
  let streams = textStreams.get(ctx);
  if (!streams) textStreams.set(ctx, (streams = new Map()));
  let faker = streams.get(module);
  if (!faker) streams.set(module, (faker = ctx.fakerFor(`${module}:text`)));
  return faker;
}

const STREET_NAMES = [
  'Main',
  'Oak',
  'Maple',
  'Cedar',
  'Pine',
  'Elm',
  'Washington',
  'Lake',
  'Hill',
  'Park',
  'Sunset',
  'Lincoln',
  'Jefferson',
  'Madison',
  'Franklin',
  'Highland',
  'Church',
  'River',
  'Spring',
  'Center',
  'Walnut',
  'Chestnut',
  'Willow',
  'Ridge',
  'Meadow',
  'Forest',
  'Mill',
  'Jackson',
  'Adams',
  'Cherry',
  'Valley',
  'Lakeview',
  'Magnolia',
  'Hickory',
  'Birch',
  'Sycamore',
  'Union',
  'Market',
  'Grant',
  'Harbor',
] as const;

const STREET_SUFFIXES = ['Street', 'Avenue', 'Road', 'Drive', 'Lane', 'Boulevard', 'Court', 'Place', 'Way'] as const;

/** Area codes in service in the states and cities the seed uses (all real NANP geographic codes). */
export const US_AREA_CODES = [
  '205', '212', '213', '214', '305', '312', '404', '407', '415', '469',
  '512', '516', '619', '646', '678', '713', '718', '786', '813', '818',
  '904', '916', '917', '954', '972',
] as const; // prettier-ignore

/** A name as streets, buildings and companies take it: "Maple". */
export function placeName(faker: Faker): string {
  return faker.helpers.arrayElement(STREET_NAMES);
}

/** A street name as a US address writes it: "Maple Avenue". */
export function streetName(faker: Faker): string {
  return `${placeName(faker)} ${faker.helpers.arrayElement(STREET_SUFFIXES)}`;
}

/** A street address: "2417 Maple Avenue". */
export function streetAddress(faker: Faker): string {
  return `${faker.number.int({ min: 100, max: 9899 })} ${streetName(faker)}`;
}

/**
 * A US phone number in the 555-0100…555-0199 block, which is reserved for fiction, behind a real area
 * code: it looks real on screen and can never ring anybody.
 */
export function usPhone(faker: Faker): string {
  return `(${faker.helpers.arrayElement(US_AREA_CODES)}) 555-01${faker.string.numeric(2)}`;
}

/** Real US cities with their state and the first three digits of their ZIP codes. */
const CITIES = [
  ['Austin', 'TX', '787'],
  ['Dallas', 'TX', '752'],
  ['Houston', 'TX', '770'],
  ['San Antonio', 'TX', '782'],
  ['Phoenix', 'AZ', '850'],
  ['Tucson', 'AZ', '857'],
  ['Denver', 'CO', '802'],
  ['Boulder', 'CO', '803'],
  ['Atlanta', 'GA', '303'],
  ['Savannah', 'GA', '314'],
  ['Orlando', 'FL', '328'],
  ['Tampa', 'FL', '336'],
  ['Miami', 'FL', '331'],
  ['Charlotte', 'NC', '282'],
  ['Raleigh', 'NC', '276'],
  ['Nashville', 'TN', '372'],
  ['Columbus', 'OH', '432'],
  ['Indianapolis', 'IN', '462'],
  ['Chicago', 'IL', '606'],
  ['Minneapolis', 'MN', '554'],
  ['Kansas City', 'MO', '641'],
  ['Portland', 'OR', '972'],
  ['Seattle', 'WA', '981'],
  ['Sacramento', 'CA', '958'],
  ['San Diego', 'CA', '921'],
  ['Salt Lake City', 'UT', '841'],
  ['Boise', 'ID', '837'],
  ['Albany', 'NY', '122'],
  ['Richmond', 'VA', '232'],
  ['Birmingham', 'AL', '352'],
] as const;

/** A real city, its state and a ZIP code of that city's range. */
export function usCity(faker: Faker): { city: string; state: string; zipCode: string } {
  const [city, state, zip] = faker.helpers.arrayElement(CITIES);
  return { city, state, zipCode: `${zip}${faker.string.numeric(2)}` };
}

/**
 * The trades a vendor of each main specialty also takes on, in the order a company would list them: an
 * HVAC company also repairs appliances, a landscaper also cleans, and none of them mows lawns unless that
 * is their trade.
 */
export const RELATED_SPECIALTIES: Record<MaintenanceCategory, MaintenanceCategory[]> = {
  hvac: ['appliance', 'electrical'],
  plumbing: ['appliance', 'flooring'],
  electrical: ['security', 'appliance'],
  appliance: ['hvac', 'electrical'],
  structural: ['roofing', 'flooring', 'cosmetic'],
  cosmetic: ['flooring', 'cleaning'],
  flooring: ['cosmetic', 'structural'],
  pest_control: ['cleaning'],
  landscaping: ['cleaning', 'other'],
  roofing: ['structural'],
  security: ['electrical', 'other'],
  cleaning: ['pest_control', 'cosmetic'],
  other: ['cosmetic', 'flooring', 'security', 'landscaping'],
};

/** A vendor's note on file, by main specialty. */
export const VENDOR_NOTES: Record<MaintenanceCategory, string[]> = {
  hvac: ['Carries common filters and capacitors on the truck.', 'Offers a spring and fall tune-up contract.'],
  plumbing: ['Licensed for gas lines too.', 'Bills in 15-minute increments after the first hour.'],
  electrical: ['Pulls permits for panel work.', 'Prefers a tenant at home for indoor work.'],
  appliance: ['Authorized for most major brands; parts in 2–3 days.', 'Gives a 90-day warranty on repairs.'],
  structural: ['Free estimates; engineer letter on request.', 'Booked two weeks ahead outside emergencies.'],
  cosmetic: ['Matches existing paint from a sample chip.', 'Can turn a vacant unit in two days.'],
  flooring: ['Keeps our building standard laminate in stock.', 'Moves furniture at no extra charge.'],
  pest_control: ['Uses pet-safe products on request.', 'Quarterly exterior treatment contract.'],
  landscaping: ['Weekly visits April to October.', 'Storm clean-up within 24 hours.'],
  roofing: ['Sends photos of every repair.', 'Emergency tarping any time.'],
  security: ['Keeps key records for every building.', 'Rekeys a unit the same day.'],
  cleaning: ['Move-out cleans in one day.', 'Brings its own supplies.'],
  other: ['Good for small jobs that do not need a specialist.', 'Minimum charge of one hour.'],
};
