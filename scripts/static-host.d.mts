import type { Server } from 'node:http';

/** scripts/static-host.mjs, for the TypeScript scripts that serve a build. */
export function serve(dir: string, port?: number): Promise<Server & { sent: { path: string; bytes: number }[] }>;
