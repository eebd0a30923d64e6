import { StatusBadge } from '@/components/status-badge';
import { categoryLabel } from '../lib/maintenance-options';

/** A request's category ("HVAC", "Pest Control"): a kind, not a state, so the neutral `surface` look. */
export function CategoryBadge({ category }: { category: string }) {
  return (
    <StatusBadge status={category} variant="surface">
      {categoryLabel(category)}
    </StatusBadge>
  );
}
