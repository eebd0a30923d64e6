import Papa from 'papaparse';
import type { PropertyRef, RentRollProperty } from '@/lib/api/schema.gen';
import { rentRollCsv } from './rent-roll-csv';
import { rentRollTestRow } from './rent-roll-test-rows';

const property: PropertyRef = {
  id: 'p1',
  name: 'Maple Court',
  address: '1 Main',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  lateFeeEnabled: true,
  lateFeeDaysGrace: 5,
  lateFeeCalculationType: 'fixed',
  lateFeeAmount: 75,
};
const unitRow = rentRollTestRow;

describe('rentRollCsv', () => {
  it("writes one row per unit with the table's columns, amounts as numbers, a vacant unit without a due date", () => {
    const roll: RentRollProperty[] = [
      {
        property,
        units: [
          unitRow({ amountPaid: 600 }),
          unitRow({ unit: { ...unitRow({}).unit, id: 'u2', unitNumber: '102' }, tenant: null, expectedRent: 0 }),
        ],
      },
    ];
    expect(rentRollCsv('2026-11', roll, '2026-11-20').split('\r\n')).toEqual([
      'Month,Property,Unit,Tenant,Expected Rent,Amount Paid,Balance Due,Late Fee,Due Date,Status',
      '2026-11,Maple Court,101,Ana Diaz,1500,600,900,75,2026-11-05,Partial',
      '2026-11,Maple Court,102,Vacant,0,0,0,0,,Vacant',
    ]);
  });

  it('writes hostile names as text, never as formulas', () => {
    const roll: RentRollProperty[] = [
      {
        property: { ...property, name: '=HYPERLINK("http://x","Pay here")' },
        units: [
          unitRow({
            unit: { ...unitRow({}).unit, unitNumber: '\t101' },
            tenant: { id: 't1', firstName: '@SUM(A1)', lastName: '-2+3', email: 'a@example.com', status: 'active' },
          }),
          unitRow({
            unit: { ...unitRow({}).unit, id: 'u2', unitNumber: '\r102' },
            tenant: { id: 't2', firstName: '+1', lastName: 'Lee', email: 'b@example.com', status: 'active' },
          }),
        ],
      },
    ];
    const rows = Papa.parse<string[]>(rentRollCsv('2026-11', roll, '2026-11-20')).data.slice(1);
    expect(rows.map((r) => r.slice(1, 4))).toEqual([
      [`'=HYPERLINK("http://x","Pay here")`, "'\t101", "'@SUM(A1) -2+3"],
      [`'=HYPERLINK("http://x","Pay here")`, "'\r102", "'+1 Lee"],
    ]);
    expect(rows[0]!.slice(4, 8)).toEqual(['1500', '0', '1500', '75']);
  });
});
