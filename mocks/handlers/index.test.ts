import { HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiModules } from './index';

/** The first path segment after `api/` of a handler's path (`*\/api/units/{id}` → `units`). */
function areaOf(handler: unknown): string | undefined {
  if (!(handler instanceof HttpHandler) || typeof handler.info.path !== 'string') return undefined;
  return handler.info.path.split('/api/')[1]?.split('/')[0];
}

describe('apiModules', () => {
  // The browser worker loads a module only for the areas the table names: a handler outside them
  // would never answer there.
  it.each(apiModules.map((module, index) => [index, module.areas.join(', '), module] as const))(
    'module %i (%s) names exactly the areas of its handlers',
    async (_index, _areas, module) => {
      const handlers = await module.load();
      expect(handlers.length).toBeGreaterThan(0);
      expect(new Set(handlers.map(areaOf))).toEqual(new Set(module.areas));
    },
  );
});
