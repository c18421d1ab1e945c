import './zod-jitless.ts';

/** The forms' resolver, with zod told not to compile its parsers (`zod-jitless.ts`) before any form parses. */
export { zodResolver } from '@hookform/resolvers/zod';
