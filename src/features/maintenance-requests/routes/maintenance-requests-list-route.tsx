import { PlaceholderPage } from '@/components/placeholder-page';

/** Route placeholder: the feature work replaces this module's Component. */
export function Component() {
  return <PlaceholderPage title="Maintenance Requests" />;
}
