import { screen, within } from '@testing-library/react';
import { renderRoute, renderWithProviders } from '@/testing/render';
import { signOutTestUser } from '@/testing/auth';
import { formatDate } from '@/lib/format';
import { valueOf } from '@/testing/fields';
import { Component as ProfileRoute } from './profile-route';

describe('Profile page', () => {
  it("shows the signed-in user's claims", async () => {
    const updatedAt = Math.floor(new Date(2024, 5, 17, 12).getTime() / 1000); // epoch seconds, as OIDC sends it
    await renderRoute('/profile', {
      user: {
        sub: 'auth0|abc123',
        name: 'Sam Rivera',
        email: 'sam@example.com',
        email_verified: false,
        updated_at: updatedAt,
      },
    });
    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(main.getByRole('heading', { level: 2, name: 'Sam Rivera' })).toBeInTheDocument();
    expect(valueOf('User ID').textContent).toBe('auth0|abc123');
    expect(valueOf('Email').textContent).toBe('sam@example.com');
    expect(valueOf('Email verified').textContent).toBe('No');
    expect(valueOf('Last updated').textContent).toBe('06/17/2024');
    expect(main.getByText('S')).toBeInTheDocument(); // avatar initial
    expect(main.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
  });

  it('says Yes when the email is verified and reads an ISO updated_at', async () => {
    await renderRoute('/profile', { user: { email_verified: true, updated_at: '2023-11-05T08:00:00Z' } });
    await screen.findByRole('heading', { level: 1, name: 'Profile' });
    expect(valueOf('Email verified').textContent).toBe('Yes');
    expect(valueOf('Last updated').textContent).toBe(formatDate('2023-11-05T08:00:00Z'));
  });

  it('asks a signed-out visitor to log in', async () => {
    signOutTestUser();
    renderWithProviders(<ProfileRoute />, { path: '/profile' });
    expect(await screen.findByText('Please log in to view your profile.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Profile' })).not.toBeInTheDocument();
  });
});
