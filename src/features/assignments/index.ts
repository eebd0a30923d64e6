/**
 * What other features use of assignments: the tenant's and the unit's assignments section, and the
 * order the lease page lists its assignments in. Everything else in this folder is internal: lint
 * rejects an import of it from another feature.
 */
export { AssignmentsSection } from './components/assignments-section';
export { activeLeaseOf, currentThenPast } from './lib/assignment-timeline';
