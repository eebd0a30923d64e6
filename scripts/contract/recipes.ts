/**
 * One recipe per operationId: how to build the call (path parameters, query, body) from the resources the
 * walk has created so far, the status the contract promises for it, and what to remember from the answer.
 * Bodies are checked against the requestBody schema on every call, so a recipe cannot drift from the
 * contract silently. The walk order (walk.ts) runs these, plus variants for the error paths.
 */
import type {
  Assignment,
  Lease,
  LeaseDocument,
  LeaseDocumentList,
  MaintenanceRequest,
  operations,
  Payment,
  Photo,
  PhotoList,
  PhotoUploadResult,
  PhotoUploadUrl,
  Property,
  AssignmentCollection,
  Tenant,
  TenantDocumentsUploadResult,
  Unit,
  Vendor,
  WorkOrder,
} from '@/lib/api/schema.gen';
import type { CallSpec, FormPart } from './http';

export type OperationId = keyof operations;

/** What the walk has created so far (every id comes from an answer of the server under test). */
export interface Resources {
  /** A tag unique to this walk, in names and numbers, so runs against a live server do not collide. */
  tag: string;
  /** YYYY-MM-DD, `days` from today (UTC). */
  day: (days: number) => string;
  property?: Property;
  unit?: Unit;
  /** A second unit, deleted by deleteUnit. */
  unitB?: Unit;
  tenant?: Tenant;
  tenant2?: Tenant;
  /** Signed, executed, moved in, moved out. */
  lease?: Lease;
  /** Signed and terminated, then deleted. */
  lease2?: Lease;
  assignment?: Assignment;
  bulkAssignment?: Assignment;
  /** A pending rent payment 30 days overdue. */
  payment?: Payment;
  lateFee?: Payment;
  vendor?: Vendor;
  request?: MaintenanceRequest;
  /** Cancelled, then deleted. */
  request2?: MaintenanceRequest;
  /** Through every action: assigned, scheduled, rescheduled, started, completed, invoiced. */
  workOrder?: WorkOrder;
  /** Created and deleted. */
  workOrder2?: WorkOrder;
  photos: Record<PhotoEntity, string[]>;
  /** The last `PhotoUploadUrl` answered, for `PUT /files/{fileKey}`. */
  upload?: { entity: PhotoEntity; uploadUrl: string; path: string };
  /** The path of the file `GET /files/{fileKey}` reads next. */
  file?: string;
  leaseDocument?: LeaseDocument;
  /** A photo path answered by the deposit disposition's upload URL. */
  depositPhoto?: string;
}

export type PhotoEntity = 'properties' | 'units' | 'requests' | 'workOrders';

export class Missing extends Error {}

/** The resource, or stop this step: an earlier step that should have made it failed. */
export function need<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw new Missing(`needs ${what}, which an earlier step did not provide`);
  return value;
}

export interface Recipe {
  /** The status the contract promises for this call. */
  expect: number;
  call: (r: Resources) => CallSpec;
  /** Remember what later steps need, from the answer's body (typed at each site with the contract's schema). */
  save?: (r: Resources, body: unknown) => void;
  /** The JSON body is deliberately invalid (error-path variants). */
  invalid?: boolean;
}

/** A 1x1 transparent PNG. */
export const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
/** A minimal PDF. */
export const PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const png = (name: string, field: string): FormPart => ({ name: field, filename: name, type: 'image/png', bytes: PNG });
const pdf = (name: string, field: string): FormPart => ({
  name: field,
  filename: name,
  type: 'application/pdf',
  bytes: PDF,
});

/** The key of a file path (`/api/files/<key>` → `<key>`). */
export function fileKeyOf(path: string): string {
  return decodeURIComponent(path.split('?')[0].split('/').pop() ?? path);
}

const photoOwner: Record<PhotoEntity, (r: Resources) => string> = {
  properties: (r) => need(r.property, 'a property').id,
  units: (r) => need(r.unit, 'a unit').id,
  requests: (r) => need(r.request, 'a maintenance request').id,
  workOrders: (r) => need(r.workOrder, 'a work order').id,
};

/** The four photo calls of one entity: multipart upload, upload URL, reorder, delete. */
function photoRecipes(entity: PhotoEntity): Recipe[] {
  const id = photoOwner[entity];
  return [
    {
      expect: 201,
      call: (r) => ({ params: { id: id(r) }, form: [png('contract-walk.png', 'photos')] }),
      save: (r, answer) => {
        const body = answer as PhotoUploadResult;
        r.photos[entity] = body.photos;
        r.file = body.uploaded?.[0]?.url ?? body.photos?.at(-1);
      },
    },
    {
      expect: 201,
      call: (r) => ({ params: { id: id(r) }, json: { filename: 'contract-walk-direct.png' } }),
      save: (r, answer) => {
        const body = answer as PhotoUploadUrl;
        r.upload = { entity, uploadUrl: body.uploadUrl, path: body.path };
      },
    },
    {
      expect: 200,
      call: (r) => ({
        params: { id: id(r) },
        json: { photoOrder: [...need(r.photos[entity].length ? r.photos[entity] : undefined, 'photos')].reverse() },
      }),
      save: (r, body) => {
        r.photos[entity] = (body as PhotoList).photos;
      },
    },
    {
      expect: 204,
      call: (r) => ({ params: { id: id(r), photoPath: need(r.photos[entity][0], 'a photo') } }),
      save: (r) => {
        r.photos[entity] = r.photos[entity].slice(1);
      },
    },
  ];
}

const [
  uploadRentalPropertyPhotos,
  createRentalPropertyPhotoUploadUrl,
  reorderRentalPropertyPhotos,
  deleteRentalPropertyPhoto,
] = photoRecipes('properties');
const [uploadUnitPhotos, createUnitPhotoUploadUrl, reorderUnitPhotos, deleteUnitPhoto] = photoRecipes('units');
const [
  uploadMaintenanceRequestPhotos,
  createMaintenanceRequestPhotoUploadUrl,
  reorderMaintenanceRequestPhotos,
  deleteMaintenanceRequestPhoto,
] = photoRecipes('requests');
const [uploadWorkOrderPhotos, createWorkOrderPhotoUploadUrl, reorderWorkOrderPhotos, deleteWorkOrderPhoto] =
  photoRecipes('workOrders');

const id = (value: { id: string } | undefined, what: string) => ({ id: need(value, what).id });
const page = { page: 1, limit: 5 };

export const recipes: Record<OperationId, Recipe> = {
  // ---- health, dashboard, search
  getHealth: { expect: 200, call: () => ({ auth: false }) },
  getDashboardStats: { expect: 200, call: () => ({}) },
  listDashboardActivities: { expect: 200, call: () => ({ query: { limit: 10 } }) },
  getDashboardRevenueChart: { expect: 200, call: () => ({ query: { months: 6 } }) },
  searchGlobal: {
    expect: 200,
    call: (r) => ({ query: { q: need(r.property, 'a property').name, limit: 5, offset: 0 } }),
  },

  // ---- properties
  createRentalProperty: {
    expect: 201,
    call: (r) => ({
      json: {
        name: `Contract Walk ${r.tag}`,
        address: '1 Contract Way',
        city: 'Springfield',
        state: 'IL',
        zipCode: '62701',
        propertyType: 'multi-family',
        yearBuilt: 1999,
        lateFeeEnabled: true,
        lateFeeDaysGrace: 0,
        lateFeeCalculationType: 'fixed',
        lateFeeAmount: 25,
      },
    }),
    save: (r, body) => {
      r.property = body as Property;
    },
  },
  getRentalProperty: { expect: 200, call: (r) => ({ params: id(r.property, 'a property') }) },
  updateRentalProperty: {
    expect: 200,
    call: (r) => ({
      params: id(r.property, 'a property'),
      json: { currentValue: 450000, insuranceCarrier: 'Contract Mutual' },
    }),
    save: (r, body) => {
      r.property = body as Property;
    },
  },
  listRentalProperties: { expect: 200, call: () => ({ query: page }) },
  searchRentalProperties: {
    expect: 200,
    call: (r) => ({
      query: {
        q: need(r.property, 'a property').name,
        propertyType: 'multi-family',
        city: 'springfield',
        state: 'IL',
        yearBuilt: '1990+',
        totalUnits: '1+',
        limit: 10,
        offset: 0,
      },
    }),
  },
  suggestRentalProperties: {
    expect: 200,
    call: (r) => ({ query: { q: need(r.property, 'a property').name.slice(0, 8), limit: 5 } }),
  },
  deleteRentalProperty: { expect: 204, call: (r) => ({ params: id(r.property, 'a property') }) },

  // ---- units
  createUnit: {
    expect: 201,
    call: (r) => ({
      json: {
        rentalPropertyId: need(r.property, 'a property').id,
        unitNumber: `W${r.tag.slice(-4)}`,
        squareFootage: 850,
        monthlyRent: 1500,
        bedrooms: 2,
        bathrooms: 1.5,
        unitType: 'residential',
        petAllowed: true,
      },
    }),
    save: (r, body) => {
      r.unit = body as Unit;
    },
  },
  getUnit: { expect: 200, call: (r) => ({ params: id(r.unit, 'a unit') }) },
  updateUnit: {
    expect: 200,
    call: (r) => ({ params: id(r.unit, 'a unit'), json: { monthlyRent: 1550, floorNumber: 2 } }),
    save: (r, body) => {
      r.unit = body as Unit;
    },
  },
  listUnits: {
    expect: 200,
    call: (r) => ({ query: { ...page, rentalPropertyId: need(r.property, 'a property').id } }),
  },
  searchUnits: {
    expect: 200,
    call: (r) => ({
      query: {
        q: need(r.unit, 'a unit').unitNumber,
        propertyId: need(r.property, 'a property').id,
        bedrooms: '2',
        bathrooms: '1.5',
        minRent: 1000,
        maxRent: 2000,
        petAllowed: true,
        limit: 10,
        offset: 0,
      },
    }),
  },
  suggestUnits: {
    expect: 200,
    call: (r) => ({
      query: { q: need(r.unit, 'a unit').unitNumber, propertyId: need(r.property, 'a property').id, limit: 5 },
    }),
  },
  deleteUnit: { expect: 204, call: (r) => ({ params: id(r.unitB, 'a second unit') }) },

  // ---- photos and files
  uploadRentalPropertyPhotos,
  createRentalPropertyPhotoUploadUrl,
  reorderRentalPropertyPhotos,
  deleteRentalPropertyPhoto,
  uploadUnitPhotos,
  createUnitPhotoUploadUrl,
  reorderUnitPhotos,
  deleteUnitPhoto,
  uploadMaintenanceRequestPhotos,
  createMaintenanceRequestPhotoUploadUrl,
  reorderMaintenanceRequestPhotos,
  deleteMaintenanceRequestPhoto,
  uploadWorkOrderPhotos,
  createWorkOrderPhotoUploadUrl,
  reorderWorkOrderPhotos,
  deleteWorkOrderPhoto,
  putFile: {
    expect: 201,
    // The upload URL is relative to the API host when not absolute; it needs no token.
    call: (r) => {
      const upload = need(r.upload, 'an upload URL');
      return {
        url: upload.uploadUrl,
        params: { fileKey: fileKeyOf(upload.uploadUrl) },
        raw: { contentType: 'image/png', bytes: PNG },
        auth: false,
      };
    },
    save: (r, body) => {
      const upload = need(r.upload, 'an upload URL');
      r.photos[upload.entity] = [...r.photos[upload.entity], upload.path];
      r.file = (body as Photo).url ?? upload.path;
      r.upload = undefined;
    },
  },
  getFile: {
    expect: 200,
    call: (r) => ({ params: { fileKey: fileKeyOf(need(r.file, 'a stored file')) }, auth: false }),
  },

  // ---- tenants
  createTenant: {
    expect: 201,
    call: (r) => ({
      json: {
        firstName: 'Casey',
        lastName: `Walker${r.tag}`,
        email: `casey.walker.${r.tag}@example.com`,
        phone: '555-010-2030',
        hasPets: false,
      },
    }),
    save: (r, body) => {
      r.tenant = body as Tenant;
    },
  },
  getTenant: { expect: 200, call: (r) => ({ params: id(r.tenant, 'a tenant') }) },
  updateTenant: {
    expect: 200,
    call: (r) => ({
      params: id(r.tenant, 'a tenant'),
      json: { notes: 'Updated by the contract walk', creditScore: 720 },
    }),
  },
  updateTenantStatus: { expect: 200, call: (r) => ({ params: id(r.tenant, 'a tenant'), json: { status: 'active' } }) },
  listTenants: {
    expect: 200,
    call: (r) => ({ query: { ...page, status: 'active', search: need(r.tenant, 'a tenant').lastName } }),
  },
  searchTenants: {
    expect: 200,
    call: (r) => ({
      query: { q: need(r.tenant, 'a tenant').lastName, status: 'active', hasPets: false, limit: 10, offset: 0 },
    }),
  },
  suggestTenants: {
    expect: 200,
    call: (r) => ({ query: { q: need(r.tenant, 'a tenant').lastName.slice(0, 6), limit: 5 } }),
  },
  syncTenantSearch: { expect: 200, call: () => ({}) },
  uploadTenantDocuments: {
    expect: 201,
    call: (r) => ({
      params: id(r.tenant, 'a tenant'),
      form: [pdf('pay-stub.pdf', 'documents'), { name: 'category', value: 'incomeDocuments' }],
    }),
    save: (r, body) => {
      r.file = (body as TenantDocumentsUploadResult).uploaded?.[0];
    },
  },
  deleteTenant: { expect: 204, call: (r) => ({ params: id(r.tenant2, 'a second tenant') }) },

  // ---- leases
  createLease: {
    expect: 201,
    call: (r) => ({
      json: {
        leaseNumber: `CW-${r.tag}-1`,
        startDate: r.day(-60),
        endDate: r.day(305),
        monthlyRent: 1500,
        securityDeposit: 1500,
        lateFeeType: 'fixed_amount',
        lateFeeAmount: 50,
        lateFeeGracePeriodDays: 5,
        additionalFees: { parking: 40 },
      },
    }),
    save: (r, body) => {
      r.lease = body as Lease;
    },
  },
  getLease: { expect: 200, call: (r) => ({ params: id(r.lease, 'a lease') }) },
  updateLease: {
    expect: 200,
    call: (r) => ({
      params: id(r.lease, 'a lease'),
      json: { specialTerms: 'No smoking.', utilitiesIncluded: ['water'] },
    }),
  },
  listLeases: {
    expect: 200,
    call: (r) => ({ query: { ...page, status: 'draft', search: need(r.lease, 'a lease').leaseNumber } }),
  },
  signLease: { expect: 200, call: (r) => ({ params: id(r.lease, 'a lease'), json: { signedDate: r.day(-1) } }) },
  executeLease: { expect: 200, call: (r) => ({ params: id(r.lease, 'a lease'), json: { effectiveDate: r.day(0) } }) },
  moveInLease: { expect: 200, call: (r) => ({ params: id(r.lease, 'a lease'), json: { actualMoveInDate: r.day(0) } }) },
  moveOutLease: {
    expect: 200,
    call: (r) => ({
      params: id(r.lease, 'a lease'),
      json: { actualMoveOutDate: r.day(0), noticeToVacateDate: r.day(-1) },
    }),
  },
  increaseLeaseRent: {
    expect: 200,
    call: (r) => ({
      params: id(r.lease, 'a lease'),
      json: { increaseType: 'amount', increaseAmount: 25, effectiveDate: r.day(30), reason: 'Annual increase' },
    }),
  },
  terminateLease: {
    expect: 200,
    call: (r) => ({
      params: id(r.lease2, 'a second lease'),
      json: { terminationDate: r.day(0), reason: 'Contract walk', earlyTerminationFeeApplied: false },
    }),
  },
  updateLeaseStatus: {
    expect: 200,
    call: (r) => ({ params: id(r.lease2, 'a second lease'), json: { status: 'expired' } }),
  },
  calculateLeaseFees: { expect: 200, call: (r) => ({ params: id(r.lease, 'a lease'), query: { daysLate: 10 } }) },
  getLeaseFinancialSummary: { expect: 200, call: (r) => ({ params: id(r.lease, 'a lease') }) },
  getLeaseLedger: {
    expect: 200,
    call: (r) => ({ params: id(r.lease, 'a lease'), query: { from: r.day(-60), to: r.day(0) } }),
  },
  listLeaseAssignments: { expect: 200, call: (r) => ({ params: id(r.lease, 'a lease') }) },
  uploadLeaseDocuments: {
    expect: 201,
    call: (r) => ({
      params: id(r.lease, 'a lease'),
      form: [pdf('addendum.pdf', 'documents'), { name: 'documentType', value: 'addendum' }],
    }),
    save: (r, body) => {
      r.leaseDocument = (body as LeaseDocumentList).data?.[0];
    },
  },
  listLeaseDocuments: { expect: 200, call: (r) => ({ params: id(r.lease, 'a lease') }) },
  downloadLeaseDocument: {
    expect: 200,
    call: (r) => ({ params: { ...id(r.lease, 'a lease'), name: need(r.leaseDocument, 'a lease document').name } }),
  },
  deleteLeaseDocument: {
    expect: 204,
    call: (r) => ({ params: { ...id(r.lease, 'a lease'), name: need(r.leaseDocument, 'a lease document').name } }),
  },
  deleteLease: { expect: 204, call: (r) => ({ params: id(r.lease2, 'a second lease') }) },

  // ---- deposits (the lease is moved out by then)
  getDepositDisposition: { expect: 200, call: (r) => ({ params: id(r.lease, 'a lease') }) },
  saveDepositDisposition: {
    expect: 200,
    call: (r) => ({
      params: id(r.lease, 'a lease'),
      json: {
        deductions: [
          { kind: 'cleaning', description: 'Carpet cleaning, living room', amount: 150 },
          {
            kind: 'damage',
            description: 'Broken blinds, bedroom 2',
            amount: 85,
            photos: r.depositPhoto ? [r.depositPhoto] : [],
          },
        ],
        notes: 'Keys returned on the move-out day.',
      },
    }),
  },
  createDepositPhotoUploadUrl: {
    expect: 200,
    call: (r) => ({ params: id(r.lease, 'a lease'), json: { filename: 'blinds.png' } }),
    save: (r, body) => {
      r.depositPhoto = (body as PhotoUploadUrl).path;
    },
  },
  finalizeDepositDisposition: {
    expect: 200,
    call: (r) => ({
      params: id(r.lease, 'a lease'),
      json: { refundDate: r.day(0), paymentMethod: 'check', referenceNumber: `CHK-${r.tag}` },
    }),
  },
  listDepositReturns: {
    expect: 200,
    call: (r) => ({ query: { ...page, status: 'all', search: need(r.lease, 'a lease').leaseNumber } }),
  },

  // ---- assignments
  createAssignment: {
    expect: 201,
    call: (r) => ({
      json: {
        tenantId: need(r.tenant, 'a tenant').id,
        unitId: need(r.unit, 'a unit').id,
        leaseId: need(r.lease, 'a lease').id,
        startDate: r.day(-60),
        isPrimary: true,
      },
    }),
    save: (r, body) => {
      r.assignment = body as Assignment;
    },
  },
  createAssignmentsBulk: {
    expect: 201,
    call: (r) => ({
      json: {
        tenantIds: [need(r.tenant2, 'a second tenant').id],
        unitId: need(r.unit, 'a unit').id,
        leaseId: need(r.lease, 'a lease').id,
        startDate: r.day(-60),
      },
    }),
    save: (r, body) => {
      r.bulkAssignment = (body as AssignmentCollection).data?.[0];
    },
  },
  getAssignment: { expect: 200, call: (r) => ({ params: id(r.assignment, 'an assignment') }) },
  updateAssignment: {
    expect: 200,
    call: (r) => ({ params: id(r.assignment, 'an assignment'), json: { isPrimary: true, endDate: r.day(305) } }),
  },
  listAssignments: { expect: 200, call: () => ({ query: page }) },
  listAssignmentsByLease: { expect: 200, call: (r) => ({ params: id(r.lease, 'a lease') }) },
  listAssignmentsByTenant: { expect: 200, call: (r) => ({ params: id(r.tenant, 'a tenant') }) },
  listAssignmentsByUnit: { expect: 200, call: (r) => ({ params: id(r.unit, 'a unit') }) },
  deleteAssignment: { expect: 204, call: (r) => ({ params: id(r.bulkAssignment, 'a bulk assignment') }) },

  // ---- payments
  createPayment: {
    expect: 201,
    call: (r) => ({
      json: {
        amount: 1500,
        paymentDate: r.day(-30),
        dueDate: r.day(-30),
        paymentMethod: 'bank_transfer',
        paymentType: 'rent',
        status: 'pending',
        tenantId: need(r.tenant, 'a tenant').id,
        unitId: need(r.unit, 'a unit').id,
        propertyId: need(r.property, 'a property').id,
        leaseId: need(r.lease, 'a lease').id,
        referenceNumber: `CW-${r.tag}`,
      },
    }),
    save: (r, body) => {
      r.payment = body as Payment;
    },
  },
  getPayment: { expect: 200, call: (r) => ({ params: id(r.payment, 'a payment') }) },
  updatePayment: {
    expect: 200,
    call: (r) => ({ params: id(r.payment, 'a payment'), json: { notes: 'Checked by the contract walk' } }),
  },
  updatePaymentStatus: {
    expect: 200,
    call: (r) => ({ params: id(r.payment, 'a payment'), json: { status: 'completed' } }),
  },
  listPayments: {
    expect: 200,
    call: (r) => ({
      query: {
        ...page,
        startDate: r.day(-31),
        endDate: r.day(-29),
        dateField: 'dueDate',
        paymentType: 'rent',
        status: 'pending',
      },
    }),
  },
  listPaymentsByLease: { expect: 200, call: (r) => ({ params: id(r.lease, 'a lease'), query: page }) },
  listPaymentsByProperty: { expect: 200, call: (r) => ({ params: id(r.property, 'a property'), query: page }) },
  listPaymentsByTenant: { expect: 200, call: (r) => ({ params: id(r.tenant, 'a tenant'), query: page }) },
  listPaymentsByUnit: { expect: 200, call: (r) => ({ params: id(r.unit, 'a unit'), query: page }) },
  listOverduePayments: { expect: 200, call: (r) => ({ query: { propertyId: need(r.property, 'a property').id } }) },
  getPaymentsAging: { expect: 200, call: (r) => ({ query: { asOf: r.day(0), page: 1, limit: 10 } }) },
  getRentRoll: { expect: 200, call: (r) => ({ query: { month: r.day(-31).slice(0, 7), page: 1, limit: 10 } }) },
  getOwnerStatement: {
    expect: 200,
    call: (r) => ({ params: id(r.property, 'a property'), query: { month: r.day(-31).slice(0, 7) } }),
  },
  applyLateFee: {
    expect: 201,
    call: (r) => ({ params: id(r.payment, 'an overdue payment') }),
    save: (r, body) => {
      r.lateFee = body as Payment;
    },
  },
  generateLateFees: { expect: 200, call: (r) => ({ json: { propertyId: need(r.property, 'a property').id } }) },
  getPaymentSummary: {
    expect: 200,
    call: (r) => ({ params: id(r.property, 'a property'), query: { startDate: r.day(-60), endDate: r.day(0) } }),
  },
  deletePayment: { expect: 204, call: (r) => ({ params: id(r.lateFee, 'a late-fee payment') }) },

  // ---- vendors
  createVendor: {
    expect: 201,
    call: (r) => ({
      json: {
        companyName: `Contract Walk Plumbing ${r.tag}`,
        contactName: 'Pat Pipe',
        email: `pat.${r.tag}@example.com`,
        phone: '(555) 010-4040',
        specialties: ['plumbing'],
        emergencyAvailable: true,
        hourlyRate: 85,
      },
    }),
    save: (r, body) => {
      r.vendor = body as Vendor;
    },
  },
  getVendor: { expect: 200, call: (r) => ({ params: id(r.vendor, 'a vendor') }) },
  updateVendor: {
    expect: 200,
    call: (r) => ({
      params: id(r.vendor, 'a vendor'),
      json: { notes: 'Checked by the contract walk', minimumCharge: 100 },
    }),
  },
  listVendors: {
    expect: 200,
    call: (r) => ({
      query: {
        page: 1,
        limit: 20,
        search: need(r.vendor, 'a vendor').companyName,
        specialty: 'plumbing',
        isActive: true,
      },
    }),
  },
  listVendorsBySpecialty: { expect: 200, call: () => ({ params: { specialty: 'plumbing' } }) },
  listVendorRecommendations: {
    expect: 200,
    call: (r) => ({
      query: { category: 'plumbing', propertyId: need(r.property, 'a property').id, priority: 'emergency' },
    }),
  },
  setVendorPreferredProperties: {
    expect: 200,
    call: (r) => ({ params: id(r.vendor, 'a vendor'), json: { propertyIds: [need(r.property, 'a property').id] } }),
  },
  getVendorPerformance: { expect: 200, call: (r) => ({ params: id(r.vendor, 'a vendor') }) },
  getVendorWorkHistory: {
    expect: 200,
    call: (r) => ({ params: id(r.vendor, 'a vendor'), query: { page: 1, limit: 20 } }),
  },
  deactivateVendor: { expect: 204, call: (r) => ({ params: id(r.vendor, 'a vendor') }) },

  // ---- maintenance requests
  createMaintenanceRequest: {
    expect: 201,
    call: (r) => ({
      json: {
        propertyId: need(r.property, 'a property').id,
        unitId: need(r.unit, 'a unit').id,
        title: `Leaking tap ${r.tag}`,
        description: 'The kitchen tap drips.',
        category: 'plumbing',
        priority: 'high',
        dueDate: r.day(-3),
      },
    }),
    save: (r, body) => {
      r.request = body as MaintenanceRequest;
    },
  },
  getMaintenanceRequest: { expect: 200, call: (r) => ({ params: id(r.request, 'a maintenance request') }) },
  updateMaintenanceRequest: {
    expect: 200,
    call: (r) => ({
      params: id(r.request, 'a maintenance request'),
      json: { notes: 'Tenant home after 5pm', estimatedCost: 120 },
    }),
  },
  listMaintenanceRequests: {
    expect: 200,
    call: (r) => ({
      query: {
        page: 1,
        limit: 20,
        status: 'submitted',
        priority: 'high',
        category: 'plumbing',
        search: need(r.request, 'a maintenance request').title,
      },
    }),
  },
  listMaintenanceRequestsByProperty: {
    expect: 200,
    call: (r) => ({ params: id(r.property, 'a property'), query: page }),
  },
  listMaintenanceRequestsByUnit: { expect: 200, call: (r) => ({ params: id(r.unit, 'a unit'), query: page }) },
  listOverdueMaintenanceRequests: { expect: 200, call: () => ({ query: page }) },
  getMaintenanceRequestSummary: { expect: 200, call: () => ({}) },
  approveMaintenanceRequest: { expect: 200, call: (r) => ({ params: id(r.request, 'a maintenance request') }) },
  updateMaintenanceRequestStatus: {
    expect: 200,
    call: (r) => ({ params: id(r.request2, 'a second maintenance request'), json: { status: 'cancelled' } }),
  },
  deleteMaintenanceRequest: { expect: 204, call: (r) => ({ params: id(r.request2, 'a second maintenance request') }) },

  // ---- work orders
  createWorkOrder: {
    expect: 201,
    call: (r) => ({
      json: {
        maintenanceRequestId: need(r.request, 'a maintenance request').id,
        instructions: 'Replace the tap washer.',
        priority: 'high',
        estimatedDuration: 2,
      },
    }),
    save: (r, body) => {
      r.workOrder = body as WorkOrder;
    },
  },
  getWorkOrder: { expect: 200, call: (r) => ({ params: id(r.workOrder, 'a work order') }) },
  updateWorkOrder: {
    expect: 200,
    call: (r) => ({
      params: id(r.workOrder, 'a work order'),
      json: { instructions: 'Replace the tap washer and check the seals.' },
    }),
  },
  listWorkOrders: {
    expect: 200,
    call: (r) => ({
      query: {
        page: 1,
        limit: 20,
        priority: 'high',
        vendorId: need(r.vendor, 'a vendor').id,
        maintenanceRequestId: need(r.request, 'a maintenance request').id,
        search: 'washer',
      },
    }),
  },
  listActiveWorkOrders: { expect: 200, call: () => ({ query: page }) },
  listWorkOrdersByProperty: { expect: 200, call: (r) => ({ params: id(r.property, 'a property'), query: page }) },
  listWorkOrdersByVendor: { expect: 200, call: (r) => ({ params: id(r.vendor, 'a vendor'), query: page }) },
  listWorkOrdersPendingPayment: { expect: 200, call: () => ({ query: page }) },
  assignWorkOrderVendor: {
    expect: 200,
    call: (r) => ({
      params: id(r.workOrder, 'a work order'),
      json: { vendorId: need(r.vendor, 'a vendor').id, assignmentNotes: 'Call ahead' },
    }),
  },
  scheduleWorkOrder: {
    expect: 200,
    call: (r) => ({
      params: id(r.workOrder, 'a work order'),
      json: { scheduledDate: `${r.day(1)}T09:00:00`, estimatedDuration: 2, schedulingNotes: 'Morning' },
    }),
  },
  rescheduleWorkOrder: {
    expect: 200,
    call: (r) => ({
      params: id(r.workOrder, 'a work order'),
      json: { scheduledDate: `${r.day(2)}T18:30:00`, reason: 'Vendor asked' },
    }),
  },
  startWorkOrder: {
    expect: 200,
    call: (r) => ({
      params: id(r.workOrder, 'a work order'),
      json: { actualStartTime: new Date(Date.now() - 60_000).toISOString(), startNotes: 'On site' },
    }),
  },
  completeWorkOrder: {
    expect: 200,
    call: (r) => ({
      params: id(r.workOrder, 'a work order'),
      json: {
        completionNotes: 'Washer replaced, no more drips.',
        laborCost: 90,
        materialCost: 12.5,
        actualDuration: 1.5,
      },
    }),
  },
  uploadWorkOrderInvoice: {
    expect: 200,
    call: (r) => ({ params: id(r.workOrder, 'a work order'), form: [pdf('invoice.pdf', 'invoice')] }),
    save: (r, body) => {
      r.file = (body as WorkOrder).invoiceUrl ?? undefined;
    },
  },
  deleteWorkOrder: { expect: 204, call: (r) => ({ params: id(r.workOrder2, 'a second work order') }) },
};
