import type { PropertyRecord } from './tables';

export type { PropertyRecord } from './tables';

/** Every optional stored field, unset or at the contract's default (PropertyCreate). A new property starts from these. */
export function blankPropertyFields(): Omit<
  PropertyRecord,
  'id' | 'name' | 'address' | 'city' | 'state' | 'zipCode' | 'createdAt' | 'updatedAt'
> {
  return {
    country: null,
    description: null,
    yearBuilt: null,
    purchasePrice: null,
    currentValue: null,
    propertyType: 'multi-family',
    isActive: true,
    insuranceCarrier: null,
    insurancePolicyNumber: null,
    insuranceAnnualPremium: null,
    insuranceDeductible: null,
    insuranceCoverageAmount: null,
    insuranceLiabilityCoverage: null,
    insuranceEffectiveDate: null,
    insuranceExpiryDate: null,
    insuranceInEscrow: null,
    propertyTaxTotalAnnual: null,
    propertyTaxAssessedValue: null,
    propertyTaxAccountNumber: null,
    propertyTaxPaymentSchedule: null,
    propertyTaxNextDueDate: null,
    propertyTaxInEscrow: null,
    propertyTaxComponents: null,
    utilityElectricProvider: null,
    utilityElectricAccountNumber: null,
    utilityGasProvider: null,
    utilityGasAccountNumber: null,
    utilityWaterProvider: null,
    utilityWaterAccountNumber: null,
    utilitySewerProvider: null,
    utilitySewerAccountNumber: null,
    utilityTrashProvider: null,
    utilityTrashAccountNumber: null,
    utilityOtherAccounts: null,
    lateFeeEnabled: false,
    lateFeeDaysGrace: 5,
    lateFeeCalculationType: null,
    lateFeeAmount: null,
    lateFeePercentage: null,
    lateFeeDailyAmount: null,
    photos: [],
  };
}
