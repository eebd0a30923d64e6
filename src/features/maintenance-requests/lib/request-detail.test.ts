import { excerpt, INSTRUCTIONS_EXCERPT } from './request-detail';

describe('excerpt (spec 3 §9: 150 characters of instructions)', () => {
  it('keeps a short text and cuts a long one with an ellipsis', () => {
    expect(INSTRUCTIONS_EXCERPT).toBe(150);
    expect(excerpt('Fix the tap', 150)).toBe('Fix the tap');
    expect(excerpt('a'.repeat(150), 150)).toBe('a'.repeat(150));
    expect(excerpt('a'.repeat(151), 150)).toBe(`${'a'.repeat(150)}…`);
  });
});
