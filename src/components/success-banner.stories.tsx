import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Stack } from '@chakra-ui/react';
import { expect, fn, within } from 'storybook/test';
import { SuccessBanner, useSuccessBanner } from './success-banner';

const meta = {
  title: 'Components/SuccessBanner',
  component: SuccessBanner,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { message: 'Saved successfully', onClose: fn() },
} satisfies Meta<typeof SuccessBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shown: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Saved successfully');
  },
};

function TimedBannerDemo() {
  const banner = useSuccessBanner();
  return (
    <Stack gap="3" align="start">
      <Button onClick={() => banner.show('Saved successfully')}>Save</Button>
      <SuccessBanner {...banner.props} />
    </Stack>
  );
}

/** Click Save: the banner shows for 3 seconds. */
export const Timed: Story = { render: () => <TimedBannerDemo /> };
