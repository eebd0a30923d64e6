import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { EmailAddress } from './email-address';

const meta = {
  title: 'Components/EmailAddress',
  component: EmailAddress,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { email: 'elta.altenwerth18@example.com' },
} satisfies Meta<typeof EmailAddress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Link: Story = {};
export const PlainText: Story = { args: { link: false } };

/** In a column narrower than the address: it breaks after the @ and before the dots only. */
export const NarrowColumn: Story = {
  render: (args) => (
    <Box w="32" borderWidth="1px" p="2">
      <EmailAddress {...args} />
    </Box>
  ),
};
