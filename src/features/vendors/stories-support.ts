import { seededId } from '@/testing/seeded-store';

export const activeVendorId = () => seededId('vendors', (v) => v.isActive);
export const inactiveVendorId = () => seededId('vendors', (v) => !v.isActive);
