import {
  maintenancePriorityValues,
  workOrderStatusValues,
  type MaintenancePriority,
  type WorkOrder,
  type WorkOrderStatus,
} from '@/lib/api/schema.gen';
import { formatMoney } from '@/lib/format';
import type { ListParamsSpec } from '@/lib/list-params';
import { pageFromParams } from '@/lib/page-param';
import { PAGE_SIZES } from '@/lib/page-sizes';

/** Spec 3 §9: page size 20 for lists. */
export const WORK_ORDERS_PAGE_SIZE = PAGE_SIZES.workOrders;

/** Spec 3 §9: instruction excerpts of 100 characters on work order cards. */
export const INSTRUCTIONS_EXCERPT_LENGTH = 100;

export const WORK_ORDER_STATUSES = workOrderStatusValues;
export const PRIORITIES = maintenancePriorityValues;

/** The list's filters as they are in the URL: `?search&status&priority&vendor&page`. */
export interface WorkOrderListFilters {
  search: string;
  status: WorkOrderStatus | '';
  priority: MaintenancePriority | '';
  /** A vendor id. */
  vendor: string;
}

export const FILTER_KEYS = [
  'search',
  'status',
  'priority',
  'vendor',
] as const satisfies readonly (keyof WorkOrderListFilters)[];

/** The list's state in the URL: its filters and `page` (any filter change: page 1, spec 3 §2). */
export const WORK_ORDER_LIST_PARAMS: ListParamsSpec<keyof WorkOrderListFilters> = { keys: FILTER_KEYS };

const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | '' =>
  value && (allowed as readonly string[]).includes(value) ? (value as T) : '';

/** The filters of the URL's search params; unknown status or priority values count as none. */
export function filtersFromParams(params: URLSearchParams): WorkOrderListFilters {
  return {
    search: params.get('search') ?? '',
    status: oneOf(params.get('status'), WORK_ORDER_STATUSES),
    priority: oneOf(params.get('priority'), PRIORITIES),
    vendor: params.get('vendor') ?? '',
  };
}

export const hasFilters = (filters: WorkOrderListFilters) => FILTER_KEYS.some((key) => filters[key].trim() !== '');

/** GET /work-orders's query for the URL's filters and page: empty values are left out (spec 3 §7). */
export function toListQuery(params: URLSearchParams) {
  const filters = filtersFromParams(params);
  const search = filters.search.trim();
  return {
    page: pageFromParams(params),
    limit: WORK_ORDERS_PAGE_SIZE,
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.priority ? { priority: filters.priority } : {}),
    ...(filters.vendor ? { vendorId: filters.vendor } : {}),
    ...(search ? { search } : {}),
  };
}

/** The first `length` characters, with "…" when the text was longer (spec 3 §9). */
export function excerpt(text: string, length = INSTRUCTIONS_EXCERPT_LENGTH): string {
  const trimmed = text.trim();
  return trimmed.length > length ? `${trimmed.slice(0, length).trimEnd()}…` : trimmed;
}

/** Spec 3 §2: the total cost, "Not set" unless above 0. */
export function totalCostText(totalCost: number | null | undefined): string {
  return typeof totalCost === 'number' && totalCost > 0 ? formatMoney(totalCost) : 'Not set';
}

/** The property's name, or "Unknown Property" (the request list's wording) when the request has none. */
export const propertyNameOf = (workOrder: Pick<WorkOrder, 'maintenanceRequest'>) =>
  workOrder.maintenanceRequest?.property?.name ?? 'Unknown Property';

export const unitNumberOf = (workOrder: Pick<WorkOrder, 'maintenanceRequest'>) =>
  workOrder.maintenanceRequest?.unit?.unitNumber ?? 'Unknown Unit';
