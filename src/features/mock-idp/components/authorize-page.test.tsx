import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { pkceChallenge } from '@mocks/idp/tokens';
import { getIdpSession, setIdpSession } from '@mocks/idp/store';
import { AuthorizePage } from './authorize-page';
import { LogoutPage } from './logout-page';

const ORIGIN = window.location.origin;

async function search(extra: Record<string, string> = {}): Promise<string> {
  return `?${new URLSearchParams({
    client_id: 'rental-manager-web',
    redirect_uri: `${ORIGIN}/callback`,
    response_type: 'code',
    scope: 'openid profile email offline_access',
    state: 'the-state',
    nonce: 'the-nonce',
    code_challenge: await pkceChallenge('verifier-verifier-verifier-verifier-verifier'),
    code_challenge_method: 'S256',
    audience: 'rentalmanagerapi',
    ...extra,
  })}`;
}

describe('mock provider authorize page', () => {
  it('lists the demo accounts with the first preselected, and Sign in returns a code with the same state', async () => {
    const navigate = vi.fn();
    const { user } = renderWithProviders(<AuthorizePage search={await search()} navigate={navigate} />);
    expect(await screen.findByRole('heading', { name: 'Sign in to Rental Manager' })).toBeVisible();
    const accounts = screen.getAllByRole('radio');
    expect(accounts).toHaveLength(3);
    expect(accounts[0]).toBeChecked();
    expect(screen.getByText('No name')).toBeVisible();

    await user.click(screen.getByRole('radio', { name: /Jordan Lee/ }));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(navigate).toHaveBeenCalledTimes(1);
    const back = new URL(navigate.mock.calls[0]![0] as string);
    expect(`${back.origin}${back.pathname}`).toBe(`${ORIGIN}/callback`);
    expect(back.searchParams.get('state')).toBe('the-state');
    expect(back.searchParams.get('code')).toBeTruthy();
    expect(getIdpSession()).toBe('mock|jordan-lee');
  });

  it('Cancel returns error=access_denied with the same state and no code', async () => {
    const navigate = vi.fn();
    const { user } = renderWithProviders(<AuthorizePage search={await search()} navigate={navigate} />);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    const back = new URL(navigate.mock.calls[0]![0] as string);
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe('the-state');
    expect(back.searchParams.has('code')).toBe(false);
  });

  it('prompt=none answers at once: a code when the provider has a session, login_required when not', async () => {
    const navigate = vi.fn();
    renderWithProviders(<AuthorizePage search={await search({ prompt: 'none' })} navigate={navigate} />);
    await vi.waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(new URL(navigate.mock.calls[0]![0] as string).searchParams.get('error')).toBe('login_required');

    setIdpSession('mock|alex-morgan');
    const again = vi.fn();
    renderWithProviders(<AuthorizePage search={await search({ prompt: 'none', state: 's2' })} navigate={again} />);
    await vi.waitFor(() => expect(again).toHaveBeenCalled());
    const back = new URL(again.mock.calls[0]![0] as string);
    expect(back.searchParams.get('code')).toBeTruthy();
    expect(back.searchParams.get('state')).toBe('s2');
  });

  it('refuses an unknown client on the page instead of redirecting', async () => {
    const navigate = vi.fn();
    renderWithProviders(<AuthorizePage search={await search({ client_id: 'intruder' })} navigate={navigate} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown client_id "intruder".');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('the logout page ends the provider session and goes to post_logout_redirect_uri', async () => {
    setIdpSession('mock|alex-morgan');
    const navigate = vi.fn();
    const query = `?${new URLSearchParams({ post_logout_redirect_uri: `${ORIGIN}/`, state: 'out', client_id: 'rental-manager-web' })}`;
    renderWithProviders(<LogoutPage search={query} navigate={navigate} />);
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith(`${ORIGIN}/?state=out`));
    expect(getIdpSession()).toBeNull();
  });
});
