import { buildPdf, buildTextPdf, drawScannedPage } from '@dd/engine/fixtures';
import type { FastifyInstance } from 'fastify';
import { bearer } from '../testing/test-app.ts';

export const PROPERTY_LAW = 1;

/** A short commercial lease with its schedule and an annexed plan, as a firm would receive it. */
export const leasePdf = () =>
  buildTextPdf([
    [
      'THIS LEASE is made the 1st day of March 2024',
      'BETWEEN',
      '(1) HARBOUR ESTATES LIMITED (the Landlord)',
      '(2) QUAYSIDE COFFEE LIMITED (the Tenant)',
      '1. DEFINITIONS AND INTERPRETATION',
      'In this Lease the following definitions apply:',
      'Term: 10 years from and including the Term Commencement Date.',
      'Rent: £48,500 per annum exclusive of VAT.',
    ],
    [
      '2. GRANT',
      'The Landlord lets the Property to the Tenant for the Term at the Rent.',
      '3. TENANT COVENANTS',
      'The Tenant shall pay the Rent yearly and proportionately for any part of a year',
      'by equal quarterly payments in advance on the usual quarter days.',
      'The Tenant shall not assign the whole of the Property without the consent of the Landlord.',
      'The Tenant shall keep the Property in good and substantial repair.',
    ],
    [
      'SCHEDULE 1',
      'The Property',
      'All that ground floor retail unit known as Unit 4, Harbour Walk, Bristol BS1 4RN',
      'shown edged red on the Plan, including the shop front and the internal non-structural walls',
      'but excluding the structure, the roof and the foundations of the Building.',
    ],
    [
      'ANNEXURE A',
      'Plan of Unit 4 edged red, prepared by Harbour Surveyors on 12 January 2024 at a scale of 1:500,',
      'showing the Property, the Common Parts and the service yard to the rear of the Building.',
    ],
  ]);

export const officialCopyPdf = () =>
  buildTextPdf([
    [
      'Official copy of register of title',
      'Title number WYK123456 Edition date 04.03.2021',
      'This official copy shows the entries on the register of title on 10 JAN 2024 at 10:11:12.',
      'A: Property Register',
      'This register describes the land and estate comprised in the title.',
      'B: Proprietorship Register',
      'This register specifies the class of title and identifies the owner.',
      'Title absolute',
      '1 (04.03.2021) PROPRIETOR: ACME PROPERTIES LIMITED of 1 High Street, Leeds LS1 1AA.',
      'C: Charges Register',
      'This register contains any charges and other matters that affect the land.',
      'End of register',
    ],
  ]);

/** A one-page HM Land Registry transfer of a whole title (TR1), as a buyer's solicitor would send it. */
export const transferPdf = () =>
  buildTextPdf([
    [
      'Transfer of whole of registered title(s)',
      'HM Land Registry TR1',
      '1 Title number(s) of the property: GR482210',
      '2 Property: 12 Mill Lane, Stroud GL5 3QT',
      '3 Date: 9 February 2024',
      '4 Transferor: DAVID ROBERT HOLLIS',
      '5 Transferee for entry in the register: CLAIRE MARIE FENWICK',
      "6 Transferee's intended address(es) for service: 12 Mill Lane, Stroud GL5 3QT",
      '7 The transferor transfers the property to the transferee',
      '8 Consideration: the transferor has received from the transferee the sum of £315,000',
      '9 The transferor transfers with full title guarantee',
      '12 Execution: signed as a deed by DAVID ROBERT HOLLIS in the presence of a witness.',
    ],
  ]);

export const encryptedPdf = () => buildTextPdf([['Confidential heads of terms']], { userPassword: 'secret' });

/** One scanned page: a picture of text with no text layer. */
export const scannedPdf = (lines: string[]) =>
  buildPdf((doc) => {
    doc.image(drawScannedPage(lines), 0, 0, { width: doc.page.width });
  });

export interface FilePart {
  bytes: Uint8Array;
  filename: string;
  field?: string;
}

/** Sends a real multipart process-pdf request. */
export function processPdf(
  app: FastifyInstance,
  token: string | null,
  files: FilePart[],
  fields: Record<string, string> = { practice_area_id: String(PROPERTY_LAW) },
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append(file.field ?? 'files[]', new Blob([file.bytes], { type: 'application/pdf' }), file.filename);
  return app.inject({ method: 'POST', url: '/api/process-pdf', headers: token ? bearer(token) : {}, payload: form });
}
