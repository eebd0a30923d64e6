import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { intentToOpen, lazyOnIntent } from './lazy-on-intent';

function Hello({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyOnIntent', () => {
  it('loads the part once, on the first intent, and renders it with its props', async () => {
    const load = vi.fn(() => Promise.resolve(Hello));
    const Part = lazyOnIntent(load);
    expect(load).not.toHaveBeenCalled();

    const props = intentToOpen(Part);
    props.onPointerOver();
    props.onFocus();
    expect(load).toHaveBeenCalledTimes(1);

    render(
      <Suspense fallback={null}>
        <Part name="Ada" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads on first render without an intent', async () => {
    const Part = lazyOnIntent(() => Promise.resolve(Hello));
    render(
      <Suspense fallback={null}>
        <Part name="Grace" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello Grace')).toBeInTheDocument();
  });

  it('tries again on the next intent after a failed load', async () => {
    const load = vi
      .fn<() => Promise<typeof Hello>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Hello);
    const Part = lazyOnIntent(load);
    Part.preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    Part.preload();
    expect(load).toHaveBeenCalledTimes(2);
    render(
      <Suspense fallback={null}>
        <Part name="Linus" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello Linus')).toBeInTheDocument();
  });
});
