/** Dashboard answers for tests and stories (shaped by the contract). */
import type { ActivityList, DashboardStats } from '@/lib/api/schema.gen';

export const dashboardStats: DashboardStats = {
  totalProperties: 8,
  activeProperties: 7,
  totalUnits: 24,
  occupiedUnits: 18,
  occupancyRate: 75,
  monthlyRevenue: 29_700,
  yearlyRevenue: 356_400,
  averageRent: 1_650,
  maintenanceRequests: { open: 5, inProgress: 2, completed: 9, overdue: 1 },
  depositReturns: { open: 4, dueThisWeek: 1, overdue: 1 },
};

export const dashboardActivities: ActivityList = {
  data: [
    {
      id: 'payment-pay-1',
      type: 'payment',
      date: '2025-03-14T00:00:00.000Z',
      title: 'Payment received',
      description: '$1,650.00 rent from Jane Cooper, Maple Court unit 101',
      entityId: 'pay-1',
    },
    {
      id: 'lease-lease-1',
      type: 'lease',
      date: '2025-03-10T00:00:00.000Z',
      title: 'Lease signed',
      description: 'Oak Ridge Apartments unit 204, 12 months',
      entityId: 'lease-1',
    },
    {
      id: 'maintenance-mr-1',
      type: 'maintenance',
      date: '2025-03-02T00:00:00.000Z',
      title: 'Leaking kitchen faucet',
      description: 'Maple Court unit 3A, priority high',
      entityId: 'mr-1',
    },
  ],
};
