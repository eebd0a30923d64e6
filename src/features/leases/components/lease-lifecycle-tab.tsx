import { useState } from 'react';
import { Box, Button, Circle, HStack, List, Stack, Text, Wrap } from '@chakra-ui/react';
import { SectionCard } from '@/components/section-card';
import type { Lease } from '@/lib/api/schema.gen';
import { formatDate } from '@/lib/format';
import { availableActions, LEASE_ACTION_LABELS, leaseTimeline, type LeaseAction } from '../lib/lease-lifecycle';
import { LeaseActionDialog } from './lease-action-dialog';

/** Lifecycle tab (spec 2 §2, §4): the actions the lease's state allows, and the timeline. */
export function LeaseLifecycleTab({ lease }: { lease: Lease }) {
  const [action, setAction] = useState<LeaseAction | null>(null);
  const actions = availableActions(lease);
  const steps = leaseTimeline(lease);
  return (
    <Stack gap="4">
      <SectionCard title="Lifecycle Actions">
        {actions.length ? (
          <Wrap gap="2">
            {actions.map((a) => (
              <Button
                key={a}
                onClick={() => setAction(a)}
                colorPalette={a === 'terminate' ? 'error' : undefined}
                variant={a === 'terminate' ? 'outline' : 'solid'}
              >
                {LEASE_ACTION_LABELS[a]}
              </Button>
            ))}
          </Wrap>
        ) : (
          // Spec 2 is silent on a lease with no action; say why nothing is offered.
          <Text color="fg.muted">No lifecycle actions are available for a {lease.status} lease at this stage.</Text>
        )}
      </SectionCard>
      <SectionCard title="Timeline">
        <List.Root as="ol" gap="3" listStyleType="none" aria-label="Lease timeline">
          {steps.map((step) => (
            <List.Item key={step.label}>
              <HStack gap="3">
                <Circle
                  size="6"
                  bg={step.complete ? 'green.solid' : 'bg.muted'}
                  color={step.complete ? 'white' : 'fg.muted'}
                  aria-hidden
                  fontSize="xs"
                >
                  {step.complete ? '✓' : ''}
                </Circle>
                <Box>
                  <Text fontWeight="medium">
                    {step.label}{' '}
                    <Text as="span" fontSize="sm" color={step.complete ? 'fg.success' : 'fg.muted'}>
                      ({step.complete ? 'Complete' : 'Pending'})
                    </Text>
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {formatDate(step.date)}
                  </Text>
                </Box>
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      </SectionCard>
      {action && <LeaseActionDialog action={action} lease={lease} onClose={() => setAction(null)} />}
    </Stack>
  );
}
