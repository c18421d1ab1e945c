import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MountOnceOpened } from './mount-once-opened.tsx';

describe('MountOnceOpened', () => {
  it('mounts nothing until the first opening, then keeps the dialog so it can close with its transition', () => {
    const view = (opened: boolean) => (
      <MountOnceOpened opened={opened}>
        <p>dialog</p>
      </MountOnceOpened>
    );
    const { rerender } = render(view(false));
    expect(screen.queryByText('dialog')).not.toBeInTheDocument();

    rerender(view(true));
    expect(screen.getByText('dialog')).toBeInTheDocument();

    rerender(view(false));
    expect(screen.getByText('dialog')).toBeInTheDocument();
  });

  it('mounts a dialog that is open from the start at once', () => {
    render(
      <MountOnceOpened opened>
        <p>dialog</p>
      </MountOnceOpened>,
    );
    expect(screen.getByText('dialog')).toBeInTheDocument();
  });
});
