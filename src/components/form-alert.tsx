import type { ReactNode } from 'react';
import { Alert, type AlertRootProps } from '@chakra-ui/react';

export interface FormAlertProps extends Omit<AlertRootProps, 'title'> {
  /** Nothing renders when empty. */
  message: ReactNode;
  title?: ReactNode;
}

/** A form-level error (the server's message, a 400 problem's detail) above or below the fields. */
export function FormAlert({ message, title, ...rest }: FormAlertProps) {
  if (!message) return null;
  return (
    <Alert.Root role="alert" status="error" variant="subtle" borderRadius="l2" {...rest}>
      <Alert.Indicator />
      <Alert.Content>
        {title ? <Alert.Title>{title}</Alert.Title> : null}
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
