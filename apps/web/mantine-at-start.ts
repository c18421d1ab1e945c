/**
 * Mantine and the libraries only Mantine imports (its popovers' positioning, its overlays' scroll lock and
 * transitions).
 */
export const MANTINE = /[\\/]node_modules[\\/](@mantine|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-sidecar|use-callback-ref|get-nonce|react-transition-group|tslib)[\\/]/;

/**
 * The Mantine components the app's shell draws on every page (app-header.tsx, shell-layout.tsx, the loaders, the
 * toasts' texts and buttons). A component added to the shell goes here too: else its page chunk would come with every
 * page's start, and the build fails (preload-start-chunks.ts).
 */
const SHELL_COMPONENTS = ['Anchor', 'AppShell', 'Avatar', 'Burger', 'Button', 'Center', 'Container', 'Group', 'Image', 'Loader', 'Stack', 'Text', 'Title', 'VisuallyHidden'];

const AT_START = new RegExp(
  String.raw`[\\/]node_modules[\\/](@mantine[\\/]core[\\/]esm[\\/](core|utils)[\\/]|@mantine[\\/]core[\\/]esm[\\/]components[\\/](${SHELL_COMPONENTS.join('|')})[\\/]|@mantine[\\/](hooks|store)[\\/]|@mantine[\\/]notifications[\\/]esm[\\/]notifications\.store)`,
);

/**
 * Whether a Mantine module belongs with the app's start: Mantine's core and hooks, the shell's components, and the
 * toasts' store (so that a toast raised before its container has loaded waits there). The bundler adds what these
 * import. The rest (forms, tables, dialogs, menus, comboboxes, with floating-ui and react-remove-scroll) goes in the
 * file the pages load with their code.
 *
 * Listed rather than found: the bundler groups modules before it drops unused code, when Mantine's index still
 * imports every component, so each would look imported by the start.
 */
export const mantineAtStart = (moduleId: string): boolean => AT_START.test(moduleId);
