import type { Meta, StoryObj } from '@storybook/react-vite';
import { HStack } from '@chakra-ui/react';
import { ActiveBadge, AvailabilityBadge, OverdueSeverityBadge, StatusBadge } from './status-badge';

const meta = {
  title: 'Components/StatusBadge',
  component: StatusBadge,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    status: 'in_progress',
    palette: { open: 'blue', in_progress: 'orange', completed: 'green', cancelled: 'gray' },
  },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Status: Story = {};
export const Unknown: Story = { args: { status: null } };

export const ActiveAndAvailability: Story = {
  render: () => (
    <HStack gap="2" wrap="wrap">
      <ActiveBadge value />
      <ActiveBadge value="active" />
      <ActiveBadge value="inactive" />
      <AvailabilityBadge isAvailable />
      <AvailabilityBadge isAvailable={false} />
    </HStack>
  ),
};

/** The overdue bands as a rising scale: the worst one filled. */
export const OverdueSeverity: Story = {
  render: () => (
    <HStack gap="2" wrap="wrap">
      <OverdueSeverityBadge severity="low">3 days</OverdueSeverityBadge>
      <OverdueSeverityBadge severity="medium">10 days</OverdueSeverityBadge>
      <OverdueSeverityBadge severity="high">20 days</OverdueSeverityBadge>
      <OverdueSeverityBadge severity="critical">45 days</OverdueSeverityBadge>
    </HStack>
  ),
};
