import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressiveList, RenderLater } from './progressive-list.tsx';

/** An item that counts its own renders, so a test can tell a batch's arrival re-rendered the items before it. */
function Item({ label, renders }: { label: string; renders: Map<string, number> }) {
  renders.set(label, (renders.get(label) ?? 0) + 1);
  return <li>{label}</li>;
}

const labels = (count: number) => Array.from({ length: count }, (_, index) => `Answer ${index + 1}`);
const shown = () => screen.queryAllByRole('listitem').map((item) => item.textContent);

function List({ items, renders, batch }: { items: string[]; renders: Map<string, number>; batch?: number }) {
  return (
    <ul>
      <ProgressiveList items={items} batch={batch} renderItem={(label) => <Item key={label} label={label} renders={renders} />} />
    </ul>
  );
}

describe('progressive list', () => {
  it('shows a first batch at once, then the rest batch by batch, in order, each item rendered once', async () => {
    const renders = new Map<string, number>();
    render(<List items={labels(20)} renders={renders} batch={8} />);
    expect(shown()).toEqual(labels(8));
    await waitFor(() => expect(shown()).toEqual(labels(20)));
    expect([...renders.values()].every((count) => count === 1)).toBe(true);
  });

  it('shows a short list whole from the start', () => {
    render(<List items={labels(3)} renders={new Map()} />);
    expect(shown()).toEqual(labels(3));
  });

  it('follows the list as it changes: items added after the last batch appear, a removed one goes', async () => {
    const renders = new Map<string, number>();
    const { rerender } = render(<List items={labels(5)} renders={renders} batch={2} />);
    await waitFor(() => expect(shown()).toEqual(labels(5)));
    rerender(<List items={labels(7)} renders={renders} batch={2} />);
    await waitFor(() => expect(shown()).toEqual(labels(7)));
    const withoutSecond = labels(7).filter((label) => label !== 'Answer 2');
    rerender(<List items={withoutSecond} renders={renders} batch={2} />);
    await waitFor(() => expect(shown()).toEqual(withoutSecond));
  });

  it('renders what it holds after the render that mounted it, not in it', async () => {
    render(
      <ul>
        <li>Header</li>
        <RenderLater>
          <li>Documents</li>
        </RenderLater>
      </ul>,
    );
    expect(shown()).toEqual(['Header']);
    await waitFor(() => expect(shown()).toEqual(['Header', 'Documents']));
  });
});

describe('parts shown later', () => {
  /** A part that records, as it renders, which of the parts are on screen then. */
  function Part({ label, seen }: { label: string; seen: string[][] }) {
    seen.push([label, ...shown()]);
    return <li>{label}</li>;
  }

  it('shows parts waiting at once one render apiece, in the order they were mounted', async () => {
    const seen: string[][] = [];
    const parts = ['First', 'Second', 'Third'];
    render(
      <ul>
        {parts.map((label) => (
          <RenderLater key={label}>
            <Part label={label} seen={seen} />
          </RenderLater>
        ))}
      </ul>,
    );
    await waitFor(() => expect(shown()).toEqual(parts));
    // Each part rendered once, with the parts before it already on screen and none after it.
    expect(seen).toEqual([['First'], ['Second', 'First'], ['Third', 'First', 'Second']]);
  });

  it("draws a list to its end before a part mounted after it: a list's next batch goes ahead of the line", async () => {
    const seen: string[][] = [];
    render(
      <ul>
        <ProgressiveList items={labels(6)} batch={2} renderItem={(label) => <li key={label}>{label}</li>} />
        <RenderLater>
          <Part label="Next document" seen={seen} />
        </RenderLater>
      </ul>,
    );
    await waitFor(() => expect(shown()).toEqual([...labels(6), 'Next document']));
    expect(seen).toEqual([['Next document', ...labels(6)]]);
  });

  it('takes a part that goes while it waits out of the line, and the line goes on', async () => {
    const { rerender } = render(
      <ul>
        <RenderLater key="gone">
          <li>Gone</li>
        </RenderLater>
        <RenderLater key="kept">
          <li>Kept</li>
        </RenderLater>
      </ul>,
    );
    rerender(
      <ul>
        <RenderLater key="kept">
          <li>Kept</li>
        </RenderLater>
      </ul>,
    );
    await waitFor(() => expect(shown()).toEqual(['Kept']));
    render(
      <ul>
        <RenderLater>
          <li>Later</li>
        </RenderLater>
      </ul>,
    );
    await waitFor(() => expect(screen.getByText('Later')).toBeTruthy());
  });
});
