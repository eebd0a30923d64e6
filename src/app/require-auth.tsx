import { Outlet } from 'react-router';

// Placeholder: the sign-in work replaces this with the real guard (signed-out visitors go to /).
export function RequireAuth() {
  return <Outlet />;
}
