import { http } from '../http';
import { db } from '../db';
import { leaseLedger } from '../queries/ledger';
import { readQuery } from '../support/request';
import { badRequest, notFound } from '../support/responses';

/** A lease's ledger (rules: openapi/paths/leases_{id}_ledger.yaml). */
export const leaseLedgerHandlers = [
  http.get('/leases/{id}/ledger', ({ params, request, response }) => {
    const lease = db.leases.get(params.id);
    if (!lease) return notFound('Lease');
    const query = readQuery(request);
    const from = query.date('from');
    const to = query.date('to');
    if (query.errors.length) return badRequest(query.errors);
    if (from && to && from > to) return badRequest([{ field: 'from', message: 'from cannot be after to' }]);
    return response(200).json(leaseLedger(lease, { from, to }));
  }),
];
