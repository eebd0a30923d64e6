import { Link as RouterLink } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { formatDate, formatMoney, formatPersonName, EMPTY_CELL, UNKNOWN_PERSON } from '@/lib/format';
import { paths } from '@/lib/paths';
import type { Payment } from '@/lib/api/schema.gen';
import { PAYMENT_METHOD_LABELS, PAYMENT_TYPE_LABELS } from '../lib/payment-labels';
import { PaymentStatusMenu } from './payment-status-menu';

/** The payments table's columns (spec 2 §2): Date (→ /payments/{id}), Tenant, Unit, Property, Type, Amount, Method, Status. */
export const PAYMENT_COLUMNS: readonly DataTableColumn<Payment>[] = [
  {
    key: 'date',
    header: 'Date',
    rowHeader: true,
    cell: (p) => <RouterLink to={paths.payments.detail(p.id)}>{formatDate(p.paymentDate)}</RouterLink>,
  },
  {
    key: 'tenant',
    header: 'Tenant',
    cell: (p) =>
      p.tenant ? (
        <RouterLink to={paths.tenants.detail(p.tenantId)}>{formatPersonName(p.tenant)}</RouterLink>
      ) : (
        UNKNOWN_PERSON
      ),
  },
  {
    key: 'unit',
    header: 'Unit',
    cell: (p) =>
      p.unit ? <RouterLink to={paths.units.detail(p.unitId)}>Unit {p.unit.unitNumber}</RouterLink> : EMPTY_CELL,
  },
  {
    key: 'property',
    header: 'Property',
    cell: (p) =>
      p.property ? <RouterLink to={paths.properties.detail(p.propertyId)}>{p.property.name}</RouterLink> : EMPTY_CELL,
  },
  { key: 'type', header: 'Type', cell: (p) => PAYMENT_TYPE_LABELS[p.paymentType] },
  { key: 'amount', header: 'Amount', align: 'end', card: 'key', cell: (p) => formatMoney(p.amount) },
  { key: 'method', header: 'Method', cell: (p) => PAYMENT_METHOD_LABELS[p.paymentMethod] },
  { key: 'status', header: 'Status', cell: (p) => <PaymentStatusMenu payment={p} /> },
];

/** A column the page around the table may already state for every row. */
export type PaymentPlaceColumn = 'tenant' | 'unit' | 'property';

/**
 * A page of payments (sorted by the server: most recent payment date first), without the columns in
 * `omit`: on a record's page, what the page already states (a lease's tenant, unit and property).
 */
export function PaymentsTable({
  payments,
  caption = 'Payments',
  omit = [],
}: {
  payments: readonly Payment[];
  caption?: string;
  omit?: readonly PaymentPlaceColumn[];
}) {
  const columns = omit.length
    ? PAYMENT_COLUMNS.filter((c) => !omit.includes(c.key as PaymentPlaceColumn))
    : PAYMENT_COLUMNS;
  return (
    <DataTable caption={caption} columns={columns} rows={payments} rowKey={(p) => p.id} minWidth="860px" phoneCards />
  );
}
