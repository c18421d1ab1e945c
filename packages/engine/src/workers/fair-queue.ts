/**
 * Jobs waiting for a worker, taken in turn by owner: each owner's jobs in the order they came, owners in
 * rotation, and no owner holding more than `perOwner` workers, so one user's batch of heavy files never keeps
 * another user waiting for all of it.
 */
export class FairQueue<T> {
  private readonly waiting = new Map<string, T[]>();
  private readonly running = new Map<string, number>();
  /** Owners in the order they are next served. */
  private rotation: string[] = [];

  constructor(private readonly perOwner: number) {}

  get size(): number {
    let size = 0;
    for (const jobs of this.waiting.values()) size += jobs.length;
    return size;
  }

  push(owner: string, job: T): void {
    const jobs = this.waiting.get(owner);
    if (jobs) jobs.push(job);
    else {
      this.waiting.set(owner, [job]);
      if (!this.rotation.includes(owner)) this.rotation.push(owner);
    }
  }

  /** Takes a waiting job away (its caller gave up); answers whether it was waiting. */
  remove(owner: string, job: T): boolean {
    const jobs = this.waiting.get(owner);
    const index = jobs?.indexOf(job) ?? -1;
    if (!jobs || index < 0) return false;
    jobs.splice(index, 1);
    if (jobs.length === 0) this.waiting.delete(owner);
    this.forgetIdle(owner);
    return true;
  }

  /** The next job to start, counted as running for its owner until {@link finished}; undefined when none may start. */
  next(): { owner: string; job: T } | undefined {
    for (const [position, owner] of this.rotation.entries()) {
      const jobs = this.waiting.get(owner);
      if (!jobs || (this.running.get(owner) ?? 0) >= this.perOwner) continue;
      const job = jobs.shift()!;
      if (jobs.length === 0) this.waiting.delete(owner);
      this.running.set(owner, (this.running.get(owner) ?? 0) + 1);
      // The owner just served goes to the back of the line.
      this.rotation = [...this.rotation.slice(0, position), ...this.rotation.slice(position + 1), owner];
      return { owner, job };
    }
    return undefined;
  }

  finished(owner: string): void {
    const count = (this.running.get(owner) ?? 0) - 1;
    if (count > 0) this.running.set(owner, count);
    else this.running.delete(owner);
    this.forgetIdle(owner);
  }

  private forgetIdle(owner: string): void {
    if (!this.waiting.has(owner) && !this.running.has(owner)) this.rotation = this.rotation.filter((o) => o !== owner);
  }
}
