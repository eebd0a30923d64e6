// Placeholder: the sign-in work implements the mock identity provider's authorize and logout pages.
export function Component() {
  return <p>Mock identity provider</p>;
}
