import { seedFiles } from './files-seed';
import { seedMaintenanceRequests } from './maintenance-requests-seed';
import { seedProperties } from './properties-seed';
import type { SeedContext } from './seed-context';
import { seedTenancies } from './tenancy-seed';
import { seedUnits } from './units-seed';
import { seedVendors } from './vendors-seed';
import { seedWorkOrders } from './work-orders-seed';

/**
 * The seeders, in a module of their own with faker (./faker.ts): a page load that finds a saved store
 * or the built data set never seeds, so the browser loads them only when it does (`loadSeeder` in
 * ./index.ts). What the handlers need of a record (its blank fields, rules, presentation) stays in the
 * record's module; its seeding is in `<record>-seed.ts`.
 */

/** Seeding order follows the relations: each step may read the tables seeded before it. */
const seeders: Array<(ctx: SeedContext) => void> = [
  seedProperties,
  seedUnits,
  seedFiles,
  seedTenancies, // tenants, leases, assignments and payments: one plan (tenancy-seed.ts)
  seedVendors,
  seedMaintenanceRequests,
  seedWorkOrders,
];

/** Seeds the empty tables of `ctx.db`. */
export function seedTables(ctx: SeedContext): void {
  for (const seed of seeders) seed(ctx);
}
