import { Card, Stat } from '@chakra-ui/react';

/** One dashboard figure: label, value and the help line under it. */
export function StatCard({ label, value, help }: { label: string; value: string; help?: string }) {
  return (
    <Card.Root size="sm">
      <Card.Body>
        <Stat.Root>
          <Stat.Label>{label}</Stat.Label>
          <Stat.ValueText fontSize="2xl">{value}</Stat.ValueText>
          {help ? <Stat.HelpText color="fg.muted">{help}</Stat.HelpText> : null}
        </Stat.Root>
      </Card.Body>
    </Card.Root>
  );
}
