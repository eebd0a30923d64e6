import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { fetchRecord, markRecordDeleted } from '@/lib/api/deleted-records';
import { paymentKeys } from '@/lib/api/query-keys';
import { refreshAfter } from '@/lib/api/refresh';
import type {
  OverdueSeverity,
  Payment,
  PaymentCreate,
  PaymentStatus,
  PaymentType,
  PaymentUpdate,
  RentRollProperty,
} from '@/lib/api/schema.gen';

/** The payments page asks for 20 a page (spec 2 §7, §9). */
export const PAYMENTS_PAGE_SIZE = 20;

/** The payments list's filters as the list call takes them (spec 2 §7: startDate, endDate, paymentType). */
export interface PaymentListFilters {
  startDate?: string;
  endDate?: string;
  paymentType?: PaymentType;
}

const listQuery = (filters: PaymentListFilters, page: number, limit: number) => ({
  page,
  limit,
  ...(filters.startDate ? { startDate: filters.startDate } : {}),
  ...(filters.endDate ? { endDate: filters.endDate } : {}),
  ...(filters.paymentType ? { paymentType: filters.paymentType } : {}),
});

/** GET /payments?page&limit=20&startDate&endDate&paymentType: one page of the payments list. */
export function paymentsListQuery(filters: PaymentListFilters, page: number) {
  const query = listQuery(filters, page, PAYMENTS_PAGE_SIZE);
  return queryOptions({
    queryKey: paymentKeys.list(query),
    queryFn: () => unwrap(api.GET('/payments', { params: { query } })),
    placeholderData: keepPreviousData,
  });
}

/** Every payment the list's filters match (for Export CSV): GET /payments with the largest page, page after page. */
export async function fetchAllPayments(filters: PaymentListFilters): Promise<Payment[]> {
  const limit = 1000;
  const first = await unwrap(api.GET('/payments', { params: { query: listQuery(filters, 1, limit) } }));
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.meta.totalPages - 1) }, (_, i) =>
      unwrap(api.GET('/payments', { params: { query: listQuery(filters, i + 2, limit) } })),
    ),
  );
  return [first, ...rest].flatMap((answer) => answer.data);
}

/** GET /payments/{id}: the payment, or `null` when it is gone (404 or deleted here). */
export function paymentDetailQuery(id: string) {
  return queryOptions({
    queryKey: paymentKeys.detail(id),
    queryFn: (context) => fetchRecord(context, () => unwrap(api.GET('/payments/{id}', { params: { path: { id } } }))),
    enabled: Boolean(id),
  });
}

/** Rows of the overdue report a page (the spec is silent; every row of the large data set took seconds to show). */
export const OVERDUE_PAGE_SIZE = 50;

/**
 * GET /payments/overdue?propertyId&severity: the overdue report with its tiles; with `page`, that page of
 * `OVERDUE_PAGE_SIZE` rows and its `meta` (the report's screen), else every row (Export CSV, Print, the
 * late-fee preview).
 */
export function overduePaymentsQuery(filters: { propertyId?: string; severity?: OverdueSeverity }, page?: number) {
  const query = {
    ...(filters.propertyId ? { propertyId: filters.propertyId } : {}),
    ...(filters.severity ? { severity: filters.severity } : {}),
    ...(page ? { page, limit: OVERDUE_PAGE_SIZE } : {}),
  };
  return queryOptions({
    queryKey: [...paymentKeys.overdue(), query] as const,
    queryFn: () => unwrap(api.GET('/payments/overdue', { params: { query } })),
    placeholderData: page ? keepPreviousData : undefined,
  });
}

/** GET /payments/by-tenant|by-unit|by-lease/{id}: a record's payments (first page of 100). */
export function paymentsByQuery(owner: 'tenant' | 'unit' | 'lease', id: string) {
  return queryOptions({
    queryKey: paymentKeys.by(owner, id),
    queryFn: () => {
      const options = { params: { path: { id }, query: { page: 1, limit: 100 } } };
      if (owner === 'tenant') return unwrap(api.GET('/payments/by-tenant/{id}', options));
      if (owner === 'unit') return unwrap(api.GET('/payments/by-unit/{id}', options));
      return unwrap(api.GET('/payments/by-lease/{id}', options));
    },
    enabled: Boolean(id),
  });
}

const idsOf = (p: Pick<Payment, 'id' | 'tenantId' | 'unitId' | 'propertyId' | 'leaseId'>) => ({
  payments: p.id,
  tenants: p.tenantId,
  units: p.unitId,
  properties: p.propertyId,
  leases: p.leaseId,
});

/** POST /payments. */
export function useCreatePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentCreate) => unwrap(api.POST('/payments', { body })),
    onSuccess: async (created: Payment) => {
      queryClient.setQueryData(paymentKeys.detail(created.id), created);
      await refreshAfter(queryClient, 'payment.create', idsOf(created));
    },
  });
}

/** PUT /payments/{id} (a partial update). */
export function useUpdatePayment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentUpdate) => unwrap(api.PUT('/payments/{id}', { params: { path: { id } }, body })),
    onSuccess: async (updated: Payment) => {
      queryClient.setQueryData(paymentKeys.detail(id), updated);
      await refreshAfter(queryClient, 'payment.update', idsOf(updated));
    },
  });
}

/** PUT /payments/{id}/status {status} (the status badge menu). */
export function useUpdatePaymentStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: PaymentStatus }) =>
      unwrap(api.PUT('/payments/{id}/status', { params: { path: { id } }, body: { status } })),
    onSuccess: async (updated: Payment) => {
      queryClient.setQueryData(paymentKeys.detail(updated.id), updated);
      await refreshAfter(queryClient, 'payment.status', idsOf(updated));
    },
  });
}

/** POST /payments/{id}/late-fee: records the late fee of an overdue payment. */
export function useApplyLateFee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.POST('/payments/{id}/late-fee', { params: { path: { id } } })),
    onSuccess: async (fee: Payment) => {
      await refreshAfter(queryClient, 'payment.lateFee', idsOf(fee));
    },
  });
}

/** POST /payments/generate-late-fees {propertyId}. */
export function useGenerateLateFees() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (propertyId: string) => unwrap(api.POST('/payments/generate-late-fees', { body: { propertyId } })),
    onSuccess: async (_result, propertyId) => {
      await refreshAfter(queryClient, 'payment.generateLateFees', { properties: propertyId });
    },
  });
}

/** DELETE /payments/{id}: the payment is marked deleted (never fetched again). */
export function useDeletePayment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.DELETE('/payments/{id}', { params: { path: { id } } })),
    onSuccess: async () => {
      const gone = queryClient.getQueryData<Payment | null>(paymentKeys.detail(id));
      await markRecordDeleted(queryClient, paymentKeys.detail(id));
      await refreshAfter(queryClient, 'payment.delete', gone ? idsOf(gone) : { payments: id });
    },
  });
}

/** Properties per page of the rent roll (each with a table of its units). */
export const RENT_ROLL_PAGE_SIZE = 10;

/** GET /payments/rent-roll?month&page&limit: the month's totals and one page of properties with their units. */
export function rentRollQuery(month: string, page: number) {
  const query = { month, page, limit: RENT_ROLL_PAGE_SIZE };
  return queryOptions({
    queryKey: paymentKeys.rentRoll(query),
    queryFn: () => unwrap(api.GET('/payments/rent-roll', { params: { query } })),
    placeholderData: keepPreviousData,
  });
}

/** Every property of the month's rent roll (Export CSV): the largest page, page after page. */
export async function fetchWholeRentRoll(month: string): Promise<RentRollProperty[]> {
  const limit = 1000;
  const first = await unwrap(api.GET('/payments/rent-roll', { params: { query: { month, page: 1, limit } } }));
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.meta.totalPages - 1) }, (_, i) =>
      unwrap(api.GET('/payments/rent-roll', { params: { query: { month, page: i + 2, limit } } })),
    ),
  );
  return [first, ...rest].flatMap((answer) => answer.data);
}
