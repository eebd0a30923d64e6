import { Card, Tabs } from '@chakra-ui/react';
import { ActiveTabIntoView } from '@/components/active-tab-into-view';
import type { Property } from '@/lib/api/schema.gen';
import { InsuranceTab } from './insurance-tab';
import { TaxesTab } from './taxes-tab';
import { UtilitiesTab } from './utilities-tab';

/** Tabs Insurance (default), Property Taxes, Utilities (spec 1 §2). */
export function PropertyDetailsTabs({ property }: { property: Property }) {
  return (
    <Card.Root variant="outline">
      <Card.Body p={{ base: '3', md: '5' }}>
        <Tabs.Root defaultValue="insurance" variant="line" lazyMount>
          <ActiveTabIntoView />
          <Tabs.List overflowX="auto">
            <Tabs.Trigger value="insurance">Insurance</Tabs.Trigger>
            <Tabs.Trigger value="taxes">Property Taxes</Tabs.Trigger>
            <Tabs.Trigger value="utilities">Utilities</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="insurance">
            <InsuranceTab property={property} />
          </Tabs.Content>
          <Tabs.Content value="taxes">
            <TaxesTab property={property} />
          </Tabs.Content>
          <Tabs.Content value="utilities">
            <UtilitiesTab property={property} />
          </Tabs.Content>
        </Tabs.Root>
      </Card.Body>
    </Card.Root>
  );
}
