import { applyCategorySuggestion, categorySuggestion } from './category-suggestion';
import { MAINTENANCE_CATEGORIES } from './maintenance-options';

describe('categorySuggestion (spec 3 §4)', () => {
  it.each([
    ['hvac', 'high', 2],
    ['plumbing', 'high', 2],
    ['electrical', 'high', 2],
    ['security', 'high', 1],
    ['structural', 'high', 1],
    ['appliance', 'medium', 5],
    ['pest_control', 'medium', 5],
    ['cosmetic', 'low', 14],
    ['landscaping', 'low', 14],
    ['cleaning', 'low', 14],
    ['flooring', 'low', 14],
    ['roofing', 'medium', 7],
    ['other', 'medium', 7],
  ] as const)('%s → %s, due in %i days', (category, priority, dueInDays) => {
    expect(categorySuggestion(category)).toEqual({ priority, dueInDays });
  });

  it('covers every category', () => {
    for (const category of MAINTENANCE_CATEGORIES) expect(categorySuggestion(category).dueInDays).toBeGreaterThan(0);
  });

  it('counts the due date in calendar days from today, across a month end', () => {
    const now = new Date(2026, 10, 29, 23, 30); // 29 Nov 2026, late evening local time
    expect(applyCategorySuggestion('plumbing', now)).toEqual({ priority: 'high', dueDate: '2026-12-01' });
    expect(applyCategorySuggestion('security', now)).toEqual({ priority: 'high', dueDate: '2026-11-30' });
    expect(applyCategorySuggestion('cleaning', now)).toEqual({ priority: 'low', dueDate: '2026-12-13' });
    expect(applyCategorySuggestion('other', now)).toEqual({ priority: 'medium', dueDate: '2026-12-06' });
  });
});
