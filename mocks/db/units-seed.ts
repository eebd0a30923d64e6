import type { Faker } from '@faker-js/faker';
import { seedPhoto } from './files-seed';
import { seededId } from './ids';
import { DEFAULT_PROPERTY_PLANS } from './properties-seed';
import { isoDay, type SeedContext } from './seed-context';
import type { Db, PropertyRecord, UnitRecord } from './tables';

/**
 * The seeded units. Apart from the record's rules the handlers use (./units.ts), so that the browser downloads
 * it only when it seeds (./seeder.ts).
 */

/**
 * Units that are occupied (`isAvailable` false), in seed order. Occupied means "has an active tenant":
 * the assignments seeder should give each of exactly these units an active assignment (and leave the
 * available ones without one), so the store stays consistent.
 */
export function occupiedUnits(db: Db): UnitRecord[] {
  return db.units.where((u) => !u.isAvailable);
}

/**
 * Unit layout of each default property (by plan slug): `occupied` has one entry per unit (1 occupied,
 * 0 available); `commercial` marks that many leading units as commercial with business names.
 */
export const DEFAULT_UNIT_PLANS: Record<string, { occupied: number[]; commercial?: number; basement?: boolean }> = {
  maple: { occupied: [1, 1, 0, 1, 1, 0] },
  oakwood: { occupied: [1] },
  riverside: { occupied: [1, 0, 1, 0] },
  market: { occupied: [1, 0, 1, 1, 0], commercial: 2 },
  willow: { occupied: [] },
  harbor: { occupied: [1, 1, 1, 1, 1, 1, 0, 1], basement: true },
  juniper: { occupied: [0, 0] },
  pine: { occupied: [1, 1, 1] },
};

const BUSINESS_NAMES = [
  'Blue Door Coffee',
  'Summit Yoga Studio',
  'Corner Books',
  'Bright Smile Dental',
  'Fresh Cuts Barbers',
  'Main Street Bakery',
];

function buildUnit(
  ctx: SeedContext,
  faker: Faker,
  property: PropertyRecord,
  position: number,
  options: { occupied: boolean; commercial: boolean; basement: boolean; photos: number; hue: number },
): UnitRecord {
  const id = seededId(faker);
  const single = property.propertyType === 'single-family';
  const floorNumber = options.basement ? -1 : single ? null : options.commercial ? 1 : 1 + Math.floor(position / 4);
  const unitNumber = options.commercial
    ? `C${position + 1}`
    : options.basement
      ? 'B1'
      : single
        ? '1'
        : `${floorNumber}${String((position % 4) + 1).padStart(2, '0')}`;
  const bedrooms = options.commercial
    ? 0
    : single
      ? faker.number.int({ min: 3, max: 4 })
      : faker.number.int({ min: 0, max: 3 });
  const bathrooms = options.commercial
    ? 1
    : Math.max(1, Math.min(3, bedrooms === 0 ? 1 : bedrooms - faker.helpers.arrayElement([0, 0.5, 1])));
  const squareFootage = options.commercial
    ? faker.number.int({ min: 900, max: 2400 })
    : 450 + bedrooms * 320 + faker.number.int({ min: 0, max: 180 });
  const monthlyRent = options.commercial
    ? Math.round((squareFootage * faker.number.float({ min: 2.2, max: 3.4 })) / 25) * 25
    : Math.round((900 + bedrooms * 420 + faker.number.int({ min: 0, max: 400 })) / 25) * 25;
  const createdAt = `${isoDay(new Date(property.createdAt.slice(0, 10) + 'T00:00:00Z'), faker.number.int({ min: 0, max: 30 }))}T11:00:00.000Z`;
  const unit: UnitRecord = {
    id,
    rentalPropertyId: property.id,
    unitNumber,
    squareFootage,
    monthlyRent,
    bedrooms,
    bathrooms,
    floorNumber,
    description: options.commercial
      ? 'Street-level retail space with storefront windows.'
      : faker.helpers.arrayElement([
          'Bright unit with updated kitchen.',
          'Hardwood floors throughout.',
          'Quiet side, close to laundry.',
          null,
        ]),
    isAvailable: !options.occupied,
    waterIncluded: faker.datatype.boolean(),
    hotwaterIncluded: faker.datatype.boolean({ probability: 0.3 }),
    heatIncluded: faker.datatype.boolean({ probability: 0.3 }),
    sewerIncluded: faker.datatype.boolean(),
    trashIncluded: faker.datatype.boolean({ probability: 0.7 }),
    electricMeterNumber: `EM-${faker.string.numeric(5)}`,
    gasMeterNumber: faker.datatype.boolean() ? `GM-${faker.string.numeric(5)}` : null,
    waterMeterNumber: faker.datatype.boolean() ? `WM-${faker.string.numeric(5)}` : null,
    trashAccountNumber: null,
    unitType: options.commercial ? 'commercial' : 'residential',
    businessName: options.commercial ? BUSINESS_NAMES[(options.hue + position) % BUSINESS_NAMES.length] : null,
    petAllowed: !options.commercial && faker.datatype.boolean({ probability: 0.4 }),
    photos: [],
    createdAt,
    updatedAt: createdAt,
  };
  for (let n = 1; n <= options.photos; n++) {
    unit.photos.push(
      seedPhoto(
        ctx.db,
        { table: 'units', id },
        n,
        `${property.name} ${unitNumber}`,
        (options.hue + n * 41) % 360,
        createdAt,
      ),
    );
  }
  return unit;
}

const LARGE_UNIT_COUNT = 10_000;

export function seedUnits(ctx: SeedContext): void {
  const faker = ctx.fakerFor('units');
  const properties = ctx.db.properties.all();
  if (ctx.size === 'default') {
    properties.forEach((property, index) => {
      const slug = DEFAULT_PROPERTY_PLANS.find((p) => p.name === property.name)?.slug;
      const plan = slug ? DEFAULT_UNIT_PLANS[slug] : undefined;
      if (!plan) return;
      plan.occupied.forEach((occupied, position) => {
        const commercial = position < (plan.commercial ?? 0);
        const basement = Boolean(plan.basement) && position === plan.occupied.length - 1;
        // A few units have photos (the first unit of every other property, and the commercial ones).
        const photos = commercial ? 1 : position === 0 && index % 2 === 0 ? 2 : 0;
        ctx.db.units.insert(
          buildUnit(ctx, faker, property, basement ? 0 : position, {
            occupied: occupied === 1,
            commercial,
            basement,
            photos,
            hue: index * 60,
          }),
        );
      });
    });
    return;
  }
  // Large: 10 units per property (10,000 in all), about 3 in 4 occupied; mixed-use buildings start with 2 commercial units.
  const perProperty = Math.ceil(LARGE_UNIT_COUNT / Math.max(1, properties.length));
  let made = 0;
  for (const [index, property] of properties.entries()) {
    const count = property.propertyType === 'single-family' ? 1 : perProperty;
    for (let position = 0; position < count && made < LARGE_UNIT_COUNT; position++, made++) {
      const commercial = property.propertyType === 'mixed-use' && position < 2;
      ctx.db.units.insert(
        buildUnit(ctx, faker, property, position, {
          occupied: faker.number.float() < 0.75,
          commercial,
          basement: false,
          photos: index < 20 && position === 0 ? 1 : 0,
          hue: index * 37,
        }),
      );
    }
  }
  // Single-family homes have one unit, so top up the multi-unit buildings to reach exactly 10,000.
  const buildings = properties.filter((p) => p.propertyType !== 'single-family');
  for (let i = 0; made < LARGE_UNIT_COUNT; i++, made++) {
    const property = buildings[i % buildings.length];
    const position = perProperty + Math.floor(i / buildings.length);
    ctx.db.units.insert(
      buildUnit(ctx, faker, property, position, {
        occupied: faker.number.float() < 0.75,
        commercial: false,
        basement: false,
        photos: 0,
        hue: i,
      }),
    );
  }
}
