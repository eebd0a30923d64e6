import { Box, Flex, Text } from '@chakra-ui/react';
import { now as clockNow } from '@/lib/clock';
import { PRODUCT_NAME } from './nav-items';

/** Footer (spec 1 §2): "© {year} Rental Manager. All rights reserved." */
export function AppFooter() {
  const year = clockNow().getFullYear();
  return (
    <Box as="footer" borderTopWidth="1px" borderColor="border" bg="bg.panel" px={{ base: '4', md: '6' }} py="4">
      <Flex align="center" justify="space-between" gap="2" wrap="wrap">
        <Text fontSize="sm" color="fg.muted">
          © {year} {PRODUCT_NAME}. All rights reserved.
        </Text>
      </Flex>
    </Box>
  );
}
