import { createElement, Fragment } from 'react';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { setTopBarSlot } from '@/lib/top-bar-slot';
import { renderWithProviders, screen } from '@/testing/render';
import { settingsFromLocation, type DemoSettings } from '@mocks/faults/settings';
import { DemoControls } from './demo-controls';
import { DemoControlsPanel } from './demo-controls-panel';

// A .ts file (the mock's test files are matched as *.test.ts): the components are made with createElement.
const base: DemoSettings = { faults: [], latency: 'off', dataSet: 'default' };

/** A date field's change as a browser reports it: the value, and whether the text shown is no date at all. */
function typeIntoDate(input: HTMLInputElement, value: string, badInput = false) {
  Object.defineProperty(input, 'validity', { configurable: true, value: { ...input.validity, badInput } });
  fireEvent.change(input, { target: { value } });
}

describe('Demo controls: Today', () => {
  function renderPanel(today: string | null) {
    const onApply = vi.fn<(next: DemoSettings) => void>();
    const view = renderWithProviders(
      createElement(DemoControlsPanel, {
        open: true,
        onClose: () => {},
        settings: { ...base, today },
        onApply,
        onReset: () => {},
      }),
    );
    return { ...view, onApply };
  }

  it('applies only a whole day the field shows, never a day passed through while typing', async () => {
    const { user, onApply } = renderPanel('2025-12-31');
    const panel = await screen.findByRole('dialog', { name: 'Demo controls' });
    const field = within(panel).getByLabelText<HTMLInputElement>('Today', { selector: 'input' });
    const apply = within(panel).getByRole('button', { name: 'Apply' });
    const link = within(panel).getByRole<HTMLInputElement>('textbox', { name: 'Link to this state' });

    // 02/30/2026 typed into the field: the day passes through 3 (a day) on the way to 30 (none).
    typeIntoDate(field, '2025-02-03');
    expect(link.value).toContain('mockToday=2025-02-03');
    typeIntoDate(field, '', true);
    expect(within(panel).getByText(/Not a calendar day/)).toBeInTheDocument();
    expect(apply).toBeDisabled();
    // Nothing typed on the way stays pending: the draft is back on the day the page runs with.
    expect(link.value).toContain('mockToday=2025-12-31');

    // The year typed digit by digit passes through 0202: a day, but not one the clock takes.
    typeIntoDate(field, '0202-02-28');
    expect(apply).toBeDisabled();

    typeIntoDate(field, '2026-02-27');
    expect(apply).toBeEnabled();
    await user.click(apply);
    expect(onApply).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ today: '2026-02-27' }));
  });

  it('Real day empties the field and applies the real day', async () => {
    const { user, onApply } = renderPanel('2025-12-31');
    const panel = await screen.findByRole('dialog', { name: 'Demo controls' });
    typeIntoDate(within(panel).getByLabelText<HTMLInputElement>('Today', { selector: 'input' }), '', true);
    await user.click(within(panel).getByRole('button', { name: 'Real day' }));
    expect(within(panel).getByLabelText('Today', { selector: 'input' })).toHaveValue('');
    await user.click(within(panel).getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ today: null }));
  });
});

describe('Demo controls: button and banner', () => {
  const render = (settings: DemoSettings, withSlot: boolean) =>
    renderWithProviders(
      createElement(
        Fragment,
        null,
        withSlot ? createElement('div', { ref: setTopBarSlot, 'data-testid': 'top-bar-slot' }) : null,
        createElement(DemoControls, { settings, onApply: () => {}, onReset: () => {} }),
      ),
    );

  it("sits in the top bar's slot (after the page where the page has no top bar) and opens the panel", async () => {
    const { user, unmount } = render({ ...base, dataSet: 'large' }, true);
    const slot = screen.getByTestId('top-bar-slot');
    const button = within(slot).getByRole('button', { name: 'Demo controls (large data)' });
    await user.click(button);
    expect(await screen.findByRole('dialog', { name: 'Demo controls' })).toBeInTheDocument();
    unmount();

    render(base, false);
    expect(screen.getByRole('button', { name: 'Demo controls' })).toBeInTheDocument();
  });

  it('says in the banner that a ?mockToday= that is no calendar day was ignored, and which day stays', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    settingsFromLocation('?mockToday=2026-01-10');
    const settings = settingsFromLocation('?mockToday=2026-02-30');
    expect(settings.today).toBe('2026-01-10');
    const { user } = render(settings, true);
    const banner = screen.getByRole('region', { name: 'Demo faults' });
    expect(banner).toHaveTextContent(
      'Ignored ?mockToday=2026-02-30: not a calendar day from 2000-01-01 to 2099-12-31 (YYYY-MM-DD). Today stays 2026-01-10.',
    );
    expect(banner).toHaveTextContent('Today is 2026-01-10 (set)');
    await user.click(within(banner).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(banner).not.toHaveTextContent('Ignored'));
    // Not remembered: the next load without the parameter says nothing.
    expect(settingsFromLocation('').notices).toBeUndefined();
  });
});
