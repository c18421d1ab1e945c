/**
 * How much of each file has been sent, from how much of their one multipart request has: the browser sends the
 * files in order, so the bytes sent fill the first file, then the next. (The form's few other bytes are ignored.)
 */
export function uploadShares(files: readonly File[], sentFraction: number): Map<File, number> {
  const total = files.reduce((sum, file) => sum + file.size, 0);
  let unclaimed = Math.min(Math.max(sentFraction, 0), 1) * total;
  const shares = new Map<File, number>();
  for (const file of files) {
    const sent = Math.min(unclaimed, file.size);
    unclaimed -= sent;
    shares.set(file, file.size === 0 ? (sentFraction >= 1 ? 1 : 0) : sent / file.size);
  }
  return shares;
}
