import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatByteSize, LIMITS } from '@dd/contracts';
import { describe, expect, it, vi } from 'vitest';
import { DocumentPicker } from './document-picker.tsx';

const pdf = (name: string) => new File(['%PDF-1.7'], name, { type: 'application/pdf' });
/** A Word document as browsers often give it: with no type, known by its name alone. */
const docx = (name: string) => new File(['PK'], name, { type: '' });
const picker = (props: Partial<Parameters<typeof DocumentPicker>[0]> & { onFiles: (files: File[]) => void }) =>
  render(
    <MantineProvider env="test">
      <DocumentPicker label="Upload documents" description="Leases, registers, contracts" multiple {...props} />
    </MantineProvider>,
  );

/** The verdict the zone shows while files are dragged over it, by its (decorative) icon. */
const verdict = (zone: HTMLElement) =>
  zone.querySelector('.tabler-icon-upload') ? 'accept' : zone.querySelector('.tabler-icon-x') ? 'reject' : 'idle';

/** A drop of these files, as the browser's drag and drop delivers it. */
const dropped = (files: File[]) => ({
  dataTransfer: { files, items: files.map((file) => ({ kind: 'file', type: file.type })), types: ['Files'] },
});

describe('DocumentPicker', () => {
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

  it('keeps to PDFs by default (annexures): the chooser asks for PDFs and a dragged Word document is shown as refused', () => {
    picker({ onFiles: vi.fn() });
    const zone = screen.getByRole('button', { name: 'Choose PDFs to upload' });
    expect(screen.getByLabelText('Upload documents')).toHaveAttribute('accept', 'application/pdf');

    fireEvent.dragOver(zone, dropped([docx('lease.docx')]));
    expect(verdict(zone)).toBe('reject');
    fireEvent.dragOver(zone, dropped([pdf('lease.pdf')]));
    expect(verdict(zone)).toBe('accept');
  });

  describe('taking any case document', () => {
    it('says what it takes and its limits first, and its chooser asks for PDFs, Word documents, scans, emails and .zip archives of them', () => {
      picker({ onFiles: vi.fn(), accept: 'documents' });
      const zone = screen.getByRole('button', { name: 'Choose documents to upload' });

      expect(zone).toHaveTextContent('Drop documents here or click to choose them');
      expect(zone).toHaveAccessibleDescription(
        `PDF, Word (.docx), scans (PNG, JPEG, TIFF) or emails (.eml, .msg), or a .zip of them, up to ${formatByteSize(LIMITS.pdfMaxBytes)} each (a .zip up to ${formatByteSize(LIMITS.archiveMaxBytes)}) and ${LIMITS.filesPerRequest} at a time`,
      );
      const accepted = screen.getByLabelText('Upload documents').getAttribute('accept')?.split(',');
      expect(accepted).toEqual(
        expect.arrayContaining([
          'application/pdf',
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          'image/png',
          'image/jpeg',
          'image/tiff',
          '.pdf',
          '.docx',
          '.png',
          '.jpg',
          '.jpeg',
          '.tif',
          '.tiff',
          'message/rfc822',
          'application/vnd.ms-outlook',
          '.eml',
          '.msg',
          'application/zip',
          'application/x-zip-compressed',
          '.zip',
        ]),
      );
      fireEvent.dragOver(zone, dropped([new File(['PK'], 'data-room.zip', { type: 'application/zip' })]));
      expect(verdict(zone)).toBe('accept');
      fireEvent.dragOver(zone, dropped([new File(['From: a'], 'Completion.eml', { type: 'message/rfc822' })]));
      expect(verdict(zone)).toBe('accept');
    });

    it('asks for one document where one is asked for, and no archive or email, which are several', () => {
      picker({ onFiles: vi.fn(), accept: 'documents', multiple: false });
      const zone = screen.getByRole('button', { name: 'Choose a document to upload' });
      expect(zone).toHaveTextContent('Drop a document here or click to choose it');
      expect(zone).toHaveAccessibleDescription(`PDF, Word (.docx) or scans (PNG, JPEG, TIFF), up to ${formatByteSize(LIMITS.pdfMaxBytes)}`);
      const accepted = screen.getByLabelText('Upload documents').getAttribute('accept')?.split(',');
      expect(accepted).toEqual(expect.arrayContaining(['application/pdf', '.docx', '.tiff']));
      for (const container of ['.zip', 'application/zip', '.eml', 'message/rfc822', '.msg', 'application/vnd.ms-outlook']) expect(accepted).not.toContain(container);

      fireEvent.dragOver(zone, dropped([new File(['PK'], 'data-room.zip', { type: 'application/x-zip-compressed' })]));
      expect(verdict(zone)).toBe('reject');
      fireEvent.dragOver(zone, dropped([new File(['x'], 'Re consent.msg', { type: 'application/vnd.ms-outlook' })]));
      expect(verdict(zone)).toBe('reject');
    });

    it('shows Word documents and scans as taken while dragged, by type or with none, and another kind as refused', () => {
      picker({ onFiles: vi.fn(), accept: 'documents' });
      const zone = screen.getByRole('button', { name: 'Choose documents to upload' });
      const word = new File(['PK'], 'lease.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
      const scans = [new File(['x'], 'plan.png', { type: 'image/png' }), new File(['x'], 'deed.tif', { type: 'image/tiff' })];

      fireEvent.dragOver(zone, dropped([pdf('lease.pdf'), word, ...scans]));
      expect(verdict(zone)).toBe('accept');
      // While dragging, the browser tells no names: a file it gives no type may well be a .docx or a .tif.
      fireEvent.dragOver(zone, dropped([docx('lease.docx')]));
      expect(verdict(zone)).toBe('accept');
      fireEvent.dragOver(zone, dropped([pdf('lease.pdf'), new File(['x'], 'notes.txt', { type: 'text/plain' })]));
      expect(verdict(zone)).toBe('reject');
      fireEvent.dragLeave(zone, { relatedTarget: null });
      expect(verdict(zone)).toBe('idle');
    });

    it('passes on a Word document chosen with the chooser, though the browser gave it no type', async () => {
      const onFiles = vi.fn();
      picker({ onFiles, accept: 'documents' });

      await userEvent.upload(screen.getByLabelText('Upload documents'), [docx('lease.docx'), new File(['x'], 'deed.TIF', { type: '' })]);

      expect(onFiles).toHaveBeenCalledWith([expect.objectContaining({ name: 'lease.docx' }), expect.objectContaining({ name: 'deed.TIF' })]);
    });
  });
});
