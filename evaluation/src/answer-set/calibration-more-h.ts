import { date, eur, gbp, identifier, months, names, no, notFound, percent, text, yes, years, type AnswerSetDocument } from './answer-set-document.ts';

/** More documents of the calibration part (see ./index.ts), written by someone who neither tunes the engine nor runs it on them. */
export const CALIBRATION_MORE_H: AnswerSetDocument[] = [
  {
    id: 'calibration-h-lease-en-tanners-yard-bookshop',
    typeKey: 'property-lease',
    region: 'EN',
    title: 'Lease of Unit 4, Tanners Yard, Totnes: Harbourgate Estates (Devon) Limited to Quire & Quill Books Limited',
    style: 'modern',
    pages: [
      `LEASE
relating to Unit 4, Tanners Yard, 18-22 Fore Street, Totnes TQ9 5RP
PRESCRIBED CLAUSES
LR1. Date of lease\t14 March 2025
LR2.1 Landlord's title number(s)\tDN612884
LR2.2 Other title numbers\tNone
LR3. Parties to this lease\tThe Landlord, the Tenant and the Guarantor named in the Particulars
LR4. Property\tIn the case of a conflict between this clause and the remainder of this lease then, for the purposes of registration, this clause shall prevail. See the definition of "Premises" in the Particulars and clause 1.1.
LR5. Prescribed statements etc.\tNone
LR6. Term for which the Property is leased\tThe term specified as the Contractual Term in the Particulars
LR7. Premium\tNone
LR8. Prohibitions or restrictions on disposing of this lease\tThis lease contains a provision that prohibits or restricts dispositions.
LR9. Rights of acquisition etc.\tNone
LR10. Restrictive covenants given in this lease by the Landlord in respect of land other than the Property\tNone
LR11. Easements\tThe easements granted by this lease are set out in Part 1 of Schedule 1; those excepted and reserved are set out in Part 2 of Schedule 1.
LR12. Estate rentcharge burdening the Property\tNone
LR13. Application for standard form of restriction\tNone
LR14. Declaration of trust where there is more than one person comprising the Tenant\tNot applicable

PARTICULARS
Landlord\tHarbourgate Estates (Devon) Limited (company number 08812345) whose registered office is at 2 Coronation Road, Kingsbridge TQ7 1AW
Tenant\tQuire & Quill Books Limited (company number 13456789) whose registered office is at 9 Ticklemore Street, Totnes TQ9 5EJ
Guarantor\tImogen Petra Latchford of Hollowcombe Barn, Harberton, Totnes TQ9 7SL
Premises\tUnit 4, Tanners Yard, 18-22 Fore Street, Totnes TQ9 5RP, being the ground floor shop and first floor store shown edged red on Plan 1
Contractual Term\t10 years from and including 25 March 2025 to and including 24 March 2035
Annual Rent\t£46,500 (forty-six thousand five hundred pounds) a year, exclusive of VAT, subject to review under clause 6
Rent Commencement Date\t25 July 2025
Review Date\t25 March 2030
Break Date\t25 March 2030
Permitted Use\tThe retail sale of new and second-hand books, stationery, greetings cards and gifts, with an ancillary café of not more than 20 covers, within Class E(a) and E(b) of the Town and Country Planning (Use Classes) Order 1987
Service Charge Cap\t£6,200 for the Service Charge Year ending 31 December 2025
Interest Rate\t4% a year above the base rate from time to time of Lloyds Bank plc`,
      `1. INTERPRETATION
1.1 In this Lease the definitions in the Particulars apply, and: "Building" means Tanners Yard, 18-22 Fore Street, Totnes, registered at HM Land Registry under title number DN612884; "Premises" includes the shopfront, the internal plaster and finishes of the walls, the floor screeds and the ceilings, but excludes the structure, roof and foundations of the Building and the conduits serving other parts of it; "Insured Risks" means fire, lightning, explosion, storm, flood, escape of water, subsidence, heave, landslip, riot, malicious damage, impact by vehicles and aircraft, and terrorism; "Schedule of Condition" means the photographic schedule of the condition of the Premises dated 10 March 2025 prepared by Dart Valley Surveyors LLP and annexed to this Lease; "Group Company" has the meaning given by section 42 of the Landlord and Tenant Act 1954; "Term" means the Contractual Term and any period of holding over.
2. GRANT
2.1 The Landlord lets the Premises to the Tenant for the Contractual Term, with the rights set out in Part 1 of Schedule 1 and excepting and reserving the rights set out in Part 2 of Schedule 1.
3. RENTS
3.1 The Tenant shall pay the Annual Rent by equal quarterly instalments in advance on the usual quarter days, by standing order.
3.2 The first instalment of the Annual Rent is due on the Rent Commencement Date. No Annual Rent is payable for the first four months of the Contractual Term, but the Service Charge and the Insurance Rent are payable from 25 March 2025.
3.3 The Landlord has opted to tax the Building under Part 1 of Schedule 10 to the Value Added Tax Act 1994, and the Tenant shall pay VAT on the Annual Rent and on every other sum payable under this Lease, in addition to that sum.
3.4 If the Tenant does not pay any Annual Rent or other sum within 14 days after its due date, it shall pay interest on that sum at the Interest Rate from the due date until the date of payment.
4. SERVICE CHARGE
4.1 The Tenant shall pay a fair and reasonable proportion, currently 11.5%, of the costs incurred by the Landlord in providing the Services listed in Schedule 3 (the "Service Charge"), by quarterly payments on account.
4.2 The Service Charge for the Service Charge Year ending 31 December 2025 shall not exceed the Service Charge Cap, and for each later Service Charge Year shall not exceed the cap for the previous year increased by 3%.
4.3 The Service Charge shall not include the cost of remedying any inherent defect in the Building, of its initial construction or any improvement to it, of letting or marketing vacant units, or any sum recovered under the Landlord's insurance.
5. INSURANCE
5.1 The Landlord shall insure the Building (other than the plate glass in the shopfront and the Tenant's fixtures) against the Insured Risks for its full reinstatement cost, and against three years' loss of Annual Rent.
5.2 The Tenant shall pay to the Landlord the Insurance Rent, being the proportion of the premiums for that insurance which the Landlord reasonably attributes to the Premises, within 14 days of demand.
5.3 The Tenant shall insure the plate glass in the shopfront for its full replacement cost with reputable insurers.
5.4 If the Premises are made unfit for occupation by damage from an Insured Risk, the Annual Rent shall be suspended until they are again fit for occupation, or for three years if sooner.`,
      `6. RENT REVIEW
6.1 On the Review Date the Annual Rent shall be reviewed to the higher of the Annual Rent payable immediately before the Review Date and the open market rent agreed or determined under this clause 6, so that the rent cannot fall on review.
6.2 The open market rent is the annual rent at which the Premises might reasonably be expected to be let on the Review Date in the open market by a willing landlord to a willing tenant, for a term of five years, without a premium, with vacant possession and on the terms of this Lease other than the amount of the Annual Rent, disregarding the Tenant's occupation and goodwill and any improvements carried out by the Tenant with consent otherwise than under an obligation to the Landlord.
6.3 If the open market rent has not been agreed three months before the Review Date, either party may refer it to an independent surveyor acting as an expert, appointed by the President of the Royal Institution of Chartered Surveyors. Time is not of the essence.
7. TENANT'S COVENANTS
The Tenant covenants with the Landlord as follows.
7.1 The Tenant shall keep the Premises clean and tidy and in good repair and condition, but shall not be obliged to put them into any better state of repair or condition than that evidenced by the Schedule of Condition, nor to repair damage caused by an Insured Risk unless the insurance money is irrecoverable because of an act or default of the Tenant.
7.2 The Tenant shall decorate the inside of the Premises in the third year of the Contractual Term and in the last three months of the Term.
7.3 The Tenant shall not make any alteration to the structure or exterior of the Premises. It may make internal non-structural alterations with the consent of the Landlord, not to be unreasonably withheld, and may install and remove demountable partitioning without consent.
7.4 The Tenant shall not use the Premises otherwise than for the Permitted Use, and shall not open for trade before 7.00 am or after 11.00 pm.
7.5 ALIENATION
(a) The Tenant shall not assign, underlet, charge, part with possession of or share occupation of part only of the Premises.
(b) The Tenant shall not assign the whole of the Premises without the prior written consent of the Landlord, such consent not to be unreasonably withheld.
(c) The Landlord may give its consent to an assignment subject to a condition that the assignor enters into an authorised guarantee agreement in the form reasonably required by the Landlord and that the Guarantor guarantees the assignor's obligations under it.
(d) For the purposes of section 19(1A) of the Landlord and Tenant Act 1927, the Landlord may withhold consent to an assignment if, in its reasonable opinion, the assignee is not of sufficient financial standing to comply with the tenant covenants of this Lease.
(e) The Tenant shall not underlet the whole of the Premises without the prior written consent of the Landlord, such consent not to be unreasonably withheld; any underlease shall be at a rent not less than the open market rent and shall exclude sections 24 to 28 of the Landlord and Tenant Act 1954.
(f) The Tenant shall not charge the whole of the Premises without the prior written consent of the Landlord, such consent not to be unreasonably withheld.
(g) Despite clause 7.5(a), the Tenant may share occupation of the whole or any part of the Premises with a Group Company, for so long as it remains a Group Company and provided that no relationship of landlord and tenant is created, after giving written notice to the Landlord.
7.6 Promptly after the grant of this Lease the Tenant shall apply to register it at HM Land Registry, and shall deal promptly with any requisitions raised by HM Land Registry.
7.7 At the end of the Term the Tenant shall give the Premises back to the Landlord with vacant possession, in the repair and condition required by this Lease. If the Landlord so requires by notice given at least six months before the end of the Term, the Tenant shall remove any alterations made during the Term and reinstate the Premises to the layout shown on Plan 2, making good any damage caused by the removal. The Tenant shall also remove its signs, trade fixtures and fittings and pay the Landlord's reasonable costs of preparing any schedule of dilapidations served within three months after the end of the Term.`,
      `8. LANDLORD'S COVENANTS
8.1 The Landlord covenants that the Tenant, paying the rents and observing its obligations under this Lease, shall peaceably enjoy the Premises during the Term without any interruption by the Landlord or anyone lawfully claiming under or in trust for it.
8.2 The Landlord shall keep the structure, roof and exterior of the Building in repair and shall use reasonable endeavours to provide the Services listed in Schedule 3, but it shall not be liable for any failure to do so caused by circumstances beyond its reasonable control.
9. TENANT'S BREAK OPTION
9.1 The Tenant may terminate this Lease on the Break Date by giving the Landlord not less than six months' written notice.
9.2 A break notice served by the Tenant shall only take effect if, on the Break Date: (a) the Tenant has paid all the Annual Rent and other sums due under this Lease; and (b) the Tenant gives vacant possession of the Premises to the Landlord, leaving no occupier behind.
9.3 If this Lease ends under this clause 9, the Landlord shall refund to the Tenant any Annual Rent paid for any period after the Break Date.
10. RE-ENTRY
10.1 The Landlord may re-enter the Premises, or any part of them in the name of the whole, at any time after any of the following occurs, and this Lease shall then end, without prejudice to any right of the Landlord in respect of any earlier breach:
(a) any rent is unpaid 21 days after becoming payable, whether it has been formally demanded or not;
(b) the Tenant breaches any of its covenants in this Lease; or
(c) an Insolvency Event (as defined in Schedule 4) occurs in relation to the Tenant or the Guarantor.
11. EXCLUSION OF SECTIONS 24 TO 28 OF THE LANDLORD AND TENANT ACT 1954
11.1 The Landlord served a notice on the Tenant, as required by section 38A(3)(a) of the Landlord and Tenant Act 1954, applying to the tenancy created by this Lease, on 20 February 2025, not less than 14 days before this Lease was entered into.
11.2 Nathaniel Ross Tregear, a director of the Tenant duly authorised by it, made a simple declaration dated 6 March 2025 in accordance with section 38A(3)(b) of that Act.
11.3 The parties agree that the provisions of sections 24 to 28 of the Landlord and Tenant Act 1954 are excluded in relation to the tenancy created by this Lease.
12. NOTICES
12.1 Any notice under this Lease shall be in writing and given by hand or by recorded delivery post to the registered office of the party concerned. Notices may not be given by email.
13. GOVERNING LAW
13.1 This Lease and any dispute or claim arising out of or in connection with it shall be governed by and construed in accordance with the law of England and Wales, and the courts of England and Wales have exclusive jurisdiction.`,
      `SCHEDULE 1: RIGHTS
Part 1. Rights granted: the right to use the rear service yard for loading and unloading between 6.00 am and 10.00 am; the right to use the bin store shown hatched blue on Plan 1; the right of support and protection from the rest of the Building.
Part 2. Rights reserved: the right for the Landlord to enter the Premises on not less than 48 hours' notice (except in an emergency) to inspect them and to carry out repairs to the Building.
SCHEDULE 2: GUARANTEE
1. The Guarantor guarantees to the Landlord that the Tenant will pay the rents and perform its covenants under this Lease, and shall indemnify the Landlord against any loss caused by the Tenant's failure to do so.
2. The Guarantor shall be released from its obligations on a lawful assignment of this Lease by the Tenant, save that it shall guarantee the Tenant's obligations under any authorised guarantee agreement entered into on that assignment.
SCHEDULE 3: SERVICES
Cleaning, lighting and maintaining the service yard and bin store; repairing the structure, roof and exterior of the Building; the fire alarm; management fees not exceeding 10% of the other costs.
SCHEDULE 4: INSOLVENCY EVENTS
The making of a winding-up order or the passing of a resolution for winding up (other than for a solvent reconstruction); the appointment of an administrator, receiver or liquidator; a proposal for a voluntary arrangement; and, for an individual, the making of a bankruptcy order.
EXECUTED as a deed by Harbourgate Estates (Devon) Limited acting by Philippa June Carew, a director, in the presence of: Witness Kieran Hext, 4 Mill Tail, Totnes\tP. J. Carew
EXECUTED as a deed by Quire & Quill Books Limited acting by two directors, Nathaniel Ross Tregear and Imogen Petra Latchford\tN. R. Tregear / I. P. Latchford
SIGNED as a deed by Imogen Petra Latchford as Guarantor in the presence of: Witness Kieran Hext, 4 Mill Tail, Totnes\tI. P. Latchford

SIDE LETTER
From: Harbourgate Estates (Devon) Limited
To: Quire & Quill Books Limited
Date: 14 March 2025
Unit 4, Tanners Yard, Totnes: Lease of today's date
In consideration of your completing the Lease today, we agree that, for so long as the Tenant is Quire & Quill Books Limited, the condition in clause 9.2(a) of the Lease shall apply only to the Annual Rent, so that a failure to pay Service Charge, Insurance Rent or interest will not prevent your break notice taking effect. This letter is personal to you and shall cease to have effect on any assignment of the Lease.
Signed for Harbourgate Estates (Devon) Limited\tP. J. Carew, Director`,
    ],
    gold: {
      landlord: names(
        'Harbourgate Estates (Devon) Limited (company number 08812345) whose registered office is at 2 Coronation Road, Kingsbridge TQ7 1AW',
        'Harbourgate Estates (Devon) Limited',
      ),
      tenant: names('Quire & Quill Books Limited (company number 13456789) whose registered office is at 9 Ticklemore Street, Totnes TQ9 5EJ', 'Quire & Quill Books Limited'),
      guarantor: names('Imogen Petra Latchford of Hollowcombe Barn, Harberton, Totnes TQ9 7SL', 'Imogen Petra Latchford'),
      'lease-date': date('2025-03-14', 'LR1. Date of lease 14 March 2025'),
      premises: text(
        'Unit 4, Tanners Yard, 18-22 Fore Street, Totnes TQ9 5RP, being the ground floor shop and first floor store shown edged red on Plan 1',
        'Unit 4, Tanners Yard',
        'TQ9 5RP',
      ),
      term: years(10, '10 years from and including 25 March 2025 to and including 24 March 2035'),
      'initial-rent': gbp(46500, [
        '£46,500 (forty-six thousand five hundred pounds) a year, exclusive of VAT, subject to review under clause 6',
        'The Landlord has opted to tax the Building under Part 1 of Schedule 10 to the Value Added Tax Act 1994',
      ]),
      'rent-free-period': months(4, 'No Annual Rent is payable for the first four months of the Contractual Term'),
      'rent-review': text(
        [
          'On the Review Date the Annual Rent shall be reviewed to the higher of the Annual Rent payable immediately before the Review Date and the open market rent agreed or determined under this clause 6, so that the rent cannot fall on review.',
          'Review Date 25 March 2030',
        ],
        'open market rent',
        '25 March 2030',
      ),
      'break-options': text(
        [
          "The Tenant may terminate this Lease on the Break Date by giving the Landlord not less than six months' written notice.",
          'A break notice served by the Tenant shall only take effect if, on the Break Date: (a) the Tenant has paid all the Annual Rent and other sums due under this Lease; and (b) the Tenant gives vacant possession of the Premises to the Landlord, leaving no occupier behind.',
          'the condition in clause 9.2(a) of the Lease shall apply only to the Annual Rent',
          'Break Date 25 March 2030',
        ],
        'six months',
        'vacant possession',
      ),
      alienation: text(
        [
          '(a) The Tenant shall not assign, underlet, charge, part with possession of or share occupation of part only of the Premises.',
          '(b) The Tenant shall not assign the whole of the Premises without the prior written consent of the Landlord, such consent not to be unreasonably withheld.',
          '(e) The Tenant shall not underlet the whole of the Premises without the prior written consent of the Landlord, such consent not to be unreasonably withheld',
          '(g) Despite clause 7.5(a), the Tenant may share occupation of the whole or any part of the Premises with a Group Company',
        ],
        'consent',
        'assign',
      ),
      repair: text(
        'The Tenant shall keep the Premises clean and tidy and in good repair and condition, but shall not be obliged to put them into any better state of repair or condition than that evidenced by the Schedule of Condition',
        'Schedule of Condition',
      ),
      'service-charge': text(
        [
          'The Service Charge for the Service Charge Year ending 31 December 2025 shall not exceed the Service Charge Cap, and for each later Service Charge Year shall not exceed the cap for the previous year increased by 3%.',
          '£6,200 for the Service Charge Year ending 31 December 2025',
          'The Service Charge shall not include the cost of remedying any inherent defect in the Building',
        ],
        '£6,200',
        'inherent defect',
      ),
      insurance: text(
        [
          "The Landlord shall insure the Building (other than the plate glass in the shopfront and the Tenant's fixtures) against the Insured Risks for its full reinstatement cost, and against three years' loss of Annual Rent.",
          'The Tenant shall pay to the Landlord the Insurance Rent, being the proportion of the premiums for that insurance which the Landlord reasonably attributes to the Premises, within 14 days of demand.',
        ],
        'Landlord shall insure',
        'Insurance Rent',
      ),
      'permitted-use': text(
        'The retail sale of new and second-hand books, stationery, greetings cards and gifts, with an ancillary café of not more than 20 covers, within Class E(a) and E(b)',
        'books',
        'café',
      ),
      'landlord-covenants': text(
        [
          'The Landlord covenants that the Tenant, paying the rents and observing its obligations under this Lease, shall peaceably enjoy the Premises during the Term without any interruption by the Landlord',
          'The Landlord shall keep the structure, roof and exterior of the Building in repair and shall use reasonable endeavours to provide the Services listed in Schedule 3',
        ],
        'peaceably enjoy',
      ),
      forfeiture: text(
        [
          'The Landlord may re-enter the Premises, or any part of them in the name of the whole, at any time after any of the following occurs',
          '(a) any rent is unpaid 21 days after becoming payable, whether it has been formally demanded or not;',
          '(c) an Insolvency Event (as defined in Schedule 4) occurs in relation to the Tenant or the Guarantor.',
        ],
        '21 days',
      ),
      'security-of-tenure-1954-act': yes(
        'The parties agree that the provisions of sections 24 to 28 of the Landlord and Tenant Act 1954 are excluded in relation to the tenancy created by this Lease.',
      ),
      'rent-deposit': notFound,
      'interest-on-late-payment': percent(4, '4% a year above the base rate from time to time of Lloyds Bank plc'),
      'yield-up': text(
        [
          'At the end of the Term the Tenant shall give the Premises back to the Landlord with vacant possession, in the repair and condition required by this Lease.',
          'If the Landlord so requires by notice given at least six months before the end of the Term, the Tenant shall remove any alterations made during the Term and reinstate the Premises to the layout shown on Plan 2',
        ],
        'vacant possession',
        'reinstate',
      ),
      'aga-and-guarantor-release': yes([
        "The Landlord may give its consent to an assignment subject to a condition that the assignor enters into an authorised guarantee agreement in the form reasonably required by the Landlord and that the Guarantor guarantees the assignor's obligations under it.",
        "The Guarantor shall be released from its obligations on a lawful assignment of this Lease by the Tenant, save that it shall guarantee the Tenant's obligations under any authorised guarantee agreement entered into on that assignment.",
      ]),
      'registration-england-wales': yes([
        'Promptly after the grant of this Lease the Tenant shall apply to register it at HM Land Registry',
        '10 years from and including 25 March 2025 to and including 24 March 2035',
      ]),
      'stamp-duty-land-tax': notFound,
      'governing-law': text(
        'This Lease and any dispute or claim arising out of or in connection with it shall be governed by and construed in accordance with the law of England and Wales',
        'England and Wales',
      ),
    },
    own: [
      {
        id: 'own-1',
        text: 'Can the tenant still break if it owes some service charge on the break date?',
        gold: yes(
          'we agree that, for so long as the Tenant is Quire & Quill Books Limited, the condition in clause 9.2(a) of the Lease shall apply only to the Annual Rent, so that a failure to pay Service Charge, Insurance Rent or interest will not prevent your break notice taking effect.',
          'for so long as the Tenant is Quire & Quill Books Limited',
        ),
      },
      {
        id: 'own-2',
        text: 'By how much can the service charge cap go up each year after 2025?',
        gold: percent(3, 'for each later Service Charge Year shall not exceed the cap for the previous year increased by 3%.'),
      },
      {
        id: 'own-3',
        text: 'When was the 1954 Act warning notice served on the tenant?',
        gold: date(
          '2025-02-20',
          'The Landlord served a notice on the Tenant, as required by section 38A(3)(a) of the Landlord and Tenant Act 1954, applying to the tenancy created by this Lease, on 20 February 2025',
        ),
      },
    ],
  },
  {
    id: 'calibration-h-lease-sc-carselea-pavilion-perth',
    typeKey: 'property-lease',
    region: 'SC',
    title: 'Lease of Pavilion 2, Carselea Business Park, Perth: Lochend Property Holdings Limited to Brucefield Geoscience Limited',
    style: 'deed',
    pages: [
      `LEASE
between
LOCHEND PROPERTY HOLDINGS LIMITED
and
BRUCEFIELD GEOSCIENCE LIMITED
with
CALLUM RUARIDH MENZIES
Subjects: Pavilion 2, Carselea Business Park, Perth PH1 3TX
LEASE between LOCHEND PROPERTY HOLDINGS LIMITED, incorporated under the Companies Acts (Registered Number SC287341) and having their Registered Office at 22 Melville Crescent, Edinburgh EH3 7NB (hereinafter referred to as "the Landlords", which expression includes their successors and assignees whomsoever) of the first part;
BRUCEFIELD GEOSCIENCE LIMITED, incorporated under the Companies Acts (Registered Number SC512906) and having their Registered Office at 7 Marshall Place, Perth PH2 8AH (hereinafter referred to as "the Tenants", which expression includes their permitted assignees but not sub-tenants) of the second part;
and CALLUM RUARIDH MENZIES, residing at Tigh na Coille, Bridge of Earn, Perth PH2 9AA (hereinafter referred to as "the Cautioner") of the third part.
THE LANDLORDS HEREBY LET to the Tenants, but excluding assignees (except as permitted by Clause 8) and sub-tenants, ALL and WHOLE the Subjects, for the Period from and after the Date of Entry, at the Rent and upon the terms and conditions following, which the Tenants hereby accept.
1. DEFINITIONS
In this Lease, unless the context otherwise requires:
"Date of Entry" means 16 June 2025, notwithstanding the date or dates of execution hereof;
"Expiry Date" means 15 June 2035, and "the ish" shall be construed accordingly;
"Period" means the period from and including the Date of Entry to and including the Expiry Date;
"Rent" means the sum of THIRTY EIGHT THOUSAND SEVEN HUNDRED AND FIFTY POUNDS (£38,750) Sterling per annum, exclusive of VAT, as the same may be reviewed in terms of Clause 3;
"Subjects" means ALL and WHOLE the detached office pavilion known as Pavilion 2, Carselea Business Park, Perth PH1 3TX, together with the car park of 24 spaces and the landscaped ground pertaining thereto, shown delineated in red on the plan annexed and signed as relative hereto, being part of the subjects registered in the Land Register of Scotland under Title Number PTH41207, together with the parts, privileges and pertinents thereof and the Landlords' fixtures and fittings therein;
"Review Date" means 16 June 2030;
"Break Date" means 15 June 2030;
"Prescribed Rate" means four per centum per annum above the base rate from time to time of Bank of Scotland plc;
"Schedule of Condition" means the schedule of condition of the Subjects prepared by Fordyce Petrie Chartered Surveyors dated 28 May 2025, comprising 46 photographs, annexed and signed as relative hereto;
"Insured Risks" means fire, lightning, explosion, storm, tempest, flood, bursting and overflowing of water tanks and pipes, impact, riot, civil commotion, malicious damage, subsidence, landslip and heave, and terrorism.`,
      `2. RENT
2.1 The Tenants shall pay the Rent to the Landlords yearly and proportionally for any lesser period, by equal quarterly payments in advance on 28 February, 28 May, 28 August and 28 November in each year, the first payment being due on the Date of Entry in respect of the period from the Date of Entry to 27 August 2025.
2.2 The Landlords have elected to waive exemption from VAT (opted to tax) in respect of the Subjects, and the Tenants shall pay to the Landlords VAT on the Rent and on all other sums payable hereunder.
2.3 Any Rent or other sum not paid within seven days of its due date shall bear interest at the Prescribed Rate from the due date until the date of payment, both before and after any decree.
3. REVIEW OF RENT
3.1 The Rent shall be reviewed as at the Review Date, and the Rent payable from and after the Review Date shall be the greater of (i) the Rent payable immediately before the Review Date and (ii) the open market rent; it being declared that the Rent shall not be reduced on review.
3.2 The open market rent shall be the yearly rent at which the Subjects might reasonably be expected to be let in the open market at the Review Date by a willing landlord to a willing tenant, for a period equal to the unexpired Period or five years, whichever is longer, without premium and with vacant possession, upon the terms of this Lease other than the amount of Rent, there being disregarded any effect on rent of the Tenants' occupation and of improvements carried out by them at their own expense.
3.3 Failing agreement three months before the Review Date, the open market rent shall be determined by an independent surveyor acting as arbiter, appointed failing agreement by the Chair of the Royal Institution of Chartered Surveyors in Scotland, and the Arbitration (Scotland) Act 2010 shall apply.
4. TENANTS' OPTION TO TERMINATE
4.1 The Tenants shall be entitled to terminate this Lease with effect from the Break Date by giving to the Landlords not less than nine months' prior written notice, provided that (i) the Rent due on or before the Break Date has been paid in full and (ii) the Tenants remove themselves, any sub-tenants and all persons deriving right from them from the Subjects on or before the Break Date; declaring that any breach of the Tenants' other obligations shall not prevent the termination taking effect, but without prejudice to the Landlords' claims therefor.
5. REPAIR AND MAINTENANCE
5.1 The Tenants shall, at their own expense, repair, maintain and, where necessary, renew, rebuild and reinstate the Subjects, and keep them in good and substantial repair and condition, whether the need arises from latent or inherent defects, the operation of the Tenants or otherwise; declaring that the Tenants shall not be obliged to put the Subjects into any better state of repair than that shown in the Schedule of Condition, nor to make good damage by any of the Insured Risks unless the insurance has been vitiated by their act or default.
5.2 The Landlords' obligations at common law as to the tenantable and habitable condition of the Subjects are hereby excluded.
6. INSURANCE
6.1 The Landlords shall insure the Subjects with insurers of repute against loss or damage by the Insured Risks for their full reinstatement value, including professional fees and VAT, and against loss of Rent for three years.
6.2 The Tenants shall reimburse to the Landlords, within fourteen days of demand, the premiums paid by the Landlords for that insurance, and shall not do anything whereby the insurance may be vitiated.
7. USE
7.1 The Subjects shall be used only as offices within Class 4 (business) of the Schedule to the Town and Country Planning (Use Classes) (Scotland) Order 1997, together with the ancillary storage and analysis of geological core samples, and for no other purpose whatsoever.
8. ASSIGNATION AND SUB-LETTING
8.1 The Tenants shall not assign, sub-let, grant any security over, or otherwise part with possession of the Subjects or any part thereof, except as expressly permitted by this Clause 8.
8.2 The Tenants may assign their interest in the whole of the Subjects with the prior written consent of the Landlords, which shall not be unreasonably withheld or delayed, provided that the proposed assignee is, in the reasonable opinion of the Landlords, of sound financial standing and demonstrably capable of fulfilling the obligations of the Tenants hereunder.
8.3 The Tenants may sub-let the whole (but not part only) of the Subjects with the prior written consent of the Landlords, which shall not be unreasonably withheld, at a rent not less than the Rent then payable hereunder.
8.4 The Tenants shall not grant any standard security or other right in security over their interest in this Lease.
8.5 The Tenants may share occupation of the Subjects with any company which is a member of the same group within the meaning of section 1159 of the Companies Act 2006, without the consent of the Landlords, provided that no relationship of landlord and tenant is thereby created.`,
      `9. IRRITANCY
9.1 If (a) the Tenants fail to pay the Rent or any other sum due hereunder for fourteen days after the due date; or (b) the Tenants fail to implement any of their other obligations hereunder; or (c) the Tenants or the Cautioner become apparently insolvent, or the Tenants go into liquidation (other than a voluntary liquidation for the purpose of a solvent reconstruction), or have an administrator or receiver appointed; then the Landlords shall be entitled at any time thereafter to terminate this Lease forthwith by irritancy by notice in writing to the Tenants, without any declarator or other process of law.
9.2 The Landlords shall not be entitled to irritate this Lease on the ground of non-payment of any sum unless they have first served on the Tenants, by recorded delivery, a notice in terms of section 4 of the Law Reform (Miscellaneous Provisions) (Scotland) Act 1985 requiring payment within a period of not less than twenty-one days, and the Tenants have failed to make payment within that period; a copy of any such notice shall be sent to the Cautioner.
9.3 In the case of a breach capable of remedy other than non-payment, the Landlords shall not irritate this Lease unless they have first given written notice requiring the breach to be remedied within a reasonable period and the Tenants have failed to remedy it within that period.
10. TACIT RELOCATION
10.1 The Landlords and the Tenants acknowledge that, in terms of the Leases (Automatic Continuation etc.) (Scotland) Act 2022, this Lease will continue by tacit relocation beyond the Expiry Date unless either party gives the other written notice of termination, and they agree that such notice shall be given not less than six months before the ish or, during any period of continuation, not less than six months before the date on which the Lease is to terminate.
11. LANDLORDS' OBLIGATIONS
11.1 The Landlords warrant that the Tenants, paying the Rent and performing their obligations hereunder, shall have peaceable and uninterrupted possession of the Subjects during the Period without any interruption by the Landlords or anyone claiming through or under them.
11.2 The Landlords shall, on being required by the Tenants and at the Tenants' expense, take reasonable steps to enforce the title conditions burdening the other pavilions in Carselea Business Park so far as they benefit the Subjects.
12. REMOVAL AT TERMINATION
12.1 At the termination of this Lease, whether at the Expiry Date or by earlier irritancy, break or otherwise, the Tenants shall remove from the Subjects and leave them in the state of repair and condition required by this Lease, and shall, if so required by the Landlords, remove all alterations made by the Tenants and reinstate the Subjects to their condition at the Date of Entry.
12.2 If the Tenants fail so to do, the Landlords shall be entitled to carry out the works and to recover from the Tenants the cost thereof (dilapidations), together with a sum equal to the Rent for the period reasonably required to carry out those works.
13. CAUTIONARY OBLIGATION
13.1 The Cautioner, as cautioner for and full co-obligant with the Tenants, binds and obliges himself, jointly and severally with the Tenants and his executors and representatives whomsoever, for the due payment of the Rent and all other sums due by the Tenants, and for the performance of all the obligations of the Tenants hereunder.
13.2 The liability of the Cautioner shall not be released or diminished by any assignation of the Tenants' interest in this Lease, nor by any time or indulgence given to the Tenants, nor by any variation of this Lease, and shall continue until the Cautioner is released in writing by the Landlords.`,
      `14. LAND AND BUILDINGS TRANSACTION TAX
14.1 The Tenants shall be responsible for any land and buildings transaction tax arising on the grant of this Lease, and shall make the land transaction return to Revenue Scotland within thirty days of the effective date.
14.2 The Tenants shall make every further return required under Schedule 19 to the Land and Buildings Transaction Tax (Scotland) Act 2013, including the three-yearly lease review returns and the return on assignation or termination of this Lease, and shall pay any additional tax due; the Landlords shall provide such information as the Tenants reasonably require for that purpose.
15. NOTICES
15.1 Any notice hereunder shall be in writing and sufficiently served if delivered personally or sent by recorded delivery post to the Registered Office of the party (or, in the case of the Cautioner, to his residence stated above).
16. LAW AND JURISDICTION
16.1 This Lease shall be governed by and construed in accordance with the law of Scotland, and the parties prorogate the non-exclusive jurisdiction of the Scottish courts.
17. REGISTRATION
17.1 The parties consent to the registration hereof and of any memorandum of the Rent as reviewed for preservation and execution in the Books of Council and Session.
IN WITNESS WHEREOF these presents, typewritten on this and the preceding three pages, together with the plan and the Schedule of Condition annexed, are subscribed as follows:
Subscribed for and on behalf of the said Lochend Property Holdings Limited at Edinburgh on 5 June 2025 by Fiona Claire Strachan, Director, before this witness Gregor Allan Lumsden, Solicitor, 9 Walker Street, Edinburgh\tF. C. Strachan
Subscribed for and on behalf of the said Brucefield Geoscience Limited at Perth on 2 June 2025 by Eilidh Marion Fotheringham, Director, before this witness Rhona Kerr, Trainee Solicitor, 31 Tay Street, Perth\tE. M. Fotheringham
Subscribed by the said Callum Ruaridh Menzies at Perth on 2 June 2025 before this witness Rhona Kerr, Trainee Solicitor, 31 Tay Street, Perth\tC. R. Menzies`,
    ],
    gold: {
      landlord: names(
        'LEASE between LOCHEND PROPERTY HOLDINGS LIMITED, incorporated under the Companies Acts (Registered Number SC287341)',
        'LOCHEND PROPERTY HOLDINGS LIMITED',
      ),
      tenant: names(
        'BRUCEFIELD GEOSCIENCE LIMITED, incorporated under the Companies Acts (Registered Number SC512906) and having their Registered Office at 7 Marshall Place, Perth PH2 8AH',
        'BRUCEFIELD GEOSCIENCE LIMITED',
      ),
      guarantor: names(
        'and CALLUM RUARIDH MENZIES, residing at Tigh na Coille, Bridge of Earn, Perth PH2 9AA (hereinafter referred to as "the Cautioner") of the third part.',
        'CALLUM RUARIDH MENZIES',
      ),
      'lease-date': date(
        '2025-06-05',
        'Subscribed for and on behalf of the said Lochend Property Holdings Limited at Edinburgh on 5 June 2025',
      ),
      premises: text(
        'the detached office pavilion known as Pavilion 2, Carselea Business Park, Perth PH1 3TX, together with the car park of 24 spaces and the landscaped ground pertaining thereto',
        'Pavilion 2, Carselea Business Park',
        'PH1 3TX',
      ),
      term: years(10, [
        '"Date of Entry" means 16 June 2025, notwithstanding the date or dates of execution hereof;',
        '"Expiry Date" means 15 June 2035, and "the ish" shall be construed accordingly;',
      ]),
      'initial-rent': gbp(38750, [
        '"Rent" means the sum of THIRTY EIGHT THOUSAND SEVEN HUNDRED AND FIFTY POUNDS (£38,750) Sterling per annum, exclusive of VAT',
        'The Landlords have elected to waive exemption from VAT (opted to tax) in respect of the Subjects',
      ]),
      'rent-free-period': notFound,
      'rent-review': text(
        [
          'The Rent shall be reviewed as at the Review Date, and the Rent payable from and after the Review Date shall be the greater of (i) the Rent payable immediately before the Review Date and (ii) the open market rent; it being declared that the Rent shall not be reduced on review.',
          '"Review Date" means 16 June 2030;',
        ],
        'open market rent',
        '16 June 2030',
      ),
      'break-options': text(
        [
          "The Tenants shall be entitled to terminate this Lease with effect from the Break Date by giving to the Landlords not less than nine months' prior written notice, provided that (i) the Rent due on or before the Break Date has been paid in full",
          '"Break Date" means 15 June 2030;',
        ],
        'nine months',
        '15 June 2030',
      ),
      alienation: text(
        [
          'The Tenants may assign their interest in the whole of the Subjects with the prior written consent of the Landlords, which shall not be unreasonably withheld or delayed',
          'The Tenants may sub-let the whole (but not part only) of the Subjects with the prior written consent of the Landlords, which shall not be unreasonably withheld',
          'The Tenants shall not grant any standard security or other right in security over their interest in this Lease.',
          'The Tenants may share occupation of the Subjects with any company which is a member of the same group',
        ],
        'consent',
        'assign',
      ),
      repair: text(
        'The Tenants shall, at their own expense, repair, maintain and, where necessary, renew, rebuild and reinstate the Subjects, and keep them in good and substantial repair and condition, whether the need arises from latent or inherent defects',
        'latent or inherent defects',
      ),
      'service-charge': notFound,
      insurance: text(
        [
          'The Landlords shall insure the Subjects with insurers of repute against loss or damage by the Insured Risks for their full reinstatement value',
          'The Tenants shall reimburse to the Landlords, within fourteen days of demand, the premiums paid by the Landlords for that insurance',
        ],
        'Landlords shall insure',
        'premiums',
      ),
      'permitted-use': text(
        'The Subjects shall be used only as offices within Class 4 (business) of the Schedule to the Town and Country Planning (Use Classes) (Scotland) Order 1997',
        'offices',
        'Class 4',
      ),
      'landlord-covenants': text(
        [
          'The Landlords warrant that the Tenants, paying the Rent and performing their obligations hereunder, shall have peaceable and uninterrupted possession of the Subjects during the Period',
          'take reasonable steps to enforce the title conditions burdening the other pavilions in Carselea Business Park so far as they benefit the Subjects',
        ],
        'peaceable and uninterrupted possession',
      ),
      irritancy: text(
        [
          'then the Landlords shall be entitled at any time thereafter to terminate this Lease forthwith by irritancy by notice in writing to the Tenants, without any declarator or other process of law.',
          'a notice in terms of section 4 of the Law Reform (Miscellaneous Provisions) (Scotland) Act 1985 requiring payment within a period of not less than twenty-one days',
        ],
        'irritancy',
        'twenty-one days',
      ),
      'tacit-relocation': text(
        'this Lease will continue by tacit relocation beyond the Expiry Date unless either party gives the other written notice of termination, and they agree that such notice shall be given not less than six months before the ish',
        'tacit relocation',
        'six months',
      ),
      'rent-deposit': notFound,
      'interest-on-late-payment': percent(4, '"Prescribed Rate" means four per centum per annum above the base rate from time to time of Bank of Scotland plc;'),
      'yield-up': text(
        [
          'the Tenants shall remove from the Subjects and leave them in the state of repair and condition required by this Lease, and shall, if so required by the Landlords, remove all alterations made by the Tenants and reinstate the Subjects to their condition at the Date of Entry.',
          'the Landlords shall be entitled to carry out the works and to recover from the Tenants the cost thereof (dilapidations)',
        ],
        'reinstate',
      ),
      'guarantor-release': no(
        "The liability of the Cautioner shall not be released or diminished by any assignation of the Tenants' interest in this Lease",
      ),
      'registration-scotland': yes(
        'The parties consent to the registration hereof and of any memorandum of the Rent as reviewed for preservation and execution in the Books of Council and Session.',
      ),
      lbtt: text(
        [
          'The Tenants shall be responsible for any land and buildings transaction tax arising on the grant of this Lease, and shall make the land transaction return to Revenue Scotland within thirty days of the effective date.',
          'including the three-yearly lease review returns and the return on assignation or termination of this Lease, and shall pay any additional tax due',
        ],
        'Tenants',
        'three-yearly',
      ),
      'governing-law': text('This Lease shall be governed by and construed in accordance with the law of Scotland', 'Scotland'),
    },
    own: [
      {
        id: 'own-1',
        text: 'What is the date of entry under the lease?',
        gold: date('2025-06-16', '"Date of Entry" means 16 June 2025, notwithstanding the date or dates of execution hereof;'),
      },
      {
        id: 'own-2',
        text: 'Does an outstanding repair breach stop the tenants from breaking?',
        gold: no("declaring that any breach of the Tenants' other obligations shall not prevent the termination taking effect"),
      },
      {
        id: 'own-3',
        text: "Are the landlords' common law obligations on tenantable and habitable condition excluded?",
        gold: yes("The Landlords' obligations at common law as to the tenantable and habitable condition of the Subjects are hereby excluded."),
      },
    ],
  },
  {
    id: 'calibration-h-official-copy-en-orchard-end-nailsworth',
    typeKey: 'official-copy-register-of-title',
    region: 'EN',
    title: 'Official copy of register of title GR418822: Orchard End, 27 Quarry Hill, Nailsworth',
    style: 'register',
    pages: [
      `HM Land Registry
Official copy of register of title
Title number GR418822
Edition date 04.10.2022
This official copy shows the entries on the register of title on 9 September 2025 at 11:42:07.
This date must be quoted as the "search from date" in any official search application based on this copy.
The date at the beginning of an entry is the date on which the entry was made in the register.
Issued on 9 September 2025.
Under s.67 of the Land Registration Act 2002, this copy is admissible in evidence to the same extent as the original.
This title is dealt with by HM Land Registry, Gloucester Office.
A: Property Register
This register describes the land and estate comprised in the title.
GLOUCESTERSHIRE : STROUD
1 (3 May 1994) The Freehold land shown edged with red on the plan of the above title filed at the Registry and being Orchard End, 27 Quarry Hill, Nailsworth, Stroud (GL6 0QT).
2 (3 May 1994) The mines and minerals are excepted.
3 (3 May 1994) The land has the benefit of a right of way on foot and with or without vehicles over the driveway tinted brown on the title plan granted by a Conveyance of the land in this title dated 18 August 1962 made between (1) Walter Henry Dimmock (Vendor) and (2) Sylvia Mary Orchard (Purchaser).
4 (3 May 1994) The said Conveyance also contains a provision as to light or air.
5 (22 June 2011) The land edged and numbered in green on the title plan has been removed from this title and registered under the title number or numbers shown in green on the said plan.
6 (22 June 2011) NOTE: The land so removed comprises the paddock to the north-east of the house now registered under title number GR365104.`,
      `B: Proprietorship Register
This register specifies the class of title and identifies the owner. It contains any entries that affect the right of disposal.
Title absolute
1 (12 April 2019) PROPRIETOR: OWEN BARNABY HESKETH and ROSALIND CLARE HESKETH of Orchard End, 27 Quarry Hill, Nailsworth, Stroud GL6 0QT.
2 (12 April 2019) The price stated to have been paid on 28 March 2019 was £412,500.
3 (12 April 2019) RESTRICTION: No disposition by a sole proprietor of the registered estate (except a trust corporation) under which capital money arises is to be registered unless authorised by an order of the court.
4 (12 April 2019) RESTRICTION: No disposition of the registered estate by the proprietor of the registered estate is to be registered without a written consent signed by the proprietor for the time being of the Charge dated 28 March 2019 in favour of Severnside Building Society referred to in the Charges Register or their conveyancer.
5 (12 April 2019) The Transfer to the proprietors contains a covenant to observe and perform the covenants referred to in the Charges Register and of indemnity in respect thereof.
C: Charges Register
This register contains any charges and other matters that affect the land.
1 (3 May 1994) A Conveyance of the land in this title and other land dated 14 November 1931 made between (1) The Trustees of the Woodchester Park Estate (Vendors) and (2) Albert Edwin Dimmock (Purchaser) contains restrictive covenants but neither the original deed nor a certified copy or examined abstract thereof was produced on first registration.
2 (3 May 1994) The Conveyance dated 18 August 1962 referred to in the Property Register contains covenants details of which are set out in the schedule of restrictive covenants hereto.
3 (3 May 1994) The land is subject to the rights granted by a Deed dated 7 July 1988 made between (1) Sylvia Mary Orchard and (2) South Western Electricity Board.
NOTE: The said Deed grants the right to lay, inspect and maintain an underground electricity cable along the route shown by a blue broken line on the title plan. Copy filed.
4 (12 April 2019) REGISTERED CHARGE dated 28 March 2019.
5 (12 April 2019) Proprietor: SEVERNSIDE BUILDING SOCIETY of Severn House, 11 Brunswick Road, Gloucester GL1 1JS.
6 (4 October 2022) REGISTERED CHARGE dated 21 September 2022.
7 (4 October 2022) Proprietor: LANGDALE SECURED LENDING LIMITED (Co. Regn. No. 07294518) of 3 Mill Lane, Kendal LA9 4JQ.`,
      `Schedule of restrictive covenants
1 The following are details of the covenants contained in the Conveyance dated 18 August 1962 referred to in the Charges Register:-
"THE Purchaser hereby covenants with the Vendor for the benefit of the land edged blue on the plan annexed hereto and so as to bind the land hereby conveyed into whosesoever hands the same may come that the Purchaser and her successors in title will observe the stipulations set out in the Schedule hereto.
THE SCHEDULE above referred to
1. Not to erect on the land more than one private dwellinghouse with the usual outbuildings, the plans and elevations of which shall first have been approved in writing by the Vendor.
2. Not to use the land or any building erected thereon for any trade or business whatsoever but only as a private dwellinghouse.
3. Not to keep pigs or poultry on the land for commercial purposes nor to do anything which may be a nuisance or annoyance to the owners or occupiers of the adjoining land."
End of register
These are the notes referred to on the following official copy
The electronic official copy of the register follows this message. Please note that this is the only official copy we will issue. We will not issue a paper official copy.
The official copy of the title plan is issued separately and shows the extent of the land, the driveway tinted brown, the cable route by a blue broken line and the land removed edged and numbered in green.`,
    ],
    gold: {
      'title-number': identifier('GR418822', 'Title number GR418822'),
      tenure: text(
        '1 (3 May 1994) The Freehold land shown edged with red on the plan of the above title filed at the Registry and being Orchard End, 27 Quarry Hill, Nailsworth, Stroud (GL6 0QT).',
        'Freehold',
      ),
      'class-of-title': text('Title absolute', 'absolute'),
      'property-address': text(
        'The Freehold land shown edged with red on the plan of the above title filed at the Registry and being Orchard End, 27 Quarry Hill, Nailsworth, Stroud (GL6 0QT).',
        'Orchard End, 27 Quarry Hill',
        'GL6 0QT',
      ),
      'official-copy-date': date('2025-09-09', 'This official copy shows the entries on the register of title on 9 September 2025 at 11:42:07.'),
      'registered-proprietors': names(
        '1 (12 April 2019) PROPRIETOR: OWEN BARNABY HESKETH and ROSALIND CLARE HESKETH of Orchard End, 27 Quarry Hill, Nailsworth, Stroud GL6 0QT.',
        'OWEN BARNABY HESKETH',
        'ROSALIND CLARE HESKETH',
      ),
      'proprietor-registration-date': date(
        '2019-04-12',
        '1 (12 April 2019) PROPRIETOR: OWEN BARNABY HESKETH and ROSALIND CLARE HESKETH',
      ),
      'price-paid': gbp(412500, 'The price stated to have been paid on 28 March 2019 was £412,500.'),
      restrictions: text(
        [
          'RESTRICTION: No disposition by a sole proprietor of the registered estate (except a trust corporation) under which capital money arises is to be registered unless authorised by an order of the court.',
          'RESTRICTION: No disposition of the registered estate by the proprietor of the registered estate is to be registered without a written consent signed by the proprietor for the time being of the Charge dated 28 March 2019 in favour of Severnside Building Society referred to in the Charges Register or their conveyancer.',
        ],
        'sole proprietor',
        'Severnside Building Society',
      ),
      'restriction-consents': names(
        'without a written consent signed by the proprietor for the time being of the Charge dated 28 March 2019 in favour of Severnside Building Society referred to in the Charges Register or their conveyancer.',
        'Severnside Building Society',
      ),
      'joint-proprietorship-restriction': yes(
        'RESTRICTION: No disposition by a sole proprietor of the registered estate (except a trust corporation) under which capital money arises is to be registered unless authorised by an order of the court.',
      ),
      'registered-charges': text(
        ['4 (12 April 2019) REGISTERED CHARGE dated 28 March 2019.', '6 (4 October 2022) REGISTERED CHARGE dated 21 September 2022.'],
        '28 March 2019',
        '21 September 2022',
      ),
      chargees: names(
        [
          '5 (12 April 2019) Proprietor: SEVERNSIDE BUILDING SOCIETY of Severn House, 11 Brunswick Road, Gloucester GL1 1JS.',
          '7 (4 October 2022) Proprietor: LANGDALE SECURED LENDING LIMITED (Co. Regn. No. 07294518) of 3 Mill Lane, Kendal LA9 4JQ.',
        ],
        'SEVERNSIDE BUILDING SOCIETY',
        'LANGDALE SECURED LENDING LIMITED',
      ),
      'restrictive-covenants': text(
        [
          'A Conveyance of the land in this title and other land dated 14 November 1931 made between (1) The Trustees of the Woodchester Park Estate (Vendors) and (2) Albert Edwin Dimmock (Purchaser) contains restrictive covenants',
          'The Conveyance dated 18 August 1962 referred to in the Property Register contains covenants details of which are set out in the schedule of restrictive covenants hereto.',
          '2. Not to use the land or any building erected thereon for any trade or business whatsoever but only as a private dwellinghouse.',
        ],
        '14 November 1931',
        '18 August 1962',
      ),
      'covenant-deed-not-supplied': yes(
        'contains restrictive covenants but neither the original deed nor a certified copy or examined abstract thereof was produced on first registration.',
      ),
      'rights-benefiting': text(
        'The land has the benefit of a right of way on foot and with or without vehicles over the driveway tinted brown on the title plan granted by a Conveyance of the land in this title dated 18 August 1962',
        'right of way',
        'driveway',
      ),
      'rights-burdening': text(
        [
          '3 (3 May 1994) The land is subject to the rights granted by a Deed dated 7 July 1988 made between (1) Sylvia Mary Orchard and (2) South Western Electricity Board.',
          'NOTE: The said Deed grants the right to lay, inspect and maintain an underground electricity cable along the route shown by a blue broken line on the title plan.',
        ],
        'South Western Electricity Board',
        'electricity cable',
      ),
      notices: notFound,
      'leases-noted': notFound,
      'leasehold-particulars': notFound,
      'mines-and-minerals': yes('2 (3 May 1994) The mines and minerals are excepted.'),
      'insolvency-entries': notFound,
      'indemnity-covenant': yes(
        '5 (12 April 2019) The Transfer to the proprietors contains a covenant to observe and perform the covenants referred to in the Charges Register and of indemnity in respect thereof.',
      ),
      'land-removed': yes([
        '5 (22 June 2011) The land edged and numbered in green on the title plan has been removed from this title and registered under the title number or numbers shown in green on the said plan.',
        'NOTE: The land so removed comprises the paddock to the north-east of the house now registered under title number GR365104.',
      ]),
    },
    own: [
      {
        id: 'own-1',
        text: 'Can the owners run a business from the house?',
        gold: no('2. Not to use the land or any building erected thereon for any trade or business whatsoever but only as a private dwellinghouse.'),
      },
      {
        id: 'own-2',
        text: 'Under which title number is the land taken out of this title now registered?',
        gold: identifier('GR365104', 'NOTE: The land so removed comprises the paddock to the north-east of the house now registered under title number GR365104.'),
      },
    ],
  },
  {
    id: 'calibration-h-folio-ni-lough-view-road-killinchy',
    typeKey: 'land-registry-folio',
    region: 'NI',
    title: 'Land Registry of Northern Ireland folio DN104318, County Down: 14 Lough View Road, Killinchy',
    style: 'typed',
    scanned: true,
    pages: [
      `LAND & PROPERTY SERVICES
LAND REGISTRY OF NORTHERN IRELAND
Land Registration Act (Northern Ireland) 1970
CERTIFIED COPY OF FOLIO
Folio No: DN104318 County: Down
REGISTER OF FREEHOLDERS
Date printed: 4 August 2025 at 10:17
Dealings pending: None
PART 1 - DESCRIPTION OF LAND
Entry 1. The property shown coloured red on the Registry Map, situate in the Townland of Ballydorran, Barony of Dufferin, County Down, containing 0.41 hectares or thereabouts, and known as 14 Lough View Road, Killinchy, Newtownards BT23 6RX.
Registry Map: Sheet DN 297-14, Plan No. 86.
Note: The description of the land in this folio is not conclusive as to the boundaries or extent of the land.
Entry 2. Together with a right of way on foot and with vehicles over the laneway coloured yellow on the Registry Map leading to Lough View Road, as granted by Conveyance dated 9 May 1978 from Samuel Jardine McCreery to Harold Boyd Gilliland.
Entry 3. Together with the right to draw water from the well marked W on the Registry Map, subject to contributing a fair proportion of the cost of its upkeep.
PART 2 - OWNERSHIP
Class of title: Absolute
Entry 1. Dealing No. D/2016/28441. Date: 17 October 2016. DARRAGH SEAMUS O'HAGAN and LOUISE ANNE O'HAGAN, both of 14 Lough View Road, Killinchy, Newtownards BT23 6RX, are registered as full owners as joint tenants.
Entry 2. Dealing No. D/2016/28442. Date: 17 October 2016. Inhibition: No dealing by the registered owners with the land is to be registered without the consent of the registered owner of the charge at Entry 3 in Part 3.`,
      `PART 3 - BURDENS AND NOTICES OF BURDENS
Entry 1. The land is subject to the yearly fee farm rent of two pounds and fifteen pence (£2.15) reserved by Fee Farm Grant dated 11 March 1889 from the Right Honourable Arthur Blackwood Dunbar to James Gilliland, and to the covenants and conditions therein contained.
Entry 2. Wayleave Agreement dated 2 February 1971 in favour of the Northern Ireland Electricity Service for the erection and maintenance of an overhead electricity line and two poles across the land.
Entry 3. Dealing No. D/2016/28442. Date: 17 October 2016. Charge dated 30 September 2016 for securing the sum of £210,000 and interest, in favour of Strangford Mutual Building Society, who is registered as owner of the charge.
Entry 4. Dealing No. D/2021/01877. Date: 26 January 2021. Charge dated 12 January 2021 for securing the sum of £25,000 and interest, in favour of Comber and District Credit Union Limited, who is registered as owner of the charge.
Entry 5. Dealing No. D/2024/09317. Date: 3 May 2024. Order Charging Land made by the Enforcement of Judgments Office under Article 46 of the Judgments Enforcement (Northern Ireland) Order 1981 dated 19 April 2024 against the estate of DARRAGH SEAMUS O'HAGAN in the land, in favour of Carnbane Plant Hire Limited, to secure the sum of £14,862.37.
END OF FOLIO
This is a certified copy of the folio as it stood at the date of printing. The Registry map referred to is issued separately.
Certified by: M. Quinn, for the Registrar of Titles, Lincoln Building, 27-45 Great Victoria Street, Belfast BT2 7SL.`,
    ],
    gold: {
      'folio-number': identifier('DN104318', 'Folio No: DN104318 County: Down'),
      register: text('REGISTER OF FREEHOLDERS', 'FREEHOLDERS'),
      description: text(
        'The property shown coloured red on the Registry Map, situate in the Townland of Ballydorran, Barony of Dufferin, County Down, containing 0.41 hectares or thereabouts, and known as 14 Lough View Road, Killinchy, Newtownards BT23 6RX.',
        'Ballydorran',
        '14 Lough View Road',
      ),
      plan: [identifier('297-14', 'Registry Map: Sheet DN 297-14, Plan No. 86.'), identifier('86', 'Registry Map: Sheet DN 297-14, Plan No. 86.')],
      'boundaries-not-conclusive': yes('Note: The description of the land in this folio is not conclusive as to the boundaries or extent of the land.'),
      'appurtenant-rights': text(
        [
          'Together with a right of way on foot and with vehicles over the laneway coloured yellow on the Registry Map leading to Lough View Road',
          'Together with the right to draw water from the well marked W on the Registry Map',
        ],
        'right of way',
        'laneway',
      ),
      'registered-owners': names(
        "DARRAGH SEAMUS O'HAGAN and LOUISE ANNE O'HAGAN, both of 14 Lough View Road, Killinchy, Newtownards BT23 6RX, are registered as full owners as joint tenants.",
        "DARRAGH SEAMUS O'HAGAN",
        "LOUISE ANNE O'HAGAN",
      ),
      'class-of-title': text('Class of title: Absolute', 'Absolute'),
      'co-ownership': text('are registered as full owners as joint tenants.', 'joint tenants'),
      'owner-registration-date': [
        date('2016-10-17', 'Entry 1. Dealing No. D/2016/28441. Date: 17 October 2016.'),
        // The ownership entry's date stamp quoted on its own, without the entry and dealing number.
        date('2016-10-17', 'Date: 17 October 2016. DARRAGH SEAMUS'),
      ],
      inhibitions: text(
        'Inhibition: No dealing by the registered owners with the land is to be registered without the consent of the registered owner of the charge at Entry 3 in Part 3.',
        'consent',
        'charge',
      ),
      cautions: notFound,
      charges: text(
        [
          'Charge dated 30 September 2016 for securing the sum of £210,000 and interest, in favour of Strangford Mutual Building Society',
          'Charge dated 12 January 2021 for securing the sum of £25,000 and interest, in favour of Comber and District Credit Union Limited',
        ],
        '£210,000',
        '£25,000',
      ),
      'charge-owners': names(
        [
          'in favour of Strangford Mutual Building Society, who is registered as owner of the charge.',
          'in favour of Comber and District Credit Union Limited, who is registered as owner of the charge.',
        ],
        'Strangford Mutual Building Society',
        'Comber and District Credit Union Limited',
      ),
      easements: text(
        'Wayleave Agreement dated 2 February 1971 in favour of the Northern Ireland Electricity Service for the erection and maintenance of an overhead electricity line and two poles across the land.',
        'Wayleave',
        'overhead electricity line',
      ),
      leases: notFound,
      rents: text(
        'The land is subject to the yearly fee farm rent of two pounds and fifteen pence (£2.15) reserved by Fee Farm Grant dated 11 March 1889',
        'fee farm rent',
        '£2.15',
      ),
      'pending-dealings': no('Dealings pending: None'),
      'folio-date': date('2025-08-04', 'Date printed: 4 August 2025 at 10:17'),
      'orders-charging-land': yes(
        'Order Charging Land made by the Enforcement of Judgments Office under Article 46 of the Judgments Enforcement (Northern Ireland) Order 1981 dated 19 April 2024',
      ),
    },
    own: [
      {
        id: 'own-1',
        text: 'How much does the order charging land secure?',
        gold: gbp(14862.37, 'in favour of Carnbane Plant Hire Limited, to secure the sum of £14,862.37.'),
      },
      {
        id: 'own-2',
        text: 'Whose interest does the order charging land affect?',
        gold: names("against the estate of DARRAGH SEAMUS O'HAGAN in the land", "DARRAGH SEAMUS O'HAGAN"),
      },
    ],
  },
  {
    id: 'calibration-h-legal-charge-ie-ardnagreine-moycullen',
    typeKey: 'legal-charge',
    region: 'IE',
    title: 'Mortgage and Charge (third party) over Ardnagréine, Moycullen, Co. Galway: Declan Mulcahy to Corrib Commercial Finance DAC',
    style: 'modern',
    pages: [
      `CORRIB COMMERCIAL FINANCE DAC
MORTGAGE AND CHARGE
(Third party security given by an individual over registered land)
THIS MORTGAGE AND CHARGE is dated 11 April 2025 and made between:
(1) DECLAN PROINSIAS MULCAHY of Ardnagréine, Ballyquirke, Moycullen, County Galway, H91 X2K7 (the "Chargor"); and
(2) CORRIB COMMERCIAL FINANCE DESIGNATED ACTIVITY COMPANY, a company registered in Ireland with number 612877, whose registered office is at Block C, Parkmore Business Park West, Galway H91 P2DK (the "Lender", which expression includes its successors, transferees and assigns).
BACKGROUND
(A) By a facility letter dated 26 March 2025 (the "Facility Letter") the Lender agreed to make available to Mulcahy Joinery & Shopfitting Limited, a company registered in Ireland with number 398214 (the "Borrower"), a term loan facility of up to EUR 480,000 and an overdraft facility of up to EUR 60,000.
(B) The Chargor is a director and shareholder of the Borrower. It is a condition of the Facility Letter that the Chargor gives this security for the liabilities of the Borrower, and the Chargor has agreed to do so.
1. DEFINITIONS AND INTERPRETATION
1.1 In this Deed:
"Default Rate" means the rate of interest payable on overdue sums under the Facility Letter, being 3% per annum above the rate otherwise applicable;
"Insurances" means all policies of insurance relating to the Property and all claims and proceeds under them;
"Property" means the property described in the Schedule, together with all buildings and fixtures (including trade and tenant's fixtures) on it from time to time;
"Rental Income" means all rents and other sums payable to the Chargor in respect of any letting or occupation of the Property;
"Secured Liabilities" means all present and future moneys, obligations and liabilities owed by the Borrower or the Chargor to the Lender, whether actual or contingent, whether owed alone or jointly with any other person, and whether as principal or surety, under the Facility Letter or otherwise, together with interest, costs and expenses.
1.2 The Secured Liabilities include any further advances made by the Lender to the Borrower after the date of this Deed.
2. COVENANT TO PAY
2.1 The Chargor covenants with the Lender to pay and discharge the Secured Liabilities on demand.
2.2 The maximum amount recoverable from the Chargor under this Deed shall not exceed EUR 650,000 together with interest on that amount at the Default Rate from the date of demand and the Lender's costs of enforcement.`,
      `3. CHARGE AND ASSIGNMENT
3.1 As continuing security for the payment and discharge of the Secured Liabilities, the Chargor as registered owner hereby charges the Property with the payment of the Secured Liabilities, and assents to the registration of this charge as a burden on Folio GY48213F of the Register of Freeholders, County Galway.
3.2 The Chargor, as beneficial owner, charges by way of first fixed charge all fixtures and fittings from time to time on the Property, and assigns to the Lender by way of security the Rental Income and the Insurances.
3.3 This Deed is a continuing security and shall not be discharged by any intermediate payment or settlement of account.
4. RESTRICTIONS ON DEALING
4.1 The Chargor shall not, without the prior written consent of the Lender:
(a) create or permit to subsist any mortgage, charge, lien or other security over the Property, other than this Deed;
(b) sell, transfer or otherwise dispose of the Property or any interest in it;
(c) grant any lease, tenancy or licence of the Property, agree to any surrender of a lease, or part with possession of the Property; or
(d) create any easement or right of way over the Property.
5. CHARGOR'S COVENANTS
5.1 The Chargor shall insure the Property with an insurer approved by the Lender against fire and such other risks as the Lender may reasonably require, for its full reinstatement value, with the interest of the Lender noted on the policy, and shall produce the policy and the receipt for each premium on request.
5.2 The Chargor shall keep the Property in good and substantial repair and condition, and shall permit the Lender to enter and inspect it on reasonable notice.
5.3 The Chargor shall not let the Property or any part of it, and shall not allow any person other than the Chargor and his immediate family to reside in it.
5.4 The Chargor shall pay all rates, charges and outgoings of the Property, including Local Property Tax, as they fall due.
6. ENFORCEMENT
6.1 The Secured Liabilities shall be deemed to have become due for all purposes, and the power of sale and the power to appoint a receiver shall become immediately exercisable, at any time after the Lender has demanded payment of any of the Secured Liabilities or after the Chargor has requested the Lender to exercise any of its powers.
6.2 The restrictions on the exercise of those powers in the Land and Conveyancing Law Reform Act 2009 shall not apply to this Deed, to the extent that they may lawfully be excluded.
6.3 A receiver appointed under this Deed shall be the agent of the Chargor, who alone shall be responsible for his acts and remuneration, and may take possession of, collect the Rental Income from, and sell the Property.
7. FAMILY HOME PROTECTION ACT 1976
7.1 The Chargor confirms that the Property is his family home within the meaning of the Family Home Protection Act 1976, in which he resides with his spouse, Aoife Bríd Mulcahy.
7.2 Aoife Bríd Mulcahy has given her prior consent in writing to this Deed for the purposes of section 3(1) of the Family Home Protection Act 1976, in the form set out at the end of this Deed, having received independent legal advice from Ní Fhlatharta & Co., Solicitors, Oughterard.
8. PROTECTION OF THE LENDER
8.1 The Chargor's liability under this Deed shall not be affected by any time, waiver or indulgence granted to the Borrower, by any variation or increase of the Facility Letter, or by the liquidation or examinership of the Borrower.
8.2 The Chargor waives any right to require the Lender to proceed first against the Borrower or any other person before claiming under this Deed.`,
      `9. GOVERNING LAW AND JURISDICTION
9.1 This Deed and any non-contractual obligations arising out of or in connection with it are governed by the laws of Ireland.
9.2 The courts of Ireland have exclusive jurisdiction to settle any dispute arising out of or in connection with this Deed, but the Lender may bring proceedings in any other court of competent jurisdiction.
THE SCHEDULE
The Property
ALL THAT the property comprised in Folio GY48213F of the Register of Freeholders, County Galway, being the dwellinghouse, outbuildings and lands known as Ardnagréine, Ballyquirke, Moycullen, County Galway, H91 X2K7, containing 0.82 hectares or thereabouts.
IN WITNESS whereof this Deed has been executed and delivered as a deed on the date set out at the beginning of it.
SIGNED AND DELIVERED as a deed by the said DECLAN PROINSIAS MULCAHY in the presence of:\tDeclan P. Mulcahy
Witness signature: Sorcha Ní Fhlatharta. Witness address: Main Street, Oughterard, County Galway. Occupation: Solicitor.
PRESENT when the common seal of CORRIB COMMERCIAL FINANCE DESIGNATED ACTIVITY COMPANY was affixed hereto:\tDirector: Padraig Ó Conghaile / Secretary: Maeve Brennock
SPOUSE'S PRIOR CONSENT
I, AOIFE BRÍD MULCAHY, the spouse of the Chargor, hereby consent for the purposes of section 3(1) of the Family Home Protection Act 1976 to the above Mortgage and Charge, prior to its execution, and confirm that I have been advised independently as to its effect.
Signed by AOIFE BRÍD MULCAHY on 10 April 2025 in the presence of Sorcha Ní Fhlatharta, Solicitor, Main Street, Oughterard, County Galway.\tAoife B. Mulcahy`,
    ],
    gold: {
      lender: names(
        '(2) CORRIB COMMERCIAL FINANCE DESIGNATED ACTIVITY COMPANY, a company registered in Ireland with number 612877',
        'CORRIB COMMERCIAL FINANCE DESIGNATED ACTIVITY COMPANY',
      ),
      borrower: [
        names('(1) DECLAN PROINSIAS MULCAHY of Ardnagréine, Ballyquirke, Moycullen, County Galway, H91 X2K7 (the "Chargor"); and', 'DECLAN PROINSIAS MULCAHY'),
        names(
          'the Lender agreed to make available to Mulcahy Joinery & Shopfitting Limited, a company registered in Ireland with number 398214 (the "Borrower")',
          'Mulcahy Joinery & Shopfitting Limited',
        ),
      ],
      date: date('2025-04-11', 'THIS MORTGAGE AND CHARGE is dated 11 April 2025 and made between:'),
      property: text(
        'ALL THAT the property comprised in Folio GY48213F of the Register of Freeholders, County Galway, being the dwellinghouse, outbuildings and lands known as Ardnagréine, Ballyquirke, Moycullen, County Galway, H91 X2K7',
        'Ardnagréine',
        'Moycullen',
      ),
      'title-number': identifier('GY48213F', 'ALL THAT the property comprised in Folio GY48213F of the Register of Freeholders, County Galway'),
      'secured-amount': eur(650000, 'The maximum amount recoverable from the Chargor under this Deed shall not exceed EUR 650,000'),
      'all-monies': yes(
        '"Secured Liabilities" means all present and future moneys, obligations and liabilities owed by the Borrower or the Chargor to the Lender, whether actual or contingent',
      ),
      'third-party-security': yes(
        'It is a condition of the Facility Letter that the Chargor gives this security for the liabilities of the Borrower, and the Chargor has agreed to do so.',
      ),
      'restrictions-on-dealing': text(
        [
          '4.1 The Chargor shall not, without the prior written consent of the Lender:',
          '(a) create or permit to subsist any mortgage, charge, lien or other security over the Property, other than this Deed;',
          '(c) grant any lease, tenancy or licence of the Property, agree to any surrender of a lease, or part with possession of the Property; or',
        ],
        'consent',
        'lease',
      ),
      enforcement: text(
        'the power of sale and the power to appoint a receiver shall become immediately exercisable, at any time after the Lender has demanded payment of any of the Secured Liabilities',
        'power of sale',
        'demanded',
      ),
      'other-assets': text(
        'The Chargor, as beneficial owner, charges by way of first fixed charge all fixtures and fittings from time to time on the Property, and assigns to the Lender by way of security the Rental Income and the Insurances.',
        'fixtures',
        'Rental Income',
        'Insurances',
      ),
      'borrower-covenants': text(
        [
          'The Chargor shall insure the Property with an insurer approved by the Lender against fire and such other risks as the Lender may reasonably require, for its full reinstatement value',
          'The Chargor shall keep the Property in good and substantial repair and condition',
          'The Chargor shall not let the Property or any part of it',
        ],
        'insure',
        'repair',
      ),
      'underlying-facility': text(
        'By a facility letter dated 26 March 2025 (the "Facility Letter") the Lender agreed to make available to Mulcahy Joinery & Shopfitting Limited',
        'facility letter',
        '26 March 2025',
      ),
      execution: yes([
        'SIGNED AND DELIVERED as a deed by the said DECLAN PROINSIAS MULCAHY in the presence of:',
        'Witness signature: Sorcha Ní Fhlatharta. Witness address: Main Street, Oughterard, County Galway. Occupation: Solicitor.',
      ]),
      'cro-registration': notFound,
      'family-home-consent': yes([
        'Aoife Bríd Mulcahy has given her prior consent in writing to this Deed for the purposes of section 3(1) of the Family Home Protection Act 1976',
        'I, AOIFE BRÍD MULCAHY, the spouse of the Chargor, hereby consent for the purposes of section 3(1) of the Family Home Protection Act 1976 to the above Mortgage and Charge, prior to its execution',
      ]),
      'governing-law': text(
        'This Deed and any non-contractual obligations arising out of or in connection with it are governed by the laws of Ireland.',
        'Ireland',
      ),
    },
    own: [
      {
        id: 'own-1',
        text: 'How big is the term loan the company is getting?',
        gold: eur(480000, 'a term loan facility of up to EUR 480,000 and an overdraft facility of up to EUR 60,000.'),
      },
      {
        id: 'own-2',
        text: "Does the guarantor's security survive an examinership of the company?",
        gold: yes(
          "The Chargor's liability under this Deed shall not be affected by any time, waiver or indulgence granted to the Borrower, by any variation or increase of the Facility Letter, or by the liquidation or examinership of the Borrower.",
        ),
      },
      {
        id: 'own-3',
        text: 'When did the wife sign her consent?',
        gold: date('2025-04-10', 'Signed by AOIFE BRÍD MULCAHY on 10 April 2025 in the presence of Sorcha Ní Fhlatharta'),
      },
    ],
  },
];
