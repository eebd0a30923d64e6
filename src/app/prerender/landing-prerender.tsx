import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { AuthContext, type AuthContextProps } from 'react-oidc-context';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '@/lib/api/query-client';
import { basePath, routerBasename } from '@/lib/config';
import { appSystem } from '@/lib/theme';
import { appRoutes } from '../router';
import { renderCollectingRules } from './emotion-rules';

/**
 * The sign-in state of the app's first render in the browser: react-oidc-context starts "loading"
 * until it has read the stored session. The landing page is prerendered in exactly that state, so the
 * browser's first render draws the same markup over it (no flash). The top bar's Log In appears once
 * the session is read, in the app as in the browser before.
 */
const AUTH_STARTING = {
  isLoading: true,
  isAuthenticated: false,
  user: undefined,
  error: undefined,
  activeNavigator: undefined,
  settings: { client_id: '' },
  events: {},
} as unknown as AuthContextProps;

export interface PrerenderedLanding {
  /** The markup of `<div id="root">` at `/`: the app shell around the landing page. */
  html: string;
  /**
   * Every rule of the markup's components, for a `<style>` in the head. The design system's global CSS
   * (tokens, reset) is the stylesheet the page links (`virtual:chakra-global.css`).
   */
  css: string;
}

/** The app's providers as the browser's first render has them, around `children`, with a given Emotion cache. */
function FirstRenderProviders({ cache, children }: { cache: EmotionCache; children: React.ReactNode }) {
  return (
    <CacheProvider value={cache}>
      <ChakraProvider value={appSystem}>
        <QueryClientProvider client={createQueryClient()}>
          <AuthContext.Provider value={AUTH_STARTING}>{children}</AuthContext.Provider>
        </QueryClientProvider>
      </ChakraProvider>
    </CacheProvider>
  );
}

/**
 * Renders `/` with the app's own route table (shell and landing route, the same modules the browser
 * runs) into HTML at build time (scripts/vite/prerender-landing.ts), with the rules its components
 * insert collected apart from the markup (`renderCollectingRules`).
 */
export async function prerenderLanding(): Promise<PrerenderedLanding> {
  const router = createMemoryRouter(appRoutes(), {
    initialEntries: [basePath],
    basename: routerBasename || undefined,
  });
  await new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
  const { html, rules } = renderCollectingRules((cache) => (
    <FirstRenderProviders cache={cache}>
      <RouterProvider router={router} />
    </FirstRenderProviders>
  ));
  router.dispose();
  const css = rules.join('');
  return { html, css };
}
