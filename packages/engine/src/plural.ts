/** "1 page", "3 pages": a count with its noun, for messages a lawyer reads. */
export const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
