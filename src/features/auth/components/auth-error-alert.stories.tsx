import type { Meta, StoryObj } from '@storybook/react-vite';
import { AuthErrorMessage } from './auth-error-alert';

/** The sign-in error alert (spec 1 §8): the headline, and the catalogue's reading underneath. */
const meta = {
  title: 'Sign-in/AuthErrorMessage',
  component: AuthErrorMessage,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AuthErrorMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoginFailed: Story = {
  args: { error: { code: 'access_denied', title: 'Login failed', message: 'The user cancelled the sign-in' } },
};

export const InvalidState: Story = {
  args: { error: { code: 'state_mismatch', title: 'Login failed', message: 'Invalid state' } },
};

export const IdentityTokenRefused: Story = {
  args: {
    error: {
      code: 'invalid_id_token',
      title: 'Login failed',
      message: 'Audience (aud) does not include "rental-manager-web"',
    },
  },
};

export const GetAccessTokenFailed: Story = {
  args: {
    error: { code: 'missing_refresh_token', title: 'Get access token failed', message: 'Missing refresh token' },
  },
};
