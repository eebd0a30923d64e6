import { toLeaseBody, toLeaseFormValues } from './lease-form-mapper';
import { EMPTY_LEASE_FORM_VALUES, leaseFormSchema, LEASE_FORM_MESSAGES, tabsWithErrors } from './lease-form';

const filled = {
  ...EMPTY_LEASE_FORM_VALUES,
  leaseNumber: ' L-2026-0001 ',
  startDate: '2026-06-01',
  endDate: '2027-05-31',
  monthlyRent: 1850,
  securityDeposit: 1850,
  isPetAllowed: true,
  petDeposit: 300,
  utilitiesIncluded: '["water"]',
  additionalFees: '{"parking":50}',
  maintenanceResponsibility: '{"lawn":"tenant"}',
};

describe('lease form mapper', () => {
  it('maps the values to the body: numbers as numbers, JSON parsed, empty optional fields null, no read-only fields', () => {
    const body = toLeaseBody(filled);
    expect(body).toMatchObject({
      leaseNumber: 'L-2026-0001',
      monthlyRent: 1850,
      securityDeposit: 1850,
      petDeposit: 300,
      utilitiesIncluded: ['water'],
      additionalFees: { parking: 50 },
      maintenanceResponsibility: { lawn: 'tenant' },
      specialTerms: null,
      signedDate: null,
      maxOccupants: null,
      status: 'draft',
      leaseType: 'fixed_term',
      earlyTerminationNoticeDays: 30,
      renewalNoticePeriod: 30,
      renewalNoticePeriodType: 'days',
      minOccupantAge: 18,
      guestPolicyMaxDays: 14,
      guestPolicyMaxPerYear: 30,
      sublettingRequiresApproval: true,
      alterationsRequireApproval: true,
    });
    for (const key of ['id', 'createdAt', 'updatedAt', 'tenantUnitAssignments']) expect(body).not.toHaveProperty(key);
  });

  it('throws instead of sending a guess when a JSON field does not parse', () => {
    expect(() => toLeaseBody({ ...filled, additionalFees: '{oops' })).toThrow(/additionalFees/);
  });

  it('round-trips a stored lease through the form values', () => {
    const body = toLeaseBody(filled);
    const values = toLeaseFormValues({
      ...body,
      leaseType: body.leaseType ?? 'fixed_term',
      status: body.status ?? 'draft',
      monthlyRent: 1850,
      securityDeposit: 1850,
      isPetAllowed: true,
      id: 'x',
      createdAt: '',
      updatedAt: '',
      tenantUnitAssignments: [],
      terminationDate: null,
      terminationReason: null,
      primaryLeaseDocument: null,
      leaseAddendums: [],
      moveInInspectionReport: null,
      moveOutInspectionReport: null,
      renewalDocuments: [],
      noticesServed: [],
      amendmentDocuments: [],
    } as Parameters<typeof toLeaseFormValues>[0]);
    expect(toLeaseBody(values)).toEqual(body);
  });
});

describe('lease form schema (spec 2 §5)', () => {
  const errorsOf = async (values: object) => {
    try {
      await leaseFormSchema().validate(values, { abortEarly: false });
      return {};
    } catch (error) {
      return Object.fromEntries(
        (error as { inner: Array<{ path: string; message: string }> }).inner.map((e) => [e.path, e.message]),
      );
    }
  };

  it('gives the spec messages and the tabs that hold them', async () => {
    const errors = await errorsOf(EMPTY_LEASE_FORM_VALUES);
    expect(errors).toMatchObject({
      leaseNumber: LEASE_FORM_MESSAGES.leaseNumberRequired,
      startDate: LEASE_FORM_MESSAGES.startDateRequired,
      endDate: LEASE_FORM_MESSAGES.endDateRequired,
      monthlyRent: LEASE_FORM_MESSAGES.rentPositive,
      securityDeposit: LEASE_FORM_MESSAGES.depositPositive,
    });
    expect(tabsWithErrors(errors)).toEqual(['basic', 'financial']);
    expect(await errorsOf({ ...filled, endDate: '2026-06-01' })).toEqual({
      endDate: LEASE_FORM_MESSAGES.endAfterStart,
    });
    expect(await errorsOf({ ...filled, petDeposit: '' })).toEqual({
      petDeposit: LEASE_FORM_MESSAGES.petDepositRequired,
    });
    expect(await errorsOf({ ...filled, maxOccupants: 0, guestPolicyMaxDays: 0 })).toEqual({
      maxOccupants: LEASE_FORM_MESSAGES.maxOccupants,
      guestPolicyMaxDays: LEASE_FORM_MESSAGES.guestPolicyMaxDays,
    });
    expect(tabsWithErrors({ maxOccupants: 'x' })).toEqual(['occupancy']);
  });
});
