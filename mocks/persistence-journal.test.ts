import {
  applyChanges,
  changeKey,
  changesOf,
  PendingChanges,
  remoteChanges,
  type JournalEntry,
} from './persistence-journal';

const put = (table: string, id: string, name: string) => ({ table, id, row: { id, name } });
const del = (table: string, id: string) => ({ table, id });

describe('mock store journal: what a tab applies', () => {
  it('keeps one pending change per record, the last, in the order of the last changes', () => {
    const pending = new PendingChanges();
    pending.add(put('tenants', 't-1', 'Created'));
    pending.add(put('units', 'u-1', 'Unit'));
    pending.add(put('tenants', 't-1', 'Edited'));

    expect(pending.has(changeKey({ table: 'tenants', id: 't-1' }))).toBe(true);
    expect(pending.take()).toEqual([put('units', 'u-1', 'Unit'), put('tenants', 't-1', 'Edited')]);
    expect(pending.size).toBe(0);
  });

  it("applies the other tabs' entries in journal order, the last change of a record winning", () => {
    const entries: JournalEntry[] = [
      { seq: 7, changes: [put('tenants', 't-1', 'Second')] },
      { seq: 6, changes: [put('tenants', 't-1', 'First'), put('tenants', 't-2', 'Other')] },
      { seq: 8, changes: [del('tenants', 't-2')] },
    ];

    expect(remoteChanges(entries, new Set(), () => undefined)).toEqual([
      put('tenants', 't-1', 'Second'),
      del('tenants', 't-2'),
    ]);
  });

  it('skips its own entries, and a change older than its own latest change of the same record', () => {
    // This tab stored t-1 as entry 9 while another tab's entry 8 (older) still waited to be seen.
    const entries: JournalEntry[] = [
      { seq: 8, changes: [put('tenants', 't-1', 'Older, other tab'), put('units', 'u-1', 'Other tab')] },
      { seq: 9, changes: [put('tenants', 't-1', 'Mine')] },
      { seq: 10, changes: [put('units', 'u-2', 'Newer, other tab')] },
    ];
    const local = new Map([[changeKey({ table: 'tenants', id: 't-1' }), 9]]);

    expect(remoteChanges(entries, new Set([9]), (key) => local.get(key))).toEqual([
      put('units', 'u-1', 'Other tab'),
      put('units', 'u-2', 'Newer, other tab'),
    ]);
  });

  it('keeps a record this tab changed and has not stored yet (its change comes after every stored one)', () => {
    const entries: JournalEntry[] = [{ seq: 12, changes: [put('tenants', 't-1', 'Other tab')] }];
    const notStored = changeKey({ table: 'tenants', id: 't-1' });

    expect(remoteChanges(entries, new Set(), (key) => (key === notStored ? Infinity : undefined))).toEqual([]);
  });

  it("brings a saved table up to date with the journal's changes of that table, in order", () => {
    const saved = [
      { id: 'a', name: 'A' },
      { id: 'b', name: 'B' },
      { id: 'c', name: 'C' },
    ];
    const entries: JournalEntry[] = [
      { seq: 3, changes: [put('tenants', 'd', 'D'), put('units', 'b', 'Not this table')] },
      { seq: 2, changes: [put('tenants', 'b', 'B edited'), del('tenants', 'c')] },
    ];

    expect(applyChanges(saved, changesOf('tenants', entries))).toEqual([
      { id: 'a', name: 'A' },
      { id: 'b', name: 'B edited' },
      { id: 'd', name: 'D' },
    ]);
    expect(applyChanges(saved, [])).toBe(saved);
  });
});
