import { showDirectionControls } from '@dd/contracts';

// A name typed or uploaded as one long word ("Harbour_Walk_counterpart_lease.pdf") breaks where it must rather than
// pushing a phone's page sideways; "anywhere" also lets the heading holding it shrink to the screen.
const BREAK_ANYWHERE = { overflowWrap: 'anywhere' } as const;

/**
 * Text a user typed (a case title) shown as typed but isolated: a direction control in it ("Unit\u202E 4") reorders
 * only its own characters, never the words around it. `<bdi>` is isolated by the browser's own style sheet.
 */
export function UserText({ children }: { children: string }) {
  return <bdi style={BREAK_ANYWHERE}>{children}</bdi>;
}

/**
 * A file's name, isolated like UserText and with its direction controls written out ("invoice[U+202E]fdp.exe"):
 * in a name they disguise the file's type. Uploads refuse such names; files stored before that still have them.
 */
export function FileName({ name }: { name: string }) {
  return <bdi style={BREAK_ANYWHERE}>{showDirectionControls(name)}</bdi>;
}
