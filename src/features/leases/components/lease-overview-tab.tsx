import { SimpleGrid } from '@chakra-ui/react';
import { InfoList } from '@/components/info-list';
import { SectionCard } from '@/components/section-card';
import { humanizeStatus } from '@/components/status-badge';
import type { Lease } from '@/lib/api/schema.gen';
import { formatDate, formatMoney, MISSING, orMissing } from '@/lib/format';
import { gracePeriodText, lateFeeText, leaseTenantNames, leaseUnitLabels } from '../lib/lease-display';

const yesNo = (value: boolean | null | undefined) => (value ? 'Yes' : 'No');
/** Overview tab: the lease's terms at a glance. */
export function LeaseOverviewTab({ lease }: { lease: Lease }) {
  const tenants = leaseTenantNames(lease.tenantUnitAssignments);
  const units = leaseUnitLabels(lease.tenantUnitAssignments);
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
      <SectionCard fill title="Lease Terms">
        <InfoList
          labelWidth="40"
          gap="2"
          items={[
            { label: 'Lease Number', value: lease.leaseNumber },
            { label: 'Lease Type', value: humanizeStatus(lease.leaseType) },
            { label: 'Status', value: humanizeStatus(lease.status) },
            { label: 'Start Date', value: formatDate(lease.startDate) },
            { label: 'End Date', value: formatDate(lease.endDate) },
            { label: 'Tenants', value: tenants.length ? tenants.join(', ') : 'No tenants assigned' },
            { label: 'Units', value: units.length ? units.join('; ') : 'No unit assigned' },
            { label: 'Special Terms', value: orMissing(lease.specialTerms) },
          ]}
        />
      </SectionCard>
      <SectionCard fill title="Rent and Deposits">
        <InfoList
          labelWidth="40"
          gap="2"
          items={[
            { label: 'Monthly Rent', value: formatMoney(lease.monthlyRent) },
            { label: 'Security Deposit', value: formatMoney(lease.securityDeposit) },
            { label: 'Pets Allowed', value: yesNo(lease.isPetAllowed) },
            { label: 'Pet Deposit', value: formatMoney(lease.petDeposit) },
            { label: 'Late Fee', value: lateFeeText(lease) },
            // A grace period only means something when a late fee applies.
            {
              label: 'Grace Period',
              value: (lease.lateFeeType ?? 'none') === 'none' ? MISSING : gracePeriodText(lease),
            },
          ]}
        />
      </SectionCard>
      <SectionCard fill title="Legal & Compliance">
        <InfoList
          labelWidth="40"
          gap="2"
          items={[
            {
              label: 'Governing Law',
              value: orMissing([lease.governingLawCity, lease.governingLawState].filter(Boolean).join(', ')),
            },
            { label: 'Early Termination', value: yesNo(lease.earlyTerminationAllowed) },
            { label: 'Early Termination Fee', value: formatMoney(lease.earlyTerminationFee) },
            { label: 'Auto-Renewal', value: yesNo(lease.autoRenewalClause) },
            {
              label: 'Renewal Notice',
              value: lease.renewalNoticePeriod
                ? `${lease.renewalNoticePeriod} ${lease.renewalNoticePeriodType ?? 'days'}`
                : MISSING,
            },
            { label: 'Smoke Detectors', value: yesNo(lease.smokeDetectorCompliance) },
          ]}
        />
      </SectionCard>
      <SectionCard fill title="Occupancy Rules">
        <InfoList
          labelWidth="40"
          gap="2"
          items={[
            { label: 'Maximum Occupants', value: orMissing(lease.maxOccupants) },
            { label: 'Minimum Occupant Age', value: orMissing(lease.minOccupantAge) },
            {
              label: 'Guests',
              // Only the limits the lease sets: "14 days per stay", "30 days per year", or both.
              value:
                [
                  lease.guestPolicyMaxDays == null ? null : `${lease.guestPolicyMaxDays} days per stay`,
                  lease.guestPolicyMaxPerYear == null ? null : `${lease.guestPolicyMaxPerYear} days per year`,
                ]
                  .filter(Boolean)
                  .join(', ') || MISSING,
            },
            {
              label: 'Subletting',
              value: lease.sublettingAllowed ? (lease.sublettingRequiresApproval ? 'With approval' : 'Yes') : 'No',
            },
            {
              label: 'Alterations',
              value: lease.alterationsAllowed ? (lease.alterationsRequireApproval ? 'With approval' : 'Yes') : 'No',
            },
            { label: 'Business Use', value: lease.businessUseAllowed ? orMissing(lease.businessUseType) : 'No' },
          ]}
        />
      </SectionCard>
    </SimpleGrid>
  );
}
