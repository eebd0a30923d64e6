import { lazy, Suspense, useCallback, useState } from 'react';
import { Box, Flex } from '@chakra-ui/react';
import { Outlet, useNavigation } from 'react-router';
import { AuthErrorAlert } from '@/features/auth/components/auth-error-alert';
import { useAuthActions } from '@/lib/auth/use-auth-actions';
import { useAuthStatus } from '@/lib/auth/use-auth-status';
import { useCurrentUser } from '@/lib/auth/use-current-user';
import { SIDEBAR_WIDTH } from '@/lib/design-tokens';
import { AppFooter } from './app-footer';
import { MAIN_CONTENT_ID } from './nav-items';
import { SidebarNav } from './sidebar-nav';
import { TOP_BAR_HEIGHT, TopBar } from './top-bar';

// The drawer (Chakra's Dialog machinery) is loaded only for signed-in users, off the landing page's
// first load (its JS budget is 200 KB gzip). It mounts on the first open, so it never suspends the shell.
const loadMobileNavDrawer = () => import('./mobile-nav-drawer');
const MobileNavDrawer = lazy(() => loadMobileNavDrawer().then((module) => ({ default: module.MobileNavDrawer })));

function SkipLink() {
  return (
    <Box
      asChild
      position="absolute"
      left="2"
      top="2"
      zIndex="tooltip"
      px="4"
      py="2"
      bg="primary.solid"
      color="primary.contrast"
      borderRadius="l2"
      fontWeight="semibold"
      transform="translateY(-200%)"
      _focus={{ transform: 'translateY(0)' }}
    >
      <a href={`#${MAIN_CONTENT_ID}`}>Skip to main content</a>
    </Box>
  );
}

/** A thin bar under the app bar while the next route's code or data loads. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state !== 'loading') return null;
  return (
    <Box
      role="progressbar"
      aria-label="Loading page"
      position="fixed"
      top={TOP_BAR_HEIGHT}
      insetX="0"
      h="2px"
      bg="primary.solid"
      zIndex="appBar"
    />
  );
}

/**
 * The application shell (spec 1 §2): top bar, sidebar (signed in: fixed 250 px on desktop, a
 * drawer below md), the page in <main>, footer. Auth errors ("Login failed") show at the top of
 * the page content.
 */
export function AppShell() {
  const user = useCurrentUser();
  const { isReadingSession } = useAuthStatus();
  const { login, logout } = useAuthActions();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const signedIn = Boolean(user);
  const [drawerMounted, setDrawerMounted] = useState(false);

  return (
    <Flex direction="column" minH="100dvh">
      <SkipLink />
      <TopBar
        user={user}
        authLoading={isReadingSession}
        menuOpen={menuOpen}
        // The drawer (and the dialog machinery it brings) loads when a finger or the keyboard reaches
        // the toggle, not with every signed-in page: most visits never open it, and on a phone the
        // press comes a moment before its click.
        onMenuIntent={() => void loadMobileNavDrawer()}
        onMenuToggle={() => {
          setDrawerMounted(true);
          setMenuOpen((open) => !open);
        }}
        onLogin={() => void login()}
        onLogout={() => void logout()}
      />
      <NavigationProgress />
      <Flex flex="1" align="stretch">
        {/* While a stored session is read the sidebar's place is kept (empty, hidden from assistive
            technology): the page beside it does not move sideways when the user is known. */}
        {signedIn || isReadingSession ? (
          <Box
            {...(signedIn
              ? { as: 'aside', 'aria-label': 'Sidebar' }
              : { 'aria-hidden': true, 'data-testid': 'sidebar-place' })}
            display={{ base: 'none', md: 'block' }}
            w={`${SIDEBAR_WIDTH}px`}
            flexShrink={0}
            bg="bg.panel"
            borderEndWidth="1px"
            borderColor="border"
          >
            {signedIn ? (
              <Box position="sticky" top={TOP_BAR_HEIGHT} maxH={`calc(100dvh - ${TOP_BAR_HEIGHT})`} overflowY="auto">
                <SidebarNav />
              </Box>
            ) : null}
          </Box>
        ) : null}
        <Flex direction="column" flex="1" minW="0">
          <Box
            as="main"
            id={MAIN_CONTENT_ID}
            tabIndex={-1}
            flex="1"
            // At least the screen's height below the top bar: the footer starts below the fold, so a
            // page whose content arrives after its first paint does not push a visible footer down.
            minH={`calc(100dvh - ${TOP_BAR_HEIGHT})`}
            w="full"
            maxW="1600px"
            mx="auto"
            px={{ base: '3', sm: '4', md: '6' }}
            py={{ base: '4', md: '6' }}
            _focus={{ outline: 'none' }}
          >
            <AuthErrorAlert />
            <Outlet />
          </Box>
          <AppFooter />
        </Flex>
      </Flex>
      {signedIn && drawerMounted ? (
        <Suspense fallback={null}>
          <MobileNavDrawer open={menuOpen} onClose={closeMenu} />
        </Suspense>
      ) : null}
    </Flex>
  );
}
