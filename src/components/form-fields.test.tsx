import { screen, waitFor } from '@testing-library/react';
import { Formik } from 'formik';
import * as yup from 'yup';
import { renderWithProviders } from '@/testing/render';
import { emptyToUndefined } from '@/lib/forms';
import { AppForm, FormAlert, MoneyField, TextField } from './form-fields';
import { SampleForm } from './form-fields-sample';

const schema = yup.object({
  name: yup.string().required('Property name is required').max(5, 'Name cannot be longer than 5 characters'),
  rent: yup
    .number()
    .transform(emptyToUndefined)
    .required('Monthly rent is required')
    .positive('Monthly rent must be positive'),
  type: yup.string().oneOf(['residential', 'commercial'], 'Invalid unit type').required('Unit type is required'),
  start: yup.string().required('Start date is required'),
  notes: yup.string().max(10, 'Notes cannot be longer than 10 characters'),
  agree: yup.boolean().oneOf([true], 'You must agree'),
});

function renderForm(onSubmit = vi.fn()) {
  const view = renderWithProviders(
    <SampleForm
      formLabel="Test form"
      schema={schema}
      onSubmit={(values) => onSubmit(values)}
      submit={() => <button type="submit">Save</button>}
      text={{ name: 'name', label: 'Name', helperText: 'Up to 5 characters' }}
      amount={{ name: 'rent', label: 'Monthly rent' }}
      kind={{
        name: 'type',
        label: 'Unit type',
        placeholder: 'Select a type',
        options: [
          { value: 'residential', label: 'Residential' },
          { value: 'commercial', label: 'Commercial' },
        ],
      }}
      date={{ name: 'start', label: 'Start date' }}
      notes={{ name: 'notes' }}
      check={{ name: 'agree', label: 'I agree' }}
    />,
  );
  return { ...view, onSubmit };
}

describe('Formik fields', () => {
  it('labels every control and marks required ones without native validation', async () => {
    renderForm();
    const name = await screen.findByLabelText(/^Name/);
    expect(name).toHaveAttribute('aria-required', 'true');
    expect(name).not.toHaveAttribute('required'); // no browser bubble pre-empting the schema's message
    expect(screen.getByLabelText(/Monthly rent/)).toHaveAttribute('step', '0.01');
    expect(screen.getByLabelText(/Unit type/)).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText(/Start date/)).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('Notes')).not.toHaveAttribute('aria-required');
    expect(screen.getByRole('checkbox', { name: 'I agree' })).not.toBeChecked();
    expect(screen.getByRole('form', { name: 'Test form' })).toHaveAttribute('novalidate');
  });

  it('shows no errors before the user touches a field or submits', async () => {
    renderForm();
    await screen.findByLabelText(/^Name/);
    expect(screen.queryByText('Property name is required')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).not.toHaveAttribute('aria-invalid');
  });

  it("shows the schema's message once a field is left empty, linked to the input", async () => {
    const { user } = renderForm();
    const name = await screen.findByLabelText(/^Name/);
    await user.click(name);
    await user.tab();
    const message = await screen.findByText('Property name is required');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
    expect(screen.getByText('Up to 5 characters')).toBeInTheDocument();
  });

  it('shows every message after a submit and does not submit', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Property name is required')).toBeInTheDocument();
    expect(screen.getByText('Monthly rent is required')).toBeInTheDocument();
    expect(screen.getByText('Unit type is required')).toBeInTheDocument();
    expect(screen.getByText('Start date is required')).toBeInTheDocument();
    expect(screen.getByText('You must agree')).toBeInTheDocument();
    expect(screen.getByLabelText(/Unit type/)).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits typed values: numbers parsed, select and date as strings, checkbox as boolean', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(await screen.findByLabelText(/^Name/), 'Oak');
    await user.type(screen.getByLabelText(/Monthly rent/), '1250.5');
    await user.selectOptions(screen.getByLabelText(/Unit type/), 'commercial');
    await user.type(screen.getByLabelText(/Start date/), '2025-03-01');
    await user.type(screen.getByLabelText('Notes'), 'Quiet');
    await user.click(screen.getByRole('checkbox', { name: 'I agree' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        name: 'Oak',
        rent: 1250.5,
        type: 'commercial',
        start: '2025-03-01',
        notes: 'Quiet',
        agree: true,
      }),
    );
  });

  it('clears an error once the value becomes valid', async () => {
    const { user } = renderForm();
    const name = await screen.findByLabelText(/^Name/);
    await user.type(name, 'Too long');
    await user.tab();
    expect(await screen.findByText('Name cannot be longer than 5 characters')).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Ok');
    await waitFor(() => expect(screen.queryByText('Name cannot be longer than 5 characters')).not.toBeInTheDocument());
    expect(name).not.toHaveAttribute('aria-invalid');
  });
});

describe('FormAlert', () => {
  it('shows a server message and nothing when empty', async () => {
    const { rerender } = renderWithProviders(<FormAlert title="Could not save" message="Name already exists" />);
    expect(await screen.findByText('Name already exists')).toBeInTheDocument();
    expect(screen.getByText('Could not save')).toBeInTheDocument();
    rerender(<FormAlert message={null} />);
    await waitFor(() => expect(screen.queryByText('Name already exists')).not.toBeInTheDocument());
  });
});

describe('MoneyField', () => {
  function renderPrefilled(onSubmit = vi.fn()) {
    const view = renderWithProviders(
      <Formik
        initialValues={{ reference: '', amount: 1100 as number | string }}
        onSubmit={(values) => onSubmit(values)}
      >
        <AppForm aria-label="Payment">
          <TextField name="reference" label="Reference" />
          <MoneyField name="amount" label="Amount" />
          <button type="submit">Save</button>
        </AppForm>
      </Formik>,
    );
    return { ...view, onSubmit };
  }

  it('reached with Tab keeps the prefilled amount selected, so the first key replaces it', async () => {
    const { user, onSubmit } = renderPrefilled();
    const amount = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Amount' });
    expect(amount).toHaveValue('1,100');
    await user.click(screen.getByRole('textbox', { name: 'Reference' }));
    await user.tab();
    expect(amount).toHaveFocus();
    // Not rewritten on focus: a rewrite of the text drops the selection the browser made on Tab.
    expect(amount).toHaveValue('1,100');
    expect([amount.selectionStart, amount.selectionEnd]).toEqual([0, 5]);
    await user.keyboard('5');
    expect(amount).toHaveValue('5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ reference: '', amount: 5 }));
  });

  it('edits the grouped text in place and groups it again on leaving', async () => {
    const { user } = renderPrefilled();
    const amount = await screen.findByRole('textbox', { name: 'Amount' });
    await user.click(amount);
    await user.keyboard('{End}.5');
    expect(amount).toHaveValue('1,100.5');
    await user.tab();
    expect(amount).toHaveValue('1,100.5');
    await user.click(amount);
    await user.keyboard('{Control>}a{/Control}2500');
    expect(amount).toHaveValue('2500');
    await user.tab();
    expect(amount).toHaveValue('2,500');
  });
});
