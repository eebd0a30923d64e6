import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, CloseButton } from '@chakra-ui/react';

/** How long a success banner stays (spec 1 §9). */
export const SUCCESS_BANNER_MS = 3000;

export interface SuccessBannerProps {
  /** Nothing renders when empty. */
  message: string | null | undefined;
  onClose?: () => void;
}

/** A green confirmation ("Payment recorded successfully") announced politely to screen readers. */
export function SuccessBanner({ message, onClose }: SuccessBannerProps) {
  if (!message) return null;
  return (
    <Alert.Root status="success" variant="subtle" role="status" aria-live="polite" borderRadius="l2" my="3">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title fontWeight="medium">{message}</Alert.Title>
      </Alert.Content>
      {onClose ? <CloseButton size="sm" aria-label="Dismiss" onClick={onClose} alignSelf="flex-start" /> : null}
    </Alert.Root>
  );
}

/**
 * State for a banner that hides itself after 3000 ms:
 * `const banner = useSuccessBanner(); banner.show('Saved'); <SuccessBanner {...banner.props} />`.
 * Showing a new message restarts the timer; the timer is cleared on unmount.
 * `initialMessage` lets a page show a message handed over through navigation state.
 */
export function useSuccessBanner(initialMessage?: string | null, durationMs = SUCCESS_BANNER_MS) {
  const [message, setMessage] = useState<string | null>(initialMessage ?? null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const dismiss = useCallback(() => {
    clearTimeout(timer.current);
    setMessage(null);
  }, []);

  const show = useCallback(
    (next: string) => {
      clearTimeout(timer.current);
      setMessage(next);
      timer.current = setTimeout(() => setMessage(null), durationMs);
    },
    [durationMs],
  );

  useEffect(() => {
    if (initialMessage) timer.current = setTimeout(() => setMessage(null), durationMs);
    return () => clearTimeout(timer.current);
    // Only the first message is handed over; later ones come through show().
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { message, show, dismiss, props: { message, onClose: dismiss } satisfies SuccessBannerProps };
}
