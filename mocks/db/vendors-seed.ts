import type { MaintenanceCategory } from '@/lib/api/schema.gen';
import { RELATED_SPECIALTIES, streetAddress, textFaker, usCity, usPhone, VENDOR_NOTES } from './demo-text';
import { seededId } from './ids';
import { isoDay, keepDraw, type SeedContext } from './seed-context';
import { MAINTENANCE_CATEGORIES } from './vendors';

/**
 * The seeded vendors. Apart from the record's rules the handlers use (./vendors.ts), so that the browser downloads
 * it only when it seeds (./seeder.ts).
 */

const TRADE_WORDS: Record<MaintenanceCategory, string[]> = {
  hvac: ['Heating & Cooling', 'HVAC Services', 'Climate Control'],
  plumbing: ['Plumbing', 'Pipe & Drain', 'Plumbing Co.'],
  electrical: ['Electric', 'Electrical Services', 'Wiring Pros'],
  appliance: ['Appliance Repair', 'Appliance Service'],
  structural: ['Structural Repair', 'Foundation Works'],
  cosmetic: ['Painting & Drywall', 'Finishing'],
  flooring: ['Flooring', 'Floor Masters'],
  pest_control: ['Pest Control', 'Pest Solutions'],
  landscaping: ['Landscape & Lawn', 'Lawn Care'],
  roofing: ['Roofing', 'Roof Repair'],
  security: ['Security Systems', 'Locks & Security'],
  cleaning: ['Cleaning Services', 'Cleaning Co.'],
  other: ['Handyman Services', 'General Repairs'],
};

/**
 * Default set (18 vendors): every category is the main specialty of at least one active vendor; vendors 14
 * and 17 are inactive; every third vendor is available for emergencies; vendor 5 is unrated (no
 * jobs rated yet). Large set: 150 vendors on the same pattern.
 */
export function seedVendors(ctx: SeedContext): void {
  const faker = ctx.fakerFor('vendors');
  const count = ctx.size === 'large' ? 150 : 18;
  const propertyIds = ctx.db.properties.all().map((p) => p.id);
  const text = textFaker(ctx, 'vendors');
  for (let i = 0; i < count; i++) {
    const main = MAINTENANCE_CATEGORIES[i % MAINTENANCE_CATEGORIES.length];
    // Other trades a company of this trade also takes on (never a lawn job for an HVAC company).
    const related = RELATED_SPECIALTIES[main];
    const extras = keepDraw(
      faker.helpers.arrayElements(
        MAINTENANCE_CATEGORIES.filter((c) => c !== main),
        faker.number.int({ min: 0, max: i % 4 === 0 ? 4 : 2 }),
      ),
      related.slice(0, i % 4 === 0 ? related.length : i % 2),
    );
    const lastName = faker.person.lastName();
    const companyName = `${lastName} ${faker.helpers.arrayElement(TRADE_WORDS[main])}`;
    const contactFirst = faker.person.firstName();
    const contactName = `${contactFirst} ${faker.person.lastName()}`;
    const domain = `${lastName.toLowerCase().replace(/[^a-z]/g, '')}${main.replace(/_/g, '')}.example`;
    const inactive = i === 14 || i === 17 || (i > 17 && i % 9 === 0);
    const hourlyRate = faker.number.int({ min: 55, max: 140 });
    const createdDaysAgo = faker.number.int({ min: 120, max: 900 });
    const preferred =
      propertyIds.length && i % 4 === 1
        ? faker.helpers.arrayElements(propertyIds, Math.min(2, propertyIds.length))
        : [];
    const place = usCity(text);
    ctx.db.vendors.insert({
      id: seededId(faker),
      companyName,
      contactName,
      email: `${contactFirst.toLowerCase().replace(/[^a-z]/g, '')}@${domain}`,
      phone: keepDraw(faker.helpers.replaceSymbols('(###) 555-0###'), usPhone(text)),
      alternatePhone: i % 3 === 1 ? keepDraw(faker.helpers.replaceSymbols('(###) 555-1###'), usPhone(text)) : null,
      address: keepDraw(faker.location.streetAddress(), streetAddress(text)),
      ...keepDraw(faker.location.city(), place),
      zipCode: keepDraw(faker.location.zipCode('#####'), place.zipCode),
      specialties: [main, ...extras],
      isActive: !inactive,
      insuranceExpiry:
        i % 5 === 2 ? isoDay(ctx.today, -20) : isoDay(ctx.today, faker.number.int({ min: 30, max: 540 })),
      licenseNumber: i % 6 === 3 ? null : `${place.state}-${faker.string.numeric(6)}`,
      licenseExpiry: i % 6 === 3 ? null : isoDay(ctx.today, faker.number.int({ min: 60, max: 900 })),
      hourlyRate,
      emergencyRate: i % 3 === 0 ? Math.round(hourlyRate * 1.5) : null,
      minimumCharge: i % 2 === 0 ? faker.number.int({ min: 50, max: 150 }) : null,
      availableHours: faker.helpers.arrayElement(['Mon-Fri 8am-6pm', 'Mon-Sat 7am-7pm', '24/7', 'Weekdays 9am-5pm']),
      emergencyAvailable: i % 3 === 0,
      notes: i % 2 === 1 ? keepDraw(faker.lorem.sentence(), VENDOR_NOTES[main][i % VENDOR_NOTES[main].length]) : null,
      preferredPropertyIds: preferred,
      averageRating: i === 5 ? null : Math.round(faker.number.float({ min: 3, max: 5 }) * 10) / 10,
      createdAt: `${isoDay(ctx.today, -createdDaysAgo)}T09:00:00.000Z`,
      updatedAt: `${isoDay(ctx.today, -faker.number.int({ min: 1, max: 100 }))}T09:00:00.000Z`,
    });
  }
}
