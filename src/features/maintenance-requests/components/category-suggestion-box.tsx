import { Alert, Button } from '@chakra-ui/react';
import { formatDate } from '@/lib/format';
import type { MaintenanceCategory } from '@/lib/api/schema.gen';
import { applyCategorySuggestion, categorySuggestion } from '../lib/category-suggestion';
import { categoryLabel } from '../lib/maintenance-options';

/**
 * Spec 3 §2 step 2: with a category chosen and priority still medium, a box suggests the category's
 * priority and due date (§4); Apply Suggestions sets both.
 */
export function CategorySuggestionBox({
  category,
  onApply,
}: {
  category: MaintenanceCategory;
  onApply: (suggestion: ReturnType<typeof applyCategorySuggestion>) => void;
}) {
  const { priority, dueInDays } = categorySuggestion(category);
  const applied = applyCategorySuggestion(category);
  return (
    <Alert.Root status="info" variant="subtle" borderRadius="l2" aria-label="Suggestions">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>Suggestions for {categoryLabel(category)}</Alert.Title>
        <Alert.Description>
          Priority {priority}, due in {dueInDays} {dueInDays === 1 ? 'day' : 'days'} ({formatDate(applied.dueDate)}).
        </Alert.Description>
        <Button size="sm" alignSelf="flex-start" onClick={() => onApply(applyCategorySuggestion(category))}>
          Apply Suggestions
        </Button>
      </Alert.Content>
    </Alert.Root>
  );
}
