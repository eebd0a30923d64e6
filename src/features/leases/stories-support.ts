import { seededId } from '@/testing/seeded-store';

export const draftLeaseId = () => seededId('leases', (l) => l.status === 'draft' && !l.signedDate);
export const activeLeaseId = () => seededId('leases', (l) => l.status === 'active' && Boolean(l.actualMoveInDate));
