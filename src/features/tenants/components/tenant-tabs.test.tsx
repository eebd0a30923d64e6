import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { db } from '@mocks/db';
import { API_PATTERN } from '@mocks/http';
import { createTenant } from '@/testing/factories';
import { renderRoute } from '@/testing/render';
import { fill } from '@/testing/fields';

async function openTab(name: string, tenantId: string) {
  const view = await renderRoute(`/tenants/${tenantId}`);
  await view.user.click(await screen.findByRole('tab', { name }));
  return view;
}

describe('tenant tabs', { timeout: 60_000 }, () => {
  it('Screening: view with the background check badge colour, edit with the credit score range 300-850', async () => {
    const tenant = createTenant({ backgroundCheckStatus: 'passed' });
    const { user } = await openTab('Screening', tenant.id);
    const badge = await screen.findByText('Passed');
    expect(badge).toHaveAttribute('data-status', 'passed');

    await user.click(screen.getByRole('button', { name: 'Edit Screening' }));
    const form = screen.getByRole('form', { name: 'Edit Screening' });
    const score = within(form).getByRole('spinbutton', { name: /Credit Score/ });
    expect(score).toHaveAttribute('min', '300');
    expect(score).toHaveAttribute('max', '850');
    await fill(user, score, '900');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Credit score must be between 300 and 850')).toBeInTheDocument();
    await fill(user, score, '299');
    expect(await within(form).findByText('Credit score must be between 300 and 850')).toBeInTheDocument();
    await fill(user, score, '720');
    await user.selectOptions(within(form).getByRole('combobox', { name: /Background Check Status/ }), 'failed');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(db.tenants.get(tenant.id)).toMatchObject({ creditScore: 720, backgroundCheckStatus: 'failed' }),
    );
    expect(await screen.findByText('Failed')).toBeInTheDocument();
  });

  it('References: No reference information; Add Reference only with name and relationship; add and remove', async () => {
    const tenant = createTenant({ previousLandlordName: null, personalReferences: null });
    const { user } = await openTab('References', tenant.id);
    expect(await screen.findByText('No reference information')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit References' }));
    const form = screen.getByRole('form', { name: 'Edit References' });
    const draft = within(form).getByRole('group', { name: 'New reference' });
    const add = within(draft).getByRole('button', { name: 'Add Reference' });
    expect(add).toBeDisabled();
    await user.type(within(draft).getByRole('textbox', { name: /Reference Name/ }), 'Dana Whitfield');
    expect(add).toBeDisabled();
    await user.type(within(draft).getByRole('textbox', { name: /Relationship/ }), 'Former employer');
    expect(add).toBeEnabled();
    await user.click(add);
    await user.type(within(draft).getByRole('textbox', { name: /Reference Name/ }), 'Sam Lee');
    await user.type(within(draft).getByRole('textbox', { name: /Relationship/ }), 'Friend');
    await user.click(add);
    await user.click(within(form).getByRole('button', { name: 'Remove reference Sam Lee' }));
    await user.type(within(form).getByRole('textbox', { name: /Previous Landlord Name/ }), 'Oakridge Properties');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(db.tenants.get(tenant.id)!.previousLandlordName).toBe('Oakridge Properties'));
    const saved = JSON.parse(db.tenants.get(tenant.id)!.personalReferences!) as {
      name: string;
      relationship: string;
    }[];
    expect(saved.map((r) => [r.name, r.relationship])).toEqual([['Dana Whitfield', 'Former employer']]);
    const list = await screen.findByRole('list', { name: 'Personal references' });
    expect(list).toHaveTextContent('Dana Whitfield');
    expect(list).not.toHaveTextContent('Sam Lee');
  });

  it('Documents: six categories with counts, No documents uploaded, upload with progress, refused files, remove after confirm', async () => {
    // A fresh tenant has no documents in any category.
    const tenant = createTenant();
    const { user } = await openTab('Documents', tenant.id);
    expect(await screen.findByText('No documents uploaded')).toBeInTheDocument();
    for (const name of [
      'Application',
      'Identification',
      'Income Verification',
      'References',
      'Background Check',
      'Screening',
    ]) {
      expect(within(screen.getByRole('region', { name })).getByLabelText('0 documents')).toBeInTheDocument();
    }

    await user.click(screen.getByRole('button', { name: 'Manage Documents' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'incomeDocuments');
    const input = screen.getByLabelText('Choose documents to upload');
    // Refused before sending: a type not accepted, and more than 10 files.
    // A user can pick any file ("All files" in the picker): the accept filter is off for this one.
    await userEvent.setup({ applyAccept: false }).upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only images, PDF, DOC and DOCX files are allowed');
    const eleven = Array.from({ length: 11 }, (_, i) => new File(['%PDF'], `f${i}.pdf`, { type: 'application/pdf' }));
    await user.upload(input, eleven);
    expect(await screen.findByRole('alert')).toHaveTextContent('Maximum 10 files per upload');

    await user.upload(input, new File(['%PDF-1.4'], 'pay-stub.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Completed 100%')).toBeInTheDocument();
    const income = screen.getByRole('region', { name: 'Income Verification' });
    await waitFor(() => expect(within(income).getByLabelText('1 document')).toBeInTheDocument());
    expect(db.tenants.get(tenant.id)!.incomeDocuments).toHaveLength(1);
    const name = db.tenants.get(tenant.id)!.incomeDocuments[0]!.split('/').pop()!;
    expect(within(income).getByRole('link', { name: `Download ${name}` })).toHaveAttribute('download', name);

    await user.click(within(income).getByRole('button', { name: `Remove ${name}` }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove Document' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(db.tenants.get(tenant.id)!.incomeDocuments).toEqual([]));
  });

  it('Documents: a refused upload shows the upload message by status', async () => {
    const tenant = createTenant();
    server.use(
      http.post(`${API_PATTERN}/tenants/:id/documents`, () =>
        HttpResponse.json({ title: 'Too large', status: 413 }, { status: 413 }),
      ),
    );
    const { user } = await openTab('Documents', tenant.id);
    await user.click(await screen.findByRole('button', { name: 'Manage Documents' }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await user.upload(
      screen.getByLabelText('Choose documents to upload'),
      new File(['%PDF'], 'big.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('File size exceeds 10MB limit')).toBeInTheDocument();
    expect(screen.getByText('Failed')).toBeInTheDocument();
  });
});
