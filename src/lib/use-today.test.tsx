import { act, render, screen } from '@testing-library/react';
import { useToday } from './use-today';

function Today() {
  return <p>Today is {useToday()}</p>;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('useToday', () => {
  it('draws the new day at local midnight with the page open', () => {
    vi.useFakeTimers({ now: new Date(2027, 2, 6, 23, 59, 0) });
    render(<Today />);
    expect(screen.getByText('Today is 2027-03-06')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Today is 2027-03-07')).toBeInTheDocument();
  });

  it('draws the new day when a tab that slept past midnight is shown again', () => {
    vi.useFakeTimers({ now: new Date(2027, 2, 6, 22, 0, 0) });
    render(<Today />);

    act(() => {
      vi.setSystemTime(new Date(2027, 2, 7, 7, 30, 0));
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(screen.getByText('Today is 2027-03-07')).toBeInTheDocument();
  });
});
