import { startTransition, useEffect, useState, type ReactNode } from 'react';

export interface ProgressiveListProps<T> {
  items: readonly T[];
  /** One item's element, with its key. */
  renderItem: (item: T, index: number) => ReactNode;
  /** How many items each batch adds. */
  batch?: number;
}

/**
 * A long list reaching the page a batch at a time: the first batch at once, each next one in a background render
 * of its own, so a phone gets short tasks rather than one long one. Whether a batch is shown is the state of a
 * component of its own, after the items before it, so showing it renders only its items: a count in the list's
 * parent re-rendered every item shown so far with each batch (a 25-answer file rendered 109 rows, in tasks that
 * grew with the list).
 */
export function ProgressiveList<T>({ items, renderItem, batch = 4 }: ProgressiveListProps<T>) {
  return <Batch items={items} renderItem={renderItem} batch={batch} from={0} />;
}

type BatchProps<T> = Required<ProgressiveListProps<T>> & { from: number };

function Batch<T>({ items, renderItem, batch, from }: BatchProps<T>) {
  const end = from + batch;
  return (
    <>
      {items.slice(from, end).map((item, offset) => renderItem(item, from + offset))}
      {end < items.length && <NextBatch items={items} renderItem={renderItem} batch={batch} from={end} />}
    </>
  );
}

function NextBatch<T>(props: BatchProps<T>) {
  return (
    <RenderLater>
      <Batch {...props} />
    </RenderLater>
  );
}

/**
 * Its children, rendered in a background render of their own after the render that mounted it, so the part of a
 * page above them reaches the screen in a task that does not carry them too.
 */
export function RenderLater({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (shown) return;
    const timer = setTimeout(() => startTransition(() => setShown(true)), 0);
    return () => clearTimeout(timer);
  }, [shown]);
  return shown ? children : null;
}
