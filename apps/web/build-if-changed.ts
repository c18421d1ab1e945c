import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where a build records the digest of what it was built from: in the web app's folder, beside `dist` rather than in
 * it, so that the server never serves it (ignored by git, like `dist`).
 */
export const BUILD_STAMP = 'dist.inputs.sha256';

/**
 * What the built app is made from, relative to the repository: the web app's sources, assets, page and build
 * plugins; the contracts it imports; and the locked dependencies. Tests are left out: they change no build.
 */
const INPUTS = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/package.json', 'apps/web/tsconfig.json', 'apps/web/*.ts', 'packages/contracts/src', 'packages/contracts/package.json', 'package-lock.json', 'tsconfig.base.json'];
const IS_TEST = /\.test\.tsx?$/;

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true }).flatMap((entry) => filesUnder(join(path, entry.name)));
}

/** "apps/web/*.ts": the top-level files of a folder with that ending; anything else: the file, or every file under the folder. */
function filesOf(root: string, input: string): string[] {
  const star = /^(.*)\/\*(\.[a-z]+)$/.exec(input);
  if (!star) return filesUnder(join(root, input));
  const folder = join(root, star[1]!);
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(star[2]!))
    .map((entry) => join(folder, entry.name));
}

/** One digest of every build input's path and bytes, in a fixed order: it changes exactly when one of them does. */
export function buildInputsDigest(root: string): string {
  const files = [...new Set(INPUTS.flatMap((input) => filesOf(root, input)))]
    .filter((file) => !IS_TEST.test(file))
    .map((file) => relative(root, file).split('\\').join('/'))
    .sort();
  const hash = createHash('sha256');
  for (const file of files) hash.update(file).update('\0').update(readFileSync(join(root, file))).update('\0');
  return hash.digest('hex');
}

/** Whether the web app's folder holds a whole build (`dist`) made from inputs with this digest. */
export function isBuildCurrent(webApp: string, digest: string): boolean {
  const stamp = join(webApp, BUILD_STAMP);
  return existsSync(join(webApp, 'dist', 'index.html')) && existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === digest;
}

/**
 * `npm start` builds the web app only when what it is built from changed since the last build: a second start
 * serves the same build at once instead of spending a minute rebuilding it. The stamp is written only after a build
 * succeeds, so a failed or interrupted build is made again next time.
 */
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const webApp = join(root, 'apps/web');
  const digest = buildInputsDigest(root);
  if (isBuildCurrent(webApp, digest)) {
    process.stdout.write('The web app is built and unchanged since: not rebuilt.\n');
  } else {
    // Gone until this build succeeds: a build cut short is never taken for a whole one.
    rmSync(join(webApp, BUILD_STAMP), { force: true });
    const build = spawnSync('npm', ['run', 'build', '-w', '@dd/web'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
    writeFileSync(join(webApp, BUILD_STAMP), `${digest}\n`);
  }
}
