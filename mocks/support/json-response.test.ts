import { HttpResponse } from 'msw';
import { json, originalJson } from './json-response';

/** The mock's JSON answers (every handler's) are those MSW's own HttpResponse.json makes. */
describe('json answers', () => {
  const bodies: Array<Parameters<typeof originalJson>[0]> = [
    { data: [{ id: 'a', name: 'Élan Apartments — 2½ baths', note: null }], meta: { total: 1 } },
    [],
    'text',
    42,
    null,
    { emoji: 'Keys 🔑 and ünïcode', nested: { list: [1, 2, 3] } },
  ];

  it.each(bodies)('answers %j with the same status, headers and body', async (body) => {
    const ours = json(body, { status: 201, headers: { 'X-Trace': '1' } });
    const theirs = originalJson(body, { status: 201, headers: { 'X-Trace': '1' } });
    expect(ours.status).toBe(theirs.status);
    expect(ours.statusText).toBe(theirs.statusText);
    expect(Object.fromEntries(ours.headers)).toEqual(Object.fromEntries(theirs.headers));
    const text = await ours.text();
    expect(text).toBe(await theirs.text());
    expect(Number(ours.headers.get('Content-Length'))).toBe(new TextEncoder().encode(text).byteLength);
  });

  it('keeps a Content-Type the caller gives (problem answers)', () => {
    const answer = json({ status: 404 }, { status: 404, headers: { 'Content-Type': 'application/problem+json' } });
    expect(answer.headers.get('Content-Type')).toBe('application/problem+json');
  });

  it('is what HttpResponse.json makes once the mock is loaded', () => {
    expect(HttpResponse.json).toBe(json);
  });
});
