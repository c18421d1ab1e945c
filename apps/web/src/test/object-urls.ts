import { vi } from 'vitest';

/** jsdom has no object URLs; this stands in for them and remembers which were made and revoked. */
export const objectUrls = {
  created: new Map<string, Blob>(),
  revoked: new Set<string>(),
  live(): string[] {
    return [...this.created.keys()].filter((url) => !this.revoked.has(url));
  },
  reset(): void {
    this.created.clear();
    this.revoked.clear();
  },
};

let counter = 0;

export function installObjectUrls(): void {
  URL.createObjectURL = vi.fn((blob: Blob) => {
    counter += 1;
    const url = `blob:http://localhost:3000/test-${counter}`;
    objectUrls.created.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn((url: string) => {
    objectUrls.revoked.add(url);
  });
}
