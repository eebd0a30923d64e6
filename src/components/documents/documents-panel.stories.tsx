import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DocumentsPanel } from './documents-panel';

const categories = [
  { key: 'application', label: 'Application' },
  { key: 'income', label: 'Income Verification' },
];

/** The generic documents panel: categories with counts, Manage Documents, empty. */
const meta = {
  title: 'Components/DocumentsPanel',
  component: DocumentsPanel,
  tags: ['autodocs'],
  args: {
    categories,
    documents: { application: ['/api/files/rental-application.pdf'], income: [] },
    emptyText: 'No documents uploaded',
    onUpload: async () => {},
    onRemove: async () => {},
  },
} satisfies Meta<typeof DocumentsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithDocuments: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Open rental-application.pdf' })).toBeInTheDocument();
    await expect(canvas.getByLabelText('1 document')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { documents: {} },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No documents uploaded')).toBeInTheDocument();
  },
};

export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Manage Documents' }));
    await expect(canvas.getByRole('button', { name: 'Remove rental-application.pdf' })).toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toBeInTheDocument();
  },
};
