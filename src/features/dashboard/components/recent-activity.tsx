import { Card, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { Activity } from '@/lib/api/schema.gen';
import { StatusBadge } from '@/components/status-badge';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';

const TYPE_PALETTE = { payment: 'green', lease: 'blue', maintenance: 'orange' } as const;

/** Where an activity's title leads (not in the spec: the entry names a record, so it links to it). */
export function activityHref(activity: Pick<Activity, 'type' | 'entityId'>): string {
  const id = activity.entityId;
  switch (activity.type) {
    case 'payment':
      return paths.payments.detail(id);
    case 'lease':
      return paths.leases.detail(id);
    case 'maintenance':
      return paths.maintenanceRequests.detail(id);
  }
}

export function RecentActivity({ activities }: { activities: Activity[] }) {
  return (
    <Stack as="section" aria-labelledby="dashboard-activity" gap="4">
      <Heading as="h2" size="lg" id="dashboard-activity">
        Recent Activity
      </Heading>
      <Card.Root>
        <Card.Body py="2">
          {activities.length === 0 ? (
            <Text color="fg.muted" py="4" textAlign="center">
              No recent activity available
            </Text>
          ) : (
            <Stack as="ul" listStyleType="none" gap="0" m="0" p="0">
              {activities.map((activity, index) => (
                <Stack
                  as="li"
                  key={activity.id}
                  gap="1"
                  py="3"
                  borderTopWidth={index === 0 ? '0' : '1px'}
                  data-testid="activity-item"
                >
                  <HStack gap="3" flexWrap="wrap">
                    <StatusBadge status={activity.type} palette={TYPE_PALETTE} />
                    <Text fontSize="sm" color="fg.muted">
                      {formatDate(activity.date)}
                    </Text>
                  </HStack>
                  <Link asChild fontWeight="medium" alignSelf="flex-start">
                    <RouterLink to={activityHref(activity)}>{activity.title}</RouterLink>
                  </Link>
                  <Text fontSize="sm" color="fg.muted">
                    {activity.description}
                  </Text>
                </Stack>
              ))}
            </Stack>
          )}
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
