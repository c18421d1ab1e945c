import type { OutputBundle, OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { startChunks, unwantedAtStart } from './preload-start-chunks.ts';

const chunk = (fileName: string, fields: Partial<OutputChunk> = {}): OutputChunk =>
  ({ type: 'chunk', fileName, code: '', imports: [], dynamicImports: [], moduleIds: [], ...fields }) as OutputChunk;

describe("what the app's start may not load", () => {
  const entry = chunk('assets/index.js', { dynamicImports: ['assets/start-app.js'] });
  const bundle = (startModules: string[]): OutputBundle =>
    ({
      'assets/index.js': entry,
      'assets/start-app.js': chunk('assets/start-app.js', { imports: ['assets/shared.js'], moduleIds: ['/app/src/start-app.tsx'] }),
      'assets/shared.js': chunk('assets/shared.js', { moduleIds: startModules }),
      'assets/login-page.js': chunk('assets/login-page.js', { moduleIds: ['/app/node_modules/zod/v4/core/core.js'] }),
    }) as OutputBundle;

  it('names zod reached from the start, through the chunks it imports', () => {
    const withZod = bundle(['/app/src/accepted-documents.ts', '/app/node_modules/zod/v4/core/core.js']);
    expect(unwantedAtStart(withZod, startChunks(withZod, entry))).toEqual([
      'assets/shared.js: /app/node_modules/zod/v4/core/core.js',
    ]);
  });

  it("finds nothing when zod comes only with a page's own chunks", () => {
    const withoutZod = bundle(['/app/src/accepted-documents.ts']);
    expect(unwantedAtStart(withoutZod, startChunks(withoutZod, entry))).toEqual([]);
  });

  it("names Mantine's dialogs, tables and floating-ui reached from the start, which only pages draw", () => {
    const withOverlays = bundle([
      '/app/node_modules/@mantine/core/esm/components/Button/Button.mjs',
      '/app/node_modules/@mantine/core/esm/components/Modal/Modal.mjs',
      '/app/node_modules/@mantine/core/esm/components/Table/Table.mjs',
      '/app/node_modules/@floating-ui/dom/dist/floating-ui.dom.mjs',
    ]);
    expect(unwantedAtStart(withOverlays, startChunks(withOverlays, entry))).toEqual([
      'assets/shared.js: /app/node_modules/@mantine/core/esm/components/Modal/Modal.mjs',
      'assets/shared.js: /app/node_modules/@mantine/core/esm/components/Table/Table.mjs',
      'assets/shared.js: /app/node_modules/@floating-ui/dom/dist/floating-ui.dom.mjs',
    ]);
  });
});
