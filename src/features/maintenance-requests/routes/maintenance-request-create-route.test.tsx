import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { db } from '@mocks/db';
import { renderRoute } from '@/testing/render';
import { createProperty, createUnit } from '@/testing/factories';
import { addDays, todayIso } from '@/lib/format';

/** A property of the test's own with two units, and its first unit. */
function propertyWithUnits() {
  const property = createProperty({ name: 'Create Form Court' });
  const unit = createUnit({ rentalPropertyId: property.id, unitNumber: '1A' });
  createUnit({ rentalPropertyId: property.id, unitNumber: '1B' });
  return { property, unit };
}

/** The open step's panel: a closing step stays in the document until its animation ends, hidden. */
const openStep = (name: RegExp) => screen.findByRole('region', { name });

async function chooseProperty(user: UserEvent, name: string) {
  const select = await screen.findByRole('combobox', { name: 'Property' });
  expect(await screen.findByRole('option', { name })).toBeInTheDocument();
  await user.selectOptions(select, name);
}

async function chooseUnit(user: UserEvent, unitNumber: string) {
  const unit = screen.getByRole('combobox', { name: 'Unit' });
  await waitFor(() => expect(unit).toBeEnabled());
  expect(await screen.findByRole('option', { name: `Unit ${unitNumber}` })).toBeInTheDocument();
  await user.selectOptions(unit, `Unit ${unitNumber}`);
}

describe('/maintenance-requests/new', { timeout: 60_000 }, () => {
  it('walks the three steps: unit waits for a property, steps advance when valid, the suggestion applies', async () => {
    const { property, unit } = propertyWithUnits();
    const other = createProperty({ name: 'Other Form Court' });
    createUnit({ rentalPropertyId: other.id, unitNumber: '9' });
    const { user, router } = await renderRoute('/maintenance-requests/new');
    expect(await screen.findByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByText('0% complete')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Unit' })).toBeDisabled();

    await chooseProperty(user, property.name);
    await chooseUnit(user, unit.unitNumber);
    // Step 1 is valid: on to step 2.
    expect(await screen.findByText('Step 2 of 3')).toBeInTheDocument();
    expect(screen.getByText('33% complete')).toBeInTheDocument();

    // Back to step 1: another property clears the unit.
    await user.click(screen.getByRole('button', { name: /1\. Property and Unit/ }));
    expect(await screen.findByText('Step 1 of 3')).toBeInTheDocument();
    await chooseProperty(user, other.name);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Unit' })).toHaveValue(''));
    await chooseProperty(user, property.name);
    await chooseUnit(user, unit.unitNumber);
    expect(await screen.findByText('Step 2 of 3')).toBeInTheDocument();

    await user.click(screen.getByRole('textbox', { name: 'Title' }));
    await user.paste('Kitchen sink leaking');
    await user.click(screen.getByRole('textbox', { name: 'Description' }));
    await user.paste('Water under the sink.');
    expect(screen.queryByRole('button', { name: 'Apply Suggestions' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Plumbing');
    // Priority is still medium: the box shows and holds the step.
    await user.click(await screen.findByRole('button', { name: 'Apply Suggestions' }));
    // Applied (priority high, saved below): step 2 is valid and no longer held, so step 3 opens.
    expect(await screen.findByText('Step 3 of 3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply Suggestions' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Due Date')).toHaveValue(addDays(todayIso(), 2));

    await user.type(screen.getByRole('spinbutton', { name: 'Estimated Cost ($)' }), '250.5');
    await user.click(screen.getByRole('textbox', { name: 'Internal Notes' }));
    await user.paste('Tenant called twice');
    expect(screen.getByText('100% complete')).toBeInTheDocument();
    const before = Date.now();
    await user.click(screen.getByRole('button', { name: 'Create Request' }));

    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/maintenance-requests\/(?!new)[^/]+$/));
    const id = router.state.location.pathname.split('/').pop()!;
    const saved = db.maintenanceRequests.get(id)!;
    expect(saved).toMatchObject({
      title: 'Kitchen sink leaking',
      description: 'Water under the sink.',
      category: 'plumbing',
      priority: 'high',
      source: 'pm_created',
      propertyId: property.id,
      unitId: unit.id,
      estimatedCost: 250.5,
      dueDate: addDays(todayIso(), 2),
      internalNotes: 'Tenant called twice',
      photos: [],
    });
    expect(Date.parse(saved.submittedDate)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('shows the suggestion only while priority is medium', async () => {
    const { property, unit } = propertyWithUnits();
    const { user } = await renderRoute('/maintenance-requests/new');
    await chooseProperty(user, property.name);
    await chooseUnit(user, unit.unitNumber);
    await screen.findByText('Step 2 of 3');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Security');
    expect(await screen.findByText(/Priority high, due in 1 day/)).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Priority' }), 'Low');
    expect(screen.queryByRole('button', { name: 'Apply Suggestions' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Priority' }), 'Medium');
    expect(screen.getByRole('button', { name: 'Apply Suggestions' })).toBeInTheDocument();
  });

  it('shows the create messages of spec 3 §5 and opens the step that has them', async () => {
    const { property, unit } = propertyWithUnits();
    const { user } = await renderRoute('/maintenance-requests/new');
    await screen.findByText('Step 1 of 3');
    await user.click(screen.getByRole('button', { name: 'Create Request' }));
    expect(await screen.findByText('Property is required')).toBeInTheDocument();
    expect(screen.getByText('Unit is required')).toBeInTheDocument();

    await chooseProperty(user, property.name);
    await chooseUnit(user, unit.unitNumber);
    await screen.findByText('Step 2 of 3');
    await user.click(within(await openStep(/2\. Request Details/)).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    expect(screen.getByText('Category is required')).toBeInTheDocument();

    await user.click(screen.getByRole('textbox', { name: 'Title' }));
    await user.paste('x'.repeat(256));
    await user.click(screen.getByRole('textbox', { name: 'Description' }));
    await user.paste('y'.repeat(5001));
    expect(await screen.findByText('Title cannot be longer than 255 characters')).toBeInTheDocument();
    expect(await screen.findByText('Description cannot be longer than 5000 characters')).toBeInTheDocument();
  });

  it('Cancel goes back to the list', async () => {
    const { user, router } = await renderRoute('/maintenance-requests/new');
    await user.click(await screen.findByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/maintenance-requests'));
  });
});
