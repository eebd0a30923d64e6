import createClient, { type Middleware } from 'openapi-fetch';
import { apiBaseUrl } from '@/lib/config';
import { getAccessToken, reportUnauthorized } from '@/lib/auth/access-token';
import type { paths } from './schema.gen';
import { ApiError } from './errors';

/** Adds `Authorization: Bearer <token>` to every call (an empty token when none can be had). */
export const authMiddleware: Middleware = {
  async onRequest({ request }) {
    const token = await getAccessToken();
    request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  },
};

/**
 * Turns every non-2xx answer into a thrown ApiError carrying the status and parsed body. A 401 to a
 * call that carried a token ends the session (a call sent without one was never signed in).
 */
export const errorMiddleware: Middleware = {
  async onResponse({ request, response }) {
    if (response.ok) return response;
    if (response.status === 401 && /^Bearer\s+\S/i.test(request.headers.get('Authorization') ?? '')) {
      reportUnauthorized();
    }
    let body: unknown = undefined;
    const text = await response.clone().text();
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    throw new ApiError(response.status, body);
  },
};

function makeClient() {
  // openapi-fetch captures `fetch` at creation: defer to globalThis.fetch so MSW (patched later in
  // tests) sees every request; the base URL is absolute for the same reason.
  const client = createClient<paths>({
    baseUrl: apiBaseUrl(),
    fetch: (request) => globalThis.fetch(request),
  });
  client.use(authMiddleware, errorMiddleware);
  return client;
}

/** The one typed client of the product API. */
export const api = makeClient();
export type ApiClient = typeof api;

/**
 * Unwraps an openapi-fetch result of `api`: its error middleware throws an ApiError for every non-2xx
 * answer before the result exists, so `data` is the body of a 2xx answer (undefined for 204).
 */
export async function unwrap<T>(promise: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data } = await promise;
  return data as T;
}

/** Drops empty-string, null and undefined values (spec: empty or undefined parameters are dropped). */
export function compactParams<T extends Record<string, unknown>>(params: T): Partial<T> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined || v === null || v === '') continue;
    out[k] = v;
  }
  return out as Partial<T>;
}
