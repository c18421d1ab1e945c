/**
 * Run in a fresh process by open-pdf-globals.test.ts: reads a PDF, then prints whether the built-ins pdf.js's
 * core-js could replace are still the ones the process started with.
 */
const push = Array.prototype.push;
const stringify = JSON.stringify;
const { extractPdfText } = await import('../extract-pdf-text.ts');
const { buildTextPdf } = await import('./build-pdf.ts');
await extractPdfText(await buildTextPdf([['Lease of Unit 4']]));
process.stdout.write(`${JSON.stringify({ push: Array.prototype.push === push, stringify: JSON.stringify === stringify })}\n`);

// A module (for its top-level awaits), whose imports are dynamic so they come after the built-ins are noted.
export {};
