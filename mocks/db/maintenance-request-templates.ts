import type { MaintenanceCategory, MaintenancePriority } from '@/lib/api/schema.gen';

/**
 * What seeded maintenance requests say and what follows from it: the wording a US property manager's
 * records would carry, the priority a manager would give it, who must live in the unit for the request
 * to make sense, and what the job costs. The seeders of requests and work orders draw only from here,
 * so a routine job is never an emergency, a spoiling refrigerator is never in an empty unit and a
 * battery never costs hundreds of dollars.
 */

/** Who lives in the unit a request is about: a tenant must (they wrote it), nobody may (a move-out job), or either. */
export type RequestOccupancy = 'occupied' | 'vacant' | 'any';

/** A maintenance request's wording with the priority a property manager would give it. */
export interface RequestTemplate {
  title: string;
  priority: MaintenancePriority;
  /** Where the request can stand: what it says needs a tenant at home, an empty unit, or neither. */
  occupancy: RequestOccupancy;
  /** What the whole job costs, labour and material, in dollars: [least, most]. */
  cost: readonly [number, number];
  /** What the tenant (or the manager, for a building job) wrote, after the title. */
  description: string;
  /** What was added for access. */
  note: string;
  /** What the manager noted for the vendor or the file. */
  internalNote: string;
}

const t = (
  title: string,
  priority: MaintenancePriority,
  occupancy: RequestOccupancy,
  cost: readonly [number, number],
  description: string,
  note: string,
  internalNote: string,
): RequestTemplate => ({ title, priority, occupancy, cost, description, note, internalNote });

/**
 * Days from a request's submission to its due date, by priority: an emergency is due the next day,
 * high within three days, medium within ten, low within a month.
 */
export const RESPONSE_DAYS: Record<MaintenancePriority, readonly [number, number]> = {
  emergency: [1, 1],
  high: [2, 3],
  medium: [5, 10],
  low: [14, 30],
};

/**
 * Four requests per category, every priority somewhere in the set, and in every category at least one
 * that needs no tenant at home. Titles are unique across the set.
 */
export const REQUEST_TEMPLATES: Record<MaintenanceCategory, RequestTemplate[]> = {
  hvac: [
    t(
      'Air conditioner not cooling',
      'high',
      'occupied',
      [150, 650],
      'The unit runs all day but the apartment stays above 85°F. The outdoor fan spins; the air from the vents is warm.',
      'Please call before coming; we have a dog.',
      'Unit is 11 years old. Ask the technician to check the refrigerant charge and the capacitor.',
    ),
    t(
      'Furnace makes a banging noise',
      'medium',
      'occupied',
      [120, 450],
      'There is a loud bang from the furnace closet each time the heat comes on, then a rattle for a minute.',
      'Home after 5 pm on weekdays.',
      'Filter last changed in spring. Possible delayed ignition: have the burners cleaned.',
    ),
    t(
      'Thermostat unresponsive',
      'low',
      'occupied',
      [60, 250],
      'The thermostat screen is blank. New batteries did not help.',
      'Any weekday morning is fine.',
      'Same model as unit 2B; a spare thermostat is in the office storage room.',
    ),
    t(
      'Annual furnace tune-up',
      'low',
      'any',
      [90, 180],
      'Yearly service of the furnace before the heating season: clean the burners, replace the filter and test the safety controls.',
      'Furnace closet access only.',
      "Part of the building's preventive maintenance plan.",
    ),
  ],
  plumbing: [
    t(
      'Kitchen sink leaking under cabinet',
      'high',
      'occupied',
      [120, 480],
      'Water collects under the kitchen sink and the cabinet floor is getting soft. It drips from the drain joint when the tap runs.',
      'I put a bucket under it; please come soon.',
      'Check the slip nut and the P-trap. Cabinet floor may need replacing if the particleboard swelled.',
    ),
    t(
      'Toilet runs constantly',
      'low',
      'occupied',
      [75, 220],
      'The toilet in the main bathroom keeps running after flushing unless I jiggle the handle.',
      'Bathroom is the first door on the left.',
      'Likely flapper or fill valve. Tenant reports it has been running for a week: water bill impact.',
    ),
    t(
      'Burst pipe under bathroom sink',
      'emergency',
      'occupied',
      [250, 1200],
      'A pipe under the bathroom sink burst and water is spreading into the hallway. I shut the valve under the sink but it still drips.',
      'I am home now; door code is with the office.',
      'Send the on-call plumber. Check the unit below for ceiling damage.',
    ),
    t(
      'Slow drain in bathtub',
      'low',
      'occupied',
      [80, 200],
      'The bathtub drains slowly and water stands for several minutes after a shower.',
      'Any weekday.',
      'Snake the drain and check the overflow plate.',
    ),
  ],
  electrical: [
    t(
      'Bedroom outlet has no power',
      'medium',
      'occupied',
      [90, 300],
      'Both outlets on the bedroom wall by the window stopped working. The breaker panel shows nothing tripped.',
      'Weekday afternoons work best.',
      'Possibly a tripped GFCI upstream in the bathroom. Check before replacing the outlets.',
    ),
    t(
      'Sparking outlet in kitchen',
      'emergency',
      'occupied',
      [150, 500],
      'The outlet behind the toaster sparked and smells burnt. We turned the breaker off for the kitchen.',
      'We are home; please come today.',
      'Licensed electrician only. Do not re-energize the circuit until it is inspected.',
    ),
    t(
      'Flickering hallway lights',
      'low',
      'any',
      [80, 260],
      'The hallway ceiling lights flicker when the washing machine runs.',
      'Any time; the hallway is shared.',
      'Check the fixture connections and whether the laundry shares the circuit.',
    ),
    t(
      'Entrance light out',
      'low',
      'any',
      [60, 180],
      'The light above the building entrance has been out for several nights and the entrance is dark.',
      'No access needed.',
      'Replace the bulb; check the photocell if the new bulb does not come on at dusk.',
    ),
  ],
  appliance: [
    t(
      'Dishwasher does not drain',
      'medium',
      'occupied',
      [90, 320],
      'Standing water stays in the bottom of the dishwasher after every cycle.',
      'Mornings before 10 am are best.',
      'Ask the tenant to clear the filter first; if still draining slowly, check the drain hose and pump.',
    ),
    t(
      'Refrigerator not cold',
      'high',
      'occupied',
      [150, 900],
      'The refrigerator is at room temperature since yesterday; the freezer still works. Food is spoiling.',
      'Please bring a replacement if it cannot be fixed today.',
      'Refrigerator is under the manufacturer warranty until next spring: check the serial number first.',
    ),
    t(
      'Dryer takes two cycles',
      'low',
      'occupied',
      [80, 250],
      'Clothes are still damp after a full dryer cycle.',
      'Laundry closet is next to the kitchen.',
      'Clean the dryer vent at the same visit.',
    ),
    t(
      'Oven does not heat',
      'medium',
      'occupied',
      [120, 450],
      'The oven stays cold although the stovetop burners work. The display shows no error.',
      'Evenings after 6 pm are best.',
      'Likely the bake element or the igniter: note the model number before ordering parts.',
    ),
  ],
  structural: [
    t(
      'Crack in living room wall',
      'medium',
      'occupied',
      [200, 1500],
      'A diagonal crack has appeared above the living room window and it is getting longer.',
      'Please text before coming.',
      'Photograph and measure the crack; compare with the move-in inspection photos.',
    ),
    t(
      'Sagging balcony railing',
      'high',
      'occupied',
      [250, 1200],
      'The balcony railing moves when you lean on it and one post looks loose at the base.',
      'We are keeping the children off the balcony.',
      'Safety issue: tape off the balcony until repaired.',
    ),
    t(
      'Front steps crumbling',
      'medium',
      'any',
      [400, 2500],
      'The concrete front steps are breaking apart at the edges and a piece came loose on the second step.',
      'Steps are at the main entrance.',
      'Get a quote to resurface all four steps.',
    ),
    t(
      'Sticking bedroom door',
      'low',
      'occupied',
      [80, 250],
      'The bedroom door rubs on the frame and has to be forced shut.',
      'Any afternoon.',
      'Check the hinges before planing the door.',
    ),
  ],
  cosmetic: [
    t(
      'Repaint scuffed hallway',
      'low',
      'any',
      [250, 900],
      'The hallway walls are scuffed and marked from moving furniture.',
      'Any day next week.',
      'Use the building standard eggshell white; paint is in the maintenance room.',
    ),
    t(
      'Peeling paint in bathroom',
      'low',
      'occupied',
      [150, 500],
      'Paint is peeling from the bathroom ceiling above the shower.',
      'Bathroom fan runs but seems weak.',
      'Check the exhaust fan; use moisture-resistant paint.',
    ),
    t(
      'Replace damaged baseboards',
      'low',
      'occupied',
      [120, 400],
      'Two baseboards in the bedroom are cracked and coming away from the wall.',
      'Mornings are best.',
      'Match the existing profile; carpenter can combine with the hallway paint job.',
    ),
    t(
      'Touch-up paint before move-in',
      'low',
      'vacant',
      [200, 700],
      'Walls need touch-up paint where pictures and shelves were removed, before the next tenant moves in.',
      'Unit is vacant; key in the lockbox.',
      'Building standard eggshell white; patch the anchor holes first.',
    ),
  ],
  flooring: [
    t(
      'Loose floor tiles in kitchen',
      'medium',
      'occupied',
      [150, 600],
      'Three floor tiles in front of the stove are loose and one has a cracked corner.',
      'Please avoid Friday.',
      'Check the subfloor for moisture from the dishwasher before re-setting the tiles.',
    ),
    t(
      'Carpet stain near entry',
      'low',
      'occupied',
      [100, 350],
      'There is a large dark stain on the carpet by the front door that cleaning did not remove.',
      'Any time.',
      'Professional cleaning first; replace the section only if the stain stays.',
    ),
    t(
      'Warped laminate by the door',
      'low',
      'occupied',
      [250, 900],
      'The laminate floor by the balcony door has lifted and buckled after the last rain.',
      'Weekends preferred.',
      'Check the door sill and weather stripping for the leak first.',
    ),
    t(
      'Refinish worn hardwood',
      'low',
      'vacant',
      [800, 2400],
      'The living room hardwood is worn to bare wood along the walkways; refinish it between tenants.',
      'Unit is vacant; key in the lockbox.',
      'Sand and refinish; allow three days before anything is moved back in.',
    ),
  ],
  pest_control: [
    t(
      'Ants in the kitchen',
      'low',
      'occupied',
      [90, 220],
      'A line of small ants comes in along the kitchen window every morning.',
      'No pets in the unit.',
      'Treat the exterior perimeter as well as the kitchen.',
    ),
    t(
      'Mice droppings in pantry',
      'medium',
      'occupied',
      [150, 400],
      'We found mouse droppings in the pantry and a chewed cereal box.',
      'Please tell us which products you use; we have a toddler.',
      'Inspect the neighbouring units too; seal gaps around the pipes under the sink.',
    ),
    t(
      'Wasp nest by the back door',
      'high',
      'occupied',
      [120, 350],
      'There is a wasp nest under the roof edge above the back door and my son is allergic.',
      'Back door is on the parking side.',
      'Treat today; schedule removal after the wasps are gone.',
    ),
    t(
      'Quarterly pest treatment',
      'low',
      'any',
      [75, 160],
      'Scheduled exterior and common-area pest treatment for the building.',
      'No access needed.',
      'Part of the quarterly contract; log the products used.',
    ),
  ],
  landscaping: [
    t(
      'Overgrown hedges at entrance',
      'low',
      'any',
      [120, 400],
      'The hedges at the building entrance are overgrown and block part of the walkway.',
      'No access needed.',
      'Add to the monthly grounds visit.',
    ),
    t(
      'Dead patch in front lawn',
      'low',
      'any',
      [80, 300],
      'A large brown patch in the front lawn keeps growing.',
      'No access needed.',
      'Check the sprinkler head on that zone.',
    ),
    t(
      'Fallen tree branch',
      'high',
      'any',
      [150, 800],
      'A large branch fell in last night’s storm and is lying across the path to the parking lot.',
      'It blocks the path for everyone.',
      'Clear the path first; arborist to check the rest of the tree.',
    ),
    t(
      'Leaves blocking the walkway',
      'low',
      'any',
      [80, 250],
      'Wet leaves cover the walkway to the parking lot and make it slippery.',
      'No access needed.',
      'Clear the walkways and the drains; add to the autumn grounds visits.',
    ),
  ],
  roofing: [
    t(
      'Roof leak above bedroom',
      'emergency',
      'occupied',
      [400, 2500],
      'Water is dripping through the bedroom ceiling during the rain and the ceiling has a brown stain.',
      'We moved the bed; please come as soon as possible.',
      'Tarp the roof today if it cannot be repaired before the next rain.',
    ),
    t(
      'Missing shingles after storm',
      'high',
      'any',
      [300, 1500],
      'Several shingles blew off the roof above the garage in the storm.',
      'No access needed.',
      'Check the flashing at the chimney at the same visit; file photos for the insurer.',
    ),
    t(
      'Gutter pulling away',
      'medium',
      'any',
      [150, 600],
      'The gutter on the front of the building is pulling away from the roof and sags in the middle.',
      'No access needed.',
      'Clean all gutters while the lift is on site.',
    ),
    t(
      'Moss on the north roof',
      'low',
      'any',
      [250, 800],
      'Moss is spreading over the shingles on the north side of the roof.',
      'No access needed.',
      'Treat and brush off; check the shingles underneath for lifting.',
    ),
  ],
  security: [
    t(
      'Front door lock sticks',
      'medium',
      'occupied',
      [90, 250],
      'The key turns only halfway in the front door lock; it takes several tries to open.',
      'I will leave a spare key with the office.',
      'Replace the cylinder if lubrication does not help; give the tenant two keys.',
    ),
    t(
      'Broken window latch',
      'high',
      'occupied',
      [60, 200],
      'The latch on the ground-floor bedroom window is broken and the window cannot be locked.',
      'Ground-floor unit: please fix this week.',
      'Security issue on the ground floor: order the latch today.',
    ),
    t(
      'Entry gate does not close',
      'medium',
      'any',
      [150, 700],
      'The entry gate to the parking lot stays open after cars pass.',
      'No access needed.',
      'Check the closer arm and the sensor; residents have complained twice.',
    ),
    t(
      'Rekey after move-out',
      'medium',
      'vacant',
      [90, 200],
      'Rekey the entry door lock before the next tenant moves in.',
      'Unit is vacant; key in the lockbox.',
      'Give the new keys to the office and record the key code.',
    ),
  ],
  cleaning: [
    t(
      'Move-out deep clean',
      'medium',
      'vacant',
      [250, 600],
      'Unit needs a full deep clean after the previous tenant moved out.',
      'Unit is vacant; key in the lockbox.',
      'New tenant moves in next week: finish before the move-in inspection.',
    ),
    t(
      'Clean dryer vent',
      'low',
      'any',
      [90, 200],
      'The dryer vent flap outside is clogged with lint.',
      'Outside access only.',
      'Annual vent cleaning for the whole building.',
    ),
    t(
      'Common area carpet cleaning',
      'low',
      'any',
      [150, 450],
      'The hallway carpet on the second floor is stained near the stairs.',
      'Common area: no access needed.',
      'Schedule for a weekday morning when the hallway is quiet.',
    ),
    t(
      'Common area window cleaning',
      'low',
      'any',
      [150, 500],
      'The stairwell and lobby windows are streaked and dusty.',
      'Common area: no access needed.',
      'Inside and out; schedule with the quarterly visit.',
    ),
  ],
  other: [
    t(
      'Mailbox key missing',
      'low',
      'occupied',
      [25, 75],
      'I lost my mailbox key and need a replacement.',
      'I can pick it up at the office.',
      'Charge the key replacement fee per the lease.',
    ),
    t(
      'Smoke detector chirping',
      'medium',
      'occupied',
      [15, 60],
      'The smoke detector in the hallway chirps every minute.',
      'Any time; please come soon, it chirps all night.',
      'Replace the battery and test every detector in the unit.',
    ),
    t(
      'Doorbell not working',
      'low',
      'occupied',
      [40, 150],
      'The doorbell does not ring.',
      'Any time.',
      'Check the transformer before replacing the button.',
    ),
    t(
      'Unit number plate cracked',
      'low',
      'any',
      [20, 60],
      'The unit number plate by the door is cracked and hard to read.',
      'No access needed.',
      "Match the building's brass plates.",
    ),
  ],
};

/**
 * What a later report of the same kind adds, so no two requests share their text however many are
 * seeded: the first report of each wording adds nothing, later ones a line each (7 × 6 lines, more than
 * the large set's reports of one wording).
 */
const NOTICED = [
  'First noticed this morning.',
  'First noticed yesterday.',
  'First noticed two days ago.',
  'First noticed over the weekend.',
  'First noticed last week.',
  'Seen at the last inspection.',
  'Reported before; it has come back.',
] as const;
const ADDED = [
  '',
  ' Photos can be sent on request.',
  ' Please confirm the visit time by text.',
  ' A second report from this address.',
  ' Noticed by the neighbours too.',
  ' Access through the office if nobody answers.',
] as const;

/** The description of the `report`-th request of a wording (0 for the first). */
export function reportDescription(template: RequestTemplate, report: number): string {
  if (report <= 0) return template.description;
  const n = (report - 1) % (NOTICED.length * ADDED.length);
  return `${template.description} ${NOTICED[n % NOTICED.length]}${ADDED[Math.floor(n / NOTICED.length)]}`;
}

/** How many distinct descriptions a wording can take (`reportDescription` repeats after that). */
export const REPORTS_PER_TEMPLATE = 1 + NOTICED.length * ADDED.length;
