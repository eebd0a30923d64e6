/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';

/**
 * Modes:
 * - `development` (npm run dev): mock API + mock sign-in in the browser (see .env.development).
 * - `production` (npm run build): real API and identity provider from VITE_* variables; no mock code.
 * - `preview` (npm run build:preview): the whole app on the mock, a static site in dist-preview/.
 * BASE_PATH (e.g. /some/path/) builds for a sub-path; the router basename, the MSW worker URL
 * and the assets all follow Vite's `base`.
 */
function normaliseBase(value: string | undefined): string {
  if (!value) return '/';
  let base = value.startsWith('/') ? value : `/${value}`;
  if (!base.endsWith('/')) base += '/';
  return base;
}

export default defineConfig(({ mode }) => ({
  base: normaliseBase(process.env.BASE_PATH),
  plugins: [react()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
    },
  },
  build: {
    outDir: mode === 'preview' ? 'dist-preview' : 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 800,
  },
  server: { port: 5173 },
  preview: { port: 4173 },
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'scripts/**/*.test.ts'],
    css: false,
    testTimeout: 20000,
    hookTimeout: 20000,
    pool: 'threads',
    env: { TZ: 'UTC' },
  },
}));
