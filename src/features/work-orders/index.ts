/**
 * What other features use of work orders (a request's Related Work Orders may show the same badges).
 * Everything else in this folder is internal: lint rejects an import of it from another feature.
 */
export { PriorityBadge, WorkOrderStatusBadge } from './components/work-order-badges';
