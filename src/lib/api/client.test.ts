import { http, HttpResponse } from 'msw';
import { setAccessTokenGetter } from '@/lib/auth/access-token';
import { server } from '../../../mocks/node';
import { API_PATTERN } from '../../../mocks/http';
import { api, unwrap } from './client';
import { ApiError } from './errors';

describe('api client', () => {
  afterEach(() => setAccessTokenGetter(async () => null));

  it('reaches the mock API under its base path', async () => {
    const health = await unwrap(api.GET('/health'));
    expect(health.status).toBe('ok');
  });

  it('sends the access token as a bearer header', async () => {
    let seen: string | null = null;
    server.use(
      http.get(`${API_PATTERN}/health`, ({ request }) => {
        seen = request.headers.get('authorization');
        return HttpResponse.json({ status: 'ok', timestamp: new Date().toISOString() });
      }),
    );
    setAccessTokenGetter(async () => 'token-123');
    await unwrap(api.GET('/health'));
    expect(seen).toBe('Bearer token-123');
  });

  it('sends an empty token and logs when no token can be had', async () => {
    let seen: string | null = null;
    server.use(
      http.get(`${API_PATTERN}/health`, ({ request }) => {
        seen = request.headers.get('authorization');
        return HttpResponse.json({ status: 'ok', timestamp: new Date().toISOString() });
      }),
    );
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    setAccessTokenGetter(async () => {
      throw new Error('login_required');
    });
    await unwrap(api.GET('/health'));
    // Fetch trims header values, so an empty token arrives as a bare scheme.
    expect(seen).toBe('Bearer');
    expect(log).toHaveBeenCalledWith('Get access token failed', expect.any(Error));
  });

  it('turns a non-2xx answer into an ApiError with status and problem body', async () => {
    server.use(
      http.get(`${API_PATTERN}/health`, () =>
        HttpResponse.json(
          { title: 'Bad Request', status: 400, errors: [{ field: 'name', message: 'Property name is required' }] },
          { status: 400 },
        ),
      ),
    );
    const error = await unwrap(api.GET('/health')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).fieldErrors).toEqual({ name: 'Property name is required' });
  });
});
