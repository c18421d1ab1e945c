import { config } from 'zod';

// The server's Content-Security-Policy forbids eval: zod would otherwise probe for it, a policy violation in the
// console, and compile a parser per schema, which a form that parses once does not recoup. Imported by the modules
// that parse (the forms' resolver, the workflow's stored draft) rather than run at the app's start, so that a page
// which parses nothing, a case's, never loads zod.
config({ jitless: true });
