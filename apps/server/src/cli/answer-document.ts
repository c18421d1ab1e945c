import { answerDocumentCommand } from './answer-document-command.ts';

// `npm run --silent answer -- …`: the command on this process's arguments, output and environment.
const code = await answerDocumentCommand(process.argv.slice(2), {
  env: process.env,
  out: (text) => console.log(text),
  err: (text) => console.error(text),
});
// Exits at once with the command's code, whatever handles a library left open.
process.exit(code);
