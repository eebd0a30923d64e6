import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Text } from '@chakra-ui/react';
import { PageLayout } from './page-layout';

const meta = {
  title: 'Components/PageLayout',
  component: PageLayout,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { title: 'Rent Roll', children: <Text>The page's content.</Text> },
} satisfies Meta<typeof PageLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {};
export const WithActions: Story = { args: { actions: <Button>Export CSV</Button> } };
