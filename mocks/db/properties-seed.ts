import type { Faker } from '@faker-js/faker';
import {
  propertyTaxPaymentScheduleValues,
  propertyTypeValues,
  type LateFeeCalculationType,
  type PropertyTaxComponents,
  type PropertyTaxPaymentSchedule,
  type PropertyType,
} from '@/lib/api/schema.gen';
import { placeName, streetAddress, textFaker, usCity } from './demo-text';
import { seedPhoto } from './files-seed';
import { seededId } from './ids';
import { blankPropertyFields } from './properties';
import { isoDay, keepDraw, type SeedContext } from './seed-context';
import type { PropertyRecord } from './tables';

/**
 * The seeded properties. Apart from the record's rules the handlers use (./properties.ts), so that the browser downloads
 * it only when it seeds (./seeder.ts).
 */

/**
 * The default set: small and readable, and between them the properties show every state a screen has
 * (see the `note`s). Unit layouts are in units-seed.ts (`DEFAULT_UNIT_PLANS`), keyed by the same `slug`.
 * Lists sort properties by name, so the first name is a property a customer can be shown: Harbor View,
 * active, full and mostly let (the inactive duplex's name sorts after it). Every property has a photo,
 * so the cards look alike; a property without one (the placeholder) is a test's or a story's own record.
 */
export interface DefaultPropertyPlan {
  slug: string;
  name: string;
  propertyType: PropertyType;
  city: string;
  state: string;
  zipCode: string;
  isActive: boolean;
  photos: number;
  lateFee: { type: LateFeeCalculationType; amount: number } | null;
  full: boolean;
  /** Full properties: how the property tax is paid, and whether the breakdown has an `other` component. */
  tax?: { schedule: PropertyTaxPaymentSchedule; other: boolean };
  note: string;
}

export const DEFAULT_PROPERTY_PLANS: DefaultPropertyPlan[] = [
  {
    slug: 'maple',
    name: 'Maple Court Apartments',
    propertyType: 'multi-family',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
    isActive: true,
    photos: 3,
    lateFee: { type: 'fixed', amount: 75 },
    full: true,
    tax: { schedule: 'semi-annual', other: false },
    note: 'all tabs filled, tax components, fixed late fee',
  },
  {
    slug: 'oakwood',
    name: 'Oakwood Family Home',
    propertyType: 'single-family',
    city: 'Round Rock',
    state: 'TX',
    zipCode: '78664',
    isActive: true,
    photos: 1,
    lateFee: { type: 'percentage', amount: 5 },
    full: true,
    tax: { schedule: 'quarterly', other: false },
    note: 'one unit, percentage late fee, taxes paid quarterly',
  },
  {
    slug: 'riverside',
    name: 'Riverside Townhomes',
    propertyType: 'townhouse',
    city: 'Portland',
    state: 'OR',
    zipCode: '97201',
    isActive: true,
    photos: 1,
    lateFee: { type: 'daily', amount: 10 },
    full: false,
    note: 'daily late fee, utilities partly filled',
  },
  {
    slug: 'market',
    name: 'Market Street Lofts',
    propertyType: 'mixed-use',
    city: 'Denver',
    state: 'CO',
    zipCode: '80202',
    isActive: true,
    photos: 2,
    lateFee: null,
    full: true,
    tax: { schedule: 'annual', other: false },
    note: 'commercial units with business names, late fees disabled',
  },
  {
    slug: 'willow',
    name: 'Willow Lane Cottage',
    propertyType: 'single-family',
    city: 'Asheville',
    state: 'NC',
    zipCode: '28801',
    isActive: true,
    photos: 1,
    lateFee: { type: 'fixed', amount: 50 },
    full: false,
    note: 'no units',
  },
  {
    slug: 'harbor',
    name: 'Harbor View Apartments',
    propertyType: 'multi-family',
    city: 'San Diego',
    state: 'CA',
    zipCode: '92101',
    isActive: true,
    photos: 2,
    lateFee: { type: 'percentage', amount: 4 },
    full: true,
    tax: { schedule: 'annual', other: true },
    note: 'larger building, mostly occupied, every tax component type',
  },
  {
    slug: 'juniper',
    name: 'Juniper Ridge Duplex',
    propertyType: 'multi-family',
    city: 'Boise',
    state: 'ID',
    zipCode: '83702',
    isActive: false,
    photos: 1,
    lateFee: { type: 'daily', amount: 15 },
    full: false,
    note: 'inactive property, all units available',
  },
  {
    slug: 'pine',
    name: 'Pine Street Townhouses',
    propertyType: 'townhouse',
    city: 'Madison',
    state: 'WI',
    zipCode: '53703',
    isActive: true,
    photos: 1,
    lateFee: { type: 'fixed', amount: 60 },
    full: false,
    note: 'fully occupied',
  },
];

const TAX_AUTHORITIES: Array<[PropertyTaxComponents['components'][number]['taxType'], string]> = [
  ['county', 'County'],
  ['school_district', 'Independent School District'],
  ['city', 'City of'],
  ['special_assessment', 'Municipal Utility District'],
];

function money(faker: Faker, min: number, max: number, step = 1): number {
  return Math.round(faker.number.int({ min: Math.round(min / step), max: Math.round(max / step) }) * step * 100) / 100;
}

const TAX_SCHEDULES = propertyTaxPaymentScheduleValues;

/** The `other` component some breakdowns end with (fixed, so adding it draws nothing from faker). */
function otherTaxComponent(city: string): PropertyTaxComponents['components'][number] {
  return {
    taxType: 'other',
    taxingAuthority: `${city} Fire Protection District`,
    annualAmount: 185,
    description: 'Fire and rescue levy',
  };
}

function taxComponentsJson(
  faker: Faker,
  city: string,
  lastUpdated: string,
  other: boolean,
): { json: string; total: number } {
  // A breakdown with a fire levy lists all four authorities, so the default set shows every tax type.
  const drawn = faker.number.int({ min: 2, max: 4 });
  const count = other ? TAX_AUTHORITIES.length : drawn;
  const components: PropertyTaxComponents['components'] = TAX_AUTHORITIES.slice(0, count).map(
    ([taxType, authority]) => ({
      taxType,
      taxingAuthority: taxType === 'city' ? `${authority} ${city}` : `${city} ${authority}`,
      annualAmount: money(faker, 400, 4800, 0.5),
      ...(taxType === 'special_assessment' ? { description: 'Drainage and road bond' } : {}),
    }),
  );
  if (other) components.push(otherTaxComponent(city));
  const total = Math.round(components.reduce((s, c) => s + c.annualAmount, 0) * 100) / 100;
  const value: PropertyTaxComponents = { components, totalAnnualAmount: total, lastUpdated };
  return { json: JSON.stringify(value), total };
}

function lateFeeFields(plan: { type: LateFeeCalculationType; amount: number } | null, grace: number) {
  if (!plan) {
    return {
      lateFeeEnabled: false,
      lateFeeDaysGrace: null,
      lateFeeCalculationType: null,
      lateFeeAmount: null,
      lateFeePercentage: null,
      lateFeeDailyAmount: null,
    };
  }
  return {
    lateFeeEnabled: true,
    lateFeeDaysGrace: grace,
    lateFeeCalculationType: plan.type,
    lateFeeAmount: plan.type === 'fixed' ? plan.amount : null,
    lateFeePercentage: plan.type === 'percentage' ? plan.amount : null,
    lateFeeDailyAmount: plan.type === 'daily' ? plan.amount : null,
  };
}

function buildProperty(
  ctx: SeedContext,
  faker: Faker,
  plan: Omit<DefaultPropertyPlan, 'slug' | 'note'>,
  index: number,
): PropertyRecord {
  const id = seededId(faker);
  const createdDaysAgo = faker.number.int({ min: 200, max: 1500 });
  const createdAt = `${isoDay(ctx.today, -createdDaysAgo)}T${String(8 + (index % 9)).padStart(2, '0')}:30:00.000Z`;
  const updatedAt = `${isoDay(ctx.today, -faker.number.int({ min: 1, max: Math.min(180, createdDaysAgo) }))}T10:15:00.000Z`;
  const yearBuilt = faker.number.int({ min: 1925, max: ctx.today.getUTCFullYear() - 1 });
  const purchasePrice = money(faker, 180_000, 2_400_000, 1000);
  const record: PropertyRecord = {
    id,
    name: plan.name,
    address: keepDraw(faker.location.streetAddress(), streetAddress(textFaker(ctx, 'properties'))),
    city: plan.city,
    state: plan.state,
    zipCode: plan.zipCode,
    createdAt,
    updatedAt,
    ...blankPropertyFields(),
    country: 'USA',
    description: faker.helpers.arrayElement([
      `${plan.name} sits close to shops, parks and public transport.`,
      `Well-kept ${plan.propertyType.replace('-', ' ')} property with on-site parking and laundry.`,
      `Renovated in recent years; quiet street, good schools nearby.`,
      null,
    ]),
    yearBuilt,
    purchasePrice,
    currentValue: Math.round((purchasePrice * faker.number.float({ min: 0.9, max: 1.45 })) / 1000) * 1000,
    propertyType: plan.propertyType,
    isActive: plan.isActive,
    ...lateFeeFields(plan.lateFee, faker.helpers.arrayElement([3, 5, 5, 7])),
    utilityElectricProvider: `${plan.city} Energy`,
    utilityElectricAccountNumber: `EL-${faker.string.numeric(6)}`,
    utilityWaterProvider: `${plan.city} Water Utility`,
    utilityWaterAccountNumber: `WA-${faker.string.numeric(6)}`,
    // Some properties return deposits sooner than the default 30 days (no draw: nothing else moves).
    depositReturnDays: index % 5 === 1 ? 14 : index % 5 === 3 ? 21 : null,
  };
  if (plan.full) {
    const effective = isoDay(ctx.today, -faker.number.int({ min: 30, max: 300 }));
    const taxPlan = plan.tax ?? {
      schedule: TAX_SCHEDULES[Math.floor(index / 3) % TAX_SCHEDULES.length],
      other: index % 6 === 0,
    };
    const tax = taxComponentsJson(faker, plan.city, `${isoDay(ctx.today, -20)}T09:00:00.000Z`, taxPlan.other);
    Object.assign(record, {
      insuranceCarrier: faker.helpers.arrayElement([
        'Lone Star Mutual',
        'Pacific Shield Insurance',
        'Heartland Property & Casualty',
        'Summit Assurance',
      ]),
      insurancePolicyNumber: `POL-${faker.string.alphanumeric({ length: 8, casing: 'upper' })}`,
      insuranceAnnualPremium: money(faker, 1200, 9000, 50),
      insuranceDeductible: faker.helpers.arrayElement([1000, 2500, 5000]),
      insuranceCoverageAmount: Math.round((purchasePrice * 1.1) / 1000) * 1000,
      insuranceLiabilityCoverage: faker.helpers.arrayElement([500000, 1000000, 2000000]),
      insuranceEffectiveDate: effective,
      insuranceExpiryDate: isoDay(new Date(`${effective}T00:00:00Z`), 365),
      insuranceInEscrow: faker.datatype.boolean(),
      propertyTaxTotalAnnual: tax.total,
      propertyTaxAssessedValue: Math.round((purchasePrice * 0.85) / 1000) * 1000,
      propertyTaxAccountNumber: `TX-${faker.string.numeric(7)}`,
      // The schedule is the plan's, so every value shows; the draw it replaced stays, so later values keep theirs.
      propertyTaxPaymentSchedule: keepDraw(faker.helpers.arrayElement(TAX_SCHEDULES), taxPlan.schedule),
      propertyTaxNextDueDate: isoDay(ctx.today, faker.number.int({ min: 10, max: 200 })),
      propertyTaxInEscrow: faker.datatype.boolean(),
      propertyTaxComponents: tax.json,
      utilityGasProvider: 'Northern Gas Co.',
      utilityGasAccountNumber: `GS-${faker.string.numeric(6)}`,
      utilitySewerProvider: `${plan.city} Sewer District`,
      utilitySewerAccountNumber: `SW-${faker.string.numeric(6)}`,
      utilityTrashProvider: 'Green Valley Waste',
      utilityTrashAccountNumber: `TR-${faker.string.numeric(6)}`,
      utilityOtherAccounts: 'Internet: Metro Fiber #MF-22817',
    } satisfies Partial<PropertyRecord>);
  }
  const photos: string[] = [];
  for (let n = 1; n <= plan.photos; n++) {
    photos.push(seedPhoto(ctx.db, { table: 'properties', id }, n, plan.name, (index * 47 + n * 23) % 360, createdAt));
  }
  record.photos = photos;
  return record;
}

const LARGE_PROPERTY_COUNT = 1000;
/**
 * The large set's first property by name: a multi-family building (index % 4), full (index % 3) and
 * active (index % 10), named so it sorts before every numbered name.
 */
const LARGE_LEAD = { index: 21, name: 'Adams Apartments' } as const;
const PROPERTY_TYPES = propertyTypeValues;
const LATE_FEE_TYPES: Array<{ type: LateFeeCalculationType; amount: number } | null> = [
  { type: 'fixed', amount: 75 },
  { type: 'percentage', amount: 5 },
  { type: 'daily', amount: 10 },
  null,
];

export function seedProperties(ctx: SeedContext): void {
  const faker = ctx.fakerFor('properties');
  if (ctx.size === 'default') {
    DEFAULT_PROPERTY_PLANS.forEach((plan, index) => ctx.db.properties.insert(buildProperty(ctx, faker, plan, index)));
    return;
  }
  const text = textFaker(ctx, 'properties');
  for (let index = 0; index < LARGE_PROPERTY_COUNT; index++) {
    const propertyType = PROPERTY_TYPES[index % PROPERTY_TYPES.length];
    const suffix = faker.helpers.arrayElement([
      'Apartments',
      'Residences',
      'Commons',
      'Place',
      'Court',
      'Gardens',
      'Lofts',
      'Homes',
    ]);
    const drawnName = `${placeName(text)} ${suffix} ${index + 1}`;
    ctx.db.properties.insert(
      buildProperty(
        ctx,
        faker,
        {
          name: keepDraw(faker.location.street(), index === LARGE_LEAD.index ? LARGE_LEAD.name : drawnName),
          propertyType,
          ...keepDraw(
            [faker.location.city(), faker.location.state({ abbreviated: true }), faker.location.zipCode('#####')],
            usCity(text),
          ),
          isActive: index % 10 !== 9,
          // No property photos in the large set: the cards all show the one placeholder rather than a few houses among them.
          photos: 0,
          lateFee: LATE_FEE_TYPES[index % LATE_FEE_TYPES.length],
          full: index % 3 === 0,
        },
        index,
      ),
    );
  }
}
