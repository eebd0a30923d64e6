import type { Faker } from '@faker-js/faker';
import type { BackgroundCheckStatus, TenantStatus } from '@/lib/api/schema.gen';
import { placeName, streetAddress, textFaker, usCity, usPhone } from './demo-text';
import { filePath } from './files';
import { seedPdf } from './files-seed';
import { seededId } from './ids';
import { isoDay, keepDraw, shift, stamp, type SeedContext } from './seed-context';
import type { TenantRecord } from './tables';
import { blankTenantFields, type TENANT_DOCUMENT_CATEGORIES } from './tenants';

/**
 * The seeded tenants' parts (the plan that ties them to leases, units and payments: ./tenancy-seed.ts).
 * Apart from the record's rules the handlers use (./tenants.ts), so that the browser downloads it only
 * when it seeds (./seeder.ts).
 */

/** Background check statuses handed out in turn to seeded tenants. */
export const BACKGROUND_CYCLE: Array<BackgroundCheckStatus | null> = [
  'passed',
  'completed',
  'pending',
  'failed',
  'expired',
  null,
];

/** What a seeded tenant is: status, screening, pets, and how much of the record is filled. */
export interface TenantRole {
  status: TenantStatus;
  background: BackgroundCheckStatus | null;
  pets: boolean;
  full?: boolean;
  minimal?: boolean;
  createdOn: string;
}

/** A phone number from the text stream, keeping the tenants stream's draws. */
function phone(faker: Faker, text: Faker): string {
  return keepDraw(
    [faker.string.numeric({ length: 3, allowLeadingZeros: false }), faker.string.numeric(4)],
    usPhone(text),
  );
}

function previousAddress(faker: Faker, text: Faker): string {
  keepDraw(
    [faker.location.streetAddress(), faker.location.city(), faker.location.state({ abbreviated: true })],
    faker.location.zipCode('#####'),
  );
  const { city, state, zipCode } = usCity(text);
  return `${streetAddress(text)}, ${city}, ${state} ${zipCode}`;
}

/**
 * One seeded tenant drawn from `faker` (the tenants stream); a `full` one also gets screening history,
 * references and a seeded PDF in every document category.
 */
export function buildTenant(ctx: SeedContext, faker: Faker, role: TenantRole, index: number): TenantRecord {
  const text = textFaker(ctx, 'tenants');
  const id = seededId(faker);
  const firstName = faker.person.firstName();
  const lastName = faker.person.lastName();
  const email = `${firstName}.${lastName}${index}@example.com`.toLowerCase().replace(/[^a-z0-9.@]/g, '');
  const createdAt = stamp(role.createdOn, 9 + (index % 8));
  const tenant: TenantRecord = {
    id,
    firstName,
    lastName,
    email,
    createdAt,
    updatedAt: createdAt,
    ...blankTenantFields(),
    status: role.status,
    hasPets: role.pets,
  };
  if (role.minimal) return tenant;
  const checkedOn = shift(role.createdOn, faker.number.int({ min: 1, max: 10 }));
  Object.assign(tenant, {
    phone: phone(faker, text),
    dateOfBirth: isoDay(
      new Date(
        Date.UTC(
          1955 + faker.number.int({ min: 0, max: 48 }),
          faker.number.int({ min: 0, max: 11 }),
          faker.number.int({ min: 1, max: 28 }),
        ),
      ),
    ),
    ssn: `${faker.string.numeric(3)}-${faker.string.numeric(2)}-${faker.string.numeric(4)}`,
    emergencyContactName: faker.person.fullName(),
    emergencyContactPhone: phone(faker, text),
    emergencyContactRelation: faker.helpers.arrayElement(['Parent', 'Sibling', 'Spouse', 'Friend', 'Partner']),
    backgroundCheckStatus: role.background,
  });
  if (role.background) {
    Object.assign(tenant, {
      backgroundCheckDate: checkedOn,
      backgroundCheckExpiry:
        role.background === 'expired'
          ? shift(ctx.today.toISOString().slice(0, 10), -faker.number.int({ min: 5, max: 60 }))
          : shift(checkedOn, 365),
      backgroundCheckProvider: faker.helpers.arrayElement(['TransUnion SmartMove', 'RentPrep', 'MyRental']),
      backgroundCheckResults:
        role.background === 'failed'
          ? 'Prior eviction filing found (2021).'
          : role.background === 'pending'
            ? null
            : 'No criminal or eviction records found.',
      criminalHistoryCheck: role.background === 'pending' ? null : true,
      evictionHistoryCheck: role.background === 'pending' ? null : role.background !== 'failed',
    });
    if (role.background !== 'pending') {
      Object.assign(tenant, {
        creditScore: faker.number.int({
          min: role.background === 'failed' ? 480 : 620,
          max: role.background === 'failed' ? 600 : 820,
        }),
        creditCheckDate: checkedOn,
        creditCheckProvider: faker.helpers.arrayElement(['Experian', 'Equifax', 'TransUnion']),
      });
    }
  }
  if (index % 4 === 0)
    tenant.notes = faker.helpers.arrayElement([
      'Prefers email contact.',
      'Works night shifts; call after 2 pm.',
      'Has a service animal.',
    ]);
  if (role.full) {
    Object.assign(tenant, {
      screeningNotes: 'Income verified at 3.2x rent. Employer reference confirmed.',
      previousLandlordName: keepDraw(faker.location.street(), `${placeName(text)} Property Management`),
      previousLandlordPhone: phone(faker, text),
      previousLandlordEmail: 'leasing@previous-landlord.example.com',
      previousAddress: previousAddress(faker, text),
      previousRentAmount: 1450,
      previousTenancyStartDate: shift(role.createdOn, -1400),
      previousTenancyEndDate: shift(role.createdOn, -5),
      reasonForLeaving: 'Needed a second bedroom.',
      personalReferences: JSON.stringify([
        {
          id: 'ref-1',
          name: faker.person.fullName(),
          relationship: 'Former employer',
          phone: phone(faker, text),
          email: 'reference.one@example.com',
          notes: 'Supervised the tenant for four years.',
        },
        {
          id: 'ref-2',
          name: faker.person.fullName(),
          relationship: 'Friend',
          phone: phone(faker, text),
          email: null,
          notes: null,
        },
      ]),
    });
    const uploadedAt = stamp(role.createdOn, 11);
    const docs: Array<[(typeof TENANT_DOCUMENT_CATEGORIES)[number], string]> = [
      ['applicationDocuments', 'rental-application.pdf'],
      ['identificationDocuments', 'drivers-license.pdf'],
      ['incomeDocuments', 'pay-stub-1.pdf'],
      ['incomeDocuments', 'pay-stub-2.pdf'],
      ['referenceDocuments', 'reference-letter.pdf'],
      ['backgroundCheckDocuments', 'background-check-report.pdf'],
      ['screeningDocuments', 'screening-summary.pdf'],
    ];
    for (const [category, filename] of docs) {
      const key = `seed-tenant-${id}-${filename}`;
      seedPdf(ctx.db, key, filename, `${firstName} ${lastName} ${filename}`, uploadedAt);
      tenant[category].push(filePath(key));
    }
  }
  return tenant;
}
