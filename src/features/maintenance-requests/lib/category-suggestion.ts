import { addDays, todayIso } from '@/lib/format';
import type { MaintenanceCategory, MaintenancePriority } from '@/lib/api/schema.gen';
import { now as clockNow } from '@/lib/clock';

/** A category's suggested priority and how many days from today the work is due. */
export interface CategorySuggestion {
  priority: MaintenancePriority;
  dueInDays: number;
}

/**
 * Spec 3 §4 "Category-based suggestion when creating a request":
 * hvac, plumbing, electrical → high, 2 days; security, structural → high, 1 day; appliance,
 * pest_control → medium, 5 days; cosmetic, landscaping, cleaning, flooring → low, 14 days; other
 * categories → medium, 7 days.
 */
export function categorySuggestion(category: MaintenanceCategory): CategorySuggestion {
  switch (category) {
    case 'hvac':
    case 'plumbing':
    case 'electrical':
      return { priority: 'high', dueInDays: 2 };
    case 'security':
    case 'structural':
      return { priority: 'high', dueInDays: 1 };
    case 'appliance':
    case 'pest_control':
      return { priority: 'medium', dueInDays: 5 };
    case 'cosmetic':
    case 'landscaping':
    case 'cleaning':
    case 'flooring':
      return { priority: 'low', dueInDays: 14 };
    default:
      return { priority: 'medium', dueInDays: 7 };
  }
}

/** The suggestion applied: the priority and the due date (`YYYY-MM-DD`, local) counted from `now`. */
export function applyCategorySuggestion(
  category: MaintenanceCategory,
  now: Date = clockNow(),
): { priority: MaintenancePriority; dueDate: string } {
  const { priority, dueInDays } = categorySuggestion(category);
  return { priority, dueDate: addDays(todayIso(now), dueInDays) };
}
