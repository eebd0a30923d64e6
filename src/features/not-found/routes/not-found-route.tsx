import { NotFoundState } from '@/components/page-states';
import { paths } from '@/lib/paths';

/** Any unknown path (spec 1 §2, spec 3 §2): "Page Not Found" with a link "Back to Home". */
export function Component() {
  return (
    <NotFoundState
      title="Page Not Found"
      text="The page you are looking for does not exist or has moved."
      backTo={paths.home}
      backLabel="Back to Home"
    />
  );
}
