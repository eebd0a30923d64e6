import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@chakra-ui/react';
import * as yup from 'yup';
import { expect, userEvent, within } from 'storybook/test';
import { emptyToUndefined } from '@/lib/forms';
import {
  CheckboxField,
  DateField,
  FormAlert,
  MoneyField,
  NumberField,
  SelectField,
  TextareaField,
  TextField,
} from './form-fields';
import { SampleForm } from './form-fields-sample';

const schema = yup.object({
  name: yup.string().required('Name is required').max(20, 'Name cannot be longer than 20 characters'),
  amount: yup
    .number()
    .transform(emptyToUndefined)
    .required('Amount is required')
    .min(0.01, 'Amount must be greater than $0.00'),
  kind: yup.string().required('Kind is required'),
  day: yup.string().required('Date is required'),
  notes: yup.string().max(50, 'Notes cannot be longer than 50 characters'),
  flag: yup.boolean(),
});

function SampleFormStory({ serverError }: { serverError?: string }) {
  return (
    <SampleForm
      formLabel="Sample form"
      schema={schema}
      onSubmit={(_values, helpers) => helpers.setSubmitting(false)}
      maxW="md"
      top={<FormAlert message={serverError} />}
      submit={() => (
        <Button type="submit" colorPalette="primary" alignSelf="start">
          Save
        </Button>
      )}
      text={{ name: 'name', label: 'Name', helperText: 'Up to 20 characters' }}
      amount={{ name: 'amount', label: 'Amount' }}
      kind={{
        name: 'kind',
        label: 'Kind',
        placeholder: 'Select a kind',
        options: [
          { value: 'a', label: 'Kind A' },
          { value: 'b', label: 'Kind B' },
        ],
      }}
      date={{ name: 'day', label: 'Date' }}
      notes={{ name: 'notes', rows: 3 }}
      check={{ name: 'flag', label: 'Included' }}
    />
  );
}

const meta = {
  title: 'Components/FormFields',
  component: SampleFormStory,
  tags: ['autodocs'],
  // The docs page's props tables: the fields themselves, not the sample form.
  subcomponents: { TextField, NumberField, MoneyField, TextareaField, SelectField, CheckboxField, DateField },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SampleFormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Name is required')).toBeInTheDocument();
    await expect(canvas.getByText('Amount is required')).toBeInTheDocument();
  },
};

export const ServerError: Story = { args: { serverError: 'The server could not save the item. Please try again.' } };
