import { showDirectionControls } from '@dd/contracts';

/**
 * Text a user typed (a case title) shown as typed but isolated: a direction control in it ("Unit\u202E 4") reorders
 * only its own characters, never the words around it. `<bdi>` is isolated by the browser's own style sheet.
 */
export function UserText({ children }: { children: string }) {
  return <bdi>{children}</bdi>;
}

/**
 * A file's name, isolated like UserText and with its direction controls written out ("invoice[U+202E]fdp.exe"):
 * in a name they disguise the file's type. Uploads refuse such names; files stored before that still have them.
 */
export function FileName({ name }: { name: string }) {
  return <bdi>{showDirectionControls(name)}</bdi>;
}
