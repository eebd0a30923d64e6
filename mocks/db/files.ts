import type { SeedContext } from './seed-context';

// Placeholder until the spec-1 contract work lands: replace with the record type built from the
// contract's generated schema (stored fields only; derived figures are computed by handlers).
export type FileRecord = { id: string } & Record<string, unknown>;

export function seedFiles(_ctx: SeedContext): void {}
