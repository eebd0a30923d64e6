import { useLayoutEffect } from 'react';
import { render, screen } from '@testing-library/react';
import { DeferredRender } from './deferred-render';

/** Reports, when the render that mounts it is committed, whether the deferred part is on screen. */
function FirstCommit({ onCommit }: { onCommit: (deferredShown: boolean) => void }) {
  useLayoutEffect(() => onCommit(screen.queryByText('Recent activity') !== null), [onCommit]);
  return null;
}

describe('DeferredRender', () => {
  it('leaves its children out of the render that mounts it, and draws them in the next one', async () => {
    const onCommit = vi.fn();
    render(
      <main>
        <h1>Figures</h1>
        <FirstCommit onCommit={onCommit} />
        <DeferredRender>
          <p>Recent activity</p>
        </DeferredRender>
      </main>,
    );
    expect(onCommit).toHaveBeenCalledWith(false);
    expect(await screen.findByText('Recent activity')).toBeInTheDocument();
  });
});
