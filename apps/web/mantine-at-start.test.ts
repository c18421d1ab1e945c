import { describe, expect, it } from 'vitest';
import { MANTINE, mantineAtStart } from './mantine-at-start.ts';

const core = (path: string) => `/app/node_modules/@mantine/core/esm/${path}`;

describe("Mantine's modules, with the app's start or with the pages", () => {
  it("puts Mantine's core, its hooks and the shell's components with the start", () => {
    for (const moduleId of [
      core('core/MantineProvider/MantineProvider.mjs'),
      core('components/AppShell/AppShellHeader/AppShellHeader.mjs'),
      core('components/Button/Button.mjs'),
      '/app/node_modules/@mantine/hooks/esm/use-id/use-id.mjs',
    ])
      expect(mantineAtStart(moduleId), moduleId).toBe(true);
  });

  it("keeps the toasts' store with the start and their container with the pages", () => {
    expect(mantineAtStart('/app/node_modules/@mantine/notifications/esm/notifications.store.mjs')).toBe(true);
    expect(mantineAtStart('/app/node_modules/@mantine/notifications/esm/Notifications.mjs')).toBe(false);
  });

  it('leaves forms, tables, dialogs and floating-ui to the pages', () => {
    for (const moduleId of [
      core('components/Modal/Modal.mjs'),
      core('components/Table/Table.mjs'),
      core('components/Checkbox/Checkbox.mjs'),
      core('components/Combobox/Combobox.mjs'),
      '/app/node_modules/@floating-ui/dom/dist/floating-ui.dom.mjs',
    ]) {
      expect(MANTINE.test(moduleId), moduleId).toBe(true);
      expect(mantineAtStart(moduleId), moduleId).toBe(false);
    }
  });

  it("does not take a component whose name begins with a shell component's", () => {
    expect(mantineAtStart(core('components/ButtonGroup/ButtonGroup.mjs'))).toBe(false);
    expect(mantineAtStart(core('components/TextInput/TextInput.mjs'))).toBe(false);
  });
});
