export { emptyToUndefined, optionalNumber, optionalText, requiredNumber } from './form-values';
