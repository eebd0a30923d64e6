import { addDays, todayIso } from '@/lib/format';
import { createLease, createTenancy } from '@/testing/factories';
import { db } from '../db';
import type { LeaseRecord } from '../db/leases';
import { callApi } from '../testing/api-fetch';
import { multipart } from '../testing/multipart';

const find = (predicate: (l: LeaseRecord) => boolean) => {
  const lease = db.leases.find(predicate);
  if (!lease) throw new Error('the default seed has no such lease');
  return lease;
};
const snapshot = (id: string) => JSON.stringify(db.leases.get(id));

describe('lease lifecycle (spec 2 §4)', () => {
  it('Sign: a draft without a signed date becomes active with its signed date', async () => {
    const lease = createLease({ status: 'draft' });
    const res = await callApi('PUT', `/leases/${lease.id}/sign`, {
      pathTemplate: '/leases/{id}/sign',
      json: { signedDate: '2026-01-20' },
    });
    expect(res.status).toBe(200);
    expect(res.contractProblems).toEqual([]);
    expect(res.body).toMatchObject({ status: 'active', signedDate: '2026-01-20' });
    expect(db.leases.get(lease.id)).toMatchObject({ status: 'active', signedDate: '2026-01-20' });
  });

  it.each([
    ['an active lease', () => createLease()],
    ['a draft that already has a signed date', () => createLease({ status: 'draft', signedDate: '2026-01-10' })],
  ])('Sign is refused with 409 for %s, and nothing changes', async (_label, pick) => {
    const lease = pick();
    const before = snapshot(lease.id);
    const res = await callApi('PUT', `/leases/${lease.id}/sign`, {
      pathTemplate: '/leases/{id}/sign',
      json: { signedDate: '2026-01-20' },
    });
    expect(res.status).toBe(409);
    expect(res.contractProblems).toEqual([]);
    expect(snapshot(lease.id)).toBe(before);
  });

  it('Execute: an active signed lease without an effective date keeps active and gets the date', async () => {
    const lease = createLease({ signedDate: '2026-01-05' });
    const res = await callApi('PUT', `/leases/${lease.id}/execute`, {
      pathTemplate: '/leases/{id}/execute',
      json: { effectiveDate: '2026-02-01' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'active', effectiveDate: '2026-02-01' });
  });

  it.each([
    ['not signed', () => createLease()],
    ['already executed', () => createLease({ signedDate: '2026-01-05', effectiveDate: '2026-01-06' })],
    ['a draft', () => createLease({ status: 'draft' })],
  ])('Execute is refused with 409 when %s', async (_label, pick) => {
    const lease = pick();
    const before = snapshot(lease.id);
    const res = await callApi('PUT', `/leases/${lease.id}/execute`, {
      pathTemplate: '/leases/{id}/execute',
      json: { effectiveDate: '2026-02-01' },
    });
    expect(res.status).toBe(409);
    expect(snapshot(lease.id)).toBe(before);
  });

  it('Move-In: an active lease without a move-in date records it and stays active; a second move-in is refused', async () => {
    const lease = createLease();
    const res = await callApi('PUT', `/leases/${lease.id}/move-in`, {
      pathTemplate: '/leases/{id}/move-in',
      json: { actualMoveInDate: '2026-02-02', moveInInspectionReport: null },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'active', actualMoveInDate: '2026-02-02' });
    const again = await callApi('PUT', `/leases/${lease.id}/move-in`, {
      pathTemplate: '/leases/{id}/move-in',
      json: { actualMoveInDate: '2026-02-03' },
    });
    expect(again.status).toBe(409);
    expect(db.leases.get(lease.id)!.actualMoveInDate).toBe('2026-02-02');
  });

  it('Move-In is refused for a lease that is not active', async () => {
    const lease = createLease({ status: 'renewed' });
    const res = await callApi('PUT', `/leases/${lease.id}/move-in`, {
      pathTemplate: '/leases/{id}/move-in',
      json: { actualMoveInDate: '2026-02-02' },
    });
    expect(res.status).toBe(409);
  });

  it('Move-Out: the lease expires, its assignments end on the move-out date and the unit becomes available', async () => {
    const { lease, assignment } = createTenancy();
    const unitId = assignment.unitId;
    const otherCurrent = db.assignments.count(
      (a) =>
        a.unitId === unitId &&
        a.leaseId !== lease.id &&
        (!a.endDate || a.endDate >= new Date().toISOString().slice(0, 10)),
    );
    const res = await callApi('PUT', `/leases/${lease.id}/move-out`, {
      pathTemplate: '/leases/{id}/move-out',
      json: { actualMoveOutDate: '2020-01-31', noticeToVacateDate: '2019-12-01' },
    });
    expect(res.status).toBe(200);
    expect(res.contractProblems).toEqual([]);
    expect(res.body).toMatchObject({
      status: 'expired',
      actualMoveOutDate: '2020-01-31',
      noticeToVacateDate: '2019-12-01',
    });
    for (const a of db.assignments.where((x) => x.leaseId === lease.id))
      expect(a.endDate! <= '2020-01-31' || a.endDate === a.startDate).toBe(true);
    // With no other current assignment the unit is free again.
    expect(otherCurrent > 0 || db.units.get(unitId)!.isAvailable).toBe(true);
  });

  it('Move-Out is refused for an active lease that already has a move-out date', async () => {
    const lease = createLease({ actualMoveOutDate: '2026-12-31' });
    const before = snapshot(lease.id);
    const res = await callApi('PUT', `/leases/${lease.id}/move-out`, {
      pathTemplate: '/leases/{id}/move-out',
      json: { actualMoveOutDate: '2026-01-31' },
    });
    expect(res.status).toBe(409);
    expect(snapshot(lease.id)).toBe(before);
  });

  it('Terminate: an active lease becomes terminated and can charge its early termination fee', async () => {
    const { lease } = createTenancy({ lease: { earlyTerminationFee: 500 } });
    const res = await callApi('PUT', `/leases/${lease.id}/terminate`, {
      pathTemplate: '/leases/{id}/terminate',
      json: { terminationDate: '2026-11-30', reason: 'Relocating', earlyTerminationFeeApplied: true },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'terminated',
      terminationDate: '2026-11-30',
      terminationReason: 'Relocating',
    });
    const fees = db.payments.where(
      (p) =>
        p.leaseId === lease.id &&
        p.paymentType === 'other' &&
        p.status === 'pending' &&
        Boolean(p.notes?.startsWith('Early termination')),
    );
    expect(fees.map((p) => p.amount)).toEqual([lease.earlyTerminationFee]);
  });

  it.each(['draft', 'expired', 'terminated', 'renewed'] as const)(
    'Terminate is refused with 409 for a %s lease',
    async (status) => {
      const lease = createLease({ status });
      const before = snapshot(lease.id);
      const res = await callApi('PUT', `/leases/${lease.id}/terminate`, {
        pathTemplate: '/leases/{id}/terminate',
        json: { terminationDate: '2026-11-30' },
      });
      expect(res.status).toBe(409);
      expect(res.contractProblems).toEqual([]);
      expect(snapshot(lease.id)).toBe(before);
    },
  );

  it('answers 404 for an unknown lease and 400 for a missing date, changing nothing', async () => {
    expect(
      (
        await callApi('PUT', '/leases/nope/sign', {
          pathTemplate: '/leases/{id}/sign',
          json: { signedDate: '2026-01-20' },
        })
      ).status,
    ).toBe(404);
    const lease = createLease({ status: 'draft' });
    const res = await callApi('PUT', `/leases/${lease.id}/sign`, { pathTemplate: '/leases/{id}/sign', json: {} });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'signedDate', message: 'signedDate is a required field' }]);
    expect(db.leases.get(lease.id)!.status).toBe('draft');
  });
});

describe('lease create and update', () => {
  it('creates a draft with the spec defaults; 201', async () => {
    const res = await callApi('POST', '/leases', {
      json: {
        leaseNumber: 'L-TEST-1',
        startDate: '2027-01-01',
        endDate: '2027-12-31',
        monthlyRent: 1500,
        securityDeposit: 1500,
      },
    });
    expect(res.status).toBe(201);
    expect(res.contractProblems).toEqual([]);
    expect(res.body).toMatchObject({
      status: 'draft',
      leaseType: 'fixed_term',
      earlyTerminationNoticeDays: 30,
      minOccupantAge: 18,
      guestPolicyMaxDays: 14,
      guestPolicyMaxPerYear: 30,
      sublettingRequiresApproval: true,
      alterationsRequireApproval: true,
      tenantUnitAssignments: [],
    });
    expect(db.leases.get(res.body.id)).toBeDefined();
  });

  it('refuses a create without the required fields, an end before the start, or pets without a deposit', async () => {
    const count = db.leases.count();
    const missing = await callApi('POST', '/leases', { json: { monthlyRent: 1 } });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.map((e: { message: string }) => e.message)).toEqual(
      expect.arrayContaining(['Lease number is required', 'Start date is required', 'End date is required']),
    );
    const order = await callApi('POST', '/leases', {
      json: { leaseNumber: 'X', startDate: '2027-01-01', endDate: '2026-12-31' },
    });
    expect(order.body.errors).toEqual([{ field: 'endDate', message: 'End date must be after start date' }]);
    const pets = await callApi('POST', '/leases', {
      json: { leaseNumber: 'X', startDate: '2027-01-01', endDate: '2027-12-31', isPetAllowed: true },
    });
    expect(pets.body.errors).toEqual([
      { field: 'petDeposit', message: 'Pet deposit is required when pets are allowed' },
    ]);
    const negative = await callApi('POST', '/leases', {
      json: { leaseNumber: 'X', startDate: '2027-01-01', endDate: '2027-12-31', monthlyRent: -1 },
    });
    expect(negative.body.errors).toEqual([{ field: 'monthlyRent', message: 'Monthly rent must be positive' }]);
    expect(db.leases.count()).toBe(count);
  });

  it('refuses an update that sends id, createdAt, updatedAt or tenantUnitAssignments', async () => {
    const lease = db.leases.all()[0];
    const res = await callApi('PUT', `/leases/${lease.id}`, {
      pathTemplate: '/leases/{id}',
      json: { leaseNumber: 'CHANGED', tenantUnitAssignments: [] },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].field).toBe('tenantUnitAssignments');
    expect(db.leases.get(lease.id)!.leaseNumber).toBe(lease.leaseNumber);
    const ok = await callApi('PUT', `/leases/${lease.id}`, {
      pathTemplate: '/leases/{id}',
      json: { leaseNumber: 'CHANGED', monthlyRent: 1999 },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ leaseNumber: 'CHANGED', monthlyRent: 1999 });
  });
});

describe('lease finances', () => {
  it('calculates the late fee by days late from the lease terms, plus additional fees', async () => {
    const lease = find((l) => l.lateFeeType === 'fixed_amount' && Boolean(l.additionalFees));
    const extra = Object.values(lease.additionalFees!).reduce((s, v) => s + v, 0);
    const grace = lease.lateFeeGracePeriodDays ?? 5;
    const within = await callApi('GET', `/leases/${lease.id}/fees/calculate?daysLate=${grace}`, {
      pathTemplate: '/leases/{id}/fees/calculate',
    });
    expect(within.contractProblems).toEqual([]);
    expect(within.body.data).toMatchObject({
      lateFee: 0,
      totalFees: extra,
      feeBreakdown: { lateFee: 0, additionalFees: lease.additionalFees },
    });
    const late = await callApi('GET', `/leases/${lease.id}/fees/calculate?daysLate=${grace + 1}`, {
      pathTemplate: '/leases/{id}/fees/calculate',
    });
    expect(late.body.data).toMatchObject({ lateFee: lease.lateFeeAmount, totalFees: lease.lateFeeAmount! + extra });
  });

  it('applies a rent increase and lists it in the rent history; refuses it on a terminated lease', async () => {
    // The test's own lease and an effective date after its start: the history is in date order on any day.
    const lease = createLease({ status: 'active', monthlyRent: 2475, securityDeposit: 2475 });
    const effectiveDate = addDays(todayIso(), 60);
    const res = await callApi('POST', `/leases/${lease.id}/rent-increase`, {
      pathTemplate: '/leases/{id}/rent-increase',
      json: {
        increaseType: 'percentage',
        increasePercentage: 10,
        effectiveDate,
        reason: 'Annual adjustment',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.monthlyRent).toBe(Math.round(lease.monthlyRent * 110) / 100);
    const summary = await callApi('GET', `/leases/${lease.id}/financial-summary`, {
      pathTemplate: '/leases/{id}/financial-summary',
    });
    expect(summary.contractProblems).toEqual([]);
    expect(summary.body.data.rentHistory.at(-1)).toEqual({
      date: effectiveDate,
      reason: 'Annual adjustment',
      amount: res.body.monthlyRent,
    });
    expect(summary.body.data.totalDeposits).toBe(lease.securityDeposit + (lease.petDeposit ?? 0));
    const ended = createLease({ status: 'terminated' });
    const refused = await callApi('POST', `/leases/${ended.id}/rent-increase`, {
      pathTemplate: '/leases/{id}/rent-increase',
      json: { increaseType: 'amount', increaseAmount: 50, effectiveDate: '2027-02-01' },
    });
    expect(refused.status).toBe(409);
  });
});

describe('lease documents', () => {
  it('uploads under a document type, lists, downloads the bytes and deletes', async () => {
    const lease = createLease({ status: 'draft' });
    const form = multipart({ documentType: 'addendum' }, [
      { field: 'documents', name: 'addendum one.txt', type: 'text/plain', content: 'first addendum' },
      { field: 'documents', name: 'addendum-two.pdf', type: 'application/pdf', content: '%PDF-1.4' },
    ]);
    const up = await callApi('POST', `/leases/${lease.id}/documents`, {
      pathTemplate: '/leases/{id}/documents',
      ...form,
    });
    expect(up.status).toBe(201);
    expect(up.contractProblems).toEqual([]);
    expect(up.body.data).toHaveLength(2);
    expect(db.leases.get(lease.id)!.leaseAddendums).toEqual(up.body.data.map((d: { path: string }) => d.path));
    const name = up.body.data[0].name;
    expect(up.body.data[0].path).toBe(`leases/${lease.id}/documents/${name}`);
    const file = await callApi('GET', `/leases/${lease.id}/documents/${encodeURIComponent(name)}`, {
      pathTemplate: '/leases/{id}/documents/{name}',
    });
    expect(file.status).toBe(200);
    expect(file.body).toBe('first addendum');
    const list = await callApi('GET', `/leases/${lease.id}/documents`, { pathTemplate: '/leases/{id}/documents' });
    expect(list.body.data.map((d: { name: string }) => d.name)).toContain(name);
    const del = await callApi('DELETE', `/leases/${lease.id}/documents/${encodeURIComponent(name)}`, {
      pathTemplate: '/leases/{id}/documents/{name}',
    });
    expect(del.status).toBe(204);
    expect(db.leases.get(lease.id)!.leaseAddendums).toHaveLength(1);
    expect(
      (
        await callApi('GET', `/leases/${lease.id}/documents/${encodeURIComponent(name)}`, {
          pathTemplate: '/leases/{id}/documents/{name}',
        })
      ).status,
    ).toBe(404);
  });

  it('refuses a file type that is not accepted and stores nothing', async () => {
    const lease = createLease({ status: 'draft' });
    const files = db.files.count();
    const form = multipart({ documentType: 'notice' }, [
      { field: 'documents', name: 'virus.exe', type: 'application/x-msdownload', content: 'x' },
    ]);
    const res = await callApi('POST', `/leases/${lease.id}/documents`, {
      pathTemplate: '/leases/{id}/documents',
      ...form,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { field: 'documents', message: 'Only PDF, DOC, DOCX, TXT, JPG and PNG files are allowed' },
    ]);
    expect(db.files.count()).toBe(files);
  });

  it('refuses more than 10 files in one upload, as every upload does, and stores nothing', async () => {
    const lease = createLease({ status: 'draft' });
    const files = db.files.count();
    const form = multipart(
      { documentType: 'notice' },
      Array.from({ length: 11 }, (_, i) => ({
        field: 'documents',
        name: `notice-${i}.txt`,
        type: 'text/plain',
        content: 'x',
      })),
    );
    const res = await callApi('POST', `/leases/${lease.id}/documents`, {
      pathTemplate: '/leases/{id}/documents',
      ...form,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'documents', message: 'Maximum 10 files allowed' }]);
    expect(db.files.count()).toBe(files);
  });
});

describe('lease renewal in the seed (LeaseStatus description)', () => {
  it('leaves the old lease renewed and the new one, pointing back through previousLeaseId, active', () => {
    const renewals = db.leases.where((l) => Boolean(l.previousLeaseId));
    expect(renewals.length).toBeGreaterThan(0);
    for (const renewal of renewals) {
      expect(renewal.status).toBe('active');
      expect(db.leases.get(renewal.previousLeaseId!)!.status).toBe('renewed');
    }
    // Every renewed lease has been superseded by a renewal.
    for (const old of db.leases.where((l) => l.status === 'renewed'))
      expect(db.leases.count((l) => l.previousLeaseId === old.id)).toBe(1);
  });

  it('a tenant living under a renewal can be moved out of it', async () => {
    const renewal = find((l) => Boolean(l.previousLeaseId));
    const current = db.assignments.find((a) => a.leaseId === renewal.id && !a.endDate);
    expect(current).toBeDefined();
    const res = await callApi('PUT', `/leases/${renewal.id}/move-out`, {
      pathTemplate: '/leases/{id}/move-out',
      json: { actualMoveOutDate: '2026-01-31' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'expired', actualMoveOutDate: '2026-01-31' });
  });
});
