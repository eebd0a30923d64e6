import { createSystem, defaultConfig } from '@chakra-ui/react';

// Placeholder: the shell work replaces this with the spec's design tokens.
export const system = createSystem(defaultConfig);
