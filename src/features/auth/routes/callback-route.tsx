// Placeholder: the sign-in work implements the callback (waits for react-oidc-context, then navigates).
export function Component() {
  return <p>Signing in…</p>;
}
