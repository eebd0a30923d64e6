import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { EmailAddress, emailParts } from './email-address';

describe('EmailAddress', () => {
  it('breaks an address after the @ and before each dot, never inside a word', () => {
    expect(emailParts('elta.altenwerth18@example.com')).toEqual(['elta', '.altenwerth18@', 'example', '.com']);
    expect(emailParts('no-dots@localhost')).toEqual(['no-dots@', 'localhost']);
  });

  it('shows the whole address as a mailto link (the break points add no text to its name)', () => {
    renderWithProviders(<EmailAddress email="elta.altenwerth18@example.com" />);
    const link = screen.getByRole('link', { name: 'elta.altenwerth18@example.com' });
    expect(link).toHaveAttribute('href', 'mailto:elta.altenwerth18@example.com');
  });
});
