import { useState, type ReactNode } from 'react';

/**
 * Renders a dialog from the first time it opens, and keeps it from then on so its closing transition still plays.
 * A closed Mantine modal, drawer or menu still mounts a portal (a node in the body and a second render of its
 * own), which a page with several of them paid for on every load, on a phone's main thread.
 */
export function MountOnceOpened({ opened, children }: { opened: boolean; children: ReactNode }) {
  const [wasOpened, setWasOpened] = useState(opened);
  // Adjusting state while rendering (React's documented pattern) mounts the dialog in this same render.
  if (opened && !wasOpened) setWasOpened(true);
  return wasOpened ? children : null;
}
