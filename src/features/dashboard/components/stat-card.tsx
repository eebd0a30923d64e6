import { Box, Card, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

/**
 * One dashboard figure: label, value and the help line under it, as a definition list
 * (dt label, dd value, dd help). Not Chakra's Stat: its help text is a <span> directly inside the
 * <dl>, which is invalid list markup (axe "definition-list").
 */
export function StatCard({
  label,
  value,
  help,
  link,
}: {
  label: string;
  value: string;
  help?: string;
  /** A link under the figure to the list it counts. */
  link?: { to: string; label: string };
}) {
  return (
    <Card.Root size="sm">
      <Card.Body>
        <Box as="dl" display="flex" flexDirection="column" gap="1">
          <Box as="dt" fontSize="sm" color="fg.muted" fontWeight="medium">
            {label}
          </Box>
          <Box
            as="dd"
            fontSize={{ base: 'xl', md: '2xl' }}
            fontWeight="semibold"
            lineHeight="short"
            m="0"
            overflowWrap="anywhere"
          >
            {value}
          </Box>
          {help ? (
            <Box as="dd" fontSize="sm" color="fg.muted" m="0">
              {help}
            </Box>
          ) : null}
          {link ? (
            <Box as="dd" fontSize="sm" m="0">
              <Link asChild>
                <RouterLink to={link.to}>{link.label}</RouterLink>
              </Link>
            </Box>
          ) : null}
        </Box>
      </Card.Body>
    </Card.Root>
  );
}
