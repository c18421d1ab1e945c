import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ResizeHandle } from './resize-handle.tsx';

function Pane() {
  const [width, setWidth] = useState(640);
  return <ResizeHandle width={width} min={360} max={720} onResize={setWidth} />;
}

describe('ResizeHandle', () => {
  it('widens and narrows the pane from the keyboard within its bounds, and by dragging its edge', async () => {
    render(<Pane />);
    const handle = screen.getByRole('separator', { name: 'Resize the source pane' });
    const user = userEvent.setup({ delay: null });
    handle.focus();

    await user.keyboard('{ArrowLeft}');
    expect(handle).toHaveAttribute('aria-valuenow', '680');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(handle).toHaveAttribute('aria-valuenow', '720');
    await user.keyboard('{ArrowRight}');
    expect(handle).toHaveAttribute('aria-valuenow', '680');

    handle.setPointerCapture = () => undefined;
    fireEvent.pointerDown(handle, { pointerId: 1, clientX: window.innerWidth - 680 });
    fireEvent.pointerMove(window, { clientX: window.innerWidth - 500 });
    fireEvent.pointerUp(window);
    expect(handle).toHaveAttribute('aria-valuenow', '500');
    fireEvent.pointerMove(window, { clientX: window.innerWidth - 600 });
    expect(handle).toHaveAttribute('aria-valuenow', '500');
  });
});
