import { hasEarlyTap, takeEarlyTap } from './early-taps';

type Slots = { __earlyTap?: string | null; __appStarted?: boolean };
const page = () => window as unknown as Slots;

afterEach(() => {
  delete page().__earlyTap;
  delete page().__appStarted;
});

describe('taps on the prerendered landing page before the app took it over', () => {
  it('gives the tapped action once, and tells the page script the app now handles taps', () => {
    page().__earlyTap = 'login';
    expect(hasEarlyTap()).toBe(true);
    expect(takeEarlyTap()).toBe('login');
    expect(hasEarlyTap()).toBe(false);
    expect(page().__appStarted).toBe(true);
    expect(takeEarlyTap()).toBeUndefined();
  });

  it('gives nothing when the page script is listening but nothing was tapped', () => {
    page().__earlyTap = null;
    expect(hasEarlyTap()).toBe(false);
    expect(takeEarlyTap()).toBeUndefined();
  });
});
