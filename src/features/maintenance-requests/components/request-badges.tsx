import { KindBadge } from '@/components/status-badge';
import { categoryLabel } from '../lib/maintenance-options';

/** A request's category ("HVAC", "Pest Control"): a kind, not a state. */
export function CategoryBadge({ category }: { category: string }) {
  return <KindBadge data-status={category}>{categoryLabel(category)}</KindBadge>;
}
