import { Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { basePath } from '@/lib/config';

/** Whether this is the preview build, which carries Storybook and the API docs (npm run build:preview). */
const isPreviewBuild = import.meta.env.MODE === 'preview';

/**
 * The demo controls' links to the frontend workshop: Storybook and the API reference, both built into
 * the preview next to the app (`<base>storybook/`, `<base>api-docs/`), so a reviewer finds them from the
 * app. They open in a new tab: the app's tab keeps its place and its demo settings. The dev server does
 * not serve them; there the section names the commands that do.
 */
export function WorkshopLinksSection() {
  return (
    <Stack as="section" gap="2" aria-labelledby="demo-controls-workshop">
      <Heading as="h3" size="sm" id="demo-controls-workshop">
        Storybook and API docs
      </Heading>
      {isPreviewBuild ? (
        <List.Root as="ul" gap="1" ms="5">
          <List.Item>
            <Link href={`${basePath}storybook/`} target="_blank" rel="noopener" colorPalette="primary">
              Storybook (every component and screen in every mock state)
            </Link>
          </List.Item>
          <List.Item>
            <Link href={`${basePath}api-docs/`} target="_blank" rel="noopener" colorPalette="primary">
              API docs (the contract the mock answers)
            </Link>
          </List.Item>
        </List.Root>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          Built into the preview (npm run build:preview). Here: npm run storybook (port 6006); the API docs are
          openapi/openapi.yaml.
        </Text>
      )}
    </Stack>
  );
}
