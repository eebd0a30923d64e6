import { Outlet } from 'react-router';

// Placeholder: the shell work replaces this with the top bar, sidebar and footer.
export function AppShell() {
  return (
    <main>
      <Outlet />
    </main>
  );
}
