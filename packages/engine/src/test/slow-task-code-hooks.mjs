/** Module hooks that delay resolving the PDF reader's code (extract-pdf-text.ts) by SLOW_TASK_CODE_MS. */
const delayMs = Number(process.env.SLOW_TASK_CODE_MS ?? 0);

export async function resolve(specifier, context, nextResolve) {
  if (specifier.endsWith('/extract-pdf-text.ts')) await new Promise((done) => setTimeout(done, delayMs));
  return nextResolve(specifier, context);
}
