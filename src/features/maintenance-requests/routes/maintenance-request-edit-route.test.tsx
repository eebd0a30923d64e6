import { screen, waitFor } from '@testing-library/react';
import { db } from '@mocks/db';
import { renderRoute } from '@/testing/render';
import { createMaintenanceRequest } from '@/testing/factories';

describe('/maintenance-requests/:id/edit', { timeout: 60_000 }, () => {
  it('edits the seven fields, keeps property, unit and status, and returns to the request', async () => {
    const request = createMaintenanceRequest({ status: 'submitted' });
    const property = db.properties.get(request.propertyId)!;
    const unit = db.units.get(request.unitId)!;
    const { user, router } = await renderRoute(`/maintenance-requests/${request.id}/edit`);
    const title = await screen.findByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue(request.title);
    expect(screen.getByRole('textbox', { name: 'Property' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Property' })).toHaveValue(property.name);
    expect(screen.getByRole('textbox', { name: 'Unit' })).toHaveValue(`Unit ${unit.unitNumber}`);

    await user.clear(title);
    await user.paste('Sink leak, urgent');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Priority' }), 'Emergency');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Appliance');
    const notes = screen.getByRole('textbox', { name: 'Notes (visible to tenant)' });
    await user.clear(notes);
    await user.paste('Plumber comes at 9');
    const actual = screen.getByRole('spinbutton', { name: 'Actual Cost ($)' });
    await user.clear(actual);
    await user.paste('199.99');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/maintenance-requests/${request.id}`));
    expect(db.maintenanceRequests.get(request.id)).toMatchObject({
      title: 'Sink leak, urgent',
      priority: 'emergency',
      category: 'appliance',
      notes: 'Plumber comes at 9',
      actualCost: 199.99,
      status: 'submitted',
      propertyId: request.propertyId,
      unitId: request.unitId,
    });
  });

  it('shows the edit messages of spec 3 §5', async () => {
    const request = createMaintenanceRequest();
    const { user } = await renderRoute(`/maintenance-requests/${request.id}/edit`);
    const title = await screen.findByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.paste('x'.repeat(256));
    const description = screen.getByRole('textbox', { name: 'Description' });
    await user.clear(description);
    const estimated = screen.getByRole('spinbutton', { name: 'Estimated Cost ($)' });
    await user.clear(estimated);
    await user.type(estimated, '-5');
    const actual = screen.getByRole('spinbutton', { name: 'Actual Cost ($)' });
    await user.clear(actual);
    await user.type(actual, '-1');
    await user.click(screen.getByRole('textbox', { name: 'Notes (visible to tenant)' }));
    await user.clear(screen.getByRole('textbox', { name: 'Notes (visible to tenant)' }));
    await user.paste('n'.repeat(5001));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Title must be less than 255 characters')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    expect(screen.getByText('Estimated cost must be positive')).toBeInTheDocument();
    expect(screen.getByText('Actual cost must be positive')).toBeInTheDocument();
    expect(screen.getByText('Notes must be less than 5000 characters')).toBeInTheDocument();
    expect(db.maintenanceRequests.get(request.id)!.title).toBe(request.title);
  });

  it('Cancel returns to the request', async () => {
    const request = createMaintenanceRequest();
    const { user, router } = await renderRoute(`/maintenance-requests/${request.id}/edit`);
    await user.click(await screen.findByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/maintenance-requests/${request.id}`));
  });

  it('says Request not found for an unknown id', async () => {
    await renderRoute('/maintenance-requests/no-such-request/edit');
    expect(await screen.findByRole('heading', { name: 'Request not found' })).toBeInTheDocument();
  });
});
