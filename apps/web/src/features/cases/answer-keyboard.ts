import type { KeyboardEvent } from 'react';

/** The keys of the answer grid, shown to the lawyer and announced as they are used. */
export const ANSWER_KEYS = 'J or ↓ next answer · K or ↑ previous · O or Enter open its source · E edit';

const rows = () => [...document.querySelectorAll<HTMLTableRowElement>('tr[data-answer-row]')];

/**
 * Moves between the answers of the whole case from the keyboard, whatever file they belong to, and acts on the
 * one in focus; `announce` says where the focus went, for screen readers. Keys typed into a field are left alone.
 */
export function handleAnswerKeys(event: KeyboardEvent, announce: (message: string) => void): void {
  const target = event.target as HTMLElement;
  if (target.closest('input, textarea, select, [contenteditable="true"]')) return;
  const all = rows();
  const current = target.closest<HTMLTableRowElement>('tr[data-answer-row]');
  const index = current ? all.indexOf(current) : -1;
  const focus = (next: number) => {
    const row = all[Math.max(0, Math.min(all.length - 1, next))];
    if (!row) return;
    row.focus();
    row.scrollIntoView({ block: 'nearest' });
    announce(`Answer ${all.indexOf(row) + 1} of ${all.length}: ${row.dataset.answerRow ?? ''}`);
  };
  const key = event.key.toLowerCase();
  if (key === 'j' || key === 'arrowdown') focus(index + 1);
  else if (key === 'k' || key === 'arrowup') focus(index < 0 ? 0 : index - 1);
  else if ((key === 'o' || key === 'enter') && current && target === current) current.querySelector<HTMLButtonElement>('[data-source-button]')?.click();
  else if (key === 'e' && current) current.querySelector<HTMLButtonElement>('[data-edit-button]')?.click();
  else return;
  event.preventDefault();
}
