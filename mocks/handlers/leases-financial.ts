import { type LeaseFinancialSummary } from '@/lib/api/schema.gen';
import { leaseLateFee, roundCents } from '@/lib/late-fees';
import { http } from '../http';
import { db } from '../db';
import { readBody, readQuery } from '../support/request';
import { badRequest, conflict, notFound } from '../support/responses';
import { leaseView } from '../views/tenancy';
import { spec2Rules } from './tenancy-support';
import { save } from './leases-support';

/** A lease's finances: fees for a number of days late, a rent increase, the financial summary. */
export const leaseFinancialHandlers = [
  http.get('/leases/{id}/fees/calculate', ({ params, request, response }) => {
    const lease = db.leases.get(params.id);
    if (!lease) return notFound('Lease');
    const raw = readQuery(request).text('daysLate');
    const daysLate = raw === undefined ? 0 : Number(raw);
    if (!Number.isInteger(daysLate) || daysLate < 0 || daysLate > 3650)
      return badRequest([{ field: 'daysLate', message: 'daysLate must be a whole number from 0 to 3650' }]);
    const { gracePeriodDays, lateFee } = leaseLateFee(lease, daysLate);
    const additionalFees = { ...(lease.additionalFees ?? {}) };
    const totalFees = roundCents(lateFee + Object.values(additionalFees).reduce((s, v) => s + v, 0));
    return response(200).json({
      data: {
        daysLate,
        gracePeriodDays,
        lateFeeType: lease.lateFeeType ?? 'none',
        lateFee,
        feeBreakdown: { lateFee, additionalFees },
        totalFees,
      },
    });
  }),

  http.post('/leases/{id}/rent-increase', async ({ params, request, response }) => {
    const lease = db.leases.get(params.id);
    if (!lease) return notFound('Lease');
    const { body, errors } = await readBody(request, spec2Rules('lease'));
    if (errors) return badRequest(errors);
    const b = body;
    if (b.increaseType === 'amount' && typeof b.increaseAmount !== 'number')
      return badRequest([{ field: 'increaseAmount', message: 'Increase amount is required' }]);
    if (b.increaseType === 'percentage' && typeof b.increasePercentage !== 'number')
      return badRequest([{ field: 'increasePercentage', message: 'Increase percentage is required' }]);
    if (lease.status === 'expired' || lease.status === 'terminated')
      return conflict(`The rent of a ${lease.status} lease cannot be increased.`);
    const isAmount = b.increaseType === 'amount';
    const monthlyRent = roundCents(
      isAmount
        ? lease.monthlyRent + (b.increaseAmount as number)
        : lease.monthlyRent * (1 + (b.increasePercentage as number) / 100),
    );
    if (monthlyRent > 999999.99)
      return badRequest([
        {
          field: isAmount ? 'increaseAmount' : 'increasePercentage',
          message: 'The new rent cannot exceed $999,999.99',
        },
      ]);
    const effectiveDate = b.effectiveDate as string;
    const next = save(lease, {
      monthlyRent,
      rentIncreaseType: isAmount ? 'fixed_amount' : 'percentage',
      rentIncreaseAmount: isAmount ? (b.increaseAmount as number) : null,
      rentIncreasePercentage: isAmount ? null : (b.increasePercentage as number),
      rentIncreaseEffectiveDate: effectiveDate,
      rentHistory: [
        // The rent before the first change is kept too, so the ledger charges each month the rent then in effect.
        ...(lease.rentHistory.length
          ? lease.rentHistory
          : [{ date: lease.startDate, reason: 'Initial rent', amount: lease.monthlyRent }]),
        {
          date: effectiveDate,
          reason: (typeof b.reason === 'string' && b.reason.trim()) || 'Rent increase',
          amount: monthlyRent,
        },
      ],
    });
    return response(200).json(leaseView(next));
  }),

  http.get('/leases/{id}/financial-summary', ({ params, response }) => {
    const l = db.leases.get(params.id);
    if (!l) return notFound('Lease');
    const history = l.rentHistory.length
      ? l.rentHistory
      : [{ date: l.startDate, reason: 'Initial rent', amount: l.monthlyRent }];
    const data: LeaseFinancialSummary = {
      totalDeposits: roundCents(l.securityDeposit + (l.petDeposit ?? 0)),
      insuranceRequirements: {
        required: Boolean(l.rentersInsuranceRequired),
        minCoverage: l.rentersInsuranceMinCoverage ?? null,
        currentPolicy: {
          carrier: l.rentersInsuranceCarrier ?? null,
          policyNumber: l.rentersInsurancePolicyNumber ?? null,
          expiryDate: l.rentersInsuranceExpiryDate ?? null,
          landlordNamed: Boolean(l.rentersInsuranceLandlordNamed),
        },
      },
      feeStructure: {
        monthlyRent: l.monthlyRent,
        securityDeposit: l.securityDeposit,
        petDeposit: l.petDeposit ?? null,
        lateFeeType: l.lateFeeType ?? 'none',
        lateFeeAmount: l.lateFeeAmount ?? null,
        lateFeePercentage: l.lateFeePercentage ?? null,
        lateFeeDailyAmount: l.lateFeeDailyAmount ?? null,
        lateFeeGracePeriodDays: leaseLateFee(l, 0).gracePeriodDays,
        additionalFees: { ...(l.additionalFees ?? {}) },
        utilitiesIncluded: [...(l.utilitiesIncluded ?? [])],
        earlyTerminationFee: l.earlyTerminationFee ?? null,
      },
      rentHistory: [...history].sort((a, b) => a.date.localeCompare(b.date)),
    };
    return response(200).json({ data });
  }),
];
