/**
 * What other features use of units (the property page's Add Unit). Everything else in this folder is
 * internal: lint rejects an import of it from another feature. Keep it light: the property page loads
 * this module lazily, when Add Unit is first clicked.
 */
export { UnitFormModal } from './components/unit-form-modal';
