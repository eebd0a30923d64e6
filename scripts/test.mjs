#!/usr/bin/env node
// npm test: every test of the project. (Completed by the tooling work: unit + story + e2e lanes.)
import { spawnSync } from 'node:child_process';
const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1', REDOCLY_TELEMETRY: 'off' } }).status ?? 1;
process.exit(run('npx', ['vitest', 'run']));
