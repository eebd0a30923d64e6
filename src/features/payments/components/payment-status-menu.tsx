import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Menu, Portal, Spinner } from '@chakra-ui/react';
import type { Payment, PaymentStatus } from '@/lib/api/schema.gen';
import { PAYMENT_STATUS_PALETTE } from '@/components/status-badge-palettes';
import { StatusBadge, type StatusBadgeProps } from '@/components/status-badge';
import { useUpdatePaymentStatus } from '../api/payment-mutations';
import { PAYMENT_STATUS_LABELS, PAYMENT_STATUSES } from '../lib/payment-labels';

type PaymentStatusMenuProps = { payment: Pick<Payment, 'id' | 'status'> };

/** The keys that open a menu from its trigger (with Enter and Space, which click a button). */
const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp']);

/**
 * A payment's status badge that opens a menu of all six statuses (spec 2 §2 "Payments list"): choosing
 * the current one does nothing; another one is sent (PUT /payments/{id}/status) and the menu stays open
 * with a spinner until the answer, then closes; a failed update only closes the menu (spec 2 §8), and
 * is logged.
 *
 * A page of payments has one badge per row and most are never opened, so a badge starts as a plain
 * button and becomes the menu (its state machine, trigger and positioning) on its first click or
 * opening key, already open; the menu then keeps the focus as when it opens from its own trigger.
 */
export function PaymentStatusMenu({ payment }: PaymentStatusMenuProps) {
  const [armed, setArmed] = useState(false);
  if (armed) return <StatusMenu payment={payment} />;
  return (
    <StatusButton
      status={payment.status}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={() => setArmed(true)}
      onKeyDown={(event: KeyboardEvent) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        setArmed(true);
      }}
    />
  );
}

/** The status badge as a button: the same before the menu mounts and as the menu's trigger. */
function StatusButton({
  status,
  children,
  ...rest
}: Omit<StatusBadgeProps, 'status' | 'palette' | 'children'> & { status: PaymentStatus; children?: ReactNode }) {
  const label = PAYMENT_STATUS_LABELS[status];
  return (
    <StatusBadge
      as="button"
      cursor="pointer"
      status={status}
      palette={PAYMENT_STATUS_PALETTE}
      aria-label={`Status: ${label}. Change status`}
      {...rest}
    >
      {label}
      {children}
    </StatusBadge>
  );
}

/** The menu itself, mounted open. */
function StatusMenu({ payment }: PaymentStatusMenuProps) {
  const [open, setOpen] = useState(true);
  const update = useUpdatePaymentStatus();

  // Pointer clicks reach the item's onClick; the keyboard (Enter, Space) reaches the menu's onSelect.
  // Either may come first; one choice sends one update.
  const inFlight = useRef(false);
  const choose = (status: PaymentStatus) => {
    if (inFlight.current) return;
    if (status === payment.status) {
      setOpen(false);
      return;
    }
    inFlight.current = true;
    update.mutate(
      { id: payment.id, status },
      {
        onError: (error) => console.error('Error updating payment status', error),
        onSettled: () => {
          inFlight.current = false;
          setOpen(false);
        },
      },
    );
  };

  return (
    <Menu.Root
      open={open}
      onOpenChange={(details) => !update.isPending && setOpen(details.open)}
      closeOnSelect={false}
      onSelect={(details) => choose(details.value as PaymentStatus)}
      lazyMount
      unmountOnExit
    >
      <Menu.Trigger asChild>
        <StatusButton status={payment.status}>{update.isPending ? <Spinner size="xs" ml="1" /> : null}</StatusButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content aria-label="Payment status">
            {PAYMENT_STATUSES.map((status) => (
              <Menu.Item
                key={status}
                value={status}
                disabled={update.isPending}
                onClick={() => choose(status)}
                fontWeight={status === payment.status ? 'semibold' : undefined}
              >
                {PAYMENT_STATUS_LABELS[status]}
                {status === payment.status ? ' (current)' : ''}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
