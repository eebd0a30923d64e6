import { act, renderHook, screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { SUCCESS_BANNER_MS, SuccessBanner, useSuccessBanner } from './success-banner';

describe('useSuccessBanner', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a message for 3000 ms', () => {
    const { result } = renderHook(() => useSuccessBanner());
    expect(SUCCESS_BANNER_MS).toBe(3000);
    act(() => result.current.show('Payment recorded'));
    expect(result.current.message).toBe('Payment recorded');
    act(() => vi.advanceTimersByTime(2999));
    expect(result.current.message).toBe('Payment recorded');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.message).toBeNull();
  });

  it('restarts the timer for a new message and can be dismissed', () => {
    const { result } = renderHook(() => useSuccessBanner());
    act(() => result.current.show('First'));
    act(() => vi.advanceTimersByTime(2000));
    act(() => result.current.show('Second'));
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current.message).toBe('Second');
    act(() => result.current.dismiss());
    expect(result.current.message).toBeNull();
  });

  it('shows a handed-over initial message for 3000 ms too', () => {
    const { result } = renderHook(() => useSuccessBanner('Created'));
    expect(result.current.message).toBe('Created');
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current.message).toBeNull();
  });
});

describe('SuccessBanner', () => {
  it('announces the message politely and renders nothing without one', async () => {
    const { rerender } = renderWithProviders(<SuccessBanner message="Vendor saved" />);
    expect(await screen.findByRole('status')).toHaveTextContent('Vendor saved');
    rerender(<SuccessBanner message={null} />);
    expect(screen.queryByText('Vendor saved')).not.toBeInTheDocument();
  });
});
