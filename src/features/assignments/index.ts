/**
 * What other features use of assignments (the unit page's Tenant Assignments section). Everything
 * else in this folder is internal: lint rejects an import of it from another feature.
 */
export { ASSIGNMENT_MESSAGES } from './lib/assignment-form';
export {
  AssignTenantModal,
  BulkAssignModal,
  EditAssignmentModal,
  RemoveAssignmentDialog,
} from './components/assignment-modals';
export { activeLeaseOf, currentThenPast, isPastAssignment } from './lib/assignment-timeline';
