import { screen, waitFor, within } from '@testing-library/react';
import * as yup from 'yup';
import { renderWithProviders } from '@/testing/render';
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

function renderModal(props: { onSubmit?: (values: { name: string; rent: number | '' }) => void; notReady?: boolean }) {
  const onSubmit = vi.fn(props.onSubmit);
  const view = renderWithProviders(
    <FormModal
      open
      onClose={() => {}}
      title="Add Thing"
      formId="thing-form"
      submitLabel="Create Thing"
      pending={false}
      initialValues={{ name: '', rent: 2500 as number | '' }}
      validationSchema={schema}
      onSubmit={onSubmit}
      notReady={props.notReady ? <p>Loading things…</p> : undefined}
      below={<p>Photos go here</p>}
    >
      <ReadOnlyValue label="Property" value="Maple Court" />
      <TextField name="name" label="Name" required />
      <MoneyField name="rent" label="Monthly Rent" required />
    </FormModal>,
  );
  return { ...view, onSubmit };
}

describe('FormModal', () => {
  it('moves focus to the first invalid field after a failed submit, not staying on the button', async () => {
    const { user, onSubmit } = renderModal({});
    const dialog = await screen.findByRole('dialog', { name: 'Add Thing' });
    await user.click(within(dialog).getByRole('button', { name: 'Create Thing' }));
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await waitFor(() => expect(name).toHaveFocus());
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows money with the currency and grouped thousands, and submits the number', async () => {
    const { user, onSubmit } = renderModal({});
    const dialog = await screen.findByRole('dialog', { name: 'Add Thing' });
    const rent = within(dialog).getByRole('textbox', { name: /Monthly Rent/ });
    expect(rent).toHaveValue('2,500');
    expect(within(dialog).getByText('$')).toBeInTheDocument();
    await user.clear(rent);
    await user.type(rent, '12,345.5');
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Loft');
    expect(rent).toHaveValue('12,345.5');
    await user.click(within(dialog).getByRole('button', { name: 'Create Thing' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual({ name: 'Loft', rent: 12345.5 });
  });

  it('a money box that holds no number shows the schema message and gets the focus', async () => {
    const { user } = renderModal({});
    const dialog = await screen.findByRole('dialog', { name: 'Add Thing' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Loft');
    const rent = within(dialog).getByRole('textbox', { name: /Monthly Rent/ });
    await user.clear(rent);
    await user.type(rent, 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Create Thing' }));
    expect(await within(dialog).findByText('Monthly rent must be a number')).toBeInTheDocument();
    await waitFor(() => expect(rent).toHaveFocus());
  });

  it('shows the read-only value, the slot under the form, and the not-ready state instead of the form', async () => {
    const { unmount } = renderModal({});
    const dialog = await screen.findByRole('dialog', { name: 'Add Thing' });
    expect(within(dialog).getByRole('textbox', { name: 'Property' })).toHaveValue('Maple Court');
    expect(within(dialog).getByText('Photos go here')).toBeInTheDocument();
    unmount();

    renderModal({ notReady: true });
    const waiting = await screen.findByRole('dialog', { name: 'Add Thing' });
    expect(within(waiting).getByText('Loading things…')).toBeInTheDocument();
    expect(within(waiting).queryByRole('form')).not.toBeInTheDocument();
  });
});
