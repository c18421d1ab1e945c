import { showDirectionControls } from '@dd/contracts';
import { VisuallyHidden } from '@mantine/core';
import { foldersOf } from '../lib/index-tree.ts';

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

/**
 * A file's name where the file is listed under its folder's heading (a data room's index): its own name, the folders
 * before it read out but not shown, so two "Lease.pdf" of different folders are told apart by a screen reader, and
 * its text is the whole name. A name with no folders is FileName's.
 */
export function PathName({ path }: { path: string }) {
  if (foldersOf(path).length === 0) return <FileName name={path} />;
  const cut = path.lastIndexOf('/') + 1;
  return (
    <>
      <VisuallyHidden>
        <FileName name={path.slice(0, cut)} />
      </VisuallyHidden>
      <FileName name={path.slice(cut)} />
    </>
  );
}
