import { resolve } from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';
import { chunkImportCycle, planChunkGroups, type PlannedChunk } from './chunk-groups.ts';

/** Set while the planning build runs: vite.config.ts gives that build only the plugins that shape the module graph. */
export const PLANNING_BUILD = 'CHUNK_PLAN_BUILD';

/** The modules the app's start loads with their static imports (src/main.tsx imports both at once). */
export const APP_START_MODULES = /\/src\/app\/(app|start-app)\.tsx$/;

/** The app's rules for scripts/vite/chunk-groups.ts (which explains the groups). */
const rules = {
  startup: APP_START_MODULES,
  landing: /\/src\/features\/landing\/routes\/landing-route\.tsx$/,
  page: /\/src\/(features\/[^/]+\/routes\/[^/]+-route(-queries)?|app\/route-queries)\.tsx?$/,
  forms: /\/node_modules\/(formik|yup)\//,
  minPages: 4,
};

/**
 * The app's builds (not Storybook's, not the dev server): first a build with the bundler's own
 * splitting, in memory, whose chunks say which modules the start and the pages share
 * (scripts/vite/chunk-groups.ts); then the real build with those modules in three chunks. The
 * planning build skips the work that does not change the module graph (the prerendered landing page,
 * the data set, the global stylesheet): it is the cheaper of the two.
 * The real build fails if two of its chunks import each other.
 */
export function chunkPlan(mode: string): Plugin {
  return {
    name: 'chunk-plan',
    apply(config, env) {
      const input = config.build?.rolldownOptions?.input ?? config.build?.rollupOptions?.input;
      return env.command === 'build' && !process.env[PLANNING_BUILD] && input === undefined;
    },
    async config(config) {
      process.env[PLANNING_BUILD] = '1';
      let output: Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
      try {
        output = (await build({
          configFile: resolve(config.root ?? process.cwd(), 'vite.config.ts'),
          mode,
          logLevel: 'warn',
          build: { write: false, manifest: false },
        })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
      } finally {
        delete process.env[PLANNING_BUILD];
      }
      const chunks = (Array.isArray(output) ? output : [output])
        .flatMap((result) => result.output)
        .filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
      const groups = planChunkGroups(chunks as PlannedChunk[], rules);
      const grouped = new Set(Object.values(groups).flat());
      const group = (name: keyof typeof groups) => {
        const ids = new Set(groups[name]);
        return { name, test: (id: string) => ids.has(id), includeDependenciesRecursively: false };
      };
      return {
        build: {
          rolldownOptions: {
            output: { codeSplitting: { groups: [group('startup'), group('pages'), group('forms')] } },
            // A module imported on intent somewhere that a group loads with the pages anyway: the group
            // chose that, so the bundler's note that the lazy import moves nothing is no news.
            onLog(level: Rolldown.LogLevel, log: Rolldown.RolldownLog, handler: Rolldown.LogOrStringHandler) {
              if (log.code === 'INEFFECTIVE_DYNAMIC_IMPORT' && log.id && grouped.has(log.id)) return;
              handler(level, log);
            },
          },
        },
      };
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const cycle = chunkImportCycle(chunks);
      if (cycle) this.error(`chunk-plan: these chunks import each other: ${cycle.join(' → ')}`);
    },
  };
}
