import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PdfPicker } from './pdf-picker.tsx';

const pdf = (name: string) => new File(['%PDF-1.7'], name, { type: 'application/pdf' });
const picker = (props: Partial<Parameters<typeof PdfPicker>[0]> & { onFiles: (files: File[]) => void }) =>
  render(
    <MantineProvider env="test">
      <PdfPicker label="Upload documents" description="Leases, registers, contracts" multiple {...props} />
    </MantineProvider>,
  );

/** A drop of these files, as the browser's drag and drop delivers it. */
const dropped = (files: File[]) => ({
  dataTransfer: { files, items: files.map((file) => ({ kind: 'file', type: file.type })), types: ['Files'] },
});

describe('PdfPicker', () => {
  it('passes on every file dropped, a PDF or not, for the workflow to judge each', () => {
    const onFiles = vi.fn();
    picker({ onFiles });
    const zone = screen.getByRole('button', { name: 'Choose PDFs to upload' });
    const files = [pdf('lease.pdf'), new File(['x'], 'notes.txt', { type: 'text/plain' })];

    fireEvent.dragOver(zone, dropped(files));
    fireEvent.drop(zone, dropped(files));

    expect(onFiles).toHaveBeenCalledWith(files);
    expect(zone).toHaveAccessibleDescription(/PDF only, up to .* each and \d+ at a time/);
  });

  it('takes the first file alone where one is asked for, and the files chosen with the chooser', async () => {
    const onFiles = vi.fn();
    picker({ onFiles, multiple: false, label: 'Upload a document' });
    fireEvent.drop(screen.getByRole('button', { name: 'Choose a PDF to upload' }), dropped([pdf('a.pdf'), pdf('b.pdf')]));
    expect(onFiles).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'a.pdf' })]);

    await userEvent.upload(screen.getByLabelText('Upload a document'), pdf('register.pdf'));
    expect(onFiles).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'register.pdf' })]);
  });

  it('opens the chooser on Enter or Space, and does nothing while disabled', async () => {
    const user = userEvent.setup();
    const onFiles = vi.fn();
    const { unmount } = picker({ onFiles });
    const chooser = vi.spyOn(screen.getByLabelText('Upload documents'), 'click');
    screen.getByRole('button', { name: 'Choose PDFs to upload' }).focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(chooser).toHaveBeenCalledTimes(2);
    unmount();

    picker({ onFiles, disabled: true });
    const zone = screen.getByRole('button', { name: 'Choose PDFs to upload' });
    expect(zone).toHaveAttribute('aria-disabled', 'true');
    fireEvent.drop(zone, dropped([pdf('lease.pdf')]));
    expect(onFiles).not.toHaveBeenCalled();
  });
});
