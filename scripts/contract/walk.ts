/**
 * The contract walker: calls EVERY operation of the OpenAPI document against a server (the in-process
 * MSW mock, `npm run mock:server`, or a real backend), in an order where each call finds what it needs —
 * it creates a property, units, tenants, leases, assignments, payments, a vendor, maintenance requests,
 * work orders, photos and documents, reads, lists, searches, runs every lifecycle action from a state
 * where it is allowed, updates, and finally deletes what it made. Every request is checked against the
 * contract before it is sent (parameters, body schema) and every answer after (status, content type,
 * body). It also walks the cheap error paths the contract promises: invalid body → 400 with a problem
 * body, unknown id → 404, refused lifecycle action → 409, no token → 401.
 *
 * Recipes (one per operationId) are in recipes.ts; this file holds the order and the error variants.
 */
import type { Lease, MaintenanceRequest, Tenant, Unit, WorkOrder } from '@/lib/api/schema.gen';
import { allOperations } from '../../mocks/support/contract-validator';
import { operationInfo, send, type HttpContext } from './http';
import { Missing, need, recipes, type OperationId, type Recipe, type Resources } from './recipes';

export interface WalkOptions {
  /** The API base URL, e.g. `http://localhost:9090/api` (paths of the contract are appended). */
  baseUrl: string;
  /** A bearer token the server accepts. */
  token: string;
  fetch?: typeof fetch;
  /** Called after each call (for progress output). */
  onCall?: (line: string) => void;
}

export interface Violation {
  operationId: string;
  method: string;
  path: string;
  /** Which step of the walk (the operationId, or a label for an error-path variant). */
  step: string;
  expected?: number;
  status?: number;
  problems: string[];
}

export interface WalkResult {
  violations: Violation[];
  /** operationIds answered with the expected success status (and no problems). */
  exercised: Set<string>;
  /** Every operationId of the document. */
  defined: string[];
  calls: number;
}

/** A step: an operationId (its recipe as is), or a variant of it (error paths, repeated calls). */
type Step = OperationId | ({ op: OperationId; label: string } & Partial<Recipe>);

const MISSING_ID = '00000000-0000-4000-8000-00000000c0de';

/** Error-path variants. */
const invalid = (op: OperationId, json: unknown, params?: (r: Resources) => Record<string, string>): Step => ({
  op,
  label: `${op}: invalid body → 400`,
  expect: 400,
  invalid: true,
  call: (r) => ({ json, ...(params ? { params: params(r) } : {}) }),
});
const unknown = (op: OperationId, extra: (r: Resources) => { json?: unknown } = () => ({})): Step => ({
  op,
  label: `${op}: unknown id → 404`,
  expect: 404,
  call: (r) => ({ params: { id: MISSING_ID }, ...extra(r) }),
});
const byId = (what: keyof Resources) => (r: Resources) => ({
  id: need(r[what] as { id: string } | undefined, String(what)).id,
});

/** The walk, in dependency order. */
export const walkOrder: Step[] = [
  'getHealth',
  {
    op: 'listRentalProperties',
    label: 'listRentalProperties: no token → 401',
    expect: 401,
    call: () => ({ query: { page: 1, limit: 1 }, auth: false }),
  },

  // Properties and units.
  invalid('createRentalProperty', { name: '', propertyType: 'castle' }),
  'createRentalProperty',
  'getRentalProperty',
  unknown('getRentalProperty'),
  'updateRentalProperty',
  invalid('updateRentalProperty', { yearBuilt: 1200 }, byId('property')),
  'listRentalProperties',
  invalid('createUnit', { unitNumber: '', squareFootage: -1 }),
  {
    op: 'createUnit',
    label: 'createUnit: unknown property → 404',
    expect: 404,
    call: () => ({ json: { rentalPropertyId: MISSING_ID, unitNumber: '404', squareFootage: 500, monthlyRent: 900 } }),
  },
  'createUnit',
  {
    op: 'createUnit',
    label: 'createUnit: a commercial unit (deleted later)',
    call: (r) => ({
      json: {
        rentalPropertyId: need(r.property, 'a property').id,
        unitNumber: `C${r.tag.slice(-4)}`,
        squareFootage: 1200,
        monthlyRent: 3000,
        unitType: 'commercial',
        businessName: 'Contract Cafe',
      },
    }),
    save: (r, body) => {
      r.unitB = body as Unit;
    },
  },
  'getUnit',
  unknown('getUnit'),
  'updateUnit',
  'listUnits',
  'searchRentalProperties',
  'suggestRentalProperties',
  'searchUnits',
  'suggestUnits',

  // Photos of properties and units: multipart upload, direct upload (upload URL + PUT), read, reorder, delete.
  'uploadRentalPropertyPhotos',
  'getFile',
  'createRentalPropertyPhotoUploadUrl',
  'putFile',
  'getFile',
  'reorderRentalPropertyPhotos',
  'deleteRentalPropertyPhoto',
  {
    op: 'getFile',
    label: 'getFile: unknown key → 404',
    expect: 404,
    call: () => ({ params: { fileKey: `${MISSING_ID}.png` }, auth: false }),
  },
  'uploadUnitPhotos',
  'createUnitPhotoUploadUrl',
  'putFile',
  'reorderUnitPhotos',
  'deleteUnitPhoto',

  // Tenants.
  invalid('createTenant', { firstName: 'Casey', lastName: 'Walker', email: 'not-an-email' }),
  'createTenant',
  {
    op: 'createTenant',
    label: 'createTenant: a second tenant (deleted later)',
    call: (r) => ({
      json: { firstName: 'Robin', lastName: `Walker${r.tag}`, email: `robin.walker.${r.tag}@example.com` },
    }),
    save: (r, body) => {
      r.tenant2 = body as Tenant;
    },
  },
  'getTenant',
  unknown('getTenant'),
  'updateTenant',
  'updateTenantStatus',
  'syncTenantSearch',
  'listTenants',
  'searchTenants',
  'suggestTenants',
  'uploadTenantDocuments',
  'getFile',

  // Leases: a draft, refused actions, sign, execute, move in, documents, fees.
  invalid('createLease', { leaseNumber: 'X', startDate: 'yesterday', endDate: '2030-01-01' }),
  'createLease',
  'getLease',
  unknown('getLease'),
  'updateLease',
  'listLeases',
  {
    op: 'executeLease',
    label: 'executeLease: a draft lease → 409',
    expect: 409,
    call: (r) => ({ params: byId('lease')(r), json: { effectiveDate: r.day(0) } }),
  },
  {
    op: 'moveInLease',
    label: 'moveInLease: a draft lease → 409',
    expect: 409,
    call: (r) => ({ params: byId('lease')(r), json: { actualMoveInDate: r.day(0) } }),
  },
  'signLease',
  {
    op: 'signLease',
    label: 'signLease: already signed → 409',
    expect: 409,
    call: (r) => ({ params: byId('lease')(r), json: { signedDate: r.day(0) } }),
  },
  'executeLease',
  'moveInLease',
  'calculateLeaseFees',
  'increaseLeaseRent',
  'getLeaseFinancialSummary',
  'getLeaseLedger',
  'uploadLeaseDocuments',
  'listLeaseDocuments',
  'downloadLeaseDocument',
  'deleteLeaseDocument',
  {
    op: 'createLease',
    label: 'createLease: a second lease (terminated, deleted later)',
    call: (r) => ({
      json: { leaseNumber: `CW-${r.tag}-2`, startDate: r.day(-30), endDate: r.day(335), monthlyRent: 1200 },
    }),
    save: (r, body) => {
      r.lease2 = body as Lease;
    },
  },
  {
    op: 'terminateLease',
    label: 'terminateLease: a draft lease → 409',
    expect: 409,
    call: (r) => ({ params: byId('lease2')(r), json: { terminationDate: r.day(0) } }),
  },
  {
    op: 'signLease',
    label: 'signLease: the second lease',
    call: (r) => ({ params: byId('lease2')(r), json: { signedDate: r.day(0) } }),
  },
  'terminateLease',
  {
    op: 'increaseLeaseRent',
    label: 'increaseLeaseRent: a terminated lease → 409',
    expect: 409,
    call: (r) => ({
      params: byId('lease2')(r),
      json: { increaseType: 'percentage', increasePercentage: 3, effectiveDate: r.day(30) },
    }),
  },
  'updateLeaseStatus',

  // Assignments.
  'createAssignment',
  {
    op: 'createAssignment',
    label: 'createAssignment: the same tenant and unit again → 409',
    expect: 409,
    call: (r) => ({
      json: { tenantId: need(r.tenant, 'a tenant').id, unitId: need(r.unit, 'a unit').id, startDate: r.day(-10) },
    }),
  },
  'createAssignmentsBulk',
  'getAssignment',
  unknown('getAssignment'),
  'updateAssignment',
  'listAssignments',
  'listAssignmentsByLease',
  'listAssignmentsByTenant',
  'listAssignmentsByUnit',
  'listLeaseAssignments',

  // Payments: an overdue rent payment, its late fee, reports.
  invalid('createPayment', { amount: 0, paymentMethod: 'barter' }),
  'createPayment',
  'getPayment',
  unknown('getPayment'),
  'listPayments',
  'listPaymentsByLease',
  'listPaymentsByProperty',
  'listPaymentsByTenant',
  'listPaymentsByUnit',
  'listOverduePayments',
  { op: 'listOverduePayments', label: 'listOverduePayments: one page', call: () => ({ query: { page: 1, limit: 5 } }) },
  'getRentRoll',
  'getOwnerStatement',
  unknown('getOwnerStatement'),
  {
    op: 'getOwnerStatement',
    label: 'getOwnerStatement: a future month → 400',
    expect: 400,
    call: (r) => ({ params: byId('property')(r), query: { month: r.day(62).slice(0, 7) } }),
  },
  'getPaymentsAging',
  'applyLateFee',
  { op: 'applyLateFee', label: 'applyLateFee: late fee already charged → 409', expect: 409, call: byIdCall('payment') },
  'generateLateFees',
  'getPaymentSummary',
  'updatePayment',
  'updatePaymentStatus',

  // Vendors.
  invalid('createVendor', {
    companyName: 'X',
    contactName: 'Y',
    email: 'x@example.com',
    phone: 'call me',
    specialties: [],
  }),
  'createVendor',
  'getVendor',
  unknown('getVendor'),
  'updateVendor',
  'setVendorPreferredProperties',
  'listVendors',
  'listVendorsBySpecialty',
  'listVendorRecommendations',

  // Maintenance requests.
  invalid('createMaintenanceRequest', { title: '', category: 'magic' }),
  'createMaintenanceRequest',
  'getMaintenanceRequest',
  unknown('getMaintenanceRequest'),
  'updateMaintenanceRequest',
  'listMaintenanceRequests',
  'listMaintenanceRequestsByProperty',
  'listMaintenanceRequestsByUnit',
  'listOverdueMaintenanceRequests',
  'getMaintenanceRequestSummary',
  'uploadMaintenanceRequestPhotos',
  'createMaintenanceRequestPhotoUploadUrl',
  'putFile',
  'reorderMaintenanceRequestPhotos',
  'deleteMaintenanceRequestPhoto',
  'approveMaintenanceRequest',
  {
    op: 'approveMaintenanceRequest',
    label: 'approveMaintenanceRequest: already approved → 409',
    expect: 409,
    call: byIdCall('request'),
  },
  {
    op: 'createMaintenanceRequest',
    label: 'createMaintenanceRequest: a second request (cancelled, deleted later)',
    call: (r) => ({
      json: {
        propertyId: need(r.property, 'a property').id,
        unitId: need(r.unit, 'a unit').id,
        title: `Squeaky door ${r.tag}`,
        description: 'The front door squeaks.',
        category: 'other',
        priority: 'low',
      },
    }),
    save: (r, body) => {
      r.request2 = body as MaintenanceRequest;
    },
  },
  'updateMaintenanceRequestStatus',
  {
    op: 'updateMaintenanceRequestStatus',
    label: 'updateMaintenanceRequestStatus: a cancelled request → 409',
    expect: 409,
    call: (r) => ({ params: byId('request2')(r), json: { status: 'submitted' } }),
  },

  // Work orders: every action from a state where it is allowed.
  invalid('createWorkOrder', { instructions: '', priority: 'whenever' }),
  'createWorkOrder',
  {
    op: 'completeWorkOrder',
    label: 'completeWorkOrder: a created work order → 409',
    expect: 409,
    call: (r) => ({ params: byId('workOrder')(r), json: { completionNotes: 'Nothing done yet, refused.' } }),
  },
  'getWorkOrder',
  unknown('getWorkOrder'),
  'updateWorkOrder',
  'uploadWorkOrderPhotos',
  'createWorkOrderPhotoUploadUrl',
  'putFile',
  'reorderWorkOrderPhotos',
  'deleteWorkOrderPhoto',
  'assignWorkOrderVendor',
  invalid('scheduleWorkOrder', { scheduledDate: '2030-01-15T07:45:00' }, byId('workOrder')),
  'scheduleWorkOrder',
  'rescheduleWorkOrder',
  'startWorkOrder',
  'listActiveWorkOrders',
  { op: 'deleteWorkOrder', label: 'deleteWorkOrder: work started → 409', expect: 409, call: byIdCall('workOrder') },
  'completeWorkOrder',
  'uploadWorkOrderInvoice',
  'getFile',
  'listWorkOrders',
  'listWorkOrdersByProperty',
  'listWorkOrdersByVendor',
  'listWorkOrdersPendingPayment',
  'getVendorPerformance',
  'getVendorWorkHistory',
  {
    op: 'createWorkOrder',
    label: 'createWorkOrder: a second work order (deleted later)',
    call: (r) => ({
      json: {
        maintenanceRequestId: need(r.request, 'a maintenance request').id,
        instructions: 'Check the other taps.',
        priority: 'low',
      },
    }),
    save: (r, body) => {
      r.workOrder2 = body as WorkOrder;
    },
  },

  // Dashboard and global search, over everything made so far.
  'getDashboardStats',
  'listDashboardActivities',
  'getDashboardRevenueChart',
  'searchGlobal',

  // Lease end of life: the move-out, the deposit disposition, then deletions.
  {
    op: 'saveDepositDisposition',
    label: 'saveDepositDisposition: before the move-out → 409',
    expect: 409,
    call: (r) => ({ params: byId('lease')(r), json: { deductions: [] } }),
  },
  'moveOutLease',
  {
    op: 'moveOutLease',
    label: 'moveOutLease: already moved out → 409',
    expect: 409,
    call: (r) => ({ params: byId('lease')(r), json: { actualMoveOutDate: r.day(0) } }),
  },
  'getDepositDisposition',
  unknown('getDepositDisposition'),
  'createDepositPhotoUploadUrl',
  'saveDepositDisposition',
  invalid(
    'saveDepositDisposition',
    { deductions: [{ kind: 'cleaning', description: 'Carpet', amount: 0 }] },
    byId('lease'),
  ),
  'listDepositReturns',
  'finalizeDepositDisposition',
  {
    op: 'finalizeDepositDisposition',
    label: 'finalizeDepositDisposition: already final → 409',
    expect: 409,
    call: (r) => ({ params: byId('lease')(r), json: {} }),
  },
  'deleteWorkOrder',
  'deleteMaintenanceRequest',
  'deletePayment',
  'deleteAssignment',
  'deleteLease',
  unknown('deleteLease'),
  'deleteTenant',
  // Clean-up of the rest (a live server keeps only the deactivated vendor).
  {
    op: 'deleteMaintenanceRequest',
    label: 'deleteMaintenanceRequest: the first request (and its work order)',
    call: byIdCall('request'),
  },
  { op: 'deletePayment', label: 'deletePayment: the overdue payment', call: byIdCall('payment') },
  { op: 'deleteLease', label: 'deleteLease: the first lease', call: byIdCall('lease') },
  { op: 'deleteTenant', label: 'deleteTenant: the first tenant', call: byIdCall('tenant') },
  'deactivateVendor',
  'deleteUnit',
  'deleteRentalProperty',
  { op: 'getRentalProperty', label: 'getRentalProperty: after delete → 404', expect: 404, call: byIdCall('property') },
];

function byIdCall(what: keyof Resources) {
  return (r: Resources) => ({ params: byId(what)(r) });
}

function today(days: number): string {
  const d = new Date();
  d.setUTCHours(0, 0, 0, 0);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Walks every operation; see the file comment. Never throws for a server's misbehaviour: it reports it. */
export async function walk(options: WalkOptions): Promise<WalkResult> {
  const http: HttpContext = {
    baseUrl: options.baseUrl.replace(/\/$/, ''),
    token: options.token,
    fetch: options.fetch ?? globalThis.fetch.bind(globalThis),
  };
  const r: Resources = {
    tag: Date.now().toString(36),
    day: today,
    photos: { properties: [], units: [], requests: [], workOrders: [] },
  };
  const violations: Violation[] = [];
  const exercised = new Set<string>();
  let calls = 0;

  for (const step of walkOrder) {
    const op = typeof step === 'string' ? step : step.op;
    const recipe: Recipe =
      typeof step === 'string' ? recipes[op] : { ...recipes[op], save: undefined, invalid: false, ...step };
    const label = typeof step === 'string' ? step : step.label;
    const info = operationInfo(op);
    let spec;
    try {
      spec = recipe.call(r);
    } catch (error) {
      if (!(error instanceof Missing)) throw error;
      violations.push({
        operationId: op,
        method: info.method.toUpperCase(),
        path: info.path,
        step: label,
        expected: recipe.expect,
        problems: [`not called: ${error.message}`],
      });
      continue;
    }
    const result = await send(http, info, spec, recipe.invalid);
    calls += 1;
    const problems = [...result.problems];
    if (result.status !== recipe.expect) {
      const detail =
        result.body && typeof result.body === 'object' && !(result.body instanceof Uint8Array)
          ? ` ${JSON.stringify(result.body).slice(0, 300)}`
          : '';
      problems.unshift(`expected ${recipe.expect}, got ${result.status}${detail}`);
    }
    if (
      recipe.expect >= 400 &&
      result.status === recipe.expect &&
      !(result.contentType ?? '').includes('problem+json')
    ) {
      problems.push(`the ${result.status} answer is not a problem body (Content-Type ${result.contentType ?? 'none'})`);
    }
    options.onCall?.(
      `${problems.length ? 'FAIL' : 'ok  '} ${result.status} ${info.method.toUpperCase()} ${info.path}  (${label})`,
    );
    if (problems.length) {
      violations.push({
        operationId: op,
        method: info.method.toUpperCase(),
        path: info.path,
        step: label,
        expected: recipe.expect,
        status: result.status,
        problems,
      });
      continue;
    }
    if (recipe.expect < 300) exercised.add(op);
    recipe.save?.(r, result.body);
  }

  const defined = allOperations().map((o) => o.operationId);
  for (const op of defined) {
    if (!exercised.has(op) && !violations.some((v) => v.operationId === op)) {
      const info = operationInfo(op);
      violations.push({
        operationId: op,
        method: info.method.toUpperCase(),
        path: info.path,
        step: op,
        problems: ['not exercised: the walk has no successful call of this operation'],
      });
    }
  }
  return { violations, exercised, defined, calls };
}

/** One line per problem, for people. */
export function formatViolation(v: Violation): string {
  const head = `${v.operationId} (${v.method} ${v.path})${v.step !== v.operationId ? ` [${v.step}]` : ''}`;
  return [head, ...v.problems.map((p) => `    - ${p}`)].join('\n');
}
