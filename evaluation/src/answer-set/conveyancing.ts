import {
  date,
  eur,
  gbp,
  identifier,
  names,
  no,
  notFound,
  text,
  yes,
  type AnswerSetDocument,
} from './answer-set-document.ts';

/** Deeds that pass or charge land: an English TR1, a Scottish disposition and an Irish mortgage. */
export const CONVEYANCING: AnswerSetDocument[] = [
  {
    id: 'tr1-en-kettering-house',
    typeKey: 'transfer-deed',
    region: 'EN',
    title: 'TR1 Transfer of whole of registered title(s), 5 Orchard Close, Kettering',
    style: 'register',
    pages: [
      `Transfer of whole of registered title(s)
HM Land Registry TR1
1 Title number(s) of the property\tNK402219
2 Property\t5 Orchard Close, Kettering NN15 7QA
3 Date\t18 August 2023
4 Transferor\tJANET ELIZABETH MOSS
5 Transferee for entry in the register\tDANIEL OKORO and HANNAH OKORO
6 Transferee's intended address(es) for service in the UK\t5 Orchard Close, Kettering NN15 7QA
7 The transferor transfers the property to the transferee
8 Consideration\tThe transferor has received from the transferee for the property the following sum (in words and figures): Three hundred and forty-two thousand five hundred pounds (£342,500)
9 The transferor transfers with\tfull title guarantee
10 Declaration of trust. The transferee is more than one person and\tthey are to hold the property on trust for themselves as tenants in common in equal shares
11 Additional provisions\tThe Transferee covenants with the Transferor, by way of indemnity only, to observe and perform the covenants contained or referred to in entry 1 of the Charges Register of the above title so far as they are still subsisting and capable of being enforced, and to indemnify the Transferor against all liability for any future breach of them.
Application is made for the following restriction to be entered in the proprietorship register: Form A.`,
      `12 Execution
Signed as a deed by JANET ELIZABETH MOSS in the presence of: Signature of witness: P. Hollis. Name: Peter Hollis. Address: 2 Station Road, Kettering NN15 7HH.
Signed as a deed by DANIEL OKORO in the presence of: Signature of witness: A. Greene. Name: Anna Greene. Address: 14 Lower Street, Kettering NN16 8DH.
Signed as a deed by HANNAH OKORO in the presence of: Signature of witness: A. Greene. Name: Anna Greene. Address: 14 Lower Street, Kettering NN16 8DH.
WARNING: If you dishonestly enter information or make a statement that you know is, or might be, untrue or misleading, and intend by doing so to make a gain for yourself or another person, or to cause loss or the risk of loss to another person, you may commit the offence of fraud under section 1 of the Fraud Act 2006.`,
    ],
    gold: {
      transferor: names('4 Transferor JANET ELIZABETH MOSS', 'Janet Elizabeth Moss'),
      transferee: names('5 Transferee for entry in the register DANIEL OKORO and HANNAH OKORO', 'Daniel Okoro', 'Hannah Okoro'),
      date: date('2023-08-18', '3 Date 18 August 2023'),
      'title-number': identifier('NK402219', '1 Title number(s) of the property NK402219'),
      property: text('2 Property 5 Orchard Close, Kettering NN15 7QA', 'Orchard Close'),
      consideration: gbp(342500, 'Three hundred and forty-two thousand five hundred pounds (£342,500)'),
      'whole-or-part': text('Transfer of whole of registered title(s)', 'whole'),
      'title-guarantee': text('9 The transferor transfers with full title guarantee', 'full title guarantee'),
      'covenants-given': text('The Transferee covenants with the Transferor, by way of indemnity only, to observe and perform the covenants', 'indemnity'),
      'rights-granted': notFound,
      'rights-reserved': notFound,
      'indemnity-covenant': yes('The Transferee covenants with the Transferor, by way of indemnity only, to observe and perform the covenants'),
      'co-ownership': text('they are to hold the property on trust for themselves as tenants in common in equal shares', 'tenants in common'),
      'restriction-applied-for': text('Application is made for the following restriction to be entered in the proprietorship register: Form A.', 'Form A'),
      execution: yes([
        'Signed as a deed by JANET ELIZABETH MOSS in the presence of',
        'Signed as a deed by DANIEL OKORO in the presence of',
      ]),
      'transaction-tax': notFound,
    },
    own: [{ id: 'own-price', text: 'What did the buyers pay?', gold: gbp(342500, 'Three hundred and forty-two thousand five hundred pounds (£342,500)') }],
  },
  {
    id: 'disposition-sc-edinburgh-villa',
    typeKey: 'disposition',
    region: 'SC',
    title: 'Disposition by Kenneth and Isobel Douglas in favour of Lucy and Mark Baxter',
    style: 'deed',
    pages: [
      `DISPOSITION
by
KENNETH ROBERT DOUGLAS and ISOBEL ANNE DOUGLAS
in favour of
LUCY CATHERINE BAXTER and MARK ANDREW BAXTER
Subjects: 9 Braid Hills Road, Edinburgh EH10 6HY
Title Number: MID77120
WE, KENNETH ROBERT DOUGLAS and ISOBEL ANNE DOUGLAS, spouses, residing together at 9 Braid Hills Road, Edinburgh EH10 6HY, heritable proprietors of the subjects hereinafter disponed, IN CONSIDERATION of the price of FOUR HUNDRED AND TWELVE THOUSAND POUNDS (£412,000) STERLING paid to us by LUCY CATHERINE BAXTER and MARK ANDREW BAXTER, spouses, residing at Flat 3, 7 Comely Bank Road, Edinburgh EH4 1DR, of which sum we hereby acknowledge receipt, HAVE SOLD and DO HEREBY DISPONE to and in favour of the said Lucy Catherine Baxter and Mark Andrew Baxter equally between them and to the survivor of them and to the executors and assignees whomsoever of the survivor, heritably and irredeemably, ALL and WHOLE the subjects known as 9 Braid Hills Road, Edinburgh EH10 6HY, being the whole subjects registered in the Land Register of Scotland under Title Number MID77120;
Together with (One) the whole parts, privileges and pertinents thereof; (Two) the fittings and fixtures therein; and (Three) our whole right, title and interest, present and future, therein;
With entry and actual occupation as at 28 July 2022;
Which subjects are disponed subject to the real burdens, servitudes and conditions specified in the Title Sheet of the said subjects, so far as valid, subsisting and applicable;
AND WE GRANT WARRANDICE;
AND WE CONSENT to registration hereof in the Land Register of Scotland.`,
      `IN WITNESS WHEREOF these presents typewritten on this and the preceding page are subscribed by us the said Kenneth Robert Douglas and Isobel Anne Douglas at Edinburgh on 26 July 2022 before this witness, Graham Paterson, solicitor, of 40 Charlotte Square, Edinburgh EH2 4HQ.
Kenneth Robert Douglas (signed)
Isobel Anne Douglas (signed)
Graham Paterson, witness (signed)
Land and Buildings Transaction Tax: the LBTT return for this transaction was submitted to Revenue Scotland on 28 July 2022, reference RS-LBTT-44812207.`,
    ],
    gold: {
      disponer: names('WE, KENNETH ROBERT DOUGLAS and ISOBEL ANNE DOUGLAS, spouses', 'Kenneth Robert Douglas', 'Isobel Anne Douglas'),
      disponee: names('paid to us by LUCY CATHERINE BAXTER and MARK ANDREW BAXTER, spouses', 'Lucy Catherine Baxter', 'Mark Andrew Baxter'),
      'date-of-subscription': date('2022-07-26', 'at Edinburgh on 26 July 2022 before this witness'),
      consideration: gbp(412000, 'the price of FOUR HUNDRED AND TWELVE THOUSAND POUNDS (£412,000) STERLING'),
      subjects: text('ALL and WHOLE the subjects known as 9 Braid Hills Road, Edinburgh EH10 6HY', 'Braid Hills Road'),
      'title-number': identifier('MID77120', 'Title Number: MID77120'),
      'whole-or-part': text('being the whole subjects registered in the Land Register of Scotland under Title Number MID77120', 'whole subjects'),
      'date-of-entry': date('2022-07-28', 'With entry and actual occupation as at 28 July 2022;'),
      warrandice: text('AND WE GRANT WARRANDICE;', 'WARRANDICE'),
      'new-real-burdens': notFound,
      'existing-burdens': text('Which subjects are disponed subject to the real burdens, servitudes and conditions specified in the Title Sheet', 'Title Sheet'),
      'servitudes-granted': notFound,
      'servitudes-reserved': notFound,
      'survivorship-destination': yes('equally between them and to the survivor of them'),
      'common-parts': text('Together with (One) the whole parts, privileges and pertinents thereof', 'parts, privileges and pertinents'),
      execution: yes('are subscribed by us the said Kenneth Robert Douglas and Isobel Anne Douglas at Edinburgh on 26 July 2022 before this witness'),
      lbtt: yes('the LBTT return for this transaction was submitted to Revenue Scotland on 28 July 2022'),
    },
    own: [{ id: 'own-entry', text: 'When do the buyers get entry?', gold: date('2022-07-28', 'With entry and actual occupation as at 28 July 2022;') }],
  },
  {
    id: 'mortgage-ie-clondalkin-house',
    typeKey: 'legal-charge',
    region: 'IE',
    title: 'Mortgage and Charge: 23 Cherrywood Avenue, Clondalkin',
    style: 'modern',
    pages: [
      `MORTGAGE AND CHARGE
THIS MORTGAGE is made on 11 March 2022
BETWEEN:
(1) JOHN PAUL DEVLIN and SIOBHAN DEVLIN, both of 23 Cherrywood Avenue, Clondalkin, Dublin 22, D22 F6P8 (together the "Mortgagor"); and
(2) SHANNON MUTUAL BANK DESIGNATED ACTIVITY COMPANY, having its registered office at 1 Arthur's Quay, Limerick, V94 K2T6 (the "Bank").
1. DEFINITIONS
"Facility Letter" means the letter of offer from the Bank to the Mortgagor dated 1 February 2022 for a housing loan of €310,000 repayable over 30 years;
"Property" means the property known as 23 Cherrywood Avenue, Clondalkin, Dublin 22, D22 F6P8, being all the property comprised in Folio 118843F of the Register of Freeholders, County Dublin;
"Secured Liabilities" means all money and liabilities now or in the future due, owing or incurred by the Mortgagor to the Bank under the Facility Letter or otherwise, whether actually or contingently, together with interest.
2. COVENANT TO PAY
2.1 The Mortgagor covenants with the Bank to pay and discharge the Secured Liabilities on demand when they become due.
3. CHARGE
3.1 As beneficial owners the Mortgagor charges the Property with the payment and discharge of the Secured Liabilities, and assents to the registration of this charge as a burden on Folio 118843F County Dublin.
3.2 The charge extends to all buildings, fixtures and fittings on the Property and to the proceeds of any insurance of the Property.`,
      `4. MORTGAGOR'S COVENANTS
4.1 The Mortgagor shall keep the Property in good repair and insured with a reputable insurer against fire and such other risks as the Bank requires, with the Bank's interest noted on the policy.
4.2 The Mortgagor shall not create any further mortgage or charge over the Property, and shall not sell, lease, let or part with possession of the Property or any part of it, without the prior written consent of the Bank.
5. ENFORCEMENT
5.1 The Secured Liabilities shall become immediately due and the Bank's power of sale and power to appoint a receiver shall become exercisable if the Mortgagor fails to pay any instalment within 30 days of its due date or is otherwise in breach of this Mortgage, and the Bank may then take possession of the Property.
6. FAMILY HOME
6.1 The Mortgagor John Paul Devlin and the Mortgagor Siobhan Devlin, being spouses and the joint owners of the Property, which is their family home, each consents to this Mortgage for the purposes of section 3 of the Family Home Protection Act 1976.
7. LAW
7.1 This Mortgage is governed by the laws of Ireland and the Mortgagor submits to the jurisdiction of the Irish courts.
SIGNED AND DELIVERED as a DEED by JOHN PAUL DEVLIN in the presence of: Mary Kinsella, solicitor, Naas Road, Dublin 12.
SIGNED AND DELIVERED as a DEED by SIOBHAN DEVLIN in the presence of: Mary Kinsella, solicitor, Naas Road, Dublin 12.`,
    ],
    gold: {
      lender: names('SHANNON MUTUAL BANK DESIGNATED ACTIVITY COMPANY, having its registered office', 'Shannon Mutual Bank Designated Activity Company'),
      borrower: names('JOHN PAUL DEVLIN and SIOBHAN DEVLIN, both of 23 Cherrywood Avenue', 'John Paul Devlin', 'Siobhan Devlin'),
      date: date('2022-03-11', 'THIS MORTGAGE is made on 11 March 2022'),
      property: text('the property known as 23 Cherrywood Avenue, Clondalkin, Dublin 22, D22 F6P8', 'Cherrywood Avenue'),
      'title-number': identifier('118843F', 'being all the property comprised in Folio 118843F of the Register of Freeholders, County Dublin'),
      'secured-amount': [
        eur(310000, 'for a housing loan of €310,000 repayable over 30 years'),
        text('"Secured Liabilities" means all money and liabilities now or in the future due, owing or incurred by the Mortgagor to the Bank', 'all money and liabilities'),
      ],
      'all-monies': yes('"Secured Liabilities" means all money and liabilities now or in the future due, owing or incurred by the Mortgagor to the Bank'),
      'third-party-security': notFound,
      'restrictions-on-dealing': text('The Mortgagor shall not create any further mortgage or charge over the Property, and shall not sell, lease, let or part with possession', 'further mortgage'),
      enforcement: text('the Bank\'s power of sale and power to appoint a receiver shall become exercisable if the Mortgagor fails to pay any instalment within 30 days', 'power of sale'),
      'other-assets': text('The charge extends to all buildings, fixtures and fittings on the Property and to the proceeds of any insurance of the Property.', 'insurance'),
      'borrower-covenants': text('The Mortgagor shall keep the Property in good repair and insured with a reputable insurer', 'good repair'),
      'underlying-facility': text('the letter of offer from the Bank to the Mortgagor dated 1 February 2022 for a housing loan of €310,000', 'letter of offer'),
      execution: yes('SIGNED AND DELIVERED as a DEED by JOHN PAUL DEVLIN in the presence of'),
      'cro-registration': notFound,
      'family-home-consent': yes('each consents to this Mortgage for the purposes of section 3 of the Family Home Protection Act 1976'),
      'governing-law': text('This Mortgage is governed by the laws of Ireland', 'Ireland'),
    },
    own: [{ id: 'own-let', text: 'Can the borrowers let the house?', gold: no('shall not sell, lease, let or part with possession of the Property or any part of it, without the prior written consent of the Bank', 'consent') }],
  },
];
