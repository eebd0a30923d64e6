import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppShell } from './app-shell';

/**
 * The application shell (spec 1 §2): top bar, sidebar, footer. The page area is empty here (the
 * story is mounted as a leaf route, so the shell's <Outlet/> has nothing to render).
 */
const meta = {
  title: 'Shell/AppShell',
  component: AppShell,
  parameters: { route: '/properties' },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {
  parameters: { user: { name: 'Alex Morgan' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Log Out' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: /Alex Morgan/ })).toHaveAttribute('href', '/profile');
    await expect(canvas.getByRole('link', { name: 'Rental Manager' })).toHaveAttribute('href', '/');
  },
};

export const SignedInWithoutName: Story = {
  parameters: { user: { name: undefined, email: 'someone@example.com', picture: undefined } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const profile = await canvas.findByRole('link', { name: /someone@example.com/ });
    await expect(within(profile).getByText('U')).toBeInTheDocument();
  },
};

export const SignedOut: Story = {
  parameters: { signedIn: false, route: '/' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Log In' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Log Out' })).not.toBeInTheDocument();
  },
};

/** A 375 px phone: the sidebar becomes a drawer behind the menu toggle. */
export const MobileDrawerOpen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Open navigation menu' }));
    const page = within(canvasElement.ownerDocument.body);
    const drawer = await page.findByRole('dialog');
    await expect(within(drawer).getByRole('link', { name: 'Properties' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close navigation menu' }));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
