import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AuthorizePage } from './authorize-page';

/**
 * The simulated identity provider's sign-in page (mock mode only). `navigate` is a spy here, so
 * Sign in / Cancel show where the browser would go instead of leaving Storybook.
 */
const request = (extra: Record<string, string> = {}) =>
  `?${new URLSearchParams({
    client_id: 'rental-manager-web',
    redirect_uri: `${window.location.origin}/callback`,
    response_type: 'code',
    scope: 'openid profile email offline_access',
    state: 'story-state',
    nonce: 'story-nonce',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
    audience: 'rentalmanagerapi',
    ...extra,
  })}`;

const meta = {
  title: 'Sign-in/MockAuthorizePage',
  component: AuthorizePage,
  parameters: { signedIn: false, route: '/mock-idp/authorize', routePath: '/mock-idp/*' },
  args: { search: request(), navigate: fn() },
} satisfies Meta<typeof AuthorizePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The account picker: the first demo account preselected; one without a name. */
export const AccountPicker: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const accounts = await canvas.findAllByRole('radio');
    await expect(accounts[0]).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(args.navigate).toHaveBeenCalledWith(expect.stringContaining('state=story-state'));
  },
};

/** Cancel goes back with error=access_denied and the same state. */
export const Cancel: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel' }));
    await expect(args.navigate).toHaveBeenCalledWith(expect.stringContaining('error=access_denied'));
  },
};

/** An unknown client is refused on the page (no redirect). */
export const UnknownClient: Story = {
  args: { search: request({ client_id: 'intruder' }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Unknown client_id');
    await expect(args.navigate).not.toHaveBeenCalled();
  },
};
