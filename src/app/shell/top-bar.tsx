import { Box, Button, Flex, HStack, IconButton, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { UserAvatar } from '@/components/user-avatar';
import type { CurrentUser } from '@/lib/auth/current-user';
import { paths } from '@/lib/paths';
import { EARLY_TAP_ATTRIBUTE } from '@/lib/early-taps';
import { mockMode } from '@/lib/config';
import { setTopBarSlot } from '@/lib/top-bar-slot';
import { GlobalSearchSlot } from './global-search-slot';
import { MOBILE_NAV_ID, PRODUCT_NAME } from './nav-items';

export const TOP_BAR_HEIGHT = '64px';

function MenuIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export interface TopBarProps {
  user: CurrentUser | null;
  /** While a stored session or a sign-in callback is being read: neither Log In nor the user shows (no flash of the wrong one). */
  authLoading: boolean;
  menuOpen: boolean;
  onMenuToggle: () => void;
  /** A pointer or the keyboard reaches the menu toggle: the drawer's code can start loading before the tap. */
  onMenuIntent?: () => void;
  onLogin: () => void;
  onLogout: () => void;
}

/**
 * The app bar (spec 1 §2 Shell): product name → /, the menu toggle (signed in, < md), the global
 * search (signed in, ≥ md), and the user's avatar, name → /profile and Log Out — or Log In.
 */
export function TopBar({ user, authLoading, menuOpen, onMenuToggle, onMenuIntent, onLogin, onLogout }: TopBarProps) {
  const displayName = user ? user.name?.trim() || user.email || 'Profile' : '';
  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="appBar"
      h={TOP_BAR_HEIGHT}
      bg="bg.panel"
      borderBottomWidth="1px"
      borderColor="border"
      boxShadow="xs"
    >
      <Flex h="full" align="center" gap={{ base: '2', sm: '3' }} px={{ base: '2', sm: '4' }}>
        {user ? (
          <IconButton
            display={{ base: 'inline-flex', md: 'none' }}
            variant="ghost"
            colorPalette="neutral"
            aria-label="Open navigation menu"
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? MOBILE_NAV_ID : undefined}
            onClick={onMenuToggle}
            onPointerEnter={onMenuIntent}
            onPointerDown={onMenuIntent}
            onFocus={onMenuIntent}
          >
            <MenuIcon />
          </IconButton>
        ) : null}
        <Link
          asChild
          fontWeight="bold"
          fontSize={{ base: 'md', sm: 'lg' }}
          color="primary.fg"
          whiteSpace="nowrap"
          textDecoration="none"
          _hover={{ textDecoration: 'none', color: 'primary.solid' }}
        >
          <RouterLink to={paths.home}>{PRODUCT_NAME}</RouterLink>
        </Link>

        {user ? <GlobalSearchSlot /> : <Box flex="1" />}

        <HStack gap={{ base: '2', sm: '3' }} ms="auto" flexShrink={0}>
          {/* Mock mode, signed in: the demo controls' button is drawn here (src/lib/top-bar-slot.ts), in
              the bar, where it covers nothing; production builds compile the slot out with the mock.
              Signed out it sits after the page, so the prerendered landing page's bar does not move
              when the app takes it over. */}
          {mockMode && user ? <Box ref={setTopBarSlot} display="contents" /> : null}
          {authLoading && !user ? null : user ? (
            <>
              <Link
                asChild
                display="inline-flex"
                alignItems="center"
                gap="2"
                color="fg"
                textDecoration="none"
                _hover={{ textDecoration: 'underline' }}
                maxW={{ base: 'auto', sm: '48' }}
              >
                <RouterLink to={paths.profile}>
                  <UserAvatar name={user.name} picture={user.picture} />
                  {/* The name stays the link's accessible name on phones, where it is visually hidden. */}
                  <Text as="span" truncate fontSize="sm" fontWeight="medium" srOnly={{ base: true, sm: false }}>
                    {displayName}
                  </Text>
                </RouterLink>
              </Link>
              <Button size="sm" variant="outline" colorPalette="primary" onClick={onLogout}>
                Log Out
              </Button>
            </>
          ) : (
            <Button size="sm" colorPalette="primary" onClick={onLogin} {...{ [EARLY_TAP_ATTRIBUTE]: 'login' }}>
              Log In
            </Button>
          )}
        </HStack>
      </Flex>
    </Box>
  );
}
