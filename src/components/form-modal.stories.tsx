import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '@chakra-ui/react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import * as yup from 'yup';
import { LoadingState } from './page-states';
import { MoneyField, ReadOnlyValue, TextField } from './form-fields';
import { FormModal } from './form-modal';

const schema = yup.object({
  name: yup.string().required('Name is required'),
  rent: yup
    .number()
    .typeError('Monthly rent must be a number')
    .transform((value, original) => (original === '' ? undefined : value))
    .required('Monthly rent is required'),
});

const meta = {
  title: 'Components/FormModal',
  component: FormModal<{ name: string; rent: number | '' }>,
  tags: ['autodocs'],
  args: {
    open: true,
    onClose: fn(),
    title: 'Add Thing',
    size: 'large',
    formId: 'story-form',
    submitLabel: 'Create Thing',
    pending: false,
    initialValues: { name: '', rent: 1250 },
    validationSchema: schema,
    onSubmit: fn(),
    below: <Text color="fg.muted">The photos section sits here (FormPhotosSection).</Text>,
    children: (
      <>
        <ReadOnlyValue label="Property" value="Maple Court" />
        <TextField name="name" label="Name" required />
        <MoneyField name="rent" label="Monthly Rent" required />
      </>
    ),
  },
} satisfies Meta<typeof FormModal<{ name: string; rent: number | '' }>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** A failed submit: the messages show and the focus lands on the first invalid field. */
export const FailedSubmit: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Add Thing' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Thing' }));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveFocus());
  },
};

export const Saving: Story = { args: { pending: true } };

export const NotReady: Story = { args: { notReady: <LoadingState label="Loading properties…" /> } };
