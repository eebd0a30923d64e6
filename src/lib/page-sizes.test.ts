import { PAGE_SIZES } from './page-sizes';

// The `limit` each list asks the API for: the specs fix these, and the backend sizes its pages by them.
describe('page sizes', () => {
  it('keep the sizes the specs fix', () => {
    expect(PAGE_SIZES).toMatchObject({
      properties: 100,
      units: 100,
      tenants: 100,
      leases: 10,
      payments: 20,
      maintenanceRequests: 20,
      workOrders: 20,
      vendors: 20,
    });
  });

  it('page the reports the specs leave open at one size per kind', () => {
    expect(PAGE_SIZES.overdue).toBe(PAGE_SIZES.aging);
  });
});
