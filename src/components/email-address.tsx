import { Fragment } from 'react';
import { Link } from '@chakra-ui/react';

/**
 * The places a long e-mail address may wrap: after the `@` and before each dot, so a narrow column
 * shows "elta.altenwerth18@" / "example.com" instead of cutting a word in the middle.
 */
export function emailParts(email: string): string[] {
  return email.split(/(?<=@)|(?=\.)/);
}

/**
 * An e-mail address that wraps only at `@` and dots (a `<wbr>` at each), as a `mailto:` link unless
 * `link={false}`. Use it wherever an address is shown in a column that can be narrower than it.
 */
export function EmailAddress({ email, link = true }: { email: string; link?: boolean }) {
  const text = emailParts(email).map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));
  // Chromium reads each `<wbr>` as a space in an accessible name ("robin@ zephyr .example"): the label
  // keeps the link's name the address itself.
  return link ? (
    <Link href={`mailto:${email}`} aria-label={email}>
      {text}
    </Link>
  ) : (
    <>{text}</>
  );
}
