import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { db } from '@mocks/db';
import { API_PATTERN } from '@mocks/http';
import { renderRoute } from '@/testing/render';
import { fill } from '@/testing/fields';

async function openAddVendor() {
  const { user, router } = await renderRoute('/vendors');
  await user.click(await screen.findByRole('button', { name: 'Add Vendor' }));
  await screen.findByRole('dialog', { name: 'Add Vendor' });
  return { user, router };
}

/** Queries inside the open Add Vendor modal(). */
const modal = () => within(screen.getByRole('dialog', { name: 'Add Vendor' }));

const stepButton = (title: RegExp) => modal().getByRole('button', { name: title });

/** Types into a box by pasting (one change per field: typing every key re-renders the whole form, slow in jsdom). */
const textbox = (name: string) => modal().getByRole('textbox', { name });

async function fillBasic(user: UserEvent, company = 'Reliable Plumbing Co.') {
  await fill(user, textbox('Company Name'), company);
  await fill(user, textbox('Contact Name'), 'Dana Ortiz');
  await fill(user, textbox('Email'), 'dana@reliable.example');
  await fill(user, textbox('Phone'), '(512) 555-0142');
}

describe('Add Vendor (spec 3 §2 "Vendor form", §5)', { timeout: 120_000 }, () => {
  it('a submit with nothing filled shows the required messages verbatim and opens the steps holding them', async () => {
    const { user } = await openAddVendor();
    expect(modal().getByText('Step 1 of 3')).toBeInTheDocument();
    expect(stepButton(/Service Details/)).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Create Vendor' }));
    expect(await modal().findByText('Company name is required')).toBeInTheDocument();
    expect(modal().getByText('Contact name is required')).toBeInTheDocument();
    expect(modal().getByText('Email is required')).toBeInTheDocument();
    expect(modal().getByText('Phone number is required')).toBeInTheDocument();
    await waitFor(() => expect(stepButton(/Service Details/)).toHaveAttribute('aria-expanded', 'true'));
    expect(modal().getByText('At least one specialty is required')).toBeVisible();
    // The optional business step holds no error and stays closed.
    expect(stepButton(/Business Information/)).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(modal().getByRole('textbox', { name: 'Company Name' })).toHaveFocus());
  });

  it('shows the format and length messages', async () => {
    const { user } = await openAddVendor();
    await fill(user, textbox('Company Name'), 'x'.repeat(256));
    await fill(user, textbox('Contact Name'), 'y'.repeat(256));
    await fill(user, textbox('Email'), 'not-an-email');
    await fill(user, textbox('Phone'), 'call me');
    await fill(user, textbox('Alternate Phone'), 'ext 5');
    await user.click(modal().getByRole('button', { name: 'Continue' }));
    expect(await modal().findByText('Company name cannot be longer than 255 characters')).toBeInTheDocument();
    expect(modal().getByText('Contact name cannot be longer than 255 characters')).toBeInTheDocument();
    expect(modal().getByText('Invalid email address')).toBeInTheDocument();
    expect(modal().getAllByText('Invalid phone number format')).toHaveLength(2);
    // Continue stays on the step while it has errors.
    expect(stepButton(/Service Details/)).toHaveAttribute('aria-expanded', 'false');
  });

  it('advances to Service Details once the basic step is valid and focus leaves it', async () => {
    const { user } = await openAddVendor();
    await fillBasic(user);
    expect(stepButton(/Service Details/)).toHaveAttribute('aria-expanded', 'false');
    // Focus leaves the step (a click outside its fields).
    await user.click(modal().getByText('Step 1 of 3'));
    await user.click(modal().getByRole('heading', { name: 'Add Vendor' }));
    await waitFor(() => expect(stepButton(/Service Details/)).toHaveAttribute('aria-expanded', 'true'));
    expect(stepButton(/Basic Information/)).toHaveAttribute('aria-expanded', 'false');
  });

  it('suggests specialties from the company name and applies them on request, then creates the vendor', async () => {
    let body: Record<string, unknown> | undefined;
    // Records the body, then falls through to the mock's handler (a resolver that returns nothing).
    server.use(
      http.post(`${API_PATTERN}/vendors`, async ({ request }) => {
        body = (await request.clone().json()) as Record<string, unknown>;
      }),
    );
    const { user, router } = await openAddVendor();
    await fillBasic(user, 'Ace Plumbing & Heating');
    await user.click(modal().getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(stepButton(/Service Details/)).toHaveAttribute('aria-expanded', 'true'));
    expect(modal().getByText('Suggested specialties')).toBeInTheDocument();
    expect(modal().getByRole('checkbox', { name: 'plumbing' })).not.toBeChecked();
    await user.click(modal().getByRole('button', { name: 'Apply Suggestions' }));
    expect(modal().getByRole('checkbox', { name: 'plumbing' })).toBeChecked();
    expect(modal().getByRole('checkbox', { name: 'hvac' })).toBeChecked();
    expect(modal().queryByRole('button', { name: 'Apply Suggestions' })).not.toBeInTheDocument();

    await user.click(stepButton(/Business Information/));
    await user.selectOptions(modal().getByRole('combobox', { name: 'State' }), 'TX');
    expect(
      within(modal().getByRole('combobox', { name: 'State' }))
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['', 'AL', 'CA', 'FL', 'GA', 'NY', 'TX']);
    await user.click(screen.getByRole('button', { name: 'Create Vendor' }));

    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/vendors\/[^/]+$/));
    expect(body).toMatchObject({
      companyName: 'Ace Plumbing & Heating',
      specialties: ['plumbing', 'hvac'],
      state: 'TX',
      isActive: true,
    });
    const id = router.state.location.pathname.split('/').pop()!;
    expect(db.vendors.get(id)?.companyName).toBe('Ace Plumbing & Heating');
  });

  it('a refused save keeps the modal open with the server message and what was typed', async () => {
    server.use(
      http.post(`${API_PATTERN}/vendors`, () =>
        HttpResponse.json({ title: 'Bad Request', status: 400, detail: 'The vendor already exists.' }, { status: 400 }),
      ),
    );
    const { user } = await openAddVendor();
    await fillBasic(user);
    await user.click(modal().getByRole('button', { name: 'Continue' }));
    await user.click(await modal().findByRole('checkbox', { name: 'plumbing' }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: 'Create Vendor' }));
    expect(await modal().findByText(/already exists|Error creating vendor/)).toBeInTheDocument();
    expect(modal().getByRole('textbox', { name: 'Company Name', hidden: true })).toHaveValue('Reliable Plumbing Co.');
  });
});
