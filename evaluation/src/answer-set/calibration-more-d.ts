import { date, eur, gbp, identifier, months, names, no, notFound, percent, text, weeks, years, yes, type AnswerSetDocument } from './answer-set-document.ts';

/** More documents of the calibration part (see ./index.ts), written by someone who neither tunes the engine nor runs it on them. */
export const CALIBRATION_MORE_D: AnswerSetDocument[] = [
  {
    id: 'calibration-d-lease-en-shrewsbury-severnside-arcade-unit-14',
    typeKey: 'property-lease',
    region: 'EN',
    title: 'Lease of Unit 14, Severnside Arcade, Mardol, Shrewsbury',
    style: 'modern',
    pages: [
      `LEASE
relating to Unit 14, Severnside Arcade, Mardol, Shrewsbury SY1 1PU
LAND REGISTRY PRESCRIBED CLAUSES
LR1. Date of lease\t24 January 2025
LR2.1 Landlord's title number(s)\tSL218846
LR2.2 Other title numbers\tNone
LR3. Parties to this lease\tThe Landlord, the Tenant and the Guarantor, each as named in the Particulars below
LR4. Property\tIn the case of a conflict between this clause and the remainder of this lease then, for the purposes of registration, this clause shall prevail. The Property is the Premises as defined in the Particulars and in clause 1.
LR5. Prescribed statements etc.\tNone
LR6. Term for which the Property is leased\tThe term specified in the Particulars as the Contractual Term
LR7. Premium\tNone
LR8. Prohibitions or restrictions on disposing of this lease\tThis lease contains a provision that prohibits or restricts dispositions.
LR9. Rights of acquisition etc.\tNone
LR10. Restrictive covenants given in this lease by the Landlord in respect of land other than the Property\tNone
LR11. Easements\tThe easements granted by this lease are set out in paragraph 1 of the Schedule; those excepted and reserved are set out in paragraph 2 of the Schedule
LR12. Estate rentcharge burdening the Property\tNone
LR13. Application for standard form of restriction\tNone
LR14. Declaration of trust where there is more than one person comprising the Tenant\tNot applicable
PARTICULARS
Landlord\tCORNOVII ESTATES (SHREWSBURY) LIMITED, a company registered in England and Wales with company number 05517392, whose registered office is at 9 Claremont Hill, Shrewsbury SY1 1RD
Tenant\tHEDGEROW & HEARTH LIMITED, a company registered in England and Wales with company number 12844061, whose registered office is at Unit 3, Battlefield Enterprise Park, Shrewsbury SY1 3AB
Guarantor\tJOANNA CLARE PEMBERTON of The Old Vicarage, Condover, Shrewsbury SY5 7AA
Centre\tSevernside Arcade, Mardol, Shrewsbury SY1 1PU, registered at HM Land Registry under title number SL218846
Premises\tUnit 14, Severnside Arcade, Mardol, Shrewsbury SY1 1PU, being the ground floor retail unit shown edged red on Plan 1, as more particularly described in clause 1
Contractual Term\tTen years from and including 25 December 2024 (the "Term Commencement Date") to and including 24 December 2034
Annual Rent\t£46,750 (forty-six thousand seven hundred and fifty pounds) per annum exclusive of VAT, subject to review
Rent Commencement Date\t25 April 2025, the Tenant having a rent-free period of four months from the Term Commencement Date
Review Date\t25 December 2029
Break Date\t24 December 2029
Service Charge Percentage\t4.8 per cent, subject to clause 6.3
Insurance Rent Percentage\t4.8 per cent
Permitted Use\tThe retail sale of homewares, kitchenware, soft furnishings and gifts, within Class E(a) of the Town and Country Planning (Use Classes) Order 1987
Default Interest Rate\t4 per cent per annum above the base rate from time to time of Lloyds Bank plc`,
      `1. INTERPRETATION
1.1 Words and expressions given a meaning in the Particulars have that meaning in this lease. In addition:
"Insured Risks" means fire, lightning, explosion, storm, flood, escape of water, subsidence, landslip, heave, impact, aircraft and articles dropped from them, riot, malicious damage and terrorism, and any other risks against which the Landlord decides to insure from time to time.
"Premises" means the unit described in the Particulars, including the internal plaster and other finishes of its walls and columns, the floor screed and floor finishes, the ceiling finishes, the shopfront with its glazing, fascia and entrance doors, and the conducting media exclusively serving the unit, but excluding the structure, foundations, roof and main walls of the Centre and any conducting media not exclusively serving the unit.
"Services" means the services listed in paragraph 3 of the Schedule.
1.2 References to the Tenant include its successors in title, and a reference to the end of the Contractual Term includes its earlier termination.
2. GRANT AND RENT
2.1 The Landlord lets the Premises to the Tenant with full title guarantee for the Contractual Term, together with the rights in paragraph 1 of the Schedule, excepting and reserving the rights in paragraph 2 of the Schedule.
2.2 The Tenant shall pay the Annual Rent by equal quarterly instalments in advance on the usual quarter days, the first instalment (being a proportionate sum from and including the Rent Commencement Date to the next quarter day) to be paid on the Rent Commencement Date.
2.3 The Landlord has opted to tax the Centre, and VAT shall be payable by the Tenant on the Annual Rent and on all other sums payable under this lease, in addition to those sums.
3. RENT REVIEW
3.1 The Annual Rent shall be reviewed on the Review Date. From the Review Date the Annual Rent shall be the higher of the Annual Rent payable immediately before the Review Date and the open market rent of the Premises agreed or determined under this clause.
3.2 The open market rent is the annual rent at which the Premises might reasonably be expected to be let on the Review Date, in the open market, by a willing landlord to a willing tenant, for a term of ten years, without a premium, with vacant possession and on the terms of this lease (other than the amount of the Annual Rent and the rent-free period), disregarding any goodwill of the Tenant's business and any improvement carried out by the Tenant otherwise than under an obligation to the Landlord.
3.3 If the open market rent has not been agreed three months before the Review Date, either party may refer it to an independent surveyor, acting as an arbitrator, appointed by agreement or, failing agreement, by the President of the Royal Institution of Chartered Surveyors.
4. TENANT'S COVENANTS
The Tenant covenants with the Landlord as follows.
4.1 Interest: to pay interest at the Default Interest Rate on any Annual Rent or other sum that is not paid within 7 days after its due date, from the due date until payment.
4.2 Repair: to keep the Premises in good and substantial repair and condition and clean and tidy, but the Tenant is not liable to repair damage caused by an Insured Risk unless the insurance money is irrecoverable because of an act or default of the Tenant.
4.3 Decoration: to decorate the inside of the Premises in the fifth year and in the last year of the Contractual Term, in colours first approved by the Landlord.
4.4 Use: not to use the Premises for any purpose other than the Permitted Use, and to keep the Premises open for trade during the normal opening hours of the Centre.
4.5 Alterations: not to make any structural alteration to the Premises, and not to make any internal non-structural alteration or alter the shopfront or its signage without the consent of the Landlord, which is not to be unreasonably withheld.`,
      `5. ALIENATION
5.1 The Tenant shall not assign, underlet, charge or part with possession of part only of the Premises.
5.2 The Tenant shall not assign the whole of the Premises without the consent of the Landlord, which is not to be unreasonably withheld or delayed.
5.3 It is a condition of any consent to assign that, before the assignment completes, the Tenant enters into an authorised guarantee agreement within the meaning of section 16 of the Landlord and Tenant (Covenants) Act 1995 guaranteeing the performance of the tenant covenants of this lease by the assignee, and that the Guarantor guarantees the Tenant's obligations under that authorised guarantee agreement.
5.4 The Tenant shall not underlet the whole of the Premises without the consent of the Landlord, which is not to be unreasonably withheld. Any underlease must be at a rent not less than the open market rent, must be excluded from sections 24 to 28 of the Landlord and Tenant Act 1954 and must prohibit any further underletting.
5.5 The Tenant may share occupation of the whole or part of the Premises with a company that is a member of the same group as the Tenant within the meaning of section 42 of the Landlord and Tenant Act 1954, provided that no relationship of landlord and tenant is created and the sharing ends if that company ceases to be a member of the group.
6. SERVICE CHARGE
6.1 The Tenant shall pay the Service Charge Percentage of the costs properly incurred by the Landlord in providing the Services in each service charge year ending on 31 March, by equal payments on account on the quarter days and a balancing payment after the end of each year.
6.2 The service charge shall not include the costs of the initial construction of the Centre or of remedying any inherent defect in it, costs recoverable under the Landlord's insurance, the costs of letting or marketing any unit in the Centre, or any contribution to a sinking fund.
6.3 The Landlord may vary the Service Charge Percentage, acting fairly and reasonably, where the lettable floor area of the Centre changes.
7. INSURANCE
7.1 The Landlord shall insure the Centre against loss or damage by the Insured Risks for its full reinstatement cost, and shall insure against three years' loss of the Annual Rent.
7.2 The Tenant shall pay to the Landlord, as rent, the Insurance Rent Percentage of the premiums the Landlord pays for that insurance.
7.3 If the Premises are made unfit for use by damage caused by an Insured Risk, the Annual Rent and the service charge (or a fair proportion of them) shall be suspended until the Premises are again fit for use or, if earlier, until three years after the damage.
7.4 The Landlord shall apply the insurance money it receives in reinstating the damage as soon as reasonably practicable.
8. LANDLORD'S COVENANTS
8.1 The Landlord covenants that the Tenant shall have quiet enjoyment of the Premises without any interruption by the Landlord or any person lawfully claiming under or in trust for the Landlord.
8.2 Subject to the Tenant paying the service charge, the Landlord shall use reasonable endeavours to provide the Services in a good and efficient manner.
9. BREAK
9.1 The Tenant may terminate this lease on the Break Date by giving the Landlord not less than six months' written notice.
9.2 A break notice given by the Tenant shall take effect only if, on the Break Date, the Tenant has paid all the Annual Rent due under this lease and gives vacant possession of the Premises free of any occupier.
9.3 The Landlord has no right to terminate this lease early other than under clause 10.
10. RE-ENTRY
10.1 The Landlord may re-enter the Premises (or any part of them in the name of the whole) at any time after any of the following occurs: (a) any rent is unpaid 21 days after becoming payable, whether it has been formally demanded or not; (b) any breach of the Tenant's covenants or of the conditions of this lease; or (c) the Tenant enters administration or liquidation (other than a solvent reorganisation), has a receiver appointed over any of its assets or proposes a voluntary arrangement, or the Guarantor is made bankrupt. This lease shall then end, without prejudice to any right of the Landlord in respect of any earlier breach.`,
      `11. END OF THE CONTRACTUAL TERM
11.1 At the end of the Contractual Term the Tenant shall yield up the Premises with vacant possession in the repair and condition required by this lease, having removed its trade fixtures, stock and signage and, if the Landlord so requires, having removed any alterations made by the Tenant and reinstated the Premises to their layout at the Term Commencement Date, making good any damage caused.
12. GUARANTEE
12.1 In consideration of the grant of this lease, the Guarantor guarantees to the Landlord that the Tenant shall pay the rents and perform the tenant covenants of this lease, and shall indemnify the Landlord against all losses arising from any failure by the Tenant to do so.
12.2 The Guarantor's liability shall continue until the Tenant is released from the tenant covenants by virtue of the Landlord and Tenant (Covenants) Act 1995, and the Guarantor shall, if the Landlord so requires as a condition of consent to an assignment, guarantee the Tenant's obligations under the authorised guarantee agreement.
13. EXCLUSION OF THE 1954 ACT
13.1 The Landlord served on the Tenant on 6 January 2025 a notice in relation to the tenancy created by this lease, in the form, or substantially in the form, set out in Schedule 1 to the Regulatory Reform (Business Tenancies) (England and Wales) Order 2003.
13.2 On 9 January 2025 Marcus Ellery, a director of the Tenant duly authorised by it, made a declaration in the form, or substantially in the form, set out in paragraph 7 of Schedule 2 to that Order.
13.3 The parties agree that the provisions of sections 24 to 28 of the Landlord and Tenant Act 1954 are excluded in relation to the tenancy created by this lease.
14. REGISTRATION AND STAMP DUTY LAND TAX
14.1 Within one month after the grant of this lease the Tenant shall apply to register this lease at HM Land Registry, shall deal promptly with any requisitions and shall send the Landlord official copies of its title once registration is complete.
14.2 The Tenant shall pay any stamp duty land tax chargeable on the grant of this lease, submit the land transaction return to HM Revenue & Customs and give the Landlord a copy of the SDLT5 certificate.
15. GOVERNING LAW
15.1 This lease and any dispute or claim (including a non-contractual dispute or claim) arising out of or in connection with it shall be governed by the law of England and Wales, and the courts of England and Wales shall have exclusive jurisdiction.
THE SCHEDULE
1. Rights granted: the right to use the malls and service corridors of the Centre for access to and from the Premises during the Centre's opening hours; the right to use the service yard for loading and unloading; and the right to connect to the conducting media serving the Premises.
2. Rights excepted and reserved: the right to enter the Premises on reasonable notice to inspect and to carry out repairs to the Centre; and the right to build on any adjoining land even if light and air to the Premises is affected.
3. Services: cleaning, lighting, heating and security of the malls; maintaining the structure, roof and car park of the Centre; the management of the Centre and the employment of its staff.
This lease has been executed as a deed and is delivered on the date given in clause LR1.
Executed as a deed by CORNOVII ESTATES (SHREWSBURY) LIMITED acting by Rupert Hallam, a director, in the presence of Sadie Mortimer, 9 Claremont Hill, Shrewsbury	R. Hallam
Executed as a deed by HEDGEROW & HEARTH LIMITED acting by Marcus Ellery, a director, in the presence of Owen Threlfall, solicitor, Shrewsbury	M. Ellery
Signed as a deed by JOANNA CLARE PEMBERTON in the presence of Owen Threlfall, solicitor, Shrewsbury	J. C. Pemberton`,
    ],
    gold: {
      landlord: names(
        'Landlord CORNOVII ESTATES (SHREWSBURY) LIMITED, a company registered in England and Wales with company number 05517392',
        'Cornovii Estates (Shrewsbury) Limited',
      ),
      tenant: names('Tenant HEDGEROW & HEARTH LIMITED, a company registered in England and Wales with company number 12844061', 'Hedgerow & Hearth Limited'),
      guarantor: names('Guarantor JOANNA CLARE PEMBERTON of The Old Vicarage, Condover, Shrewsbury SY5 7AA', 'Joanna Clare Pemberton'),
      'lease-date': date('2025-01-24', 'LR1. Date of lease 24 January 2025'),
      premises: text(
        'Premises Unit 14, Severnside Arcade, Mardol, Shrewsbury SY1 1PU, being the ground floor retail unit shown edged red on Plan 1',
        'Unit 14',
        'Severnside Arcade',
      ),
      term: years(10, 'Contractual Term Ten years from and including 25 December 2024 (the "Term Commencement Date") to and including 24 December 2034'),
      'initial-rent': gbp(46750, [
        'Annual Rent £46,750 (forty-six thousand seven hundred and fifty pounds) per annum exclusive of VAT, subject to review',
        'The Landlord has opted to tax the Centre, and VAT shall be payable by the Tenant on the Annual Rent',
      ]),
      'rent-free-period': months(4, 'Rent Commencement Date 25 April 2025, the Tenant having a rent-free period of four months from the Term Commencement Date'),
      'rent-review': text(
        [
          'From the Review Date the Annual Rent shall be the higher of the Annual Rent payable immediately before the Review Date and the open market rent of the Premises',
          'Review Date 25 December 2029',
        ],
        'higher',
        'open market rent',
      ),
      'break-options': text(
        [
          "The Tenant may terminate this lease on the Break Date by giving the Landlord not less than six months' written notice.",
          'A break notice given by the Tenant shall take effect only if, on the Break Date, the Tenant has paid all the Annual Rent due under this lease and gives vacant possession of the Premises',
          'Break Date 24 December 2029',
        ],
        'six months',
      ),
      alienation: text(
        [
          'The Tenant shall not assign, underlet, charge or part with possession of part only of the Premises.',
          'The Tenant shall not assign the whole of the Premises without the consent of the Landlord, which is not to be unreasonably withheld or delayed.',
          'The Tenant shall not underlet the whole of the Premises without the consent of the Landlord, which is not to be unreasonably withheld.',
          'The Tenant may share occupation of the whole or part of the Premises with a company that is a member of the same group as the Tenant',
        ],
        'consent',
      ),
      repair: text(
        'Repair: to keep the Premises in good and substantial repair and condition and clean and tidy, but the Tenant is not liable to repair damage caused by an Insured Risk',
        'good and substantial repair',
      ),
      'service-charge': text(
        [
          'The Tenant shall pay the Service Charge Percentage of the costs properly incurred by the Landlord in providing the Services',
          'The service charge shall not include the costs of the initial construction of the Centre or of remedying any inherent defect in it',
        ],
        'inherent defect',
      ),
      insurance: text(
        [
          "The Landlord shall insure the Centre against loss or damage by the Insured Risks for its full reinstatement cost, and shall insure against three years' loss of the Annual Rent.",
          'The Tenant shall pay to the Landlord, as rent, the Insurance Rent Percentage of the premiums the Landlord pays for that insurance.',
        ],
        'premiums',
      ),
      'permitted-use': text('Permitted Use The retail sale of homewares, kitchenware, soft furnishings and gifts, within Class E(a)', 'homewares'),
      'landlord-covenants': text(
        [
          'The Landlord covenants that the Tenant shall have quiet enjoyment of the Premises without any interruption by the Landlord',
          'the Landlord shall use reasonable endeavours to provide the Services in a good and efficient manner',
        ],
        'quiet enjoyment',
      ),
      forfeiture: text(
        [
          '(a) any rent is unpaid 21 days after becoming payable, whether it has been formally demanded or not; (b) any breach of the Tenant\'s covenants or of the conditions of this lease',
          'The Landlord may re-enter the Premises (or any part of them in the name of the whole)',
        ],
        '21 days',
      ),
      'security-of-tenure-1954-act': yes(
        'The parties agree that the provisions of sections 24 to 28 of the Landlord and Tenant Act 1954 are excluded in relation to the tenancy created by this lease.',
      ),
      'rent-deposit': notFound,
      'interest-on-late-payment': percent(4, 'Default Interest Rate 4 per cent per annum above the base rate from time to time of Lloyds Bank plc'),
      'yield-up': text(
        'At the end of the Contractual Term the Tenant shall yield up the Premises with vacant possession in the repair and condition required by this lease, having removed its trade fixtures, stock and signage and, if the Landlord so requires, having removed any alterations made by the Tenant and reinstated the Premises',
        'yield up',
        'reinstated',
      ),
      'aga-and-guarantor-release': yes(
        "It is a condition of any consent to assign that, before the assignment completes, the Tenant enters into an authorised guarantee agreement within the meaning of section 16 of the Landlord and Tenant (Covenants) Act 1995 guaranteeing the performance of the tenant covenants of this lease by the assignee, and that the Guarantor guarantees the Tenant's obligations under that authorised guarantee agreement.",
      ),
      'registration-england-wales': yes([
        'Within one month after the grant of this lease the Tenant shall apply to register this lease at HM Land Registry',
        'Contractual Term Ten years from and including 25 December 2024',
      ]),
      'stamp-duty-land-tax': text(
        'The Tenant shall pay any stamp duty land tax chargeable on the grant of this lease, submit the land transaction return to HM Revenue & Customs and give the Landlord a copy of the SDLT5 certificate.',
        'stamp duty land tax',
      ),
      'governing-law': text('shall be governed by the law of England and Wales, and the courts of England and Wales shall have exclusive jurisdiction', 'England and Wales'),
    },
    own: [
      {
        id: 'own-1',
        text: 'Can the tenant sublet part of the shop?',
        gold: no('The Tenant shall not assign, underlet, charge or part with possession of part only of the Premises.'),
      },
      {
        id: 'own-2',
        text: 'Does the landlord have its own break right?',
        gold: no('The Landlord has no right to terminate this lease early other than under clause 10.'),
      },
      {
        id: 'own-3',
        text: 'For how long is loss of rent insured?',
        gold: years(3, "shall insure against three years' loss of the Annual Rent"),
      },
      {
        id: 'own-4',
        text: 'Is the tenant obliged to keep the shop open for trade?',
        gold: yes('to keep the Premises open for trade during the normal opening hours of the Centre'),
      },
    ],
  },
  {
    id: 'calibration-d-lease-wa-swansea-ty-pennant-suite-2',
    typeKey: 'property-lease',
    region: 'WA',
    title: 'Lease of second floor offices, Ty Pennant, 40 Kingsway, Swansea',
    style: 'deed',
    pages: [
      `THIS LEASE is made the fourteenth day of October 2024
BETWEEN GLANMOR PROPERTY HOLDINGS LIMITED (company registration number 04399215) whose registered office is at 7 Walter Road, Swansea SA1 5NF (hereinafter called "the Landlord", which expression shall where the context so admits include the person for the time being entitled to the reversion immediately expectant on the term hereby granted) of the one part
AND TEIFI ACTUARIAL SERVICES LLP (registered number OC421876) whose registered office is at 12 Pendre, Cardigan SA43 1JL (hereinafter called "the Tenant", which expression shall include its successors in title) of the other part
WHEREAS
(1) The Landlord is the registered proprietor of the freehold property known as Ty Pennant, 40 Kingsway, Swansea SA1 5LF, registered at HM Land Registry under title number CYM509214 (hereinafter called "the Building").
(2) The Landlord has agreed to grant to the Tenant a lease of the Premises on the terms hereinafter appearing.
NOW THIS DEED WITNESSETH as follows:
1. In this Lease the expression "the Premises" means ALL THAT suite of offices on the second floor of the Building known as Suite 2, Second Floor, Ty Pennant, 40 Kingsway, Swansea SA1 5LF, having a net internal area of approximately 2,150 square feet and shown edged red on the plan annexed hereto, including the floor finishes, the ceiling finishes, the internal plaster and the internal doors, but excluding the structure, the exterior and the windows of the Building, together with the right to use two car parking spaces in the basement car park of the Building in such positions as the Landlord may from time to time allocate; the expression "the Services" means the heating and cooling of the Premises, the lift, the door entry system, the cleaning and lighting of the common parts and the staffing of the reception desk during normal business hours; and the expression "the Schedule of Condition" means the schedule of photographs and written notes of the condition of the Premises prepared by Morgan Price Chartered Surveyors dated the second day of October 2024 and annexed hereto.
2. IN CONSIDERATION of the rents hereinafter reserved and of the covenants on the part of the Tenant hereinafter contained the Landlord HEREBY DEMISES unto the Tenant the Premises TOGETHER WITH the rights set out in the First Schedule hereto EXCEPT AND RESERVING unto the Landlord the rights set out in the Second Schedule hereto TO HOLD the same unto the Tenant for the term of five years commencing on and including the twenty-ninth day of September 2024 YIELDING AND PAYING therefor unto the Landlord during the said term the yearly rent of TWENTY-EIGHT THOUSAND FOUR HUNDRED POUNDS (£28,400) by equal quarterly payments in advance on the usual quarter days PROVIDED ALWAYS that no rent shall be payable in respect of the first three months of the said term and the first payment, being a proportionate sum in respect of the period from the twenty-ninth day of December 2024 to the twenty-fourth day of March 2025, shall be made on the twenty-ninth day of December 2024 AND ALSO YIELDING AND PAYING by way of further rent the service charge and the insurance rent hereinafter mentioned.`,
      `3. The Tenant HEREBY COVENANTS with the Landlord as follows:
(1) To pay the said rents at the times and in the manner aforesaid without any deduction and, if any sum shall not be paid within fourteen days of the date on which it became due, to pay interest thereon at the rate of three per centum per annum above the base rate for the time being of HSBC UK Bank plc from the due date until the date of payment.
(2) To pay to the Landlord by way of further rent a fair and reasonable proportion (which shall initially be 18 per cent) of the costs incurred by the Landlord in providing the Services and in maintaining, repairing and managing the Building PROVIDED THAT the service charge payable by the Tenant shall not exceed NINE THOUSAND TWO HUNDRED POUNDS (£9,200) in any year of the said term.
(3) To pay to the Landlord on demand by way of further rent a fair proportion of the premium paid by the Landlord for insuring the Building (hereinafter called "the insurance rent").
(4) To keep the Premises in good and tenantable repair and condition (damage by any of the insured risks excepted save where the insurance monies are irrecoverable by reason of any act or default of the Tenant) PROVIDED THAT the Tenant shall not be required to put or keep the Premises in any better state of repair or condition than that evidenced by the Schedule of Condition.
(5) In the last year of the said term (howsoever determined) to redecorate the interior of the Premises in a good and workmanlike manner.
(6) Not to use the Premises otherwise than as offices within Class B1(a) of the Schedule to the Town and Country Planning (Use Classes) Order 1987 as that Order applies in Wales.
(7) Not to assign, underlet, charge, part with or share possession or occupation of any part (as distinct from the whole) of the Premises.
(8) Not to assign or underlet the whole of the Premises without the previous written consent of the Landlord, such consent not to be unreasonably withheld, and not to charge the whole of the Premises at all; and the Landlord may, where it is reasonable to do so, require as a condition of its consent to an assignment that the Tenant enter into an authorised guarantee agreement within the meaning of the Landlord and Tenant (Covenants) Act 1995.
(9) Not to make any alteration or addition to the Premises other than the installation and removal of demountable partitioning.
(10) At the expiration or sooner determination of the said term quietly to yield up the Premises in such repair and condition as shall be in accordance with the covenants herein contained, having removed all tenant's fixtures and signage and, if so required by the Landlord, any partitioning installed by the Tenant, and making good all damage caused by such removal.
4. The Landlord HEREBY COVENANTS with the Tenant as follows:
(1) That the Tenant paying the rents hereby reserved and performing and observing the covenants on its part herein contained shall peaceably hold and enjoy the Premises during the said term without any interruption by the Landlord or any person rightfully claiming under or in trust for it.
(2) To keep the structure, exterior and common parts of the Building in good repair and to provide the Services.
(3) To insure the Building against loss or damage by fire, lightning, storm, flood, explosion, escape of water, impact, riot and malicious damage and such other risks as the Landlord may reasonably decide, in its full reinstatement value, and to lay out the insurance monies in rebuilding and reinstating the Building.`,
      `5. PROVIDED ALWAYS AND IT IS HEREBY AGREED as follows:
(1) If the rents hereby reserved or any part thereof shall be unpaid for fourteen days after becoming payable (whether formally demanded or not) or if any covenant on the part of the Tenant shall not be performed or observed or if the Tenant shall enter into liquidation or administration or have a receiver appointed, then it shall be lawful for the Landlord at any time thereafter to re-enter upon the Premises or any part thereof in the name of the whole, and thereupon this demise shall absolutely determine, but without prejudice to any right of action of the Landlord in respect of any antecedent breach.
(2) If the Tenant shall desire to determine the term hereby granted on the twenty-eighth day of September 2027 and shall give to the Landlord not less than six months' previous notice in writing, and shall on that date have paid the rents hereby reserved and give up vacant possession of the Premises, then on that date the said term shall cease, without prejudice to any claim by either party in respect of any antecedent breach.
(3) The Tenant has on the execution hereof paid to the Landlord the sum of SEVEN THOUSAND ONE HUNDRED POUNDS (£7,100) by way of rent deposit, to be held by the Landlord in a separate designated account on the terms of a deed of rent deposit of even date herewith.
(4) All sums payable by the Tenant under this Lease are exclusive of value added tax. The Landlord has not elected to waive exemption from value added tax in respect of the Building, but if it shall hereafter do so the Tenant shall pay value added tax on the rents in addition to them.
(5) The parties have not entered into any agreement under section 38A of the Landlord and Tenant Act 1954, and the tenancy hereby created shall have the protection of sections 24 to 28 of that Act.
(6) The Tenant shall be responsible for any land transaction tax chargeable under the Land Transaction Tax and Anti-avoidance of Devolved Taxes (Wales) Act 2017 on the grant of this Lease, and shall make any land transaction return required to the Welsh Revenue Authority and pay any tax due.
(7) The term hereby granted not exceeding seven years, this Lease is not required to be registered at HM Land Registry and the Tenant shall not apply to enter a notice of it on the register of the Landlord's title.
(8) This Lease shall be governed by and construed in accordance with the law of England and Wales as applied in Wales, and the parties submit to the jurisdiction of the courts of England and Wales.
THE FIRST SCHEDULE
(Rights granted)
1. The right in common with the Landlord and all others so entitled to pass and repass on foot over the entrance hall, stairs, lifts and landings of the Building for access to and from the Premises at all times.
2. The right to use two car parking spaces in the basement car park of the Building as provided in clause 1.
3. The right to display the Tenant's name on the directory board in the entrance hall of the Building in a style approved by the Landlord.
THE SECOND SCHEDULE
(Exceptions and reservations)
1. The right for the Landlord and those authorised by it to enter the Premises on reasonable prior notice (save in emergency) to inspect them and to repair any part of the Building.
2. The free passage of water, soil, gas and electricity through the conducting media in or under the Premises serving other parts of the Building.
IN WITNESS whereof this Lease has been executed as a deed and is delivered on the date first above written.
EXECUTED as a DEED by GLANMOR PROPERTY HOLDINGS LIMITED acting by Gareth Wyn Prosser, a director, in the presence of Sian Hopkins, solicitor, 7 Walter Road, Swansea	G. W. Prosser
EXECUTED as a DEED by TEIFI ACTUARIAL SERVICES LLP acting by two members, Nerys Ann Lloyd and Owain Tudur Parry	N. A. Lloyd / O. T. Parry`,
    ],
    gold: {
      landlord: names('BETWEEN GLANMOR PROPERTY HOLDINGS LIMITED (company registration number 04399215)', 'Glanmor Property Holdings Limited'),
      tenant: names('AND TEIFI ACTUARIAL SERVICES LLP (registered number OC421876)', 'Teifi Actuarial Services LLP'),
      guarantor: notFound,
      'lease-date': date('2024-10-14', 'THIS LEASE is made the fourteenth day of October 2024'),
      premises: text(
        'ALL THAT suite of offices on the second floor of the Building known as Suite 2, Second Floor, Ty Pennant, 40 Kingsway, Swansea SA1 5LF',
        'Suite 2',
        'Ty Pennant',
      ),
      term: years(5, 'TO HOLD the same unto the Tenant for the term of five years commencing on and including the twenty-ninth day of September 2024'),
      'initial-rent': gbp(28400, [
        'the yearly rent of TWENTY-EIGHT THOUSAND FOUR HUNDRED POUNDS (£28,400) by equal quarterly payments in advance on the usual quarter days',
        'The Landlord has not elected to waive exemption from value added tax in respect of the Building',
      ]),
      'rent-free-period': months(3, 'no rent shall be payable in respect of the first three months of the said term'),
      'rent-review': notFound,
      'break-options': text(
        "If the Tenant shall desire to determine the term hereby granted on the twenty-eighth day of September 2027 and shall give to the Landlord not less than six months' previous notice in writing, and shall on that date have paid the rents hereby reserved and give up vacant possession of the Premises",
        'six months',
        'vacant possession',
      ),
      alienation: text(
        [
          'Not to assign, underlet, charge, part with or share possession or occupation of any part (as distinct from the whole) of the Premises.',
          'Not to assign or underlet the whole of the Premises without the previous written consent of the Landlord, such consent not to be unreasonably withheld, and not to charge the whole of the Premises at all',
        ],
        'consent',
      ),
      repair: text(
        'To keep the Premises in good and tenantable repair and condition (damage by any of the insured risks excepted save where the insurance monies are irrecoverable by reason of any act or default of the Tenant) PROVIDED THAT the Tenant shall not be required to put or keep the Premises in any better state of repair or condition than that evidenced by the Schedule of Condition.',
        'Schedule of Condition',
      ),
      'service-charge': text(
        'a fair and reasonable proportion (which shall initially be 18 per cent) of the costs incurred by the Landlord in providing the Services and in maintaining, repairing and managing the Building PROVIDED THAT the service charge payable by the Tenant shall not exceed NINE THOUSAND TWO HUNDRED POUNDS (£9,200) in any year of the said term',
        '£9,200',
      ),
      insurance: text(
        [
          'To insure the Building against loss or damage by fire, lightning, storm, flood, explosion, escape of water, impact, riot and malicious damage',
          'To pay to the Landlord on demand by way of further rent a fair proportion of the premium paid by the Landlord for insuring the Building',
        ],
        'premium',
      ),
      'permitted-use': text('Not to use the Premises otherwise than as offices within Class B1(a)', 'offices'),
      'landlord-covenants': text(
        [
          'shall peaceably hold and enjoy the Premises during the said term without any interruption by the Landlord or any person rightfully claiming under or in trust for it',
          'To keep the structure, exterior and common parts of the Building in good repair and to provide the Services.',
        ],
        'peaceably hold and enjoy',
      ),
      forfeiture: text(
        'If the rents hereby reserved or any part thereof shall be unpaid for fourteen days after becoming payable (whether formally demanded or not)',
        'fourteen days',
      ),
      'security-of-tenure-1954-act': no(
        'The parties have not entered into any agreement under section 38A of the Landlord and Tenant Act 1954, and the tenancy hereby created shall have the protection of sections 24 to 28 of that Act.',
      ),
      'rent-deposit': gbp(7100, 'the sum of SEVEN THOUSAND ONE HUNDRED POUNDS (£7,100) by way of rent deposit'),
      'interest-on-late-payment': percent(3, 'to pay interest thereon at the rate of three per centum per annum above the base rate for the time being of HSBC UK Bank plc'),
      'yield-up': text(
        "At the expiration or sooner determination of the said term quietly to yield up the Premises in such repair and condition as shall be in accordance with the covenants herein contained, having removed all tenant's fixtures and signage",
        'yield up',
      ),
      'aga-and-guarantor-release': yes(
        'the Landlord may, where it is reasonable to do so, require as a condition of its consent to an assignment that the Tenant enter into an authorised guarantee agreement',
        'reasonable',
      ),
      'registration-england-wales': no('The term hereby granted not exceeding seven years, this Lease is not required to be registered at HM Land Registry'),
      'land-transaction-tax': text(
        'The Tenant shall be responsible for any land transaction tax chargeable under the Land Transaction Tax and Anti-avoidance of Devolved Taxes (Wales) Act 2017 on the grant of this Lease, and shall make any land transaction return required to the Welsh Revenue Authority',
        'Welsh Revenue Authority',
      ),
      'governing-law': text('This Lease shall be governed by and construed in accordance with the law of England and Wales as applied in Wales', 'England and Wales'),
    },
    own: [
      {
        id: 'own-1',
        text: 'How many parking spaces come with the suite?',
        gold: text('together with the right to use two car parking spaces in the basement car park of the Building', 'two car parking spaces'),
      },
      {
        id: 'own-2',
        text: 'Can Teifi sublet the whole of the suite?',
        gold: yes(
          'Not to assign or underlet the whole of the Premises without the previous written consent of the Landlord, such consent not to be unreasonably withheld',
          'consent',
        ),
      },
      {
        id: 'own-3',
        text: 'Could the tenant give its bank a charge over the lease?',
        gold: no('and not to charge the whole of the Premises at all'),
      },
      {
        id: 'own-4',
        text: 'Is VAT charged on the rent at present?',
        gold: no('The Landlord has not elected to waive exemption from value added tax in respect of the Building'),
      },
    ],
  },
  {
    id: 'calibration-d-lease-ie-naas-kilcullen-road-unit-9',
    typeKey: 'property-lease',
    region: 'IE',
    title: 'Lease of Unit 9, Kilcullen Road Business Park, Naas, Co. Kildare',
    style: 'typed',
    pages: [
      `DATED the 28th day of November 2024
LIFFEYSIDE INDUSTRIAL PROPERTIES LIMITED (Landlord)
ARDCLOUGH PACKAGING LIMITED (Tenant)
BARROWLINE HOLDINGS DESIGNATED ACTIVITY COMPANY (Surety)
LEASE
of Unit 9, Kilcullen Road Business Park, Naas, Co. Kildare
THIS LEASE is made the 28th day of November 2024
BETWEEN
LIFFEYSIDE INDUSTRIAL PROPERTIES LIMITED having its registered office at 14 Fitzwilliam Place, Dublin 2, D02 VK63 (registered number 318452) (the "Landlord", which expression includes its successors and assigns);
ARDCLOUGH PACKAGING LIMITED having its registered office at Unit 9, Kilcullen Road Business Park, Naas, Co. Kildare, W91 KX27 (registered number 672219) (the "Tenant"); and
BARROWLINE HOLDINGS DESIGNATED ACTIVITY COMPANY having its registered office at 2 Harbour Square, Dun Laoghaire, Co. Dublin (registered number 598043) (the "Surety").
RECITALS
A. The Landlord is the registered owner of the lands comprised in Folio 14823F of the Register of Freeholders, County Kildare, on part of which the Business Park has been built.
B. The Tenant, before the execution of this Lease, executed a deed of renunciation dated 21 November 2024 under section 17(1)(a)(iiia) of the Landlord and Tenant (Amendment) Act 1980 (as inserted by section 47 of the Civil Law (Miscellaneous Provisions) Act 2008), having first received independent legal advice, renouncing its entitlement to a new tenancy in the Demised Premises.
C. The Surety, the parent company of the Tenant, has agreed to join in this Lease to guarantee the obligations of the Tenant.
1. DEFINITIONS
"Business Park" means Kilcullen Road Business Park, Naas, Co. Kildare.
"Demised Premises" means Unit 9 of the Business Park, being a single-storey industrial warehouse unit with a two-storey office block, a service yard and eight car parking spaces, having a gross external area of approximately 1,860 square metres and shown edged red on the Map annexed, including the roof, structure and foundations of the unit.
"Term" means ten years from and including 1 December 2024.
"Initial Rent" means €96,500 (ninety-six thousand five hundred euro) per annum.
"Gale Days" means 1 March, 1 June, 1 September and 1 December in each year.
"Rent Review Date" means 1 December 2029.
"Prescribed Rate" means three and one half per cent (3.5%) per annum above the one-month Euro Interbank Offered Rate (EURIBOR) from time to time or, if that rate is not published, such comparable rate as the Landlord reasonably specifies.
"Service Charge Proportion" means 8.2 per cent.
"Permitted Use" means use for the manufacture, storage and distribution of paper and cardboard food packaging, with ancillary offices, within Class 4 or Class 5 of Part 4 of Schedule 2 to the Planning and Development Regulations 2001 (as amended).
"Insured Risks" means fire, lightning, explosion, storm, tempest, flood, bursting and overflowing of water tanks and pipes, impact, aircraft, riot, civil commotion, malicious damage and (where cover is available at reasonable cost) terrorism.`,
      `2. DEMISE AND RENT
2.1 The Landlord demises the Demised Premises to the Tenant for the Term, subject to the rights reserved in the Second Schedule, the Tenant paying the Initial Rent (as reviewed under clause 4) by equal quarterly payments in advance on the Gale Days, the first payment (apportioned) to be made on 12 January 2025 for the period from that date to 28 February 2025.
2.2 Notwithstanding clause 2.1, the Tenant shall have a rent-free period of six weeks from the commencement of the Term to enable it to fit out the Demised Premises, and rent shall first become payable on 12 January 2025.
2.3 The Landlord has exercised its option to tax the letting of the Demised Premises under section 97 of the Value-Added Tax Consolidation Act 2010, and the Tenant shall pay VAT at the applicable rate on the rent and on all other sums payable under this Lease.
3. TENANT'S COVENANTS
The Tenant covenants with the Landlord:
3.1 To pay the rents reserved on the Gale Days without deduction or set-off, and to pay interest at the Prescribed Rate on any sum unpaid for seven days after its due date, from the due date until payment.
3.2 To pay the Service Charge Proportion of the costs incurred by the Landlord in maintaining, repairing, lighting and securing the roads, footpaths, landscaped areas, boundary fences, CCTV and common drainage of the Business Park, and a contribution of €1,500 per annum to a sinking fund for the renewal of the estate roads; the service charge is not subject to any cap.
3.3 To keep the Demised Premises (including the roof, structure and foundations and all plant, machinery and service media) in good and substantial repair and condition and, when necessary, to rebuild, reconstruct or replace them, damage by the Insured Risks excepted save insofar as the insurance is vitiated by any act or default of the Tenant.
3.4 To pay to the Landlord on demand, as additional rent, the whole of the premiums paid by the Landlord for insuring the Demised Premises against the Insured Risks in their full reinstatement value, for three years' loss of rent and for public liability.
3.5 Not to use the Demised Premises other than for the Permitted Use.
3.6 Not to assign, sub-let, charge or part with possession of part only of the Demised Premises; not to assign or sub-let the whole of the Demised Premises without the prior written consent of the Landlord, which shall not be unreasonably withheld, and no sub-letting of the whole shall be at less than the open market rent or made before the sub-tenant has executed a deed of renunciation; and not to share occupation of the Demised Premises with any person.
3.7 Not to make any structural alteration to the Demised Premises, and not to make any internal non-structural alteration without the consent of the Landlord, which shall not be unreasonably withheld.
3.8 To permit the Landlord to enter on reasonable notice to view the state of repair, and to remedy within two months any want of repair specified in a schedule of dilapidations served by the Landlord during the Term.
3.9 At the expiration or sooner determination of the Term, to yield up the Demised Premises in the repair and condition required by this Lease, having removed its plant, racking and signage and, if the Landlord so requires, any alterations made by the Tenant, making good all damage caused, and to pay to the Landlord the cost of remedying the dilapidations specified in any terminal schedule of dilapidations served by the Landlord not later than three months after the end of the Term.
4. RENT REVIEW
4.1 The rent payable from the Rent Review Date shall be the open market rent of the Demised Premises at the Rent Review Date, agreed between the parties or, failing agreement, determined by an arbitrator nominated by the President of the Society of Chartered Surveyors Ireland, on the assumptions and disregards in the Third Schedule.
4.2 In accordance with section 132 of the Land and Conveyancing Law Reform Act 2009, the rent so agreed or determined may be higher or lower than the rent payable immediately before the Rent Review Date.`,
      `5. LANDLORD'S COVENANTS
The Landlord covenants with the Tenant:
5.1 That the Tenant, paying the rents and performing the covenants in this Lease, shall peaceably and quietly hold and enjoy the Demised Premises during the Term without any interruption by the Landlord or any person rightfully claiming under or in trust for it.
5.2 To insure the Demised Premises against the Insured Risks in their full reinstatement value (including architects' fees and VAT) and to apply the insurance moneys in rebuilding and reinstating them; and the rent (or a fair proportion of it) shall be suspended for up to three years while the Demised Premises are unfit for use following damage by an Insured Risk.
5.3 To use reasonable endeavours to maintain, light and secure the roads, footpaths and common areas of the Business Park, subject to payment of the Service Charge Proportion.
6. PROVISOS
6.1 If the rents or any of them are unpaid for twenty-one days after becoming due (whether formally demanded or not), or if the Tenant breaches any of its covenants, or if the Tenant or the Surety is unable to pay its debts, has an examiner, receiver or liquidator appointed or enters into any arrangement with its creditors, the Landlord may re-enter the Demised Premises and the Term shall then cease, without prejudice to any claim in respect of an earlier breach.
6.2 The Tenant has on the execution of this Lease paid the Landlord €24,125 (being an amount equal to three months' Initial Rent) as a security deposit, to be held by the Landlord in a separate interest-bearing account and repaid to the Tenant, less any amounts properly applied in remedying breaches by the Tenant, within two months after the end of the Term.
6.3 The Tenant acknowledges that, by the deed of renunciation referred to in Recital B, it has renounced its entitlement to a new tenancy of the Demised Premises under Part II of the Landlord and Tenant (Amendment) Act 1980 on the expiration of the Term.
6.4 This Lease being for a term not exceeding twenty-one years, the interest of the Tenant is a burden affecting registered land without registration under section 72 of the Registration of Title Act 1964, and neither party shall be obliged to apply to register this Lease as a burden on Folio 14823F, County Kildare.
6.5 The Tenant shall pay all stamp duty chargeable on this Lease, shall file the stamp duty return through the Revenue Online Service within the time limited by the Stamp Duties Consolidation Act 1999, and shall give the Landlord a copy of the stamp certificate.
6.6 This Lease is governed by the laws of Ireland, and the parties submit to the exclusive jurisdiction of the courts of Ireland.
7. SURETY
7.1 The Surety covenants with the Landlord, as primary obligor and not merely as surety, that the Tenant will pay the rents and perform the covenants in this Lease, and that the Surety will indemnify the Landlord against all loss arising from any default by the Tenant.
7.2 The Surety shall be released from its obligations under this clause on an assignment of this Lease made with the consent of the Landlord, provided that a replacement surety acceptable to the Landlord (acting reasonably) has first covenanted with the Landlord in the terms of this clause in respect of the assignee, but without prejudice to the liability of the Surety for breaches occurring before the assignment.
THE FIRST SCHEDULE (Rights granted)
A right of way with or without vehicles over the estate roads of the Business Park; the right to use the common drainage and service media of the Business Park; and the right to erect signage on the estate directory board.
THE SECOND SCHEDULE (Rights reserved)
The right for the Landlord to enter the Demised Premises on reasonable notice to inspect them and to maintain the service media serving other units; and the right to alter the layout of the estate roads provided that access to the Demised Premises is not materially impeded.
THE THIRD SCHEDULE (Rent review)
The open market rent shall be assessed on the assumption of a letting of the Demised Premises with vacant possession for a term of ten years, without a premium, on the terms of this Lease other than as to the amount of the rent and the rent-free period, and disregarding the goodwill of the Tenant's business and any improvements made by the Tenant at its own cost with the consent of the Landlord.
PRESENT when the Common Seal of LIFFEYSIDE INDUSTRIAL PROPERTIES LIMITED was affixed hereto: Conor Brennan (Director) and Aoife Kavanagh (Secretary)
PRESENT when the Common Seal of ARDCLOUGH PACKAGING LIMITED was affixed hereto: Declan Moriarty (Director) and Sinead Foley (Director)
PRESENT when the Common Seal of BARROWLINE HOLDINGS DESIGNATED ACTIVITY COMPANY was affixed hereto: Declan Moriarty (Director) and Padraic Hennessy (Secretary)`,
    ],
    gold: {
      landlord: names('LIFFEYSIDE INDUSTRIAL PROPERTIES LIMITED having its registered office at 14 Fitzwilliam Place, Dublin 2', 'Liffeyside Industrial Properties Limited'),
      tenant: names('ARDCLOUGH PACKAGING LIMITED having its registered office at Unit 9, Kilcullen Road Business Park', 'Ardclough Packaging Limited'),
      guarantor: names(
        'BARROWLINE HOLDINGS DESIGNATED ACTIVITY COMPANY having its registered office at 2 Harbour Square, Dun Laoghaire, Co. Dublin (registered number 598043) (the "Surety").',
        'Barrowline Holdings Designated Activity Company',
      ),
      'lease-date': date('2024-11-28', 'THIS LEASE is made the 28th day of November 2024'),
      premises: text(
        [
          '"Demised Premises" means Unit 9 of the Business Park, being a single-storey industrial warehouse unit with a two-storey office block',
          '"Business Park" means Kilcullen Road Business Park, Naas, Co. Kildare.',
        ],
        'Unit 9',
      ),
      term: years(10, '"Term" means ten years from and including 1 December 2024.'),
      'initial-rent': eur(96500, [
        '"Initial Rent" means €96,500 (ninety-six thousand five hundred euro) per annum.',
        'The Landlord has exercised its option to tax the letting of the Demised Premises under section 97 of the Value-Added Tax Consolidation Act 2010',
      ]),
      'rent-free-period': weeks(6, 'the Tenant shall have a rent-free period of six weeks from the commencement of the Term'),
      'rent-review-ireland': text(
        [
          'The rent payable from the Rent Review Date shall be the open market rent of the Demised Premises at the Rent Review Date',
          'In accordance with section 132 of the Land and Conveyancing Law Reform Act 2009, the rent so agreed or determined may be higher or lower than the rent payable immediately before the Rent Review Date.',
          '"Rent Review Date" means 1 December 2029.',
        ],
        'higher or lower',
      ),
      'break-options': notFound,
      alienation: text(
        'Not to assign, sub-let, charge or part with possession of part only of the Demised Premises; not to assign or sub-let the whole of the Demised Premises without the prior written consent of the Landlord, which shall not be unreasonably withheld',
        'consent',
        'part only',
      ),
      repair: text(
        'To keep the Demised Premises (including the roof, structure and foundations and all plant, machinery and service media) in good and substantial repair and condition and, when necessary, to rebuild',
        'roof, structure and foundations',
      ),
      'service-charge': text(
        'To pay the Service Charge Proportion of the costs incurred by the Landlord in maintaining, repairing, lighting and securing the roads, footpaths, landscaped areas, boundary fences, CCTV and common drainage of the Business Park, and a contribution of €1,500 per annum to a sinking fund for the renewal of the estate roads; the service charge is not subject to any cap.',
        'not subject to any cap',
      ),
      insurance: text(
        [
          'To insure the Demised Premises against the Insured Risks in their full reinstatement value',
          'To pay to the Landlord on demand, as additional rent, the whole of the premiums paid by the Landlord for insuring the Demised Premises against the Insured Risks',
        ],
        'premiums',
      ),
      'permitted-use': text('"Permitted Use" means use for the manufacture, storage and distribution of paper and cardboard food packaging, with ancillary offices', 'food packaging'),
      'landlord-covenants': text(
        'shall peaceably and quietly hold and enjoy the Demised Premises during the Term without any interruption by the Landlord',
        'quietly hold and enjoy',
      ),
      forfeiture: text(
        'If the rents or any of them are unpaid for twenty-one days after becoming due (whether formally demanded or not), or if the Tenant breaches any of its covenants',
        'twenty-one days',
      ),
      'renunciation-1980-act': yes([
        'The Tenant, before the execution of this Lease, executed a deed of renunciation dated 21 November 2024 under section 17(1)(a)(iiia) of the Landlord and Tenant (Amendment) Act 1980',
        'it has renounced its entitlement to a new tenancy of the Demised Premises under Part II of the Landlord and Tenant (Amendment) Act 1980',
      ]),
      'rent-deposit': eur(24125, "The Tenant has on the execution of this Lease paid the Landlord €24,125 (being an amount equal to three months' Initial Rent) as a security deposit"),
      'interest-on-late-payment': percent(3.5, '"Prescribed Rate" means three and one half per cent (3.5%) per annum above the one-month Euro Interbank Offered Rate (EURIBOR)'),
      'yield-up': text(
        'At the expiration or sooner determination of the Term, to yield up the Demised Premises in the repair and condition required by this Lease, having removed its plant, racking and signage',
        'yield up',
      ),
      'guarantor-release': yes(
        'The Surety shall be released from its obligations under this clause on an assignment of this Lease made with the consent of the Landlord, provided that a replacement surety acceptable to the Landlord (acting reasonably) has first covenanted with the Landlord',
        'replacement surety',
      ),
      'registration-ireland': no('neither party shall be obliged to apply to register this Lease as a burden on Folio 14823F, County Kildare'),
      'stamp-duty-ireland': text(
        'The Tenant shall pay all stamp duty chargeable on this Lease, shall file the stamp duty return through the Revenue Online Service',
        'stamp duty',
      ),
      'governing-law': text('This Lease is governed by the laws of Ireland', 'laws of Ireland'),
    },
    own: [
      {
        id: 'own-1',
        text: 'Does the tenant pay into a sinking fund, and how much a year?',
        gold: eur(1500, 'a contribution of €1,500 per annum to a sinking fund for the renewal of the estate roads'),
      },
      {
        id: 'own-2',
        text: 'Could Ardclough let a sister company share the unit?',
        gold: no('and not to share occupation of the Demised Premises with any person'),
      },
      {
        id: 'own-3',
        text: 'By when must the landlord serve its terminal schedule of dilapidations?',
        gold: months(3, 'terminal schedule of dilapidations served by the Landlord not later than three months after the end of the Term'),
      },
    ],
  },
  {
    id: 'calibration-d-cfs-en-bungay-old-maltings',
    typeKey: 'contract-for-sale',
    region: 'EN',
    title: 'Contract for sale: The Old Maltings, Mill Lane, Bungay',
    style: 'modern',
    pages: [
      `CONTRACT
Incorporating the Standard Commercial Property Conditions (Third Edition - 2018 Revision)
Date\t11 April 2025
Seller\tMARGARET ELLEN THURLOW of 4 Earsham Street, Bungay NR35 1AG and DAVID JOHN THURLOW of 27 Cliff Road, Felixstowe IP11 9SB, the personal representatives of ARTHUR GEORGE THURLOW deceased
Buyer\tWAVENEY QUAY HOMES LIMITED (company number 10662391) whose registered office is at 1 Broad Street, Harleston IP20 9AZ
Property (freehold)\tThe Old Maltings, Mill Lane, Bungay, Suffolk NR35 1ER, being the land and buildings registered at HM Land Registry under title number SK284417 and shown edged red on the attached plan
Title number\tSK284417
Specified incumbrances\tThe matters contained or referred to in the property and charges registers of title number SK284417 (other than any financial charge), including the covenants contained in the conveyance dated 9 June 1937 referred to in entry 1 of the charges register, and the wayleave agreement dated 2 February 2011 with UK Power Networks in respect of an overhead electricity line crossing the yard
Title guarantee\tLimited
Completion date\t16 May 2025
Contract rate\tFive per cent per annum above the base rate of the Bank of England from time to time
Purchase price\t£685,000
Deposit\t£34,250
Balance\t£650,750
Chattels price (included in the Purchase price)\t£4,500
The Seller agrees to sell and the Buyer agrees to buy the Property for the Purchase price.
WARNING: This is a formal document, designed to create legal rights and legal obligations. Take advice before using it.
Signed	M. E. Thurlow
Signed	D. J. Thurlow
Seller
Signed	T. Crane, director, for and on behalf of Waveney Quay Homes Limited
Buyer`,
      `SPECIAL CONDITIONS
1. Incorporation of the Conditions
1.1 This contract incorporates the Standard Commercial Property Conditions (Third Edition - 2018 Revision) (the "Conditions"), so far as they are not varied by or inconsistent with these special conditions.
1.2 Part 2 of the Conditions is not incorporated.
1.3 Words defined in the Conditions have the same meaning in these special conditions.
2. Incumbrances
2.1 The Property is sold subject to the Specified incumbrances. The Buyer has been supplied with copies of them and shall raise no requisition about them.
3. Deposit
3.1 Notwithstanding the Conditions, the deposit is £34,250 (five per cent of the Purchase price). It is payable on the date of this contract to the Seller's conveyancer, Alderton Kett LLP, who shall hold it as stakeholder on terms that on completion it is paid to the Seller with accrued interest.
4. Capacity and title guarantee
4.1 The Seller sells as personal representatives of Arthur George Thurlow deceased and transfers with limited title guarantee.
4.2 The Seller has obtained a grant of probate of the will of Arthur George Thurlow dated 14 January 2025, a copy of which has been supplied to the Buyer.
5. Vacant possession
5.1 The Property is sold with vacant possession on completion.
6. Chattels
6.1 The chattels listed in the Schedule are included in the sale, and £4,500 of the Purchase price is apportioned to them.
7. VAT
7.1 The Seller has not opted to tax the Property and will not do so before completion, and the sale is an exempt supply for VAT purposes. The Purchase price is inclusive of any VAT.
8. Conditionality
8.1 This contract is unconditional; in particular it is not conditional on the Buyer obtaining planning permission or finance.
9. Risk and insurance
9.1 Notwithstanding the Conditions, the Property is at the risk of the Buyer from the date of this contract, and the Seller is under no obligation to the Buyer to insure it.
9.2 The Buyer has been given a copy of the asbestos survey of the Property by Broadland Environmental dated 3 March 2025 and buys with full knowledge of the physical state of the Property.
10. Overage
10.1 On completion the Buyer shall enter into the overage deed in the agreed form annexed to this contract (the "Overage Deed"), under which the Buyer covenants to pay to the Seller thirty per cent of the increase in value attributable to any planning permission granted within fifteen years after completion for the erection of more than six dwellings on the Property.
10.2 The transfer of the Property shall contain an application by the Buyer for a restriction in favour of the Seller to protect the Overage Deed.`,
      `11. The transfer
11.1 The transfer shall be in form TR1 and shall contain a covenant by the Buyer to observe and perform the covenants referred to in the Specified incumbrances and to indemnify the Seller against any breach of them.
12. Entire agreement
12.1 This contract and the documents annexed to it contain the whole agreement between the parties relating to the sale of the Property. The Buyer acknowledges that in entering into it the Buyer has not relied on any representation made by or on behalf of the Seller other than the written replies of the Seller's conveyancer to the Buyer's conveyancer's written enquiries.
THE SCHEDULE
(Chattels)
1. The cast iron malt kiln cowl and its bearings, stored in the north bay.
2. The sack hoist, wheel and chain on the second floor.
3. The three oak malting shovels and the brass weighing scales displayed in the entrance hall.`,
    ],
    gold: {
      seller: names(
        'MARGARET ELLEN THURLOW of 4 Earsham Street, Bungay NR35 1AG and DAVID JOHN THURLOW of 27 Cliff Road, Felixstowe IP11 9SB, the personal representatives of ARTHUR GEORGE THURLOW deceased',
        'Margaret Ellen Thurlow',
        'David John Thurlow',
      ),
      buyer: names('Buyer WAVENEY QUAY HOMES LIMITED (company number 10662391)', 'Waveney Quay Homes Limited'),
      'contract-date': date('2025-04-11', 'Date 11 April 2025'),
      property: text('Property (freehold) The Old Maltings, Mill Lane, Bungay, Suffolk NR35 1ER', 'The Old Maltings', 'Mill Lane'),
      price: gbp(685000, 'Purchase price £685,000'),
      deposit: gbp(34250, [
        'Notwithstanding the Conditions, the deposit is £34,250 (five per cent of the Purchase price).',
        "It is payable on the date of this contract to the Seller's conveyancer, Alderton Kett LLP, who shall hold it as stakeholder",
        'Deposit £34,250',
      ]),
      'completion-date': date('2025-05-16', 'Completion date 16 May 2025'),
      conditions: text('This contract is unconditional; in particular it is not conditional on the Buyer obtaining planning permission or finance.', 'unconditional'),
      'title-guarantee': text(
        ['The Seller sells as personal representatives of Arthur George Thurlow deceased and transfers with limited title guarantee.', 'Title guarantee Limited'],
        'limited',
      ),
      'standard-conditions': text(
        [
          'This contract incorporates the Standard Commercial Property Conditions (Third Edition - 2018 Revision) (the "Conditions"), so far as they are not varied by or inconsistent with these special conditions.',
          'Part 2 of the Conditions is not incorporated.',
        ],
        'Standard Commercial Property Conditions',
      ),
      'vacant-possession': yes('The Property is sold with vacant possession on completion.'),
      'contract-rate': percent(5, 'Contract rate Five per cent per annum above the base rate of the Bank of England from time to time'),
      chattels: text(
        ['The chattels listed in the Schedule are included in the sale, and £4,500 of the Purchase price is apportioned to them.', 'The cast iron malt kiln cowl and its bearings'],
        '£4,500',
      ),
      incumbrances: text(
        'Specified incumbrances The matters contained or referred to in the property and charges registers of title number SK284417 (other than any financial charge), including the covenants contained in the conveyance dated 9 June 1937 referred to in entry 1 of the charges register, and the wayleave agreement',
        'conveyance dated 9 June 1937',
        'wayleave',
      ),
      vat: text('The Seller has not opted to tax the Property and will not do so before completion, and the sale is an exempt supply for VAT purposes.', 'not opted to tax'),
      overage: yes(
        'the Buyer covenants to pay to the Seller thirty per cent of the increase in value attributable to any planning permission granted within fifteen years after completion for the erection of more than six dwellings on the Property',
      ),
      risk: text('the Property is at the risk of the Buyer from the date of this contract, and the Seller is under no obligation to the Buyer to insure it', 'risk of the Buyer'),
    },
    own: [
      {
        id: 'own-1',
        text: 'What share of any planning uplift goes to the sellers?',
        gold: percent(30, 'the Buyer covenants to pay to the Seller thirty per cent of the increase in value attributable to any planning permission'),
      },
      {
        id: 'own-2',
        text: 'For how long after completion does the overage run?',
        gold: years(15, 'any planning permission granted within fifteen years after completion for the erection of more than six dwellings'),
      },
      {
        id: 'own-3',
        text: 'Have the executors taken out probate?',
        gold: yes('The Seller has obtained a grant of probate of the will of Arthur George Thurlow dated 14 January 2025'),
      },
    ],
  },
  {
    id: 'calibration-d-standard-security-sc-crieff-the-bakehouse',
    typeKey: 'standard-security',
    region: 'SC',
    title: 'Standard security by Strathearn Properties Limited in favour of Lomond & Tay Bank plc',
    style: 'deed',
    scanned: true,
    pages: [
      `STANDARD SECURITY
by
STRATHEARN PROPERTIES LIMITED
in favour of
LOMOND & TAY BANK PLC
Subjects: The Bakehouse, 18 Ford Road, Crieff PH7 3HN (Title Number PTH41736)
We, STRATHEARN PROPERTIES LIMITED, incorporated under the Companies Acts (registered number SC402958) and having our registered office at 2 Comrie Street, Crieff PH7 4AX (the "Chargor"),
CONSIDERING THAT Lomond & Tay Bank plc, incorporated under the Companies Acts (registered number SC091144) and having its registered office at 1 Tay Street, Perth PH1 5LQ (the "Bank"), has made or may make available to STRATHEARN OATCAKE COMPANY LIMITED, incorporated under the Companies Acts (registered number SC487213) and having its registered office at Unit 4, Broich Road Industrial Estate, Crieff PH7 3SA (the "Borrower"), banking facilities including a term loan of £380,000 under a facility letter dated 3 February 2025 (as amended, varied, supplemented or replaced from time to time, the "Facility Letter");
AND CONSIDERING THAT the Chargor has by a guarantee dated 3 February 2025 (the "Guarantee") guaranteed to the Bank the obligations of the Borrower;
THEREFORE in security of (first) all sums due and to become due by the Borrower to the Bank, whether under the Facility Letter or otherwise, and (second) all sums due and to become due by the Chargor to the Bank under the Guarantee or otherwise, in each case whether present or future, actual or contingent (together the "Secured Obligations"),
WE HEREBY GRANT a standard security in favour of the Bank over ALL and WHOLE the subjects known as The Bakehouse, 18 Ford Road, Crieff PH7 3HN, being the subjects registered in the Land Register of Scotland under Title Number PTH41736 (the "Subjects");`,
      `DECLARING THAT:
1. The amount recoverable from the Chargor under this Standard Security shall not exceed FOUR HUNDRED AND FIFTY THOUSAND POUNDS (£450,000), together with interest on that amount from the date of demand and the expenses of enforcement.
2. The Standard Conditions specified in Schedule 3 to the Conveyancing and Feudal Reform (Scotland) Act 1970 (the "1970 Act") and any lawful variation of them operative for the time being shall apply, and the Standard Conditions are hereby varied to the extent set out in the Schedule annexed and executed as relative hereto, which Schedule forms part of this Standard Security.
3. This Standard Security shall rank prior to the standard security granted by the Chargor in favour of Perthshire Enterprise Fund Limited registered in the Land Register of Scotland on 19 October 2021, in terms of the ranking agreement among the Chargor, the Bank and Perthshire Enterprise Fund Limited dated 3 February 2025.
4. The Chargor assigns to the Bank in security of the Secured Obligations the Chargor's whole right, title and interest in and to the rents and other sums payable under any lease or occupancy agreement of the Subjects, and shall intimate this assignation to each tenant or occupier when requested by the Bank.
5. The Chargor grants warrandice, and consents to registration hereof for preservation and execution.
IN WITNESS WHEREOF these presents consisting of this page and the Schedule annexed are subscribed for and on behalf of the Chargor by Elspeth Mary Dewar, director, at Crieff on 7 February 2025 before this witness, Graham Peter Allardyce, solicitor, of Allardyce & Muir, 12 High Street, Perth PH1 5TQ
E. M. Dewar	Director
G. P. Allardyce	Witness`,
      `This is the Schedule referred to in the foregoing Standard Security by Strathearn Properties Limited in favour of Lomond & Tay Bank plc
SCHEDULE
VARIATIONS OF THE STANDARD CONDITIONS
1. Standard Condition 1 (maintenance and repair) is varied so that the Chargor shall keep the Subjects and all buildings and fixtures on them in good and substantial repair and condition, and shall permit the Bank's surveyors to enter and inspect the Subjects on forty-eight hours' notice.
2. Standard Condition 5 (insurance) is varied so that the Chargor shall insure the Subjects with an insurer approved by the Bank against fire and such other risks as the Bank may reasonably require for their full reinstatement value, with the interest of the Bank noted on the policy, and shall apply all insurance money either in reinstating the Subjects or, at the option of the Bank, in repayment of the Secured Obligations.
3. Standard Condition 6 (restriction on letting) is varied so that the Chargor shall not let or agree to let the Subjects or any part of them, grant any licence or right of occupation, or vary or renounce any existing lease, without the prior written consent of the Bank.
4. The Chargor shall not sell or otherwise dispose of the Subjects or any part of them, and shall not grant any further standard security or other security over them, without the prior written consent of the Bank.
5. Standard Condition 9 (default) is varied so that the Chargor shall be held to be in default within the meaning of Standard Condition 9(1)(b) if any Event of Default (as defined in the Facility Letter) occurs or if any of the Secured Obligations is not paid when due; and on any default the Bank may serve a calling-up notice under section 19 of the 1970 Act or a notice of default under section 21 of the 1970 Act, or apply to the court under section 24 of the 1970 Act, and shall have all the remedies in Standard Condition 10.
E. M. Dewar	Director
G. P. Allardyce	Witness`,
      `CERTIFICATE OF THE REGISTRATION OF A CHARGE
Company number: SC402958
Charge code: SC40 2958 0003
The Registrar of Companies for Scotland hereby certifies that a charge identified by the charge code SC40 2958 0003 was registered pursuant to Chapter A1 Part 25 of the Companies Act 2006 on 26 February 2025.
Given at Companies House, Edinburgh on 27 February 2025`,
    ],
    gold: {
      creditor: names('Lomond & Tay Bank plc, incorporated under the Companies Acts (registered number SC091144)', 'Lomond & Tay Bank plc'),
      granter: names('We, STRATHEARN PROPERTIES LIMITED, incorporated under the Companies Acts (registered number SC402958)', 'Strathearn Properties Limited'),
      'date-of-subscription': date(
        '2025-02-07',
        'subscribed for and on behalf of the Chargor by Elspeth Mary Dewar, director, at Crieff on 7 February 2025 before this witness',
      ),
      subjects: text('ALL and WHOLE the subjects known as The Bakehouse, 18 Ford Road, Crieff PH7 3HN', 'The Bakehouse', '18 Ford Road'),
      'title-number': identifier('PTH41736', 'being the subjects registered in the Land Register of Scotland under Title Number PTH41736'),
      'fixed-sum': gbp(450000, 'The amount recoverable from the Chargor under this Standard Security shall not exceed FOUR HUNDRED AND FIFTY THOUSAND POUNDS (£450,000)'),
      'all-sums': yes([
        'THEREFORE in security of (first) all sums due and to become due by the Borrower to the Bank',
        '(second) all sums due and to become due by the Chargor to the Bank under the Guarantee or otherwise',
      ]),
      'form-a-or-b': text(
        'THEREFORE in security of (first) all sums due and to become due by the Borrower to the Bank, whether under the Facility Letter or otherwise, and (second) all sums due and to become due by the Chargor to the Bank under the Guarantee or otherwise',
        'Facility Letter',
        'Guarantee',
      ),
      'standard-conditions-varied': text(
        [
          'the Standard Conditions are hereby varied to the extent set out in the Schedule annexed and executed as relative hereto',
          'Standard Condition 1 (maintenance and repair) is varied',
          'Standard Condition 5 (insurance) is varied',
          'Standard Condition 6 (restriction on letting) is varied',
          'Standard Condition 9 (default) is varied',
        ],
        'varied',
      ),
      'restrictions-on-dealing': text(
        [
          'the Chargor shall not let or agree to let the Subjects or any part of them, grant any licence or right of occupation, or vary or renounce any existing lease, without the prior written consent of the Bank',
          'The Chargor shall not sell or otherwise dispose of the Subjects or any part of them, and shall not grant any further standard security or other security over them, without the prior written consent of the Bank.',
        ],
        'prior written consent of the Bank',
      ),
      ranking: yes(
        'This Standard Security shall rank prior to the standard security granted by the Chargor in favour of Perthshire Enterprise Fund Limited registered in the Land Register of Scotland on 19 October 2021, in terms of the ranking agreement',
      ),
      enforcement: text(
        'on any default the Bank may serve a calling-up notice under section 19 of the 1970 Act or a notice of default under section 21 of the 1970 Act, or apply to the court under section 24 of the 1970 Act',
        'calling-up notice',
      ),
      'repair-and-insurance': text(
        [
          'the Chargor shall keep the Subjects and all buildings and fixtures on them in good and substantial repair and condition',
          'the Chargor shall insure the Subjects with an insurer approved by the Bank against fire and such other risks as the Bank may reasonably require for their full reinstatement value',
        ],
        'repair',
        'insure',
      ),
      'assignation-of-rents': yes(
        "The Chargor assigns to the Bank in security of the Secured Obligations the Chargor's whole right, title and interest in and to the rents and other sums payable under any lease or occupancy agreement of the Subjects",
      ),
      'third-party-obligations': yes('THEREFORE in security of (first) all sums due and to become due by the Borrower to the Bank, whether under the Facility Letter or otherwise'),
      execution: yes(
        'subscribed for and on behalf of the Chargor by Elspeth Mary Dewar, director, at Crieff on 7 February 2025 before this witness, Graham Peter Allardyce, solicitor, of Allardyce & Muir, 12 High Street, Perth PH1 5TQ',
      ),
      'land-register-registration': notFound,
      'companies-house-registration': yes(
        'The Registrar of Companies for Scotland hereby certifies that a charge identified by the charge code SC40 2958 0003 was registered pursuant to Chapter A1 Part 25 of the Companies Act 2006 on 26 February 2025.',
      ),
    },
    own: [
      {
        id: 'own-1',
        text: 'Whose borrowing does this security really support?',
        gold: names(
          'has made or may make available to STRATHEARN OATCAKE COMPANY LIMITED, incorporated under the Companies Acts (registered number SC487213)',
          'Strathearn Oatcake Company Limited',
        ),
      },
      {
        id: 'own-2',
        text: 'What is the charge code at Companies House?',
        gold: identifier('SC40 2958 0003', 'Charge code: SC40 2958 0003'),
      },
      {
        id: 'own-3',
        text: 'Can the owner let part of the building to a tenant without asking the bank?',
        gold: no('the Chargor shall not let or agree to let the Subjects or any part of them, grant any licence or right of occupation, or vary or renounce any existing lease, without the prior written consent of the Bank'),
      },
    ],
  },
  {
    id: 'calibration-d-missives-sc-cults-craigmyle',
    typeKey: 'missives',
    region: 'SC',
    title: 'Missives: Craigmyle, 26 Morven Place, Cults, Aberdeen',
    style: 'typed',
    pages: [
      `GARVOCK LAMB LLP
Solicitors and Estate Agents
41 Union Row, Aberdeen AB10 1SA
Our ref: CB/BAX0012/1
Your ref: HMcK/BUC/3
2nd May 2025
Ferrier Gillanders
Solicitors
180 Holburn Street
Aberdeen AB10 6BY
Dear Sirs
Craigmyle, 26 Morven Place, Cults, Aberdeen AB15 9QH
On behalf of and as instructed by our clients, Calum Ross Baxter and Eilidh Jane Morrison, residing together at Flat 3, 11 Fonthill Terrace, Aberdeen AB11 7UR (the "Purchasers"), we hereby offer to purchase from your client, Neil Alexander Buchan (the "Seller"), the subjects known as Craigmyle, 26 Morven Place, Cults, Aberdeen AB15 9QH, registered in the Land Register of Scotland under Title Number ABN62114, together with the detached garage, the garden ground, the fittings and fixtures and the moveable items specified below (the "Property"), at the price of FOUR HUNDRED AND TWELVE THOUSAND POUNDS (£412,000) STERLING and on the following conditions:
1. The Scottish Standard Clauses (Edition 4) (the "Standard Clauses") are incorporated in and form part of this offer, subject to the following variations: (a) the period for which the Missives remain in force after the Date of Entry shall be three years rather than the period stated in the Standard Clauses; and (b) the Seller shall deliver the documents relating to alterations referred to in condition 5 within ten working days after the date of conclusion of the Missives.
2. Entry and vacant possession will be given and the Price paid on Friday 27 June 2025 or such other date as may be mutually agreed in writing (the "Date of Entry").
3. This offer is subject to the Purchasers obtaining a mortgage loan of not less than THREE HUNDRED AND TEN THOUSAND POUNDS (£310,000) on terms satisfactory to them. This suspensive condition is inserted for the sole benefit of the Purchasers and may be waived by them. If it is not purified or waived by written notice from us by 5.00 p.m. on 23 May 2025, either party shall be entitled to resile from the Missives without penalty.
4. The Price includes the fitted carpets and floor coverings, the curtain poles and blinds, the integrated Neff oven, hob and dishwasher, the garden shed and the greenhouse.
5. The Seller shall exhibit the building warrant and completion certificate for the single-storey rear extension built in or about 2016, and the planning permission and building warrant for the replacement detached garage built in or about 2019.
6. The Seller shall deliver at settlement a sworn affidavit in terms of the Matrimonial Homes (Family Protection) (Scotland) Act 1981 and the Civil Partnership Act 2004 confirming that there is no non-entitled spouse or civil partner with occupancy rights in the Property.
7. The Seller shall exhibit a valid marketable title and shall deliver a Form 12 report over Title Number ABN62114, brought down to a date as near as practicable to the Date of Entry, showing no entries adverse to the Seller in the Land Register or the Register of Inhibitions.
8. This offer, unless previously withdrawn, is open for acceptance so as to reach us in writing not later than 12 noon on 6th May 2025.
Yours faithfully
Catriona Baird
Partner, Garvock Lamb LLP`,
      `FERRIER GILLANDERS
Solicitors
180 Holburn Street, Aberdeen AB10 6BY
Our ref: HMcK/BUC/3
Your ref: CB/BAX0012/1
8 May 2025
Garvock Lamb LLP
41 Union Row
Aberdeen AB10 1SA
Dear Sirs
Craigmyle, 26 Morven Place, Cults, Aberdeen AB15 9QH
Your clients: Calum Ross Baxter and Eilidh Jane Morrison
Our client: Neil Alexander Buchan
On behalf of and as instructed by our client, Neil Alexander Buchan, we hereby accept your offer dated 2nd May 2025 to purchase the above subjects from him at the price of £412,000 and on the conditions contained in it, subject to the following qualifications:
1. Condition 1(a) of your offer is deleted. The Missives shall remain in force for two years after the Date of Entry, as provided in the Standard Clauses, and no longer.
2. With reference to condition 3 of your offer, the date of 23 May 2025 is amended to 16 May 2025.
3. With reference to condition 4 of your offer, the greenhouse is excluded from the sale and will be removed by the Seller before the Date of Entry.
4. With reference to condition 5 of your offer, the Seller will exhibit the building warrant and completion certificate for the rear extension. No building warrant was required for the replacement garage, and the Purchasers shall accept in place of one a letter from Aberdeen City Council confirming that the garage is exempt, together with the planning permission for it.
5. Notwithstanding the Standard Clauses, if the Price or any part of it is not paid on the Date of Entry, the Purchasers shall pay the Seller interest on the unpaid amount at the rate of six per cent per annum above the Bank of England base rate from the Date of Entry until payment, and if the Price is not paid within fourteen days after the Date of Entry the Seller shall be entitled to rescind the Missives and to claim damages from the Purchasers.
6. The Seller's solicitors will apply for an advance notice in respect of the disposition in favour of the Purchasers under the Land Registration etc. (Scotland) Act 2012, and will deliver at settlement a letter of obligation in the form recommended by the Law Society of Scotland.
7. This qualified acceptance is open for acceptance so as to reach us not later than 5.00 p.m. on 15 May 2025.
Yours faithfully
Hamish McKenzie
Ferrier Gillanders`,
      `GARVOCK LAMB LLP
Solicitors and Estate Agents
41 Union Row, Aberdeen AB10 1SA
Our ref: CB/BAX0012/1
Your ref: HMcK/BUC/3
14th May 2025
Ferrier Gillanders
180 Holburn Street
Aberdeen AB10 6BY
Dear Sirs
Craigmyle, 26 Morven Place, Cults, Aberdeen AB15 9QH
On behalf of and as instructed by our clients, Calum Ross Baxter and Eilidh Jane Morrison, we hereby accept the qualifications contained in your letter dated 8 May 2025 and hold the bargain as concluded between our respective clients.
We also confirm that our clients have received a satisfactory offer of loan, and that the suspensive condition contained in condition 3 of our offer dated 2nd May 2025 (as amended by qualification 2 of your letter) is purified.
Yours faithfully
Catriona Baird
Partner, Garvock Lamb LLP`,
    ],
    gold: {
      purchaser: names('On behalf of and as instructed by our clients, Calum Ross Baxter and Eilidh Jane Morrison', 'Calum Ross Baxter', 'Eilidh Jane Morrison'),
      seller: names('we hereby offer to purchase from your client, Neil Alexander Buchan (the "Seller")', 'Neil Alexander Buchan'),
      'offer-date': date('2025-05-02', ['we hereby accept your offer dated 2nd May 2025', '2nd May 2025']),
      'conclusion-date': date('2025-05-14', [
        '14th May 2025',
        'we hereby accept the qualifications contained in your letter dated 8 May 2025 and hold the bargain as concluded between our respective clients',
      ]),
      subjects: text(
        'the subjects known as Craigmyle, 26 Morven Place, Cults, Aberdeen AB15 9QH, registered in the Land Register of Scotland under Title Number ABN62114',
        'Craigmyle',
        '26 Morven Place',
      ),
      price: gbp(412000, [
        'at the price of FOUR HUNDRED AND TWELVE THOUSAND POUNDS (£412,000) STERLING',
        'we hereby accept your offer dated 2nd May 2025 to purchase the above subjects from him at the price of £412,000',
      ]),
      'date-of-entry': date('2025-06-27', 'Entry and vacant possession will be given and the Price paid on Friday 27 June 2025'),
      deposit: notFound,
      'suspensive-conditions': text(
        [
          'This offer is subject to the Purchasers obtaining a mortgage loan of not less than THREE HUNDRED AND TEN THOUSAND POUNDS (£310,000) on terms satisfactory to them.',
          'With reference to condition 3 of your offer, the date of 23 May 2025 is amended to 16 May 2025.',
          'the suspensive condition contained in condition 3 of our offer dated 2nd May 2025 (as amended by qualification 2 of your letter) is purified',
        ],
        '16 May 2025',
      ),
      'standard-clauses': text(
        [
          'The Scottish Standard Clauses (Edition 4) (the "Standard Clauses") are incorporated in and form part of this offer, subject to the following variations',
          'Condition 1(a) of your offer is deleted.',
        ],
        'Edition 4',
      ),
      'late-payment': percent(6, 'interest on the unpaid amount at the rate of six per cent per annum above the Bank of England base rate'),
      'resile-rescind': text([
        'If it is not purified or waived by written notice from us by 5.00 p.m. on 23 May 2025, either party shall be entitled to resile from the Missives without penalty.',
        'if the Price is not paid within fourteen days after the Date of Entry the Seller shall be entitled to rescind the Missives and to claim damages from the Purchasers',
      ]),
      'protection-before-registration': text(
        "The Seller's solicitors will apply for an advance notice in respect of the disposition in favour of the Purchasers under the Land Registration etc. (Scotland) Act 2012, and will deliver at settlement a letter of obligation",
        'advance notice',
      ),
      'title-and-searches': text(
        'The Seller shall exhibit a valid marketable title and shall deliver a Form 12 report over Title Number ABN62114, brought down to a date as near as practicable to the Date of Entry',
        'Form 12 report',
      ),
      'statutory-consents': text(
        [
          'The Seller shall exhibit the building warrant and completion certificate for the single-storey rear extension built in or about 2016',
          'the Seller will exhibit the building warrant and completion certificate for the rear extension. No building warrant was required for the replacement garage',
        ],
        'completion certificate',
      ),
      vat: notFound,
      'non-supersession': years(2, 'The Missives shall remain in force for two years after the Date of Entry, as provided in the Standard Clauses, and no longer.'),
      moveables: text(
        [
          'The Price includes the fitted carpets and floor coverings, the curtain poles and blinds, the integrated Neff oven, hob and dishwasher, the garden shed and the greenhouse.',
          'the greenhouse is excluded from the sale and will be removed by the Seller before the Date of Entry',
        ],
        'carpets',
        'excluded',
      ),
      'occupancy-rights': yes(
        'The Seller shall deliver at settlement a sworn affidavit in terms of the Matrimonial Homes (Family Protection) (Scotland) Act 1981 and the Civil Partnership Act 2004',
      ),
    },
    own: [
      {
        id: 'own-1',
        text: 'Is the greenhouse included in the sale?',
        gold: no('the greenhouse is excluded from the sale and will be removed by the Seller before the Date of Entry'),
      },
      {
        id: 'own-2',
        text: 'How much mortgage did the offer depend on?',
        gold: gbp(310000, 'a mortgage loan of not less than THREE HUNDRED AND TEN THOUSAND POUNDS (£310,000)'),
      },
      {
        id: 'own-3',
        text: 'Has the finance condition been satisfied?',
        gold: yes('the suspensive condition contained in condition 3 of our offer dated 2nd May 2025 (as amended by qualification 2 of your letter) is purified'),
      },
    ],
  },
];
