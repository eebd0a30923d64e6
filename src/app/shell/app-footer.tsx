import { lazy, Suspense, useState } from 'react';
import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { mockMode } from '@/lib/config';
import { getMockControls } from '@/lib/mock-controls';
import { PRODUCT_NAME } from './nav-items';

// Loaded on demand: the dialog is needed only after a click, and only in mock mode.
const ConfirmDialog = lazy(() =>
  import('@/components/confirm-dialog').then((module) => ({ default: module.ConfirmDialog })),
);

/** Mock mode only: restores the seeded demo data (the page reloads). Confirms first. */
function ResetDemoData() {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const controls = getMockControls();
  if (!mockMode || !controls) return null;
  return (
    <>
      <Button size="xs" variant="ghost" colorPalette="neutral" onClick={() => setOpen(true)}>
        Reset demo data
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            title="Reset demo data?"
            body="This restores the original sample data. Everything you added or changed in this browser is lost."
            confirmLabel="Reset demo data"
            tone="danger"
            isPending={pending}
            onClose={() => setOpen(false)}
            onConfirm={() => {
              setPending(true);
              controls.resetData();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** Footer (spec 1 §2): "© {year} Rental Manager. All rights reserved." */
export function AppFooter() {
  const year = new Date().getFullYear();
  return (
    <Box as="footer" borderTopWidth="1px" borderColor="border" bg="bg.panel" px={{ base: '4', md: '6' }} py="4">
      <Flex align="center" justify="space-between" gap="2" wrap="wrap">
        <Text fontSize="sm" color="fg.muted">
          © {year} {PRODUCT_NAME}. All rights reserved.
        </Text>
        <ResetDemoData />
      </Flex>
    </Box>
  );
}
