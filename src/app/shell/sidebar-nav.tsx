import { useId } from 'react';
import { Box, Stack, Text } from '@chakra-ui/react';
import { NavLink } from 'react-router';
import { prefetchOnIntent } from '../route-prefetch';
import { NAV_GROUPS, SIDEBAR_TOP_LINKS, type NavGroup, type NavLinkItem } from './nav-items';

function NavLinkList({ links, onNavigate }: { links: readonly NavLinkItem[]; onNavigate?: () => void }) {
  return (
    <Box as="ul" listStyleType="none" m="0" p="0">
      {links.map((link) => (
        <Box as="li" key={link.to}>
          {/* NavLink sets aria-current="page" on the active link (also on its detail pages). */}
          <Box
            asChild
            display="block"
            px="3"
            py="2"
            borderRadius="l2"
            borderStartWidth="3px"
            borderStartColor="transparent"
            color="fg"
            fontSize="sm"
            textDecoration="none"
            _hover={{ bg: 'bg.muted' }}
            _focusVisible={{ outline: '2px solid', outlineColor: 'primary.focusRing', outlineOffset: '-2px' }}
            _currentPage={{
              bg: 'primary.subtle',
              color: 'primary.fg',
              fontWeight: 'semibold',
              borderStartColor: 'primary.solid',
            }}
          >
            <NavLink to={link.to} onClick={onNavigate} {...prefetchOnIntent(link.to)}>
              {link.label}
            </NavLink>
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function NavSection({ group, onNavigate }: { group: NavGroup; onNavigate?: () => void }) {
  const headingId = useId();
  return (
    <Box role="group" aria-labelledby={headingId}>
      <Text
        id={headingId}
        px="3"
        pb="1"
        fontSize="xs"
        fontWeight="semibold"
        letterSpacing="wider"
        textTransform="uppercase"
        color="fg.muted"
      >
        {group.title}
      </Text>
      <NavLinkList links={group.links} onNavigate={onNavigate} />
    </Box>
  );
}

/**
 * The sidebar's navigation (spec 1 §2): the top links, then five labelled groups of links. Used by the
 * fixed desktop sidebar and by the mobile drawer, where `onNavigate` closes the drawer after a tap and
 * `topLinks` adds the search page.
 */
export function SidebarNav({
  onNavigate,
  topLinks = SIDEBAR_TOP_LINKS,
}: {
  onNavigate?: () => void;
  topLinks?: readonly NavLinkItem[];
}) {
  return (
    <Box as="nav" aria-label="Main navigation">
      <Stack gap="5" py="4" px="3">
        <NavLinkList links={topLinks} onNavigate={onNavigate} />
        {NAV_GROUPS.map((group) => (
          <NavSection key={group.title} group={group} onNavigate={onNavigate} />
        ))}
      </Stack>
    </Box>
  );
}
