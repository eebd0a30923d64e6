import type { Meta, StoryObj } from '@storybook/react-vite';
import { UserAvatar } from './user-avatar';

const meta = {
  title: 'Components/UserAvatar',
  component: UserAvatar,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { name: 'Jordan Lee', size: 'lg' },
} satisfies Meta<typeof UserAvatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initial: Story = {};
/** No name in the token: "U". */
export const NoName: Story = { args: { name: null } };
export const Picture: Story = {
  args: {
    picture:
      "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 10 10'%3E%3Crect width='10' height='10' fill='%23319795'/%3E%3C/svg%3E",
  },
};
