import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '@/lib/api/schema.gen';
import { basePath } from '@/lib/config';

/**
 * The API base path as an MSW pattern, on any origin: the same handlers answer the browser worker
 * (dev, preview, Storybook), the Node server in tests and `npm run mock:server`. Nothing outside
 * `<base>api/` can match, so no handler ever shadows a screen's route.
 */
export const API_PATTERN = `*${basePath}api`;

/** Handlers typed from the contract: paths, params, bodies and responses are checked by tsc. */
export const http = createOpenApiHttp<paths>({ baseUrl: API_PATTERN });
