/** Story tests, part 1 of 2 (see story-tests.tsx), and the tests of the story harness itself. */
import { useQuery } from '@tanstack/react-query';
import { composeStory, type Meta, type StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useLocation, useParams } from 'react-router';
import { useAuth } from 'react-oidc-context';
import { describe, expect, it, vi } from 'vitest';
import axe from 'axe-core';
import { api, unwrap } from '@/lib/api/client';
import { API_PATTERN } from '@mocks/http';
import { routePatternFor } from '../../.storybook/story-annotations';
import { rulesThatCannotFail } from './axe-rules';
import { defineStoryTests, runStory, seriousA11yViolations, storyFilePaths, type ComposedStory } from './story-tests';

await defineStoryTests(1, 2);

describe('story harness', () => {
  it('finds the story files', () => {
    expect(storyFilePaths.length).toBeGreaterThan(0);
  });

  it('maps a story URL to the app route pattern, so useParams works', () => {
    expect(routePatternFor('/properties/123')).toBe('/properties/:id');
    expect(routePatternFor('/maintenance-requests/9/edit?x=1')).toBe('/maintenance-requests/:id/edit');
    expect(routePatternFor('/no/such/page')).toBe('/*');
  });

  function HealthProbe() {
    const { id } = useParams();
    const location = useLocation();
    const health = useQuery({ queryKey: ['health'], queryFn: () => unwrap(api.GET('/health')) });
    return (
      <p>
        {location.pathname} id={id} status={health.data?.status ?? (health.isError ? 'failed' : 'loading')}
      </p>
    );
  }
  const probeMeta = { title: 'Harness/HealthProbe', component: HealthProbe } satisfies Meta<typeof HealthProbe>;

  it('renders a story at its route on the app handlers', async () => {
    const story: StoryObj<typeof probeMeta> = {
      parameters: { route: '/properties/42' },
      play: async ({ canvasElement }) => {
        await vi.waitFor(() => expect(canvasElement.textContent).toBe('/properties/42 id=42 status=ok'));
      },
    };
    await runStory(composeStory(story, probeMeta) as ComposedStory);
  });

  it("applies a story's parameters.msw.handlers before the app's", async () => {
    const story: StoryObj<typeof probeMeta> = {
      parameters: {
        msw: {
          handlers: [
            http.get(`${API_PATTERN}/health`, () =>
              HttpResponse.json({ status: 'degraded', timestamp: '2026-01-01T00:00:00Z' }),
            ),
          ],
        },
      },
      play: async ({ canvasElement }) => {
        await vi.waitFor(() => expect(canvasElement.textContent).toContain('status=degraded'));
      },
    };
    await runStory(composeStory(story, probeMeta) as ComposedStory);
  });

  function AuthProbe() {
    const auth = useAuth();
    if (auth.isLoading) return <p>loading</p>;
    return <p>{auth.isAuthenticated ? `signed in as ${auth.user?.profile.name ?? 'no name'}` : 'signed out'}</p>;
  }
  const authMeta = { title: 'Harness/AuthProbe', component: AuthProbe } satisfies Meta<typeof AuthProbe>;

  it('starts every story signed in by default, and signed out with signedIn: false', async () => {
    const signedIn: StoryObj<typeof authMeta> = {
      parameters: { user: { name: 'Story Person' } },
      play: async ({ canvasElement }) => {
        await vi.waitFor(() => expect(canvasElement.textContent).toBe('signed in as Story Person'));
      },
    };
    await runStory(composeStory(signedIn, authMeta) as ComposedStory);
    const signedOut: StoryObj<typeof authMeta> = {
      parameters: { signedIn: false },
      play: async ({ canvasElement }) => {
        await vi.waitFor(() => expect(canvasElement.textContent).toBe('signed out'));
      },
    };
    await runStory(composeStory(signedOut, authMeta) as ComposedStory);
  });

  it('fails a story that logs console.error', async () => {
    const story: StoryObj<typeof probeMeta> = {
      play: async () => {
        console.error('boom');
      },
    };
    await expect(runStory(composeStory(story, probeMeta) as ComposedStory)).rejects.toThrow(/boom/);
  });

  it('skips only axe rules that report at most a moderate violation, and still fails on a serious one', async () => {
    const skipped = rulesThatCannotFail(axe);
    expect(skipped).toEqual(expect.arrayContaining(['region', 'heading-order', 'landmark-one-main']));
    for (const rule of ['button-name', 'image-alt', 'label', 'aria-valid-attr-value', 'empty-heading'])
      expect(skipped).not.toContain(rule);
    // With every rule on, what the skipped rules find on this page is moderate at most.
    document.body.innerHTML = '<h1>Title</h1><h3>Skipped a level</h3><p>Outside any landmark</p><button></button>';
    const { violations } = await axe.run(document.body, { resultTypes: ['violations'] });
    const fromSkipped = violations.filter((violation) => skipped.includes(violation.id));
    expect(fromSkipped.map((violation) => violation.id)).toEqual(expect.arrayContaining(['heading-order', 'region']));
    for (const violation of fromSkipped) expect(['minor', 'moderate']).toContain(violation.impact);
    expect(await seriousA11yViolations()).toEqual([expect.stringMatching(/^critical button-name/)]);
  });
});
