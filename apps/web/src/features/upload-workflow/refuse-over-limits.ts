import { LIMITS, MESSAGES } from '@dd/contracts';

/**
 * Files the server would refuse, with the limit each breaks: too large, or past the number one request takes.
 * Checked in the browser first, so one file over a limit is refused on its own and the rest still go.
 */
export function refuseOverLimits(files: readonly File[]): Map<File, string> {
  const refused = new Map<File, string>();
  let accepted = 0;
  for (const file of files) {
    if (file.size > LIMITS.pdfMaxBytes) refused.set(file, MESSAGES.files.tooLarge(LIMITS.pdfMaxBytes));
    else if (accepted >= LIMITS.filesPerRequest) refused.set(file, MESSAGES.files.tooMany(LIMITS.filesPerRequest));
    else accepted += 1;
  }
  return refused;
}
