/**
 * The property picker's data now lives in src/lib/api/pickers.ts (shared by every area); these names
 * stay importable from here until the units screens import them from there.
 */
export {
  PROPERTY_PICKER_PAGE,
  propertyNameQuery,
  propertyPickerFirstPageQuery,
  propertyPickerSuggestionsQuery,
  toPickerFirstPage,
  type PropertyOption,
  type PropertyPickerFirstPage,
} from '@/lib/api/pickers';
