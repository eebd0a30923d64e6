import { newUploadItems, uploadItemLabel, uploadItemsReducer } from './upload-items';

const file = (name: string) => new File(['x'], name, { type: 'image/png' });

describe('upload items', () => {
  it('walks pending → uploading (percent) → completed (100%)', () => {
    const [item] = newUploadItems([file('a.png')]);
    let items = uploadItemsReducer([], { type: 'add', items: [item!] });
    expect(uploadItemLabel(items[0]!)).toBe('Pending');
    items = uploadItemsReducer(items, { type: 'start', key: item!.key });
    items = uploadItemsReducer(items, { type: 'progress', key: item!.key, percent: 42.4 });
    expect(uploadItemLabel(items[0]!)).toBe('Uploading 42%');
    // Progress does not go backwards and waits for the answer before 100.
    items = uploadItemsReducer(items, { type: 'progress', key: item!.key, percent: 10 });
    items = uploadItemsReducer(items, { type: 'progress', key: item!.key, percent: 100 });
    expect(items[0]!.percent).toBe(99);
    items = uploadItemsReducer(items, { type: 'complete', key: item!.key });
    expect(items[0]).toMatchObject({ status: 'completed', percent: 100 });
    expect(uploadItemLabel(items[0]!)).toBe('Completed 100%');
  });

  it('marks a failed item Failed with its reason and can retry it', () => {
    const [a, b] = newUploadItems([file('a.png'), file('b.png')]);
    expect(a!.key).not.toBe(b!.key);
    let items = uploadItemsReducer([], { type: 'add', items: [a!, b!] });
    items = uploadItemsReducer(items, { type: 'start', key: a!.key });
    items = uploadItemsReducer(items, { type: 'fail', key: a!.key, message: 'File size exceeds 10MB limit' });
    expect(uploadItemLabel(items[0]!)).toBe('Failed');
    expect(items[0]!.error).toBe('File size exceeds 10MB limit');
    expect(items[1]!.status).toBe('pending');
    items = uploadItemsReducer(items, { type: 'start', key: a!.key });
    expect(items[0]).toMatchObject({ status: 'uploading', error: undefined });
  });
});
