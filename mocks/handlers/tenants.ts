import { HttpResponse } from 'msw';
import {
  backgroundCheckStatusValues,
  tenantStatusValues,
  type FieldError,
  type TenantDocumentCategory,
  type TenantStatus,
} from '@/lib/api/schema.gen';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '@/lib/upload-limits';
import { http } from '../http';
import { db } from '../db';
import { newId } from '../db/ids';
import { deleteFilesOf, filePath } from '../db/files';
import { blankTenantFields, TENANT_DOCUMENT_CATEGORIES, type TenantRecord } from '../db/tenants';
import { paged, pickDefined, readBody, readQuery } from '../support/request';
import { badRequest, noContent, notFound } from '../support/responses';
import { nowIso } from '../support/time';
import { tenantsWithActiveLease, tenantView } from '../views/tenancy';
import { checkedUploads, multipartForm, safeFileName, uploadedFile } from './upload-rules';
import { spec2Rules, syncUnitAvailability } from './tenancy-support';

const STATUSES = tenantStatusValues;
const BACKGROUND = backgroundCheckStatusValues;

/** The fields a tenant body may set (read-only ones are ignored). */
const WRITABLE = Object.keys({ firstName: 1, lastName: 1, email: 1, ...blankTenantFields() });

const DOCUMENT_TYPES = new Set([
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
]);
const DOCUMENT_EXTENSIONS = /\.(pdf|doc|docx|jpe?g|png|gif|webp|bmp|heic|svg)$/i;
const typeMessage = 'Only images, PDF, DOC and DOCX files are allowed';

function isAllowedDocument(file: File): boolean {
  if (file.type.startsWith('image/') || DOCUMENT_TYPES.has(file.type)) return true;
  return (file.type === '' || file.type === 'application/octet-stream') && DOCUMENT_EXTENSIONS.test(file.name);
}

/** Rules beyond the schema: personalReferences must be JSON of a list of references. */
function tenantRules(body: Record<string, unknown>): FieldError[] {
  const json = body.personalReferences;
  if (typeof json !== 'string' || json.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return [{ field: 'personalReferences', message: 'personalReferences must be valid JSON' }];
  }
  if (!Array.isArray(parsed))
    return [{ field: 'personalReferences', message: 'personalReferences must be a JSON list' }];
  const errors: FieldError[] = [];
  parsed.forEach((raw, i) => {
    const r = (raw ?? {}) as Record<string, unknown>;
    if (typeof r.name !== 'string' || !r.name.trim())
      errors.push({ field: `personalReferences.${i}.name`, message: 'Reference name is required' });
    if (typeof r.relationship !== 'string' || !r.relationship.trim())
      errors.push({ field: `personalReferences.${i}.relationship`, message: 'Relationship is required' });
  });
  return errors;
}

const collator = new Intl.Collator('en', { sensitivity: 'base' });

function sortTenants(a: TenantRecord, b: TenantRecord): number {
  return (
    collator.compare(a.lastName, b.lastName) ||
    collator.compare(a.firstName, b.firstName) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/** The lower-case words of a search text (none when empty). */
function searchWords(text: string | undefined): string[] {
  return text ? text.toLowerCase().split(/\s+/) : [];
}

function matchesWords(t: TenantRecord, words: string[]): boolean {
  const hay = `${t.firstName} ${t.lastName} ${t.email} ${t.phone ?? ''}`.toLowerCase();
  return words.every((w) => hay.includes(w));
}

export const tenantHandlers = [
  http.get('/tenants', ({ request, response }) => {
    const query = readQuery(request);
    const status = query.enum('status', STATUSES, 'Invalid status');
    const hasActiveLease = query.boolean('hasActiveLease');
    if (query.errors.length) return badRequest(query.errors);
    const words = searchWords(query.text('search'));
    const active = tenantsWithActiveLease();
    const rows = db.tenants
      .where(
        (t) =>
          (!status || t.status === status) &&
          (hasActiveLease === undefined || active.has(t.id) === hasActiveLease) &&
          (!words.length || matchesWords(t, words)),
      )
      .sort(sortTenants);
    return response(200).json(paged(rows, query.page(), (t) => tenantView(t, active)));
  }),

  http.get('/tenants/search', ({ request, response }) => {
    const started = performance.now();
    const query = readQuery(request);
    const status = query.enum('status', STATUSES, 'Invalid status');
    const background = query.enum('backgroundCheckStatus', BACKGROUND, 'Invalid background check status');
    if (query.errors.length) return badRequest(query.errors);
    const limit = query.integer('limit', 100, 1, 1000);
    const offset = query.integer('offset', 0, 0, Number.MAX_SAFE_INTEGER);
    const words = searchWords(query.text('q'));
    const hasActiveLease = query.boolean('hasActiveLease');
    const hasPets = query.boolean('hasPets');
    const active = tenantsWithActiveLease();
    const nameHit = (t: TenantRecord) => words.every((w) => `${t.firstName} ${t.lastName}`.toLowerCase().includes(w));
    const rows = db.tenants
      .where(
        (t) =>
          (!status || t.status === status) &&
          (!background || t.backgroundCheckStatus === background) &&
          (hasActiveLease === undefined || active.has(t.id) === hasActiveLease) &&
          (hasPets === undefined || t.hasPets === hasPets) &&
          (!words.length || matchesWords(t, words)),
      )
      .sort((a, b) => (words.length ? Number(nameHit(b)) - Number(nameHit(a)) : 0) || sortTenants(a, b));
    return response(200).json({
      data: rows.slice(offset, offset + limit).map((t) => tenantView(t, active)),
      meta: {
        total: rows.length,
        processingTimeMs: Math.round((performance.now() - started) * 100) / 100,
        limit,
        offset,
      },
    });
  }),

  http.get('/tenants/suggestions', ({ request, response }) => {
    const query = readQuery(request);
    const q = query.text('q')?.toLowerCase() ?? '';
    const limit = query.integer('limit', 5, 1, 50);
    if (q.length < 2) return response(200).json({ data: [] });
    const starts = (t: TenantRecord) =>
      t.firstName.toLowerCase().startsWith(q) ||
      t.lastName.toLowerCase().startsWith(q) ||
      `${t.firstName} ${t.lastName}`.toLowerCase().startsWith(q) ||
      t.email.toLowerCase().startsWith(q);
    const contains = (t: TenantRecord) => `${t.firstName} ${t.lastName} ${t.email}`.toLowerCase().includes(q);
    const first = db.tenants.where(starts).sort(sortTenants);
    const rest = first.length >= limit ? [] : db.tenants.where((t) => !starts(t) && contains(t)).sort(sortTenants);
    const active = tenantsWithActiveLease();
    const data = [...first, ...rest].slice(0, limit).map((t) => ({
      id: t.id,
      firstName: t.firstName,
      lastName: t.lastName,
      email: t.email,
      status: t.status,
      hasActiveLease: active.has(t.id),
      hasPets: t.hasPets,
    }));
    return response(200).json({ data });
  }),

  http.post('/tenants/sync-search', ({ response }) => {
    const started = performance.now();
    const indexed = db.tenants.count();
    return response(200).json({ indexed, processingTimeMs: Math.round((performance.now() - started) * 100) / 100 });
  }),

  http.post('/tenants', async ({ request, response }) => {
    const { body, errors, detail } = await readBody(request, spec2Rules('tenant'));
    if (errors) return badRequest(errors, detail);
    const ruleErrors = tenantRules(body);
    if (ruleErrors.length) return badRequest(ruleErrors);
    const now = nowIso();
    const tenant: TenantRecord = {
      id: newId(),
      firstName: '',
      lastName: '',
      email: '',
      createdAt: now,
      updatedAt: now,
      ...blankTenantFields(),
      ...pickDefined<TenantRecord>(body, WRITABLE),
    };
    db.tenants.insert(tenant);
    return response(201).json(tenantView(tenant));
  }),

  http.get('/tenants/{id}', ({ params, response }) => {
    const tenant = db.tenants.get(params.id);
    if (!tenant) return notFound('Tenant');
    return response(200).json(tenantView(tenant));
  }),

  http.put('/tenants/{id}', async ({ params, request, response }) => {
    const tenant = db.tenants.get(params.id);
    if (!tenant) return notFound('Tenant');
    const { body, errors } = await readBody(request, spec2Rules('tenant', { absentAsEmpty: true }));
    if (errors) return badRequest(errors);
    const ruleErrors = tenantRules(body);
    if (ruleErrors.length) return badRequest(ruleErrors);
    const next: TenantRecord = { ...tenant, ...pickDefined<TenantRecord>(body, WRITABLE), updatedAt: nowIso() };
    db.tenants.replace(next);
    return response(200).json(tenantView(next));
  }),

  http.delete('/tenants/{id}', ({ params }) => {
    const tenant = db.tenants.get(params.id);
    if (!tenant) return notFound('Tenant');
    const units = new Set(db.assignments.where((a) => a.tenantId === tenant.id).map((a) => a.unitId));
    db.assignments.deleteWhere((a) => a.tenantId === tenant.id);
    for (const unitId of units) syncUnitAvailability(unitId);
    deleteFilesOf(
      db,
      TENANT_DOCUMENT_CATEGORIES.flatMap((c) => tenant[c]).filter((p) => p.includes('/api/files/')),
    );
    db.tenants.delete(tenant.id);
    return noContent();
  }),

  http.put('/tenants/{id}/status', async ({ params, request, response }) => {
    const tenant = db.tenants.get(params.id);
    if (!tenant) return notFound('Tenant');
    const { body, errors } = await readBody(request, spec2Rules('tenant'));
    if (errors) return badRequest(errors);
    const next = db.tenants.update(tenant.id, { status: body.status as TenantStatus, updatedAt: nowIso() })!;
    return response(200).json(tenantView(next));
  }),

  http.post('/tenants/{id}/documents', async ({ params, request }) => {
    const tenant = db.tenants.get(params.id);
    if (!tenant) return notFound('Tenant');
    const form = await multipartForm(request, 'documents');
    if (form instanceof Response) return form;
    const rawCategory = form.get('category');
    const category = (
      typeof rawCategory === 'string' && rawCategory.trim() ? rawCategory.trim() : 'applicationDocuments'
    ) as TenantDocumentCategory;
    if (!(TENANT_DOCUMENT_CATEGORIES as readonly string[]).includes(category)) {
      return badRequest([
        { field: 'category', message: `category must be one of: ${TENANT_DOCUMENT_CATEGORIES.join(', ')}` },
      ]);
    }
    const files = checkedUploads(form, 'documents', {
      what: 'documents',
      maxFiles: UPLOAD_MAX_FILES,
      maxBytes: UPLOAD_MAX_BYTES,
      accepts: isAllowedDocument,
      typeMessage,
    });
    if (files instanceof Response) return files;
    const now = nowIso();
    const uploaded: string[] = [];
    for (const file of files) {
      const key = `tenant-${newId()}-${safeFileName(file.name)}`;
      db.files.insert(
        await uploadedFile(file, {
          id: key,
          contentType: file.type || 'application/octet-stream',
          filename: file.name || 'document',
          uploadedAt: now,
          owner: null,
        }),
      );
      uploaded.push(filePath(key));
    }
    const documents = [...tenant[category], ...uploaded];
    db.tenants.update(tenant.id, { [category]: documents, updatedAt: now } as Partial<TenantRecord>);
    return HttpResponse.json({ category, documents, uploaded }, { status: 201 });
  }),
];
