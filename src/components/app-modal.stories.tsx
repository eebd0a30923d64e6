import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Text } from '@chakra-ui/react';
import { expect, fn, within } from 'storybook/test';
import { AppModal } from './app-modal';

const meta = {
  title: 'Components/AppModal',
  component: AppModal,
  tags: ['autodocs'],
  args: {
    open: true,
    onClose: fn(),
    title: 'Modal title',
    size: 'medium',
    children: <Text>Body content. Widths: small 480 px, medium 720 px, large 960 px; full width on phones.</Text>,
    footer: (
      <>
        <Button variant="outline">Cancel</Button>
        <Button colorPalette="primary">Save</Button>
      </>
    ),
  },
} satisfies Meta<typeof AppModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Medium: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('dialog', { name: 'Modal title' })).toHaveAttribute('data-size', 'medium');
  },
};
export const Small: Story = { args: { size: 'small' } };
export const Large: Story = { args: { size: 'large' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
