import type { Faker } from '@faker-js/faker';
import type { MaintenanceCategory, MaintenancePriority } from '@/lib/api/schema.gen';
import type { SeedContext } from './seed-context';

/**
 * Text a reviewer can show to a customer: street names, phone numbers and maintenance wording that read
 * like a US property manager's records. faker's own street generator mixes first names into street names
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

/** A maintenance request's title with the priority a property manager would give it. */
export interface RequestTemplate {
  title: string;
  priority: MaintenancePriority;
  /** What the tenant wrote, after the title. */
  description: string;
  /** What the tenant added for access. */
  note: string;
  /** What the manager noted for the vendor or the file. */
  internalNote: string;
}

const t = (
  title: string,
  priority: MaintenancePriority,
  description: string,
  note: string,
  internalNote: string,
): RequestTemplate => ({ title, priority, description, note, internalNote });

/** Three requests per category, at least one of every priority across the set. */
export const REQUEST_TEMPLATES: Record<MaintenanceCategory, RequestTemplate[]> = {
  hvac: [
    t(
      'Air conditioner not cooling',
      'high',
      'The unit runs all day but the apartment stays above 85°F. The outdoor fan spins; the air from the vents is warm.',
      'Please call before coming; we have a dog.',
      'Unit is 11 years old. Ask the technician to check the refrigerant charge and the capacitor.',
    ),
    t(
      'Furnace makes a banging noise',
      'medium',
      'There is a loud bang from the furnace closet each time the heat comes on, then a rattle for a minute.',
      'Home after 5 pm on weekdays.',
      'Filter last changed in spring. Possible delayed ignition: have the burners cleaned.',
    ),
    t(
      'Thermostat unresponsive',
      'low',
      'The thermostat screen is blank. New batteries did not help.',
      'Any weekday morning is fine.',
      'Same model as unit 2B; a spare thermostat is in the office storage room.',
    ),
  ],
  plumbing: [
    t(
      'Kitchen sink leaking under cabinet',
      'high',
      'Water collects under the kitchen sink and the cabinet floor is getting soft. It drips from the drain joint when the tap runs.',
      'I put a bucket under it; please come soon.',
      'Check the slip nut and the P-trap. Cabinet floor may need replacing if the particleboard swelled.',
    ),
    t(
      'Toilet runs constantly',
      'low',
      'The toilet in the main bathroom keeps running after flushing unless I jiggle the handle.',
      'Bathroom is the first door on the left.',
      'Likely flapper or fill valve. Tenant reports it has been running for a week: water bill impact.',
    ),
    t(
      'Burst pipe under bathroom sink',
      'emergency',
      'A pipe under the bathroom sink burst and water is spreading into the hallway. I shut the valve under the sink but it still drips.',
      'I am home now; door code is with the office.',
      'Send the on-call plumber. Check the unit below for ceiling damage.',
    ),
  ],
  electrical: [
    t(
      'Bedroom outlet has no power',
      'medium',
      'Both outlets on the bedroom wall by the window stopped working. The breaker panel shows nothing tripped.',
      'Weekday afternoons work best.',
      'Possibly a tripped GFCI upstream in the bathroom. Check before replacing the outlets.',
    ),
    t(
      'Sparking outlet in kitchen',
      'emergency',
      'The outlet behind the toaster sparked and smells burnt. We turned the breaker off for the kitchen.',
      'We are home; please come today.',
      'Licensed electrician only. Do not re-energize the circuit until it is inspected.',
    ),
    t(
      'Flickering hallway lights',
      'low',
      'The hallway ceiling lights flicker when the washing machine runs.',
      'Any time; the hallway is shared.',
      'Check the fixture connections and whether the laundry shares the circuit.',
    ),
  ],
  appliance: [
    t(
      'Dishwasher does not drain',
      'medium',
      'Standing water stays in the bottom of the dishwasher after every cycle.',
      'Mornings before 10 am are best.',
      'Ask the tenant to clear the filter first; if still draining slowly, check the drain hose and pump.',
    ),
    t(
      'Refrigerator not cold',
      'high',
      'The refrigerator is at room temperature since yesterday; the freezer still works. Food is spoiling.',
      'Please bring a replacement if it cannot be fixed today.',
      'Refrigerator is under the manufacturer warranty until next spring: check the serial number first.',
    ),
    t(
      'Dryer takes two cycles',
      'low',
      'Clothes are still damp after a full dryer cycle.',
      'Laundry closet is next to the kitchen.',
      'Clean the dryer vent at the same visit.',
    ),
  ],
  structural: [
    t(
      'Crack in living room wall',
      'medium',
      'A diagonal crack has appeared above the living room window and it is getting longer.',
      'Please text before coming.',
      'Photograph and measure the crack; compare with the move-in inspection photos.',
    ),
    t(
      'Sagging balcony railing',
      'high',
      'The balcony railing moves when you lean on it and one post looks loose at the base.',
      'We are keeping the children off the balcony.',
      'Safety issue: tape off the balcony until repaired.',
    ),
    t(
      'Front steps crumbling',
      'medium',
      'The concrete front steps are breaking apart at the edges and a piece came loose on the second step.',
      'Steps are at the main entrance.',
      'Get a quote to resurface all four steps.',
    ),
  ],
  cosmetic: [
    t(
      'Repaint scuffed hallway',
      'low',
      'The hallway walls are scuffed and marked from moving furniture.',
      'Any day next week.',
      'Use the building standard eggshell white; paint is in the maintenance room.',
    ),
    t(
      'Peeling paint in bathroom',
      'low',
      'Paint is peeling from the bathroom ceiling above the shower.',
      'Bathroom fan runs but seems weak.',
      'Check the exhaust fan; use moisture-resistant paint.',
    ),
    t(
      'Replace damaged baseboards',
      'low',
      'Two baseboards in the bedroom are cracked and coming away from the wall.',
      'Mornings are best.',
      'Match the existing profile; carpenter can combine with the hallway paint job.',
    ),
  ],
  flooring: [
    t(
      'Loose floor tiles in kitchen',
      'medium',
      'Three floor tiles in front of the stove are loose and one has a cracked corner.',
      'Please avoid Friday.',
      'Check the subfloor for moisture from the dishwasher before re-setting the tiles.',
    ),
    t(
      'Carpet stain near entry',
      'low',
      'There is a large dark stain on the carpet by the front door that cleaning did not remove.',
      'Any time.',
      'Professional cleaning first; replace the section only if the stain stays.',
    ),
    t(
      'Warped laminate by the door',
      'low',
      'The laminate floor by the balcony door has lifted and buckled after the last rain.',
      'Weekends preferred.',
      'Check the door sill and weather stripping for the leak first.',
    ),
  ],
  pest_control: [
    t(
      'Ants in the kitchen',
      'low',
      'A line of small ants comes in along the kitchen window every morning.',
      'No pets in the unit.',
      'Treat the exterior perimeter as well as the kitchen.',
    ),
    t(
      'Mice droppings in pantry',
      'medium',
      'We found mouse droppings in the pantry and a chewed cereal box.',
      'Please tell us which products you use; we have a toddler.',
      'Inspect the neighbouring units too; seal gaps around the pipes under the sink.',
    ),
    t(
      'Wasp nest by the back door',
      'high',
      'There is a wasp nest under the roof edge above the back door and my son is allergic.',
      'Back door is on the parking side.',
      'Treat today; schedule removal after the wasps are gone.',
    ),
  ],
  landscaping: [
    t(
      'Overgrown hedges at entrance',
      'low',
      'The hedges at the building entrance are overgrown and block part of the walkway.',
      'No access needed.',
      'Add to the monthly grounds visit.',
    ),
    t(
      'Dead patch in front lawn',
      'low',
      'A large brown patch in the front lawn keeps growing.',
      'No access needed.',
      'Check the sprinkler head on that zone.',
    ),
    t(
      'Fallen tree branch',
      'high',
      'A large branch fell in last night’s storm and is lying across the path to the parking lot.',
      'It blocks the path for everyone.',
      'Clear the path first; arborist to check the rest of the tree.',
    ),
  ],
  roofing: [
    t(
      'Roof leak above bedroom',
      'emergency',
      'Water is dripping through the bedroom ceiling during the rain and the ceiling has a brown stain.',
      'We moved the bed; please come as soon as possible.',
      'Tarp the roof today if it cannot be repaired before the next rain.',
    ),
    t(
      'Missing shingles after storm',
      'high',
      'Several shingles blew off the roof above the garage in the storm.',
      'No access needed.',
      'Check the flashing at the chimney at the same visit; file photos for the insurer.',
    ),
    t(
      'Gutter pulling away',
      'medium',
      'The gutter on the front of the building is pulling away from the roof and sags in the middle.',
      'No access needed.',
      'Clean all gutters while the lift is on site.',
    ),
  ],
  security: [
    t(
      'Front door lock sticks',
      'medium',
      'The key turns only halfway in the front door lock; it takes several tries to open.',
      'I will leave a spare key with the office.',
      'Replace the cylinder if lubrication does not help; give the tenant two keys.',
    ),
    t(
      'Broken window latch',
      'high',
      'The latch on the ground-floor bedroom window is broken and the window cannot be locked.',
      'Ground-floor unit: please fix this week.',
      'Security issue on the ground floor: order the latch today.',
    ),
    t(
      'Entry gate does not close',
      'medium',
      'The entry gate to the parking lot stays open after cars pass.',
      'No access needed.',
      'Check the closer arm and the sensor; residents have complained twice.',
    ),
  ],
  cleaning: [
    t(
      'Move-out deep clean',
      'medium',
      'Unit needs a full deep clean after the previous tenant moved out.',
      'Unit is vacant; key in the lockbox.',
      'New tenant moves in next week: finish before the move-in inspection.',
    ),
    t(
      'Clean dryer vent',
      'low',
      'The dryer vent flap outside is clogged with lint.',
      'Outside access only.',
      'Annual vent cleaning for the whole building.',
    ),
    t(
      'Common area carpet cleaning',
      'low',
      'The hallway carpet on the second floor is stained near the stairs.',
      'Common area: no access needed.',
      'Schedule for a weekday morning when the hallway is quiet.',
    ),
  ],
  other: [
    t(
      'Mailbox key missing',
      'low',
      'I lost my mailbox key and need a replacement.',
      'I can pick it up at the office.',
      'Charge the key replacement fee per the lease.',
    ),
    t(
      'Smoke detector chirping',
      'medium',
      'The smoke detector in the hallway chirps every minute.',
      'Any time; please come soon, it chirps all night.',
      'Replace the battery and test every detector in the unit.',
    ),
    t(
      'Doorbell not working',
      'low',
      'The doorbell does not ring.',
      'Any time.',
      'Check the transformer before replacing the button.',
    ),
  ],
};

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
