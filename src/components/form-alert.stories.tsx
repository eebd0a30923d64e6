import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormAlert } from './form-alert';

const meta = {
  title: 'Components/FormAlert',
  component: FormAlert,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { message: 'The unit number is already used in this property.' },
} satisfies Meta<typeof FormAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Message: Story = {};
export const WithTitle: Story = { args: { title: 'Could not save the unit' } };
