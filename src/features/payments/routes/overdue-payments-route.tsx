import { PageLayout } from '@/components/page-layout';
import { useListParams } from '@/lib/list-params';
import { useToday } from '@/lib/use-today';
import { AgingView } from '../components/aging-view';
import { ReportViewSwitch, SeverityReport } from '../components/severity-report';
import { agingFiltersFromParams, isAgingView } from '../lib/aging-report';
import { OVERDUE_LIST } from '../lib/overdue-report';

export { OVERDUE_TEXT } from '../lib/overdue-report';

/** /overdue-payments: the severity view, or the Aging view (`?view=aging`, filters `property`, `asOf`, `page`). */
export function Component() {
  const list = useListParams(OVERDUE_LIST);
  const today = useToday();
  if (!isAgingView(list.params.get('view'))) return <SeverityReport />;
  const filters = agingFiltersFromParams(list.params, today);
  return (
    <PageLayout title="Overdue Payments">
      <AgingView
        propertyId={filters.propertyId ?? ''}
        asOf={filters.asOf}
        page={list.page}
        onProperty={list.on.property}
        onAsOf={list.on.asOf}
        setPage={list.setPage}
        viewSwitch={<ReportViewSwitch aging onView={list.on.view} />}
      />
    </PageLayout>
  );
}
