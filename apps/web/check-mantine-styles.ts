import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/** Mantine's class names: `m_` and a short hash, the same in its JS class maps and its CSS. */
const MANTINE_CLASS = /\bm_[0-9a-f]{6,8}\b/g;
const MANTINE_SHEETS = ['@mantine/core/styles.css', '@mantine/notifications/styles.css'];

const classesIn = (text: string) => new Set(text.match(MANTINE_CLASS));

/**
 * The app imports Mantine's styles component by component (src/app/mantine-styles.ts), so a component added
 * without its styles would render unstyled, silently. This fails the build instead, naming the classes whose
 * styles are missing; the full sheets say which Mantine classes exist.
 */
export function checkMantineStyles(): Plugin {
  const require = createRequire(import.meta.url);
  return {
    name: 'check-mantine-styles',
    apply: 'build',
    // After Vite has written the stylesheet (a single one, emitted late: vite.config.ts's cssCodeSplit).
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
      const known = new Set(MANTINE_SHEETS.flatMap((sheet) => [...classesIn(readFileSync(require.resolve(sheet), 'utf8'))]));
      const used = new Set<string>();
      const styled = new Set<string>();
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') for (const name of classesIn(output.code)) used.add(name);
        else if (output.fileName.endsWith('.css')) for (const name of classesIn(String(output.source))) styled.add(name);
      }
      const missing = [...used].filter((name) => known.has(name) && !styled.has(name));
      if (missing.length > 0) {
        this.error(`Mantine components in the bundle have no styles (${missing.join(', ')}): import their files in src/app/mantine-styles.ts`);
      }
      },
    },
  };
}
