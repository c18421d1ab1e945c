/** A size as a lawyer reads it in a message: "50 MB", "2 MB", "512 KB", "1.5 MB", "1 GB". */
export function formatByteSize(bytes: number): string {
  const GB = 1024 * 1024 * 1024;
  const [value, unit] =
    bytes >= GB
      ? [bytes / GB, 'GB']
      : bytes >= 1024 * 1024
        ? [bytes / (1024 * 1024), 'MB']
        : bytes >= 1024
          ? [bytes / 1024, 'KB']
          : [bytes, 'bytes'];
  return `${Number.isInteger(value) ? value : value.toFixed(1)} ${unit}`;
}
