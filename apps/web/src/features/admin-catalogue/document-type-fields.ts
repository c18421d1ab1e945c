import { DocumentTypeInput, type AdminDocumentType } from '@dd/contracts';
import type { z } from 'zod';

/**
 * The document-type form: the contract's input without the practice area, which the page supplies. It checks
 * both a new type (DocumentTypeInput) and a full update (DocumentTypeUpdate is the same fields, optional).
 */
export const DocumentTypeFieldsSchema = DocumentTypeInput.omit({ practiceAreaId: true });
export type DocumentTypeFields = z.input<typeof DocumentTypeFieldsSchema>;

export const emptyDocumentTypeFields = (): DocumentTypeFields => ({
  name: '',
  description: '',
  regions: [],
  central: false,
  signals: { titles: [], phrases: [{ text: '', weight: 3 }], structure: [], negative: [] },
});

export const documentTypeFieldsOf = (type: AdminDocumentType): DocumentTypeFields => ({
  name: type.name,
  description: type.description,
  regions: [...type.regions],
  central: type.central,
  signals: {
    titles: [...type.signals.titles],
    phrases: type.signals.phrases.map((phrase) => ({ ...phrase })),
    structure: [...type.signals.structure],
    negative: [...type.signals.negative],
  },
});
