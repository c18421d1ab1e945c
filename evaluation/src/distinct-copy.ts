/** The same PDF as its own file: a comment after its end, so its bytes (and any duplicate check) differ; copy 0 is the PDF itself. */
export const distinctCopy = (bytes: Uint8Array, copy: number) => (copy === 0 ? bytes : Buffer.concat([bytes, Buffer.from(`\n% copy ${copy}\n%%EOF\n`)]));
