import { date, gbp, identifier, names, no, notFound, text, yes, years, type AnswerSetDocument } from './answer-set-document.ts';

/**
 * Official copies of the register (England and Wales) written from HM Land Registry's example register data in
 * LandRegistry/digital-register-acceptance-tests (MIT licence): the titles AGL1000, AGL1003 and the rentcharge
 * schedule's BK5678, and the leasehold title its tests create from `data/title_template.erb`. Entries keep the
 * examples' wording; headers, official-copy dates and the leasehold entries are set out as HM Land Registry prints them.
 */
export const FROZEN_REGISTERS: AnswerSetDocument[] = [
  {
    id: 'frozen-register-en-plymouth-rentcharge',
    typeKey: 'official-copy-register-of-title',
    region: 'EN',
    title: 'Official copy of register of title AGL1000',
    style: 'register',
    pages: [
      `HM Land Registry
Official copy of register of title
Title number AGL1000\tEdition date 20.12.2015
This official copy shows the entries on the register of title on 3 February 2016 at 10:47:09.
This date must be quoted as the "search from date" in any official search application based on this copy.
The date at the beginning of an entry is the date on which the entry was made in the register.
Issued on 3 February 2016.
This title is dealt with by HM Land Registry, Gloucester Office.
A: Property Register
This register describes the land and estate comprised in the title.
WOKINGHAM
1 A yearly rentcharge of £200 payable yearly on 1 January created by a Conveyance dated 17 January 2009 made between (1) JP Jones and (2) Heather Poole. The registered rentcharge is charged upon and issues out of the freehold land, shown edged red on the plan of the above title filed at the Registry being 21 Murhill Lane, Saltram Meadow, Plymouth, (PL9 7FN).
2 (06.11.1995) The land has the benefit of the rights granted by but is subject to the rights reserved by the Transfer dated 1 May 1995 referred to in the Charges Register.
B: Proprietorship Register
This register specifies the class of title and identifies the owner. It contains any entries that affect the right of disposal.
Title absolute
1 (01.07.1996) PROPRIETOR: HEATHER POOLE PLC of 21 High Murhill, Plymouth PL9 7FN.
2 (01.07.1996) RESTRICTION: Except under an order of the registrar no disposition by the proprietor of the land is to be registered without the consent of the proprietor of the Charge dated 3 July 1995 in favour of National Westminster Home Loans Limited referred to in the Charges Register.
C: Charges Register
This register contains any charges and other matters that affect the land.
1 (01.07.1993) The land tinted pink on the filed plan is subject to the following rights reserved by the Conveyance dated 5 September 1925 referred to below:- AND ALSO EXCEPTING AND ALWAYS RESERVING unto the Company its successors and assigns the unrestricted flow as heretofore of water along the courses of the stream shown on the said plan and also the right to remove as if they were the riparian owners any obstruction along the said courses doing no unnecessary damage in entering and exercising such right and liberty and making good all damage done to the land hereby conveyed And ALSO EXCEPT AND RESERVING unto the Company its successors and assigns the right of maintaining underground in the position shown on the said plan an electric current cable and gas supply pipe with the rights at all times hereafter of entering into and upon the land hereby conveyed for the purpose of repairing altering and newlaying any such cable and gas pipe.
2 (25.07.1994) A Conveyance dated 5 September 1925 made between (1) JP Jones Co. Ltd (the Company) and (2) Petyr Patterson (the Purchaser) contains covenants details of which are set out in the schedule of restrictive covenants hereto.
3 (01.07.1996) REGISTERED CHARGE dated 1 June 1990 affecting also other titles to secure the moneys including the further advances therein mentioned. NOTE: Copy filed.
4 (01.07.1996) Proprietor: THE BANK PLC (Co. Regn. No. 1234) Dept. No. 2134 Tombstone Regional Securities Centre, P.O. Box 999, 21 New Road, Tombstone, Exeter EX22 0AW.`,
      `5 (01.07.1996) REGISTERED CHARGE dated 2 June 1995 to secure the moneys including the further advances therein mentioned. NOTE: The proprietor of this charge is obliged to make further advances in accordance with the mortgage terms and conditions.
6 (01.07.1996) Proprietor: PLYMOUTH & WALES PLC (Co. Regn. No. 1234567) of P.O. Box 33, One Thousand Church Quay, Wales BS99 7AX.
7 (01.07.1996) REGISTERED CHARGE dated 3 July 1995 to secure the moneys including the further advances therein mentioned.
8 (01.07.1996) Proprietor: WESTMINSTER HOME LOANS LIMITED (Co. Regn. No. 1234123) of P.O. Box 333, Pokemon House, 38 Circus of Sun, Queenaway, Bingham B22 6AL.
Schedule of restrictive covenants
1 The following are details of the covenants contained in the Conveyance dated 5 September 1925 referred to in the Charges Register:-
The Purchasers for themselves and the persons deriving title under them hereby jointly and severally covenant with the Company its successors and assigns and so far as possible to run with the land hereby conveyed and bind the owner or owners thereof for the time being in manner following that is to say:-
(a) Not at any time hereafter to obstruct or take any water from the said stream except as heretofore.
(b) Not at any time hereafter to carry on or permit or suffer to be carried on any trade business or calling whatsoever in or upon the land hereby conveyed coloured round with a green verge line nor to use or occupy any building hereafter erected on the said land edged green otherwise than as a private dwellinghouse Provided Always that this clause shall not prevent any house erected on the said land from being used as a Private Residential Hotel or Boarding House.
(c) Not at any time hereafter to use the land hereby conveyed edged with a pink verge line or any building now or hereafter erected thereon for the purpose of carrying on thereon any manufacturing business or as a Factory.
(d) Not at any time hereafter to do or permit or suffer to be done in or upon the land hereby conveyed any act deed matter or thing which may be or become a nuisance damage annoyance disturbance grievance inconvenience or eyesore to the Company their successors or assigns.
NOTE: The stream marked on the Conveyance plan is shown hatched blue on the filed plan. The land coloured with a green verge line is edged brown on the filed plan and the land coloured with a pink verge line is edged blue.
End of register`,
    ],
    gold: {
      'title-number': identifier('AGL1000', 'Title number AGL1000'),
      tenure: text('A yearly rentcharge of £200 payable yearly on 1 January created by a Conveyance dated 17 January 2009', 'rentcharge'),
      'class-of-title': text('Title absolute', 'absolute'),
      'property-address': text('issues out of the freehold land, shown edged red on the plan of the above title filed at the Registry being 21 Murhill Lane, Saltram Meadow, Plymouth, (PL9 7FN)', '21 Murhill Lane'),
      'official-copy-date': date('2016-02-03', 'This official copy shows the entries on the register of title on 3 February 2016 at 10:47:09.'),
      'registered-proprietors': names('PROPRIETOR: HEATHER POOLE PLC of 21 High Murhill', 'Heather Poole PLC'),
      'proprietor-registration-date': date('1996-07-01', '1 (01.07.1996) PROPRIETOR: HEATHER POOLE PLC'),
      'price-paid': notFound,
      restrictions: text('RESTRICTION: Except under an order of the registrar no disposition by the proprietor of the land is to be registered without the consent of the proprietor of the Charge dated 3 July 1995', 'consent'),
      'restriction-consents': names('without the consent of the proprietor of the Charge dated 3 July 1995 in favour of National Westminster Home Loans Limited', 'National Westminster Home Loans Limited'),
      'joint-proprietorship-restriction': notFound,
      'registered-charges': text(['REGISTERED CHARGE dated 1 June 1990 affecting also other titles', 'REGISTERED CHARGE dated 2 June 1995 to secure the moneys', 'REGISTERED CHARGE dated 3 July 1995 to secure the moneys']),
      chargees: names(
        ['Proprietor: THE BANK PLC (Co. Regn. No. 1234)', 'Proprietor: PLYMOUTH & WALES PLC (Co. Regn. No. 1234567)', 'Proprietor: WESTMINSTER HOME LOANS LIMITED (Co. Regn. No. 1234123)'],
        'The Bank PLC',
        'Plymouth & Wales PLC',
        'Westminster Home Loans Limited',
      ),
      'restrictive-covenants': text('A Conveyance dated 5 September 1925 made between (1) JP Jones Co. Ltd (the Company) and (2) Petyr Patterson (the Purchaser) contains covenants', '5 September 1925'),
      'covenant-deed-not-supplied': notFound,
      'rights-benefiting': text('The land has the benefit of the rights granted by but is subject to the rights reserved by the Transfer dated 1 May 1995', 'benefit'),
      'rights-burdening': text([
        'The land tinted pink on the filed plan is subject to the following rights reserved by the Conveyance dated 5 September 1925',
        'The land has the benefit of the rights granted by but is subject to the rights reserved by the Transfer dated 1 May 1995',
      ]),
      notices: notFound,
      'leases-noted': notFound,
      'leasehold-particulars': notFound,
      'mines-and-minerals': notFound,
      'insolvency-entries': notFound,
      'indemnity-covenant': notFound,
      'land-removed': notFound,
    },
    own: [
      { id: 'own-rentcharge', text: 'How much is the rentcharge and when is it paid?', gold: gbp(200, 'A yearly rentcharge of £200 payable yearly on 1 January') },
      { id: 'own-further-advances', text: 'Is any lender obliged to make further advances?', gold: yes('NOTE: The proprietor of this charge is obliged to make further advances in accordance with the mortgage terms and conditions.') },
      { id: 'own-business-use', text: 'Can a business be run from the land?', gold: no('Not at any time hereafter to carry on or permit or suffer to be carried on any trade business or calling whatsoever') },
    ],
  },
  {
    id: 'frozen-register-en-plymouth-charity-scanned',
    typeKey: 'official-copy-register-of-title',
    region: 'EN',
    title: 'Official copy of register of title AGL1003',
    style: 'register',
    scanned: true,
    pages: [
      `Official copy of register of title
Title number AGL1003   Edition date 28.08.2003
This official copy shows the entries on the register of title on 19 October 2015 at 15:22:40.
Issued on 19 October 2015. This title is dealt with by HM Land Registry, Gloucester Office.
A: Property Register
CITY OF PLYMOUTH
1 (31.07.2003) The Freehold land shown edged with red on the plan of the above title filed at the Registry and being 23 Murhill Lane, Plymouth.
B: Proprietorship Register
Title absolute
1 (28.08.2003) PROPRIETOR: HEATHER SMITH of 23 Nowhere Lane, Nowhere TN13 8LU and JP JONES of 8 Nowhere WC2 1AA and JP SMITH of 13 Bridge Street, Bracknell, Berks the trustees of the Charity known as The Royal Protection League Of Ginger Toms.
2 (28.08.2003) The price stated to have been paid on 27 August 2003 was £300,000.
3 (28.08.2003) RESTRICTION: No disposition by a sole proprietor of the registered estate (except a trust corporation) under which capital money arises is to be registered unless authorised by an order of the court.
4 (28.08.2003) RESTRICTION: No disposition of the registered estate by the proprietor of the registered estate is to be registered without a written consent signed by the proprietor for the time being of the Charge dated 27 August 2003 in favour of BOS (Shared OMG Mortgages) No. 4 PLC referred to in the Charges Register.
C: Charges Register
1 (28.08.2003) REGISTERED CHARGE dated 27 August 2003.
2 (28.08.2003) Proprietor: BOS (SHARED OMG MORTGAGES) NO. 1234 PLC (Co. Regn. No. 1234567) care of Bank of Nowhere, Residential Stuff, Centrebank Division, 41 Nowhere Gyle Street, Scottburgh SB12 9DR.
End of register`,
    ],
    gold: {
      'title-number': identifier('AGL1003', 'Title number AGL1003'),
      tenure: text('The Freehold land shown edged with red on the plan of the above title', 'Freehold'),
      'class-of-title': text('Title absolute', 'absolute'),
      'property-address': text('being 23 Murhill Lane, Plymouth.', '23 Murhill Lane'),
      'official-copy-date': date('2015-10-19', 'This official copy shows the entries on the register of title on 19 October 2015 at 15:22:40.'),
      'registered-proprietors': names('PROPRIETOR: HEATHER SMITH of 23 Nowhere Lane, Nowhere TN13 8LU and JP JONES of 8 Nowhere WC2 1AA and JP SMITH of 13 Bridge Street', 'Heather Smith', 'JP Jones', 'JP Smith'),
      'proprietor-registration-date': date('2003-08-28', '1 (28.08.2003) PROPRIETOR: HEATHER SMITH'),
      'price-paid': gbp(300000, 'The price stated to have been paid on 27 August 2003 was £300,000.'),
      restrictions: text([
        'RESTRICTION: No disposition by a sole proprietor of the registered estate (except a trust corporation) under which capital money arises',
        'RESTRICTION: No disposition of the registered estate by the proprietor of the registered estate is to be registered without a written consent',
      ]),
      'restriction-consents': names('the proprietor for the time being of the Charge dated 27 August 2003 in favour of BOS (Shared OMG Mortgages) No. 4 PLC', 'BOS (Shared OMG Mortgages) No. 4 PLC'),
      'joint-proprietorship-restriction': yes('RESTRICTION: No disposition by a sole proprietor of the registered estate (except a trust corporation) under which capital money arises'),
      'registered-charges': text('REGISTERED CHARGE dated 27 August 2003.', '27 August 2003'),
      chargees: names('Proprietor: BOS (SHARED OMG MORTGAGES) NO. 1234 PLC (Co. Regn. No. 1234567)', 'BOS (Shared OMG Mortgages) No. 1234 PLC'),
      'restrictive-covenants': notFound,
      'covenant-deed-not-supplied': notFound,
      'rights-benefiting': notFound,
      'rights-burdening': notFound,
      notices: notFound,
      'leases-noted': notFound,
      'leasehold-particulars': notFound,
      'mines-and-minerals': notFound,
      'insolvency-entries': notFound,
      'indemnity-covenant': notFound,
      'land-removed': notFound,
    },
    own: [
      { id: 'own-charity', text: 'Which charity holds this property?', gold: text('the trustees of the Charity known as The Royal Protection League Of Ginger Toms', 'Royal Protection League Of Ginger Toms') },
    ],
  },
  {
    id: 'frozen-register-en-wokingham-flat-leasehold',
    typeKey: 'official-copy-register-of-title',
    region: 'EN',
    title: 'Official copy of register of title AGL1007',
    style: 'register',
    pages: [
      `HM Land Registry
Official copy of register of title
Title number AGL1007\tEdition date 09.06.2016
This official copy shows the entries on the register of title on 22 November 2016 at 08:15:33.
This date must be quoted as the "search from date" in any official search application based on this copy.
Issued on 22 November 2016.
This title is dealt with by HM Land Registry, Gloucester Office.
A: Property Register
This register describes the land and estate comprised in the title.
WOKINGHAM
1 (17.02.2011) The Leasehold land shown edged with red on the plan of the above title filed at the Registry and being Flat 6, Saltram Court, 40 Murhill Lane, Wokingham (RG40 1QB).
2 (17.02.2011) Short particulars of the lease(s) (or under-lease(s)) under which the land is held: Date: 28 January 2011. Term: 999 years from 1 January 2011. Parties: (1) Saltram Court Developments Limited (2) John Smith and Heather Smith.
3 (17.02.2011) The land has the benefit of the rights granted by but is subject to the rights reserved by the registered lease.
4 (17.02.2011) The landlord's title is registered.
B: Proprietorship Register
This register specifies the class of title and identifies the owner. It contains any entries that affect the right of disposal.
Title absolute
1 (17.02.2011) PROPRIETOR: JOHN SMITH and HEATHER SMITH of Flat 6, Saltram Court, 40 Murhill Lane, Wokingham RG40 1QB.
2 (17.02.2011) The price stated to have been paid on 28 January 2011 for the lease was £245,000.
3 (17.02.2011) RESTRICTION: No disposition by a sole proprietor of the registered estate (except a trust corporation) under which capital money arises is to be registered unless authorised by an order of the court.
4 (09.06.2016) BANKRUPTCY NOTICE entered under section 86(2) of the Land Registration Act 2002 in respect of a pending action, as the title of John Smith to the registered estate is or may be affected by a petition in bankruptcy against John Smith presented in the County Court at Reading (Court Reference Number BR-2016-000412) (Land Charges Reference Number PA 77815).`,
      `C: Charges Register
This register contains any charges and other matters that affect the land.
1 (17.02.2011) REGISTERED CHARGE dated 28 January 2011 to secure the moneys including the further advances therein mentioned.
2 (17.02.2011) Proprietor: PLYMOUTH & WALES PLC (Co. Regn. No. 1234567) of P.O. Box 33, One Thousand Church Quay, Wales BS99 7AX.
End of register`,
    ],
    gold: {
      'title-number': identifier('AGL1007', 'Title number AGL1007'),
      tenure: text('The Leasehold land shown edged with red on the plan of the above title', 'Leasehold'),
      'class-of-title': text('Title absolute', 'absolute'),
      'property-address': text('being Flat 6, Saltram Court, 40 Murhill Lane, Wokingham (RG40 1QB)', 'Saltram Court'),
      'official-copy-date': date('2016-11-22', 'This official copy shows the entries on the register of title on 22 November 2016 at 08:15:33.'),
      'registered-proprietors': names('PROPRIETOR: JOHN SMITH and HEATHER SMITH of Flat 6', 'John Smith', 'Heather Smith'),
      'proprietor-registration-date': date('2011-02-17', '1 (17.02.2011) PROPRIETOR: JOHN SMITH and HEATHER SMITH'),
      'price-paid': gbp(245000, 'The price stated to have been paid on 28 January 2011 for the lease was £245,000.'),
      restrictions: text('RESTRICTION: No disposition by a sole proprietor of the registered estate (except a trust corporation) under which capital money arises', 'sole proprietor'),
      'restriction-consents': [notFound, text('is to be registered unless authorised by an order of the court', 'order of the court')],
      'joint-proprietorship-restriction': yes('RESTRICTION: No disposition by a sole proprietor of the registered estate (except a trust corporation) under which capital money arises'),
      'registered-charges': text('REGISTERED CHARGE dated 28 January 2011 to secure the moneys', '28 January 2011'),
      chargees: names('Proprietor: PLYMOUTH & WALES PLC (Co. Regn. No. 1234567)', 'Plymouth & Wales PLC'),
      'restrictive-covenants': notFound,
      'covenant-deed-not-supplied': notFound,
      'rights-benefiting': text('The land has the benefit of the rights granted by but is subject to the rights reserved by the registered lease.', 'rights granted'),
      'rights-burdening': text('The land has the benefit of the rights granted by but is subject to the rights reserved by the registered lease.', 'rights reserved'),
      notices: notFound,
      'leases-noted': notFound,
      'leasehold-particulars': text('Date: 28 January 2011. Term: 999 years from 1 January 2011. Parties: (1) Saltram Court Developments Limited (2) John Smith and Heather Smith.', '999 years'),
      'mines-and-minerals': notFound,
      'insolvency-entries': yes('BANKRUPTCY NOTICE entered under section 86(2) of the Land Registration Act 2002 in respect of a pending action'),
      'indemnity-covenant': notFound,
      'land-removed': notFound,
    },
    own: [
      { id: 'own-bankrupt', text: 'Is either owner facing bankruptcy?', gold: yes('is or may be affected by a petition in bankruptcy against John Smith', 'John Smith') },
      { id: 'own-lease-length', text: 'How long is the lease?', gold: years(999, 'Term: 999 years from 1 January 2011.') },
    ],
  },
  {
    id: 'frozen-register-en-wokingham-high-street',
    typeKey: 'official-copy-register-of-title',
    region: 'EN',
    title: 'Official copy of register of title BK5678',
    style: 'register',
    pages: [
      `HM Land Registry
Official copy of register of title
Title number BK5678\tEdition date 11.05.1993
This official copy shows the entries on the register of title on 7 March 2016 at 12:30:02.
This date must be quoted as the "search from date" in any official search application based on this copy.
Issued on 7 March 2016.
This title is dealt with by HM Land Registry, Gloucester Office.
A: Property Register
This register describes the land and estate comprised in the title.
WOKINGHAM
1 (14.10.1988) The Freehold land shown edged with red on the plan of the above title filed at the Registry and being 7 High Street, Wokingham (RG40 1AX).
2 (14.10.1988) The mines and minerals under the land are excepted, together with ancillary powers of working.
B: Proprietorship Register
This register specifies the class of title and identifies the owner. It contains any entries that affect the right of disposal.
Title absolute
1 (11.05.1993) PROPRIETOR: HEATHER SMITH of 7 High Street, Wokingham RG40 1AX.
2 (11.05.1993) The Transfer to the proprietor dated 5 May 1993 made between (1) John Smith and (2) Heather Smith contains a covenant to observe and perform the covenants referred to in the Charges Register and of indemnity in respect thereof.
C: Charges Register
This register contains any charges and other matters that affect the land.
1 (14.10.1988) A Conveyance of the land in this title and other land dated 5 September 1925 made between (1) JP Jones Co. Ltd (the Company) and (2) Petyr Patterson (the Purchaser) contains restrictive covenants but neither the original deed nor a certified copy or examined abstract thereof was supplied on first registration.
2 (11.05.1993) The land is subject to the rentcharge created by the Transfer dated 5 May 1993, of which particulars are set out below.
Rentcharge sum\t£2
Payable on\t6 June 1993
Property description\t7 High Street
Title No under which land is registered\tBK5678
Nature of deed\tTransfer
Date of deed\t5 May 1993
Parties\t(1) John Smith (2) Heather Smith
Plan Reference\t1
End of register`,
    ],
    gold: {
      'title-number': identifier('BK5678', 'Title number BK5678'),
      tenure: text('The Freehold land shown edged with red on the plan of the above title', 'Freehold'),
      'class-of-title': text('Title absolute', 'absolute'),
      'property-address': text('being 7 High Street, Wokingham (RG40 1AX)', '7 High Street'),
      'official-copy-date': date('2016-03-07', 'This official copy shows the entries on the register of title on 7 March 2016 at 12:30:02.'),
      'registered-proprietors': names('PROPRIETOR: HEATHER SMITH of 7 High Street', 'Heather Smith'),
      'proprietor-registration-date': date('1993-05-11', '1 (11.05.1993) PROPRIETOR: HEATHER SMITH'),
      'price-paid': notFound,
      restrictions: notFound,
      'restriction-consents': notFound,
      'joint-proprietorship-restriction': notFound,
      'registered-charges': notFound,
      chargees: notFound,
      'restrictive-covenants': text('dated 5 September 1925 made between (1) JP Jones Co. Ltd (the Company) and (2) Petyr Patterson (the Purchaser) contains restrictive covenants', '5 September 1925'),
      'covenant-deed-not-supplied': yes('neither the original deed nor a certified copy or examined abstract thereof was supplied on first registration'),
      'rights-benefiting': notFound,
      'rights-burdening': notFound,
      notices: notFound,
      'leases-noted': notFound,
      'leasehold-particulars': notFound,
      'mines-and-minerals': yes('The mines and minerals under the land are excepted, together with ancillary powers of working.'),
      'insolvency-entries': notFound,
      'indemnity-covenant': yes('contains a covenant to observe and perform the covenants referred to in the Charges Register and of indemnity in respect thereof'),
      'land-removed': notFound,
    },
    own: [
      { id: 'own-rentcharge', text: 'Is the house subject to a rentcharge, and for how much?', gold: gbp(2, 'Rentcharge sum £2') },
      { id: 'own-mortgage', text: 'Is there a mortgage on the house?', gold: notFound },
    ],
  },
];
