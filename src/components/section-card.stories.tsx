import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Text } from '@chakra-ui/react';
import { SectionCard } from './section-card';

const meta = {
  title: 'Components/SectionCard',
  component: SectionCard,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    title: 'Financial Summary',
    children: <Text>Monthly rent $1,250 · Deposit $2,500</Text>,
  },
} satisfies Meta<typeof SectionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithActions: Story = {
  args: {
    title: 'Current Tenant',
    actions: (
      <Button size="sm" variant="outline">
        Assign Tenant
      </Button>
    ),
  },
};
