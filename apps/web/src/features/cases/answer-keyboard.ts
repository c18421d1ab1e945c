import { useEffect } from 'react';

/** The keys of the answer grid, shown to the lawyer and announced as they are used: E only to those who may edit answers. */
export const answerKeys = (canEdit: boolean) => `J or ↓ next answer · K or ↑ previous · O or Enter open its source${canEdit ? ' · E edit' : ''}`;

const ROW = 'tr[data-answer-row]';

/** Where a key belongs to something else: a field being typed in, or a dialog, menu or list with keys of its own. */
const KEYS_OF_ITS_OWN = 'input, textarea, select, [contenteditable="true"], [role="dialog"], [role="menu"], [role="listbox"]';

const rows = () => [...document.querySelectorAll<HTMLTableRowElement>(ROW)];

/**
 * Moves between the answers of the whole case from the keyboard, whatever file they belong to, and acts on the
 * one in focus; `announce` says where the focus went, for screen readers. J and K work from the page's load, with
 * nothing focused; the arrows only once an answer has focus, so they still scroll the page until then.
 */
function handleAnswerKeys(event: KeyboardEvent, announce: (message: string) => void): void {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
  const target = event.target instanceof HTMLElement ? event.target : document.body;
  if (target.closest(KEYS_OF_ITS_OWN)) return;
  const all = rows();
  const current = target.closest<HTMLTableRowElement>(ROW);
  const index = current ? all.indexOf(current) : -1;
  const focus = (next: number) => {
    const row = all[Math.max(0, Math.min(all.length - 1, next))];
    if (!row) return;
    row.focus();
    row.scrollIntoView({ block: 'nearest' });
    announce(`Answer ${all.indexOf(row) + 1} of ${all.length}: ${row.dataset.answerRow ?? ''}`);
  };
  const key = event.key.toLowerCase();
  if (key === 'j' || (key === 'arrowdown' && current)) focus(index + 1);
  else if (key === 'k' || (key === 'arrowup' && current)) focus(index < 0 ? 0 : index - 1);
  else if ((key === 'o' || key === 'enter') && current && target === current) current.querySelector<HTMLButtonElement>('[data-source-button]')?.click();
  else if (key === 'e' && current) current.querySelector<HTMLButtonElement>('[data-edit-button]')?.click();
  else return;
  event.preventDefault();
}

/** The answer keys on the whole page while `active`: they need no answer in focus to start. */
export function useAnswerKeys(active: boolean, announce: (message: string) => void): void {
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => handleAnswerKeys(event, announce);
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [active, announce]);
}

/** The answer row holding `element` (a source button, say), to give focus back to once the source is closed. */
export const answerRowOf = (element: Element | null): HTMLElement | null => element?.closest<HTMLElement>(ROW) ?? null;
