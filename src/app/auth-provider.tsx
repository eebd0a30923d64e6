import type { ReactNode } from 'react';

// Placeholder: the sign-in work replaces this with react-oidc-context's AuthProvider.
export function AppAuthProvider({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
