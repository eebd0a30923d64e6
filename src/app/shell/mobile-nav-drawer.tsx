import { useEffect } from 'react';
import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { BREAKPOINTS, SIDEBAR_WIDTH } from '@/lib/design-tokens';
import { SidebarNav } from './sidebar-nav';
import { DRAWER_TOP_LINKS, MOBILE_NAV_ID, PRODUCT_NAME } from './nav-items';

/**
 * The sidebar as a slide-in overlay on mobile and tablet (< md, 960 px): a close button, links
 * that close it when tapped, page scroll locked while open (Chakra's Drawer does the locking and
 * traps focus). Widening the window to desktop closes it, since the fixed sidebar takes over.
 */
export function MobileNavDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return;
    const desktop = window.matchMedia(`(min-width: ${BREAKPOINTS.md}px)`);
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) onClose();
    };
    desktop.addEventListener?.('change', onChange);
    return () => desktop.removeEventListener?.('change', onChange);
  }, [open, onClose]);

  return (
    <Drawer.Root open={open} onOpenChange={(details) => !details.open && onClose()} placement="start" preventScroll>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content id={MOBILE_NAV_ID} maxW={`${SIDEBAR_WIDTH}px`} w="full">
            <Drawer.Header borderBottomWidth="1px" py="3" pe="12">
              <Drawer.Title fontSize="md" color="primary.fg">
                {PRODUCT_NAME}
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body p="0">
              <SidebarNav onNavigate={onClose} topLinks={DRAWER_TOP_LINKS} />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close navigation menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
