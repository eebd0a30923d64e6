import { describe, expect, it } from 'vitest';
import { clearDb, db } from '@mocks/db';
import { DATA_VERSION } from '@mocks/persistence';
import { createPayment, createProperty, createUnit } from '@/testing/factories';
import { pinClock } from '@/testing/clock';
import { shiftDates } from '../date-shift';
import { SnapshotError, snapshotBytes, snapshotFileText, snapshotText, type Snapshot } from './snapshot-file';
import { loadSnapshotData, takeSnapshot } from './store-snapshot';

/** A store of only this test's records: a tenancy with one payment, and a property with a photo-less unit. */
function smallStore() {
  pinClock('2027-03-06T10:00:00Z');
  clearDb();
  const payment = createPayment({ dueDate: '2027-03-01', paymentDate: '2027-03-02' });
  const unit = createUnit({ rentalPropertyId: createProperty().id });
  return { payment, unit };
}

/** The snapshot's text with one record of a table changed as `edit` says (a hand-broken file). */
function broken(snapshot: Snapshot, table: keyof Snapshot['tables'], id: string, edit: Record<string, unknown>) {
  const tables = {
    ...snapshot.tables,
    [table]: snapshot.tables[table].map((row) =>
      (row as { id: string }).id === id ? { ...(row as object), ...edit } : row,
    ),
  };
  return snapshotText({ ...snapshot, tables });
}

describe('data snapshots', () => {
  it('loads a downloaded file back: the same records, dates moved to the day it is loaded on', async () => {
    const { payment, unit } = smallStore();
    const bytes = await snapshotBytes(takeSnapshot());
    expect(bytes[0]).toBe(0x1f); // gzip
    clearDb();

    loadSnapshotData(await snapshotFileText(bytes), new Date('2027-03-09T08:00:00Z'));

    expect(db.units.get(unit.id)).toEqual(shiftDates(unit, 3));
    expect(db.payments.get(payment.id)).toMatchObject({
      amount: payment.amount,
      dueDate: '2027-03-04',
      paymentDate: '2027-03-05',
    });
  });

  it('refuses a file with a record naming a unit the file lacks, naming the record, and keeps the data', () => {
    const { payment } = smallStore();
    const text = broken(takeSnapshot(), 'payments', payment.id, { unitId: 'unit-gone' });
    const before = db.payments.all();

    expect(() => loadSnapshotData(text)).toThrow(
      `The file was not loaded: payments, record 1 (id ${payment.id}), field unitId: names unit unit-gone, which is not in the file.`,
    );
    expect(db.payments.all()).toEqual(before);
  });

  it('refuses a record that breaks the contract schema, naming its field', () => {
    const { unit } = smallStore();
    const text = broken(takeSnapshot(), 'units', unit.id, { monthlyRent: 'a lot' });

    expect(() => loadSnapshotData(text)).toThrow(`units, record 2 (id ${unit.id}), field monthlyRent: must be number`);
    expect(db.units.get(unit.id)).toEqual(unit);
  });

  it('keeps the seeded deposit dispositions: their final statements pass the check and their dates move', () => {
    pinClock('2027-03-06T10:00:00Z');
    const final = db.depositDispositions.all().find((d) => d.final)!;
    expect(final.final!.refundDate).toBeTruthy();
    const text = snapshotText(takeSnapshot());
    clearDb();

    loadSnapshotData(text, new Date('2027-03-16T08:00:00Z'));

    const moved = db.depositDispositions.get(final.id)!;
    expect(moved.final).toMatchObject({
      refundDate: shiftDates(final.final!.refundDate, 10),
      deadline: shiftDates(final.final!.deadline, 10),
      moveOutDate: shiftDates(final.final!.moveOutDate, 10),
      ledgerDeductions: final.final!.ledgerDeductions.map((d) => ({ ...d, dueDate: shiftDates(d.dueDate, 10) })),
    });
  });

  it('refuses a file that is not a snapshot of this data version', () => {
    smallStore();
    const snapshot = takeSnapshot();
    expect(() => loadSnapshotData('{"rows": []}')).toThrow(SnapshotError);
    expect(() => loadSnapshotData(snapshotText({ ...snapshot, version: DATA_VERSION - 1 }))).toThrow(
      /written for data version/,
    );
  });
});
