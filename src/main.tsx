// The design system's global CSS (tokens, reset) as a stylesheet both HTML pages link (src/lib/theme.ts `appSystem`).
import 'virtual:chakra-global.css';
import { hasStoredSession } from '@/lib/auth/stored-session';
import { basePath, mockMode } from '@/lib/config';
import { waitsForVisitor, whenVisitorActs } from '@/lib/deferred-start';
import { hasEarlyTap } from '@/lib/early-taps';

// The page's entry stays this small: on the prerendered landing page a signed-out visitor may read the
// page without the app ever starting (src/lib/deferred-start.ts). The rest loads from here.
function start() {
  // Mock mode only (dev, preview): the mock API and identity provider start alongside the first render,
  // from separate chunks that production builds never include. The mock's small first chunk is asked for
  // first, so reading the saved store (the longest step of a load on the large set) starts before the
  // app's chunks are evaluated; MSW and the handlers (the larger chunk) download at the same time.
  const mock = mockMode ? import('@mocks/browser') : undefined;
  const worker = mockMode ? import('@mocks/browser-worker') : undefined;
  const mockBegun = mock?.then(({ startMockWorker }) => ({ ready: startMockWorker(worker) }));
  const controls = mockMode ? import('@/features/mock-controls/mount') : undefined;
  // The app's chunks (and the first page's, which the router starts loading) download while the mock
  // starts: asked for here, beside start-app's own chunk rather than after it (a module runs once,
  // however often it is imported).
  void import('@/app/app');
  void import('@/app/start-app').then(({ startApp }) =>
    startApp(
      mockBegun && controls
        ? { begun: mockBegun, mountControls: async () => (await controls).mountDemoControls() }
        : undefined,
    ),
  );
}

const waits = waitsForVisitor({
  pathname: window.location.pathname,
  search: window.location.search,
  basePath,
  prerendered: Boolean(document.getElementById('root')?.hasChildNodes()),
  sessionStored: hasStoredSession(),
  tapped: hasEarlyTap(),
});
if (waits) void whenVisitorActs().then(start);
else start();
