import { useState } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { SuggestionInput } from './suggestion-input';

interface Fruit {
  id: string;
  name: string;
}

const FRUIT: Fruit[] = [
  'Apple',
  'Apricot',
  'Banana',
  'Blackberry',
  'Blueberry',
  'Cherry',
  'Cranberry',
  'Elderberry',
  'Gooseberry',
  'Grape',
  'Strawberry',
].map((name) => ({
  id: name.toLowerCase(),
  name,
}));

/** The box with its text kept in state, over a fake suggestions query that records each request and when it was made. */
function setup(fieldProps: Partial<Parameters<typeof SuggestionInput<Fruit, Fruit[]>>[0]> = {}) {
  const requests: { text: string; at: number }[] = [];
  const onCommit = vi.fn();
  function Harness() {
    const [text, setText] = useState('');
    return (
      <SuggestionInput<Fruit, Fruit[]>
        label="Search fruit"
        placeholder="Type a fruit"
        listLabel="Fruit suggestions"
        value={text}
        onValueChange={setText}
        onCommit={(next) => {
          setText(next);
          onCommit(next);
        }}
        suggestionsQuery={(q) => ({
          queryKey: ['fruit', q],
          queryFn: async () => {
            requests.push({ text: q, at: Date.now() });
            const needle = q.trim().toLowerCase();
            return FRUIT.filter((f) => f.name.toLowerCase().includes(needle));
          },
        })}
        getSuggestionKey={(f) => f.id}
        getSuggestionValue={(f) => f.name}
        renderSuggestion={(f) => <span>{f.name}</span>}
        {...fieldProps}
      />
    );
  }
  const view = renderWithProviders(<Harness />);
  const box = screen.getByRole('combobox', { name: 'Search fruit' });
  return { ...view, box, requests, onCommit };
}

describe('SuggestionInput', () => {
  it('is an ARIA combobox whose listbox it controls', async () => {
    const { user, box } = setup();
    expect(box).toHaveAttribute('aria-autocomplete', 'list');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveAttribute('placeholder', 'Type a fruit');
    await user.type(box, 'an');
    const listbox = await screen.findByRole('listbox', { name: 'Fruit suggestions' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', listbox.id);
  });

  it('asks for suggestions only once typing has paused for 300 ms, with the whole text', async () => {
    const { user, box, requests } = setup();
    await user.type(box, 'blu');
    const typedAt = Date.now();
    expect(requests).toEqual([]);
    await screen.findByRole('listbox');
    expect(requests.map((r) => r.text)).toEqual(['blu']);
    expect(requests[0]!.at - typedAt).toBeGreaterThanOrEqual(250);
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Blueberry']);
  });

  it('needs 2 characters (after trimming) before it asks or shows anything', async () => {
    const { user, box, requests } = setup();
    await user.type(box, ' a ');
    await act(() => new Promise((r) => setTimeout(r, 400)));
    expect(requests).toEqual([]);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.type(box, '{Backspace}p');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    expect(requests.map((r) => r.text)).toEqual([' ap']);
  });

  it('keeps the list open when the box is left and come back to at once (a blur just before does not shut it)', async () => {
    const { user, box } = setup();
    await user.type(box, 'an');
    await screen.findByRole('listbox');
    fireEvent.blur(box);
    fireEvent.focus(box);
    await act(() => new Promise((r) => setTimeout(r, 250)));
    expect(screen.getByRole('listbox', { name: 'Fruit suggestions' })).toBeInTheDocument();
    // Leaving for good still closes it.
    fireEvent.blur(box);
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  });

  it('shows at most 5 suggestions', async () => {
    const { user, box } = setup();
    await user.type(box, 'rr');
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Blackberry', 'Blueberry', 'Cherry', 'Cranberry', 'Elderberry']);
  });

  it('moves with the arrow keys (wrapping) and chooses with Enter', async () => {
    const { user, box, onCommit } = setup();
    await user.type(box, 'ap');
    const listbox = await screen.findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Apple', 'Apricot', 'Grape']);
    await user.keyboard('{ArrowDown}');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{ArrowDown}');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(options[2]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(onCommit).toHaveBeenCalledWith('Apple');
    expect(box).toHaveValue('Apple');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('drops the highlight when a new answer arrives, so Enter then commits the typed text', async () => {
    const { user, box, onCommit } = setup();
    await user.type(box, 'ap');
    const listbox = await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(within(listbox).getByRole('option', { name: 'Apricot' })).toHaveAttribute('aria-selected', 'true');
    await user.type(box, 'r');
    await waitFor(() =>
      expect(
        within(screen.getByRole('listbox'))
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Apricot']),
    );
    expect(screen.getByRole('option', { name: 'Apricot' })).toHaveAttribute('aria-selected', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{Enter}');
    expect(onCommit).toHaveBeenCalledWith('apr');
  });

  it('commits the typed text on Enter when no suggestion is highlighted', async () => {
    const { user, box, onCommit } = setup();
    await user.type(box, 'berry');
    await screen.findByRole('listbox');
    await user.keyboard('{Enter}');
    expect(onCommit).toHaveBeenCalledWith('berry');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('chooses a suggestion by click', async () => {
    const { user, box, onCommit } = setup();
    await user.type(box, 'cher');
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Cherry' }));
    expect(onCommit).toHaveBeenCalledWith('Cherry');
    expect(box).toHaveValue('Cherry');
  });

  it('hands a chosen suggestion itself to onSelect (instead of onCommit); typed text still goes to onCommit', async () => {
    const onSelect = vi.fn();
    const { user, box, onCommit } = setup({ onSelect });
    await user.type(box, 'cher');
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Cherry' }));
    expect(onSelect).toHaveBeenCalledWith({ id: 'cherry', name: 'Cherry' });
    expect(onCommit).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onCommit).toHaveBeenCalledWith('cher');
  });

  it('as a form field: visible label, required, helper and error texts describing the box, onBlur', async () => {
    const onBlur = vi.fn();
    const { user, box } = setup({
      showLabel: true,
      required: true,
      invalid: true,
      errorText: 'Fruit is required',
      helperText: 'Type 2 letters',
      onBlur,
    });
    expect(screen.getByText('Search fruit')).toBeVisible();
    expect(box).toHaveAttribute('aria-required', 'true');
    expect(box).not.toHaveAttribute('required');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Type 2 letters Fruit is required');
    await user.click(box);
    await user.tab();
    expect(onBlur).toHaveBeenCalled();
  });

  it('closes on Escape without letting the key reach a surrounding dialog', async () => {
    const { user, box, onCommit } = setup();
    const outer = vi.fn();
    document.addEventListener('keydown', outer);
    try {
      await user.type(box, 'ap');
      await screen.findByRole('listbox');
      fireEvent.keyDown(box, { key: 'Escape' });
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
      expect(outer).not.toHaveBeenCalledWith(expect.objectContaining({ key: 'Escape' }));
      expect(box).toHaveValue('ap');
      expect(onCommit).not.toHaveBeenCalled();
      // Closed: a second Escape is left to others.
      fireEvent.keyDown(box, { key: 'Escape' });
      expect(outer).toHaveBeenCalledWith(expect.objectContaining({ key: 'Escape' }));
      // ArrowDown opens it again.
      await user.keyboard('{ArrowDown}');
      expect(await screen.findByRole('listbox')).toBeInTheDocument();
    } finally {
      document.removeEventListener('keydown', outer);
    }
  });
});
