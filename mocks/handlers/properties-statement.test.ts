import { pinClock } from '@/testing/clock';
import {
  createMaintenanceRequest,
  createPayment,
  createProperty,
  createTenancy,
  createUnit,
  createWorkOrder,
} from '@/testing/factories';
import { db } from '../db';
import { callApi } from '../testing/api-fetch';

describe('GET /rental-properties/{id}/statement', () => {
  it('answers the month’s statement, valid against the contract, agreeing with the rent roll', async () => {
    pinClock('2027-03-20T10:00:00Z');
    const property = createProperty();
    const { unit, tenant } = createTenancy({ unit: createUnit({ rentalPropertyId: property.id }) });
    createUnit({ rentalPropertyId: property.id });
    // March's rent paid in part, a late fee charged and one collected, a work order done in March.
    createPayment({
      unitId: unit.id,
      tenantId: tenant.id,
      amount: 500,
      dueDate: '2027-03-05',
      paymentDate: '2027-03-06',
    });
    createPayment({ unitId: unit.id, tenantId: tenant.id, amount: 700, dueDate: '2027-03-05', status: 'pending' });
    createPayment({
      unitId: unit.id,
      tenantId: tenant.id,
      paymentType: 'late_fee',
      amount: 60,
      dueDate: '2027-03-11',
      status: 'pending',
    });
    createPayment({
      unitId: unit.id,
      tenantId: tenant.id,
      paymentType: 'late_fee',
      amount: 40,
      dueDate: '2027-02-11',
      paymentDate: '2027-03-01',
    });
    const request = createMaintenanceRequest({ unitId: unit.id });
    createWorkOrder({
      maintenanceRequestId: request.id,
      status: 'completed',
      completedDate: '2027-03-31T20:00:00.000Z',
      laborCost: 100,
      materialCost: 25,
    });
    createWorkOrder({ maintenanceRequestId: request.id, status: 'in_progress', laborCost: 900 });

    const res = await callApi('GET', `/rental-properties/${property.id}/statement?month=2027-03`, {
      pathTemplate: '/rental-properties/{id}/statement',
    });
    expect(res.status).toBe(200);
    expect(res.contractProblems).toEqual([]);
    expect(res.body.summary).toEqual({
      rentExpected: 1200,
      rentCollected: 500,
      rentOutstanding: 700,
      lateFeesCharged: 60,
      lateFeesCollected: 40,
      maintenanceSpent: 125,
      net: 415,
      occupiedUnits: 1,
      workOrdersCompleted: 1,
    });
    expect(res.body.units).toHaveLength(2);

    const roll = (await callApi('GET', '/payments/rent-roll?month=2027-03&limit=1000')).body;
    const rolled = roll.data.find((p: { property: { id: string } }) => p.property.id === property.id);
    const rollRow = rolled.units.find((u: { unit: { id: string } }) => u.unit.id === unit.id);
    const statementRow = res.body.units.find((u: { unit: { id: string } }) => u.unit.id === unit.id);
    expect([statementRow.rentExpected, statementRow.rentCollected]).toEqual([rollRow.expectedRent, rollRow.amountPaid]);
  });

  it('defaults to the current month', async () => {
    pinClock('2027-03-20T10:00:00Z');
    const property = createProperty();
    const res = await callApi('GET', `/rental-properties/${property.id}/statement`);
    expect(res.status).toBe(200);
    expect(res.body.month).toBe('2027-03');
    expect(res.body.units).toEqual([]);
  });

  it('answers 400 naming month for a month after the current one, 404 for an unknown property', async () => {
    pinClock('2027-12-31T23:00:00Z');
    const property = createProperty();
    const future = await callApi('GET', `/rental-properties/${property.id}/statement?month=2028-01`);
    expect(future.status).toBe(400);
    expect(future.body.errors).toEqual([expect.objectContaining({ field: 'month' })]);
    expect((await callApi('GET', `/rental-properties/${property.id}/statement?month=2027-12`)).status).toBe(200);
    expect((await callApi('GET', '/rental-properties/no-such-property/statement')).status).toBe(404);
    expect(db.properties.has(property.id)).toBe(true);
  });
});
