import type { KeyboardEvent, PointerEvent } from 'react';

const STEP = 40;

/**
 * The left edge of a pane docked on the right, dragged (or moved with the arrow keys) to make it wider or
 * narrower; a separator in the accessibility tree, with its value in pixels.
 */
export function ResizeHandle({ width, min, max, onResize }: { width: number; min: number; max: number; onResize: (width: number) => void }) {
  const clamp = (value: number) => Math.max(min, Math.min(max, Math.round(value)));
  const startDrag = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    const move = (moved: globalThis.PointerEvent) => onResize(clamp(window.innerWidth - moved.clientX));
    const stop = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', stop);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', stop);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') onResize(clamp(width + STEP));
    else if (event.key === 'ArrowRight') onResize(clamp(width - STEP));
    else return;
    event.preventDefault();
  };
  return (
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label="Resize the source pane"
      aria-valuenow={width}
      aria-valuemin={min}
      aria-valuemax={max}
      tabIndex={0}
      onPointerDown={startDrag}
      onKeyDown={onKeyDown}
      style={{ position: 'absolute', left: 0, top: 0, bottom: 0, width: 8, cursor: 'col-resize', touchAction: 'none' }}
    />
  );
}
