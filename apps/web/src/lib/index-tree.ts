/**
 * The folders of a file's name read as a path in a data room's index, outermost first: the server names each file
 * of an unpacked archive by its path in it ("02 Leases/Unit 4/Lease.docx"), folders apart by "/", which no file name
 * chosen in a browser holds.
 */
export const foldersOf = (path: string): string[] =>
  path
    .split('/')
    .slice(0, -1)
    .filter((folder) => folder !== '');

export interface IndexFile<T> {
  kind: 'file';
  item: T;
}

export interface IndexFolder<T> {
  kind: 'folder';
  /** The folder's own name, and its whole path, which tells two folders of one name apart. */
  name: string;
  path: string;
  /** How many folders hold it: 0 for one at the top. */
  depth: number;
  /**
   * The folder is an email's attachments: the server files them under the message's own name ("Completion.eml/
   * Lease.pdf"), so a file beside the folder has its name, and the folder follows that file.
   */
  attachments: boolean;
  children: IndexNode<T>[];
}

export type IndexNode<T> = IndexFile<T> | IndexFolder<T>;

let collator: Intl.Collator | undefined;

/**
 * Names in the order of an index: "2 Leases" before "10 Reports", whatever their letters' case. Made on first use:
 * making a collator loads the browser's locale data, 20-27 ms in Chromium, which every page's start paid while this
 * module loaded.
 */
const byName = () => (collator ??= new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' }));

/** A file's own name, or a folder's: what orders it among those beside it. */
const ownName = <T>(node: IndexNode<T>, nameOf: (item: T) => string) => {
  if (node.kind === 'folder') return node.name;
  const path = nameOf(node.item);
  return path.slice(path.lastIndexOf('/') + 1);
};

/** Files and folders in path order, at every depth. */
function inPathOrder<T>(nodes: IndexNode<T>[], nameOf: (item: T) => string): IndexNode<T>[] {
  for (const node of nodes) if (node.kind === 'folder') node.children = inPathOrder(node.children, nameOf);
  return nodes.sort((a, b) => byName().compare(ownName(a, nameOf), ownName(b, nameOf)));
}

/** Each email's attachments right after its message, at every depth; other folders stay where they were. */
function attachmentsAfterMessages<T>(nodes: IndexNode<T>[], nameOf: (item: T) => string): IndexNode<T>[] {
  const messages = new Set(nodes.flatMap((node) => (node.kind === 'file' ? [nameOf(node.item)] : [])));
  const attachments = new Map<string, IndexFolder<T>>();
  for (const node of nodes) {
    if (node.kind !== 'folder') continue;
    node.children = attachmentsAfterMessages(node.children, nameOf);
    if (messages.has(node.path)) attachments.set(node.path, { ...node, attachments: true });
  }
  return nodes.flatMap((node) => {
    if (node.kind === 'folder') return attachments.has(node.path) ? [] : [node];
    const attached = attachments.get(nameOf(node.item));
    return attached ? [node, attached] : [node];
  });
}

/**
 * Files as a data room's index: the files in no folder first, in their own order (a list with no folders comes back
 * as it was), then the folders in path order, each holding its files and folders in path order; an email's
 * attachments follow its message.
 */
export function indexTree<T>(items: readonly T[], nameOf: (item: T) => string): IndexNode<T>[] {
  const files: IndexNode<T>[] = [];
  const folders: IndexNode<T>[] = [];
  const byPath = new Map<string, IndexFolder<T>>();
  for (const item of items) {
    const path = foldersOf(nameOf(item));
    let siblings = path.length === 0 ? files : folders;
    path.forEach((name, depth) => {
      const at = path.slice(0, depth + 1).join('/');
      let folder = byPath.get(at);
      if (!folder) {
        folder = { kind: 'folder', name, path: at, depth, attachments: false, children: [] };
        byPath.set(at, folder);
        siblings.push(folder);
      }
      siblings = folder.children;
    });
    siblings.push({ kind: 'file', item });
  }
  return attachmentsAfterMessages([...files, ...inPathOrder(folders, nameOf)], nameOf);
}
