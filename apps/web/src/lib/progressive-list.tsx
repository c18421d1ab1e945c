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
    <RenderLater ahead>
      <Batch {...props} />
    </RenderLater>
  );
}

/**
 * The page's waiting parts, each shown in a turn of its own: the first in line is shown in a background render, and
 * the next waits until that render has been committed (decision 77). When each part timed itself, a case's ten
 * documents arrived in one render, and then their next rows, ten batches at a time: long tasks of 160-235 ms with the
 * processor slowed four times. One part a render, the longest was 77-96 ms.
 */
const waiting: Array<() => void> = [];
let turnTaken = false;

/**
 * Puts `show` in line, at its end or `ahead` of the parts waiting; returns what takes it out again, if its turn has
 * not come.
 */
function awaitTurn(show: () => void, ahead: boolean): () => void {
  if (ahead) waiting.unshift(show);
  else waiting.push(show);
  startNextTurn();
  return () => {
    const place = waiting.indexOf(show);
    if (place >= 0) waiting.splice(place, 1);
  };
}

function startNextTurn() {
  if (turnTaken || waiting.length === 0) return;
  turnTaken = true;
  setTimeout(() => {
    const show = waiting.shift();
    if (show) startTransition(show);
    else turnTaken = false;
  }, 0);
}

/** The part whose turn it was has been shown, or will not be: the next one's turn. */
function endTurn() {
  turnTaken = false;
  startNextTurn();
}

/**
 * Its children, rendered in a background render of their own after the render that mounted it, so the part of a
 * page above them reaches the screen in a task that does not carry them too; parts waiting at once are shown one
 * render apiece, in the order they were mounted. A part `ahead` goes before those already waiting: a long list's next
 * batch, so the list is drawn to its end before the parts below it. Drawn across the page (each document's first rows,
 * then each one's next), the table on screen grew with nearly every render, and each render laid out and painted it
 * again; drawn down the page, the first document's table is whole early and the later ones, off screen, cost the
 * browser little (decision 79).
 */
export function RenderLater({ children, ahead = false }: { children: ReactNode; ahead?: boolean }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (shown) return;
    let given = false;
    const leaveLine = awaitTurn(() => {
      given = true;
      setShown(true);
    }, ahead);
    // Runs once the render that shows the children has been committed, or as the part goes before its turn is over.
    return () => {
      leaveLine();
      if (given) endTurn();
    };
  }, [shown, ahead]);
  return shown ? children : null;
}
