import type { SeedContext } from './seed-context';

// Placeholder until the spec-3 contract work lands: replace with the record type built from the
// contract's generated schema (stored fields only; derived figures are computed by handlers).
export type VendorRecord = { id: string } & Record<string, unknown>;

export function seedVendors(_ctx: SeedContext): void {}
