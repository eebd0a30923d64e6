/**
 * The pickers the forms share: each scales to the large data set (a search box over the server
 * beyond one page, never a 1,000-option select), takes `PickerFieldProps` (a controlled id) and binds to
 * a Formik field with `usePickerField(name)`. Their data is in src/lib/api/pickers.ts.
 */
export { PickerSelect, SearchPicker, type PickerFieldProps } from './picker-parts';
export { usePickerField } from './picker-field';
export { PropertyField, PropertyFilter, PropertyPicker } from './property-picker';
export { PropertySearchBox } from './property-search-box';
export { UnitPicker } from './unit-picker';
export { TenantPicker } from './tenant-picker';
export { UnitTenantPicker } from './unit-tenant-picker';
export { LeasePicker } from './lease-picker';
export { VendorPicker } from './vendor-picker';
