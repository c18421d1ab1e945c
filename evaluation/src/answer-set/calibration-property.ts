import { date, eur, gbp, identifier, months, names, no, notFound, percent, text, years, yes, type AnswerSetDocument } from './answer-set-document.ts';

/** Property and finance documents of the calibration part (see ./index.ts), written by someone who neither tunes the engine nor runs it on them. */
export const CALIBRATION_PROPERTY: AnswerSetDocument[] = [
  {
    id: 'calibration-lease-en-leeds-calder-house',
    typeKey: 'property-lease',
    region: 'EN',
    title: 'Lease of Suite 3.02, Calder House, Leeds',
    style: 'modern',
    pages: [
      `LEASE OF SUITE 3.02, CALDER HOUSE, LEEDS
PRESCRIBED CLAUSES
LR1. Date of lease\t14 March 2024
LR2.1 Landlord's title number(s)\tWYK812334
LR2.2 Other title numbers\tWYK509771
LR3. Parties: Landlord\tAIRE WHARF ESTATES LIMITED (company number 08812457) whose registered office is at 4 Bishopgate Street, Leeds LS1 5DY
LR3. Parties: Tenant\tBRIGHTLINE ANALYTICS LTD (company number 11234098) whose registered office is at Unit 9, Round Foundry, Marshall Street, Leeds LS11 9EH
LR3. Parties: Other parties\tNone
LR4. Property\tIn the case of a conflict between this clause and the remainder of this lease then, for the purposes of registration, this clause shall prevail. See the definition of "Property" in clause 1.1 of this lease.
LR5. Prescribed statements etc.\tNone
LR6. Term for which the Property is leased\tFrom and including 25 March 2024 to and including 24 March 2034
LR7. Premium\tNone
LR8. Prohibitions or restrictions on disposing of this lease\tThis lease contains a provision that prohibits or restricts dispositions.
LR9. Rights of acquisition etc.\tNone
LR10. Restrictive covenants given in this lease by the Landlord in respect of land other than the Property\tNone
LR11. Easements\tThe easements granted by this lease for the benefit of the Property are set out in Schedule 1. The easements reserved by this lease for the benefit of other property are set out in Schedule 2.
LR12. Estate rentcharge burdening the Property\tNone
LR13. Application for standard form of restriction\tNone
LR14. Declaration of trust where there is more than one person comprising the Tenant\tNot applicable
THIS LEASE is dated 14 March 2024
1. DEFINITIONS AND INTERPRETATION
1.1 In this lease:
"Annual Rent" means rent at an initial rate of £68,400 (sixty-eight thousand four hundred pounds) a year exclusive of VAT, and then as revised under clause 4.
"Building" means Calder House, 19 Wharf Approach, Leeds LS1 4BT, shown edged blue on Plan 1, together with its car park, forecourt and service areas.
"Contractual Term" means a term of ten years from and including 25 March 2024 to and including 24 March 2034.
"Default Interest Rate" means four per cent a year above the Bank of England base rate from time to time or, if that rate ceases to exist, such comparable rate as the Landlord reasonably designates.
"Insured Risks" means fire, lightning, explosion, storm, flood, escape of water, subsidence, heave, landslip, riot, malicious damage, impact, aircraft and terrorism, and such other risks as the Landlord from time to time reasonably decides to insure against.
"Permitted Use" means offices within Class E(g)(i) of the Schedule to the Town and Country Planning (Use Classes) Order 1987 as at the date of this lease.
"Property" means Suite 3.02 on the third floor of the Building, shown edged red on Plan 2, including the raised floors and the voids beneath them, the suspended ceilings and the voids above them, the internal plaster and finishes of the walls and columns, the inner half of the internal non-structural walls dividing it from other parts of the Building, the doors and windows and their frames, and all Landlord's fixtures, but excluding the structure, the roof, the foundations, the exterior of the Building and any Service Media not exclusively serving the Property.
"Rent Commencement Date" means 25 September 2024.
"Review Date" means 25 March 2029.
"Service Charge" means the Service Charge Percentage of the Service Costs.
"Service Charge Percentage" means 11.8 per cent, or such other fair and reasonable proportion as the Landlord's surveyor determines if the lettable floor area of the Building changes.
"Service Costs" means the costs the Landlord reasonably and properly incurs in providing the Services and in keeping the structure, exterior and common parts of the Building in repair, including the fees of any managing agent not exceeding ten per cent of those costs.
1.2 References to the "Term" are to the Contractual Term together with any period of holding over or extension of it, whether by statute or at common law.`,
      `2. GRANT AND RENT
2.1 The Landlord lets the Property to the Tenant for the Contractual Term with full title guarantee, together with the rights set out in Schedule 1, excepting and reserving the rights set out in Schedule 2, and subject to the matters contained or referred to in the property and charges registers of title number WYK812334.
2.2 The grant is made in consideration of the Tenant's covenants in this lease and of the Tenant paying to the Landlord:
(a) the Annual Rent and any VAT on it, by equal quarterly instalments in advance on the usual quarter days;
(b) the Service Charge, by quarterly payments on account on the usual quarter days of the Landlord's reasonable estimate of it;
(c) the Insurance Rent, within 14 days of demand; and
(d) all other sums due under this lease.
2.3 No Annual Rent shall be payable for the six months from and including 25 March 2024, and the first payment of the Annual Rent, being the proportion due from and including the Rent Commencement Date to the following quarter day, shall be made on the Rent Commencement Date.
2.4 The Landlord has opted to tax in respect of the Building, and VAT shall be payable by the Tenant on the Annual Rent and on every other sum payable under this lease on which VAT is chargeable.
3. TENANT'S COVENANTS
The Tenant covenants with the Landlord, throughout the Term or until released from them under the Landlord and Tenant (Covenants) Act 1995, as follows.
3.1 Interest. To pay interest at the Default Interest Rate on any Annual Rent not paid within 7 days of its due date, and on any other sum not paid within 14 days of demand, from the due date until the date of payment.
3.2 Repair. To keep the Property clean, tidy and in good repair and condition, but the Tenant need not repair damage caused by an Insured Risk unless the insurance money is withheld by reason of any act or default of the Tenant.
3.3 Decoration. To decorate the inside of the Property in a good and workmanlike manner in the last year of the Term, in colours first approved by the Landlord.
3.4 Alterations. Not to make any alteration to the Property except internal non-structural alterations, including the installation and removal of demountable partitioning, which the Tenant may make with the Landlord's consent, not to be unreasonably withheld, on producing drawings and specifications.
3.5 Use. Not to use the Property other than for the Permitted Use.
3.6 Insurance Rent. To pay to the Landlord the Insurance Rent, being the Service Charge Percentage of the premiums the Landlord pays to insure the Building against the Insured Risks, of the cost of insuring against three years' loss of the Annual Rent, and of any insurance valuation.
4. RENT REVIEW
4.1 The Annual Rent shall be reviewed on the Review Date to the higher of the Annual Rent payable immediately before the Review Date and the open market rent of the Property at the Review Date agreed between the Landlord and the Tenant or determined by an independent surveyor under clause 4.4.
4.2 The open market rent is the annual rent at which the Property might reasonably be expected to be let on the Review Date in the open market by a willing landlord to a willing tenant, with vacant possession, without a premium, for a term of five years beginning on the Review Date, on the terms of this lease other than the amount of the Annual Rent, but disregarding the Tenant's occupation, its goodwill and its voluntary improvements.
4.3 If the revised Annual Rent has not been agreed or determined by the Review Date, the Tenant shall continue to pay the Annual Rent at the rate payable before the Review Date, and shall pay the difference, with interest at two per cent below the base rate, within 14 days after the revised Annual Rent is agreed or determined.
4.4 The surveyor shall be a chartered surveyor appointed by agreement or, failing agreement, by the President of the Royal Institution of Chartered Surveyors on the application of either party, and shall act as an expert and not as an arbitrator.
5. ALIENATION
5.1 The Tenant shall not assign, underlet, charge, part with or share possession of, or share occupation of, part only of the Property.
5.2 The Tenant shall not assign the whole of the Property without the consent of the Landlord, which shall not be unreasonably withheld or delayed.
5.3 The Landlord may give its consent to an assignment subject to all or any of the following conditions:
(a) a condition that the assignor enters into an authorised guarantee agreement, in the form reasonably required by the Landlord, guaranteeing the performance of the tenant covenants of this lease by the assignee;
(b) a condition that, where the Landlord reasonably so requires, a person of standing acceptable to the Landlord guarantees the assignee's obligations by deed; and
(c) a condition that all Annual Rent and other sums then due under this lease are paid before completion of the assignment.
5.4 The Tenant shall not underlet the whole of the Property except with the consent of the Landlord, which shall not be unreasonably withheld or delayed, and then only at a rent not less than the open market rent of the Property at the date the underlease is granted, payable no more than one quarter in advance, and by an underlease excluding sections 24 to 28 of the Landlord and Tenant Act 1954.
5.5 The Tenant shall not charge the whole of the Property without the consent of the Landlord, which shall not be unreasonably withheld.
5.6 Notwithstanding clause 5.1, the Tenant may share occupation of the whole or any part of the Property with any company in the same group as the Tenant (within the meaning of section 42 of the Landlord and Tenant Act 1954) for so long as that company remains in that group, provided that no relationship of landlord and tenant is created.
5.7 Within one month after any dealing with this lease or the Property, the Tenant shall give the Landlord notice of it and a certified copy of the document effecting it, and pay the Landlord's reasonable registration fee of not less than £75 plus VAT.`,
      `6. SERVICE CHARGE
6.1 The Landlord shall use reasonable endeavours to provide the Services set out in Schedule 3, and the Tenant shall pay the Service Charge.
6.2 The Service Costs shall not include any costs of the initial construction of the Building or of remedying any inherent defect in it, any costs recovered under the Landlord's insurance policy, any costs attributable to lettable units of the Building that are unlet, or any costs of marketing, letting or rent review.
6.3 The Service Charge for the service charge year ending on 31 December 2024 shall not exceed £21,500 (exclusive of VAT), and for that year the Tenant's liability shall be apportioned on a daily basis from 25 March 2024.
6.4 As soon as practicable after the end of each service charge year the Landlord shall give the Tenant a certificate of the Service Costs and the Service Charge for that year, and any overpayment shall be credited to the Tenant and any underpayment paid by the Tenant within 21 days of demand.
7. INSURANCE
7.1 The Landlord shall insure the Building (other than any plate glass and tenant's fixtures) against loss or damage by the Insured Risks for its full reinstatement cost with a reputable insurer, and shall use the insurance money to reinstate the Building as soon as reasonably practicable.
7.2 If the Property is damaged by an Insured Risk so as to be unfit for occupation, the Annual Rent and the Service Charge, or a fair proportion of them, shall be suspended until the Property is again fit for occupation or for three years, whichever is the shorter.
7.3 If the Property has not been reinstated within three years of the damage, either party may end this lease by giving notice to the other.
8. LANDLORD'S COVENANTS
8.1 The Landlord covenants with the Tenant that, so long as the Tenant pays the rents reserved by and complies with its obligations in this lease, the Tenant shall have quiet enjoyment of the Property without any interruption by the Landlord or any person lawfully claiming under the Landlord.
8.2 The Landlord shall keep the structure, roof, foundations, exterior and common parts of the Building in good repair, the cost of doing so forming part of the Service Costs.
9. TENANT'S BREAK OPTION
9.1 The Tenant may end this lease on 25 March 2029 (the "Break Date") by giving the Landlord not less than nine months' written notice.
9.2 A break notice served by the Tenant shall be of no effect if, at the Break Date, the Tenant has not paid any part of the Annual Rent which was due to have been paid, or vacant possession of the Property is not given.
9.3 Subject to clause 9.2, following service of a break notice this lease shall end on the Break Date, without prejudice to any right or remedy of either party in respect of any earlier breach of covenant.
10. FORFEITURE
10.1 The Landlord may re-enter the Property, or any part of it in the name of the whole, at any time after any of the following occurs, and this lease shall then end, without prejudice to any right or remedy of the Landlord for any earlier breach:
(a) any rent is unpaid 21 days after becoming payable, whether it has been formally demanded or not;
(b) any breach of a tenant covenant of this lease; or
(c) the Tenant enters administration or liquidation, has a receiver appointed over any of its assets, proposes a voluntary arrangement, or is struck off the register of companies.
11. END OF THE TERM
11.1 At the end of the Term the Tenant shall return the Property to the Landlord in the state and condition required by this lease and, if the Landlord so requests, shall remove any alterations made during the Term and make good any damage caused by their removal.
11.2 The Tenant shall remove its signs, furniture, moveable fixtures and other belongings from the Property before the end of the Term, and any left after the end of the Term may be disposed of by the Landlord as the Tenant's agent.
12. EXCLUSION OF THE 1954 ACT
12.1 The Landlord and the Tenant agree to exclude the provisions of sections 24 to 28 of the Landlord and Tenant Act 1954 in relation to the tenancy created by this lease.
12.2 The parties confirm that the Landlord served a notice on the Tenant on 20 February 2024, applicable to the tenancy created by this lease, in a form complying with Schedule 1 to the Regulatory Reform (Business Tenancies) (England and Wales) Order 2003, and that Helen Marsh, a director of the Tenant authorised to do so, made a statutory declaration dated 6 March 2024 in the form complying with Schedule 2 to that Order.
12.3 There is no agreement for lease to which this lease gives effect.
13. REGISTRATION
13.1 Promptly following the grant of this lease, the Tenant shall apply to register this lease at HM Land Registry, shall ensure that any requisitions raised by HM Land Registry are dealt with promptly, and shall send the Landlord official copies of its title within one month of registration.
14. GOVERNING LAW AND JURISDICTION
14.1 This lease and any dispute or claim (including non-contractual disputes or claims) arising out of or in connection with it shall be governed by and construed in accordance with the law of England and Wales, and the courts of England and Wales shall have exclusive jurisdiction.`,
      `SCHEDULE 1 RIGHTS GRANTED
1. The right to use the common parts of the Building for access to and egress from the Property.
2. The right to park two private cars in the spaces in the car park of the Building allocated by the Landlord from time to time.
3. The right to use the Service Media serving the Property.
SCHEDULE 2 RIGHTS RESERVED
1. Rights of entry on reasonable notice (save in emergency) to inspect and repair the Building and to carry out the Services.
2. The right to build on or develop any neighbouring property, even if doing so affects the light or air coming to the Property.
SCHEDULE 3 SERVICES
Cleaning, lighting and heating the common parts; maintaining and repairing the passenger lifts and the structure and exterior of the Building; staffing the reception desk in the ground floor lobby between 7.30 am and 6.30 pm on weekdays; and providing a building manager.

This lease has been executed as a deed and is delivered on the date stated at the beginning of it.
Executed as a deed by AIRE WHARF ESTATES LIMITED acting by Jonathan Pike, a director, in the presence of: Sarah Okafor, trainee solicitor, 1 City Square, Leeds LS1 2ES
Executed as a deed by BRIGHTLINE ANALYTICS LTD acting by Helen Marsh, a director, and Ravi Chandran, a director`,
    ],
    gold: {
      landlord: names('AIRE WHARF ESTATES LIMITED (company number 08812457)', 'Aire Wharf Estates Limited'),
      tenant: names('BRIGHTLINE ANALYTICS LTD (company number 11234098)', 'Brightline Analytics Ltd'),
      guarantor: notFound,
      'lease-date': date('2024-03-14', ['THIS LEASE is dated 14 March 2024', 'LR1. Date of lease 14 March 2024']),
      premises: text(
        ['"Property" means Suite 3.02 on the third floor of the Building', '"Building" means Calder House, 19 Wharf Approach, Leeds LS1 4BT'],
        'Suite 3.02',
        'Calder House',
      ),
      term: years(10, '"Contractual Term" means a term of ten years from and including 25 March 2024 to and including 24 March 2034.'),
      'initial-rent': gbp(68400, [
        '"Annual Rent" means rent at an initial rate of £68,400 (sixty-eight thousand four hundred pounds) a year exclusive of VAT',
        'The Landlord has opted to tax in respect of the Building',
      ]),
      'rent-free-period': months(6, 'No Annual Rent shall be payable for the six months from and including 25 March 2024'),
      'rent-review': text(
        [
          'The Annual Rent shall be reviewed on the Review Date to the higher of the Annual Rent payable immediately before the Review Date and the open market rent',
          '"Review Date" means 25 March 2029.',
        ],
        'open market',
        'higher',
      ),
      'break-options': text(
        [
          'The Tenant may end this lease on 25 March 2029 (the "Break Date") by giving the Landlord not less than nine months\' written notice.',
          'the Tenant has not paid any part of the Annual Rent which was due to have been paid, or vacant possession of the Property is not given',
        ],
        'nine months',
        'vacant possession',
      ),
      alienation: text(
        [
          'The Tenant shall not assign, underlet, charge, part with or share possession of, or share occupation of, part only of the Property.',
          'The Tenant shall not assign the whole of the Property without the consent of the Landlord, which shall not be unreasonably withheld or delayed.',
          'a condition that the assignor enters into an authorised guarantee agreement',
          'The Tenant shall not underlet the whole of the Property except with the consent of the Landlord',
          'the Tenant may share occupation of the whole or any part of the Property with any company in the same group as the Tenant',
        ],
        'authorised guarantee agreement',
        'unreasonably withheld',
      ),
      repair: text('To keep the Property clean, tidy and in good repair and condition, but the Tenant need not repair damage caused by an Insured Risk', 'good repair'),
      'service-charge': text(
        [
          '"Service Charge Percentage" means 11.8 per cent',
          'The Service Costs shall not include any costs of the initial construction of the Building or of remedying any inherent defect in it',
          'The Service Charge for the service charge year ending on 31 December 2024 shall not exceed £21,500 (exclusive of VAT)',
        ],
        '11.8 per cent',
        '£21,500',
      ),
      insurance: text(
        [
          'The Landlord shall insure the Building (other than any plate glass and tenant\'s fixtures) against loss or damage by the Insured Risks',
          'To pay to the Landlord the Insurance Rent, being the Service Charge Percentage of the premiums the Landlord pays to insure the Building',
        ],
        'Insurance Rent',
      ),
      'permitted-use': text('"Permitted Use" means offices within Class E(g)(i) of the Schedule to the Town and Country Planning (Use Classes) Order 1987', 'offices'),
      'landlord-covenants': text(
        [
          'the Tenant shall have quiet enjoyment of the Property without any interruption by the Landlord',
          'The Landlord shall keep the structure, roof, foundations, exterior and common parts of the Building in good repair',
        ],
        'quiet enjoyment',
      ),
      forfeiture: text(['any rent is unpaid 21 days after becoming payable, whether it has been formally demanded or not', 'any breach of a tenant covenant of this lease'], '21 days'),
      'security-of-tenure-1954-act': yes('The Landlord and the Tenant agree to exclude the provisions of sections 24 to 28 of the Landlord and Tenant Act 1954 in relation to the tenancy created by this lease.'),
      'rent-deposit': notFound,
      'interest-on-late-payment': percent(4, '"Default Interest Rate" means four per cent a year above the Bank of England base rate'),
      'yield-up': text(
        [
          'At the end of the Term the Tenant shall return the Property to the Landlord in the state and condition required by this lease',
          'shall remove any alterations made during the Term and make good any damage caused by their removal',
        ],
        'remove any alterations',
      ),
      'aga-and-guarantor-release': yes('a condition that the assignor enters into an authorised guarantee agreement'),
      'registration-england-wales': yes([
        'the Tenant shall apply to register this lease at HM Land Registry',
        '"Contractual Term" means a term of ten years from and including 25 March 2024',
      ]),
      'stamp-duty-land-tax': notFound,
      'governing-law': text('shall be governed by and construed in accordance with the law of England and Wales', 'England and Wales'),
    },
    own: [
      { id: 'own-parking', text: 'How many parking spaces does the tenant get?', gold: text('The right to park two private cars in the spaces in the car park of the Building', 'two') },
      {
        id: 'own-sublet-below-market',
        text: 'Could Brightline sublet the whole suite at a cheap rent to a friendly party?',
        gold: no('then only at a rent not less than the open market rent of the Property at the date the underlease is granted'),
      },
      {
        id: 'own-fire-rent',
        text: 'If there is a fire and the suite cannot be used, does the rent stop?',
        gold: yes(
          'If the Property is damaged by an Insured Risk so as to be unfit for occupation, the Annual Rent and the Service Charge, or a fair proportion of them, shall be suspended until the Property is again fit for occupation or for three years, whichever is the shorter.',
          'three years',
        ),
      },
    ],
  },
  {
    id: 'calibration-lease-ie-ennis-veterinary-clinic',
    typeKey: 'property-lease',
    region: 'IE',
    title: 'Lease of Unit 4, Courthouse Mews, Ennis',
    style: 'deed',
    pages: [
      `THIS INDENTURE OF LEASE
made the 9th day of September 2016
BETWEEN BRENDAN MICHAEL KEOGH, company director, and GRÁINNE KEOGH, retired teacher, both of Drumcliff House, Drumcliff Road, Ennis, County Clare (hereinafter together called "the Lessor", which expression shall where the context so admits or requires include the persons for the time being entitled to the reversion immediately expectant on the term hereby granted) of the first part;
SHANNONSIDE VETERINARY CLINIC LIMITED, having its registered office at 2 Parnell Street, Ennis, County Clare (Company Registration Number 584112) (hereinafter called "the Lessee", which expression shall where the context so admits or requires include its successors and permitted assigns) of the second part;
AND DR. AOIFE MORAN, veterinary surgeon, of 11 Clonroad Beg, Ennis, County Clare (hereinafter called "the Surety") of the third part.
WHEREAS:
(A) The Lessor is the owner in fee simple of the property comprised in Folio 31207F of the Register of Freeholders, County Clare, of which the Demised Premises form part.
(B) The Surety is a director of the Lessee and has agreed to join in this Lease for the purpose of guaranteeing the performance by the Lessee of the covenants on its part hereinafter contained.
NOW THIS INDENTURE WITNESSETH as follows:
1. DEMISE
In consideration of the rent hereinafter reserved and of the covenants on the part of the Lessee and the Surety hereinafter contained, the Lessor HEREBY DEMISES unto the Lessee ALL THAT the ground floor unit known as Unit 4, Courthouse Mews, Bindon Street, Ennis, County Clare, containing a net internal area of 162 square metres or thereabouts and delineated on the map annexed hereto and thereon edged red (hereinafter called "the Demised Premises"), TOGETHER WITH the rights set out in the First Schedule hereto, EXCEPT AND RESERVED as set out in the Second Schedule hereto, TO HOLD the same unto the Lessee from the 1st day of October 2016 for the term of fifteen years (hereinafter called "the Term"), YIELDING AND PAYING therefor during the Term the yearly rent of THIRTY-FOUR THOUSAND EURO (€34,000), subject to review as hereinafter provided, by equal quarterly payments in advance on the 1st day of January, April, July and October in every year, the first of such payments to be made on the Rent Commencement Date.
2. DEFINITIONS
In this Lease the following expressions shall have the following meanings:
"the Rent Commencement Date" means the 1st day of February 2017, the Lessor having agreed to allow the Lessee a rent-free period of four months from the commencement of the Term for the purpose of fitting out the Demised Premises;
"the Review Dates" means the 1st day of October 2021 and the 1st day of October 2026;
"the Insured Risks" means fire, lightning, explosion, storm, tempest, flood, bursting and overflowing of water tanks and pipes, earthquake, aircraft, riot, civil commotion and malicious damage;
"the Common Areas" means the courtyard, pedestrian passageway, bin store and car park of Courthouse Mews;
"the Prescribed Rate" means the rate of five per cent per annum above the European Central Bank main refinancing rate for the time being.`,
      `3. THE LESSEE'S COVENANTS
The Lessee HEREBY COVENANTS with the Lessor as follows:
3.1 To pay the said yearly rent at the times and in the manner aforesaid without any deduction whatsoever, together with value added tax thereon, the Lessor having exercised the landlord's option to tax the rents payable under this Lease pursuant to section 97(1)(b) of the Value-Added Tax Consolidation Act 2010.
3.2 To pay interest at the Prescribed Rate on any rent or other sum payable hereunder which remains unpaid for fourteen days after the same shall have become due, from the date on which it became due until the date of payment.
3.3 To pay to the Lessor, as a service charge, nineteen per cent of the costs incurred by the Lessor in lighting, cleaning, maintaining, repairing and insuring the Common Areas, such sum to be paid within twenty-one days of the Lessor's demand accompanied by a statement of the said costs.
3.4 To repair and keep the interior of the Demised Premises, including the floors, ceilings, internal walls, plaster, doors, windows and window frames, shop front and all the Lessor's fixtures and fittings therein, in good and substantial repair and condition (damage by any of the Insured Risks excepted save where the insurance shall have been vitiated by the act or default of the Lessee).
3.5 To pay to the Lessor on demand such sum as the Lessor shall from time to time expend in effecting and maintaining the insurance of the building of which the Demised Premises form part under Clause 5.2 hereof.
3.6 Not to use the Demised Premises or any part thereof otherwise than as a veterinary surgery and clinic for companion animals, with ancillary offices and the retail sale of animal foods and accessories, and not to keep any animal on the Demised Premises overnight save in the course of its treatment.
3.7 Not to assign, sublet, mortgage, charge or part with or share the possession or occupation of part only of the Demised Premises.
3.8 Not to assign or sublet the whole of the Demised Premises without the previous consent in writing of the Lessor, which consent shall not be unreasonably withheld in the case of a respectable and responsible assignee or sub-lessee, PROVIDED THAT on any assignment the Lessor may require that a surety acceptable to it shall join in the assignment to guarantee the performance by the assignee of the covenants herein contained.
3.9 Not to mortgage or charge the whole of the Demised Premises save by way of a charge in favour of a bank licensed in the State, notice whereof shall be given to the Lessor within one month of its creation.
3.10 To pay the stamp duty payable on this Lease and the counterpart thereof, and to indemnify the Lessor against all liability in respect thereof.
3.11 At the expiration or sooner determination of the Term peaceably to surrender and yield up the Demised Premises to the Lessor in such repair and condition as shall be in accordance with the covenants herein contained and, if so required by the Lessor, to remove the kennels, operating theatre fittings and X-ray equipment installed by the Lessee and to make good all damage occasioned by such removal.
4. REVIEW OF RENT
4.1 On each of the Review Dates the yearly rent shall be reviewed and shall be the open market rent of the Demised Premises agreed between the Lessor and the Lessee or, in default of agreement within three months before the relevant Review Date, determined by an independent chartered surveyor nominated, in default of agreement, by the Chairman of the Society of Chartered Surveyors Ireland.
4.2 Notwithstanding anything herein contained, the yearly rent payable from any Review Date may be reduced as well as increased, and the provisions of section 132 of the Land and Conveyancing Law Reform Act 2009 shall apply to every review hereunder.`,
      `5. THE LESSOR'S COVENANTS
The Lessor HEREBY COVENANTS with the Lessee as follows:
5.1 That the Lessee, paying the rent hereby reserved and performing and observing the covenants on its part herein contained, shall and may peaceably hold and enjoy the Demised Premises during the Term without any lawful interruption by the Lessor or any person rightfully claiming under or in trust for the Lessor.
5.2 To insure and keep insured the building of which the Demised Premises form part against loss or damage by the Insured Risks in the full reinstatement value thereof, together with two years' loss of rent, and to lay out all moneys received in respect of such insurance in rebuilding and reinstating the same.
5.3 To keep the roof, foundations, main walls and structure of the said building, and the Common Areas, in good and substantial repair.
6. PROVISOES
6.1 PROVIDED ALWAYS that if the rent hereby reserved or any part thereof shall be in arrear for twenty-one days after the same shall have become due (whether formally demanded or not), or if there shall be any breach of the covenants on the part of the Lessee herein contained, or if the Lessee shall enter into liquidation whether compulsory or voluntary (save for the purpose of amalgamation or reconstruction) or shall have an examiner or receiver appointed, then it shall be lawful for the Lessor to re-enter upon the Demised Premises or any part thereof in the name of the whole, and thereupon the Term shall absolutely cease and determine, but without prejudice to any right of action of the Lessor in respect of any antecedent breach.
6.2 PROVIDED ALWAYS that the Lessee may determine this Lease on the 30th day of September 2026 by serving on the Lessor not less than six months' prior notice in writing, and upon the expiration of such notice the Term shall cease, PROVIDED THAT the Lessee shall have paid all rents due up to the said date, shall deliver up the Demised Premises with vacant possession, and shall pay to the Lessor on or before the said date a sum equal to three months' rent at the rate then payable.
6.3 The Lessor and the Lessee acknowledge that the Lessee has not executed any renunciation of its rights under the Landlord and Tenant (Amendment) Act 1980 in respect of the tenancy hereby created, and that nothing herein shall operate as such a renunciation.
7. THE SURETY'S COVENANTS
7.1 In consideration of the demise hereinbefore contained having been made at the request of the Surety, the Surety HEREBY COVENANTS with the Lessor that the Lessee shall pay the rents hereby reserved and perform and observe the covenants on its part herein contained, and that in default the Surety shall make good to the Lessor all losses, costs and expenses thereby occasioned.
7.2 The Surety shall not be released from liability hereunder by any time or indulgence granted to the Lessee, by any variation of the terms of this Lease, or by any assignment of this Lease, whether made with or without the consent of the Lessor, and the liability of the Surety shall continue throughout the Term.`,
      `THE FIRST SCHEDULE
(Rights granted)
1. The right, in common with the Lessor and all others having the like right, to pass and repass on foot over the Common Areas for the purpose of access to and egress from the Demised Premises.
2. The exclusive right to park three motor cars in the spaces numbered 7, 8 and 9 in the car park of Courthouse Mews.
THE SECOND SCHEDULE
(Exceptions and reservations)
1. The free passage of water, soil, gas and electricity through the pipes, drains and wires in or under the Demised Premises serving other parts of Courthouse Mews.
2. The right for the Lessor, its agents and workmen, upon reasonable notice (save in an emergency), to enter the Demised Premises to inspect the state of repair thereof and to execute repairs to adjoining premises.

IN WITNESS whereof the parties hereto have executed this Lease as a deed the day and year first herein WRITTEN.
SIGNED AND DELIVERED AS A DEED by the said BRENDAN MICHAEL KEOGH in the presence of: Niamh Considine, solicitor, Ennis
SIGNED AND DELIVERED AS A DEED by the said GRÁINNE KEOGH in the presence of: Niamh Considine, solicitor, Ennis
PRESENT when the common seal of SHANNONSIDE VETERINARY CLINIC LIMITED was affixed hereto: Aoife Moran, director; Colm Moran, secretary
SIGNED AND DELIVERED AS A DEED by the said DR. AOIFE MORAN in the presence of: Declan Hehir, solicitor, Ennis`,
    ],
    gold: {
      landlord: names('BETWEEN BRENDAN MICHAEL KEOGH, company director, and GRÁINNE KEOGH, retired teacher', 'Brendan Michael Keogh', 'Gráinne Keogh'),
      tenant: names('SHANNONSIDE VETERINARY CLINIC LIMITED, having its registered office at 2 Parnell Street', 'Shannonside Veterinary Clinic Limited'),
      guarantor: names('AND DR. AOIFE MORAN, veterinary surgeon, of 11 Clonroad Beg', 'Aoife Moran'),
      'lease-date': date('2016-09-09', 'made the 9th day of September 2016'),
      premises: text('the ground floor unit known as Unit 4, Courthouse Mews, Bindon Street, Ennis, County Clare', 'Unit 4, Courthouse Mews'),
      term: years(15, 'TO HOLD the same unto the Lessee from the 1st day of October 2016 for the term of fifteen years'),
      'initial-rent': eur(34000, [
        'the yearly rent of THIRTY-FOUR THOUSAND EURO (€34,000)',
        'the Lessor having exercised the landlord\'s option to tax the rents payable under this Lease',
      ]),
      'rent-free-period': months(4, 'a rent-free period of four months from the commencement of the Term'),
      'rent-review-ireland': text(
        [
          '"the Review Dates" means the 1st day of October 2021 and the 1st day of October 2026',
          'the yearly rent shall be reviewed and shall be the open market rent of the Demised Premises',
          'the yearly rent payable from any Review Date may be reduced as well as increased',
        ],
        'open market',
        'reduced',
      ),
      'break-options': text(
        'the Lessee may determine this Lease on the 30th day of September 2026 by serving on the Lessor not less than six months\' prior notice in writing, and upon the expiration of such notice the Term shall cease, PROVIDED THAT the Lessee shall have paid all rents due up to the said date, shall deliver up the Demised Premises with vacant possession, and shall pay to the Lessor on or before the said date a sum equal to three months\' rent',
        'six months',
        'vacant possession',
      ),
      alienation: text(
        [
          'Not to assign, sublet, mortgage, charge or part with or share the possession or occupation of part only of the Demised Premises.',
          'Not to assign or sublet the whole of the Demised Premises without the previous consent in writing of the Lessor, which consent shall not be unreasonably withheld',
          'Not to mortgage or charge the whole of the Demised Premises save by way of a charge in favour of a bank licensed in the State',
        ],
        'consent',
      ),
      repair: text(
        'To repair and keep the interior of the Demised Premises, including the floors, ceilings, internal walls, plaster, doors, windows and window frames, shop front and all the Lessor\'s fixtures and fittings therein, in good and substantial repair and condition',
        'interior',
      ),
      'service-charge': text('To pay to the Lessor, as a service charge, nineteen per cent of the costs incurred by the Lessor in lighting, cleaning, maintaining, repairing and insuring the Common Areas', 'nineteen per cent'),
      insurance: text(
        [
          'To insure and keep insured the building of which the Demised Premises form part against loss or damage by the Insured Risks in the full reinstatement value thereof',
          'To pay to the Lessor on demand such sum as the Lessor shall from time to time expend in effecting and maintaining the insurance',
        ],
        'Insured Risks',
      ),
      'permitted-use': text('otherwise than as a veterinary surgery and clinic for companion animals', 'veterinary'),
      'landlord-covenants': text(
        [
          'shall and may peaceably hold and enjoy the Demised Premises during the Term without any lawful interruption by the Lessor',
          'To keep the roof, foundations, main walls and structure of the said building, and the Common Areas, in good and substantial repair.',
        ],
        'peaceably hold and enjoy',
      ),
      forfeiture: text('if the rent hereby reserved or any part thereof shall be in arrear for twenty-one days after the same shall have become due', 'twenty-one days'),
      'renunciation-1980-act': no('the Lessee has not executed any renunciation of its rights under the Landlord and Tenant (Amendment) Act 1980'),
      'rent-deposit': notFound,
      'interest-on-late-payment': percent(5, '"the Prescribed Rate" means the rate of five per cent per annum above the European Central Bank main refinancing rate'),
      'yield-up': text(
        'peaceably to surrender and yield up the Demised Premises to the Lessor in such repair and condition as shall be in accordance with the covenants herein contained and, if so required by the Lessor, to remove the kennels',
        'yield up',
      ),
      'guarantor-release': no('The Surety shall not be released from liability hereunder by any time or indulgence granted to the Lessee, by any variation of the terms of this Lease, or by any assignment of this Lease'),
      'registration-ireland': [notFound, no('from the 1st day of October 2016 for the term of fifteen years')],
      'stamp-duty-ireland': text('To pay the stamp duty payable on this Lease and the counterpart thereof', 'stamp duty'),
      'governing-law': notFound,
    },
    own: [
      { id: 'own-parking', text: 'How many parking spaces come with the unit?', gold: text('The exclusive right to park three motor cars in the spaces numbered 7, 8 and 9', 'three') },
      { id: 'own-break-penalty', text: 'Does the clinic have to pay anything to break?', gold: text('shall pay to the Lessor on or before the said date a sum equal to three months\' rent at the rate then payable', 'three months') },
      {
        id: 'own-overnight',
        text: 'Can the clinic keep animals in overnight?',
        gold: [
          yes('not to keep any animal on the Demised Premises overnight save in the course of its treatment', 'in the course of its treatment'),
          no('not to keep any animal on the Demised Premises overnight save in the course of its treatment', 'in the course of its treatment'),
        ],
      },
    ],
  },
  {
    id: 'calibration-register-en-nottingham-trade-park',
    typeKey: 'official-copy-register-of-title',
    region: 'EN',
    title: 'Official copy of register of title NT412876',
    style: 'register',
    pages: [
      `HM Land Registry
Official copy of register of title
Title number NT412876\tEdition date 02.02.2024
This official copy shows the entries on the register of title on 11 April 2024 at 14:06:51.
This date must be quoted as the "search from date" in any official search application based on this copy.
The date at the beginning of an entry is the date on which the entry was made in the register.
Issued on 11 April 2024.
Under s.67 of the Land Registration Act 2002, this copy is admissible in evidence to the same extent as the original.
This title is dealt with by HM Land Registry, Nottingham Office.
A: Property Register
This register describes the land and estate comprised in the title.
CITY OF NOTTINGHAM
1 (14.05.1987) The Freehold land shown edged with red on the plan of the above title filed at the Registry and being Units 1 to 6 Lenton Lane Trade Park, Lenton Lane, Nottingham (NG7 2PW).
2 (14.05.1987) The land has the benefit of a right of way on foot and with or without vehicles over the roadway coloured brown on the title plan granted by the Conveyance dated 12 April 1963 referred to in the Charges Register.
3 (14.05.1987) The Conveyance dated 12 April 1963 referred to above contains the following provision:- "EXCEPT AND RESERVING unto the Corporation all mines and minerals within and under the land hereby conveyed, with power to work and get the same by underground workings only, making compensation for all damage to the surface thereby occasioned."
4 (21.06.2011) The land edged and numbered NT501229 in green on the title plan has been removed from this title and registered under the title number or numbers shown in green on the said plan.
B: Proprietorship Register
This register specifies the class of title and identifies the owner. It contains any entries that affect the right of disposal.
Title absolute
1 (08.10.2019) PROPRIETOR: TRENTSIDE INDUSTRIAL PROPERTIES LIMITED (Co. Regn. No. 06627190) of 3rd Floor, 45 Castle Boulevard, Nottingham NG7 1FW.
2 (08.10.2019) The price stated to have been paid on 30 September 2019 was £4,350,000.
3 (08.10.2019) The Transfer to the proprietor contains a covenant to observe and perform the covenants referred to in the Charges Register and of indemnity in respect thereof.
4 (08.10.2019) RESTRICTION: No disposition of the registered estate by the proprietor of the registered estate is to be registered without a written consent signed by the proprietor for the time being of the Charge dated 30 September 2019 in favour of Northgate Commercial Finance Limited referred to in the Charges Register.
5 (02.02.2024) RESTRICTION: No disposition of the registered estate by the proprietor of the registered estate is to be registered without a written consent signed by the proprietor for the time being of the Charge dated 19 January 2024 in favour of Midshires Mezzanine Partners LLP referred to in the Charges Register.`,
      `C: Charges Register
This register contains any charges and other matters that affect the land.
1 (14.05.1987) A Conveyance of the land in this title and other land dated 12 April 1963 made between (1) The Lord Mayor Aldermen and Citizens of the City of Nottingham (the Corporation) and (2) Lenton Engineering Company Limited (the Purchaser) contains covenants details of which are set out in the schedule of restrictive covenants hereto.
2 (22.04.1998) The land is subject to the rights granted by a Deed of Grant dated 3 March 1998 made between (1) Beeston Castle Developments Limited and (2) East Midlands Electricity plc, which rights are to lay, maintain and renew an underground electricity cable along the route shown by a blue broken line on the title plan and to enter the electricity substation site hatched blue on the title plan.
3 (22.07.2016) The parts of the land affected thereby are subject to the leases set out in the schedule of leases hereto. The leases grant and reserve easements as therein mentioned.
4 (08.10.2019) REGISTERED CHARGE dated 30 September 2019.
5 (08.10.2019) Proprietor: NORTHGATE COMMERCIAL FINANCE LIMITED (Co. Regn. No. 04418273) of Northgate House, 12 Low Pavement, Nottingham NG1 7DQ.
6 (08.10.2019) The proprietor of the Charge dated 30 September 2019 referred to above is under an obligation to make further advances. These advances will have priority to the extent afforded by section 49(3) of the Land Registration Act 2002.
7 (15.03.2023) UNILATERAL NOTICE in respect of an option to purchase contained in an Agreement dated 17 January 2023 made between (1) Trentside Industrial Properties Limited and (2) Halloran Logistics Limited relating to Unit 6.
8 (15.03.2023) BENEFICIARY: Halloran Logistics Limited (Co. Regn. No. 09981543) of Unit 6, Lenton Lane Trade Park, Lenton Lane, Nottingham NG7 2PW.
9 (02.02.2024) REGISTERED CHARGE dated 19 January 2024.
10 (02.02.2024) Proprietor: MIDSHIRES MEZZANINE PARTNERS LLP (Regn. No. OC398214) of 8 Fletcher Gate, Nottingham NG1 2FZ.
Schedule of notices of leases
Entry, registration date and plan ref.; property description; date of lease and term; lessee's title
1 22.07.2016 edged and numbered 1 in blue; Unit 2, Lenton Lane Trade Park; 24.06.2016, 15 years from 24.6.2016; NT478512
2 11.11.2021 edged and numbered 2 in blue; Unit 5, Lenton Lane Trade Park; 29.10.2021, 10 years from 29.10.2021; NT556730
Schedule of restrictive covenants
1 The following are details of the covenants contained in the Conveyance dated 12 April 1963 referred to in the Charges Register:-
"The Purchaser hereby covenants with the Corporation for the benefit of the adjoining land retained by the Corporation, and so as to bind the land hereby conveyed into whosesoever hands the same may come, that the Purchaser and its successors in title will not at any time use the land hereby conveyed or any part thereof for any purpose other than light industrial or warehousing purposes, nor erect any building thereon exceeding forty feet in height, nor carry on thereon the trade of a fellmonger, tanner, soap boiler or tallow melter."
End of register`,
    ],
    gold: {
      'title-number': identifier('NT412876', 'Title number NT412876'),
      tenure: text('The Freehold land shown edged with red on the plan of the above title', 'Freehold'),
      'class-of-title': text('Title absolute', 'absolute'),
      'property-address': text('being Units 1 to 6 Lenton Lane Trade Park, Lenton Lane, Nottingham (NG7 2PW)', 'Lenton Lane Trade Park'),
      'official-copy-date': date('2024-04-11', 'This official copy shows the entries on the register of title on 11 April 2024 at 14:06:51.'),
      'registered-proprietors': names('PROPRIETOR: TRENTSIDE INDUSTRIAL PROPERTIES LIMITED (Co. Regn. No. 06627190)', 'Trentside Industrial Properties Limited'),
      'proprietor-registration-date': date('2019-10-08', '1 (08.10.2019) PROPRIETOR: TRENTSIDE INDUSTRIAL PROPERTIES LIMITED'),
      'price-paid': gbp(4350000, 'The price stated to have been paid on 30 September 2019 was £4,350,000.'),
      restrictions: text(
        [
          'RESTRICTION: No disposition of the registered estate by the proprietor of the registered estate is to be registered without a written consent signed by the proprietor for the time being of the Charge dated 30 September 2019',
          'RESTRICTION: No disposition of the registered estate by the proprietor of the registered estate is to be registered without a written consent signed by the proprietor for the time being of the Charge dated 19 January 2024',
        ],
        'written consent',
      ),
      'restriction-consents': names(
        ['the Charge dated 30 September 2019 in favour of Northgate Commercial Finance Limited', 'the Charge dated 19 January 2024 in favour of Midshires Mezzanine Partners LLP'],
        'Northgate Commercial Finance Limited',
        'Midshires Mezzanine Partners LLP',
      ),
      'joint-proprietorship-restriction': notFound,
      'registered-charges': text(['REGISTERED CHARGE dated 30 September 2019.', 'REGISTERED CHARGE dated 19 January 2024.'], '30 September 2019', '19 January 2024'),
      chargees: names(
        ['Proprietor: NORTHGATE COMMERCIAL FINANCE LIMITED (Co. Regn. No. 04418273)', 'Proprietor: MIDSHIRES MEZZANINE PARTNERS LLP (Regn. No. OC398214)'],
        'Northgate Commercial Finance Limited',
        'Midshires Mezzanine Partners LLP',
      ),
      'restrictive-covenants': text(
        [
          'dated 12 April 1963 made between (1) The Lord Mayor Aldermen and Citizens of the City of Nottingham (the Corporation) and (2) Lenton Engineering Company Limited (the Purchaser) contains covenants',
          'will not at any time use the land hereby conveyed or any part thereof for any purpose other than light industrial or warehousing purposes',
        ],
        '12 April 1963',
        'light industrial or warehousing',
      ),
      'covenant-deed-not-supplied': [notFound, no('The following are details of the covenants contained in the Conveyance dated 12 April 1963 referred to in the Charges Register')],
      'rights-benefiting': text('The land has the benefit of a right of way on foot and with or without vehicles over the roadway coloured brown on the title plan', 'right of way'),
      'rights-burdening': text(
        'The land is subject to the rights granted by a Deed of Grant dated 3 March 1998 made between (1) Beeston Castle Developments Limited and (2) East Midlands Electricity plc, which rights are to lay, maintain and renew an underground electricity cable',
        'East Midlands Electricity',
      ),
      notices: text(
        [
          'UNILATERAL NOTICE in respect of an option to purchase contained in an Agreement dated 17 January 2023',
          'BENEFICIARY: Halloran Logistics Limited (Co. Regn. No. 09981543)',
        ],
        'option to purchase',
        'Halloran Logistics Limited',
      ),
      'leases-noted': text(
        ['Unit 2, Lenton Lane Trade Park; 24.06.2016, 15 years from 24.6.2016; NT478512', 'Unit 5, Lenton Lane Trade Park; 29.10.2021, 10 years from 29.10.2021; NT556730'],
        'Unit 2',
        'Unit 5',
      ),
      'leasehold-particulars': notFound,
      'mines-and-minerals': yes('EXCEPT AND RESERVING unto the Corporation all mines and minerals within and under the land hereby conveyed'),
      'insolvency-entries': notFound,
      'indemnity-covenant': yes('The Transfer to the proprietor contains a covenant to observe and perform the covenants referred to in the Charges Register and of indemnity in respect thereof.'),
      'land-removed': yes('The land edged and numbered NT501229 in green on the title plan has been removed from this title'),
    },
    own: [
      { id: 'own-further-advances', text: 'Is the first lender bound to lend more?', gold: yes('The proprietor of the Charge dated 30 September 2019 referred to above is under an obligation to make further advances.') },
      {
        id: 'own-option',
        text: 'Has anyone got an option over part of the estate, and over which unit?',
        gold: text('UNILATERAL NOTICE in respect of an option to purchase contained in an Agreement dated 17 January 2023 made between (1) Trentside Industrial Properties Limited and (2) Halloran Logistics Limited relating to Unit 6.', 'Unit 6', 'Halloran Logistics Limited'),
      },
      { id: 'own-height', text: 'Is there a limit on how high we can build?', gold: text('nor erect any building thereon exceeding forty feet in height', 'forty feet') },
    ],
  },
  {
    id: 'calibration-folio-ie-ballinasloe-society-street',
    typeKey: 'land-registry-folio',
    region: 'IE',
    title: 'Land Registry Folio 18834F County Galway',
    style: 'register',
    pages: [
      `Land Registry
Folio 18834F
County Galway
Register of Ownership of Freehold Land
Land Cert Issued: No
Date of print: 23 May 2024
This print reflects the entries on the folio at the date of print. Dealings lodged but not yet completed are not shown.
Part 1(A) - The Property
Note: Unless a note to the contrary appears, neither the description of land in the register nor its identification by reference to the Registry Map is conclusive as to the boundaries or extent (see Section 85 of the Registration of Title Act 1964, as substituted by Section 62 of the Registration of Deeds and Title Act 2006).
1 The property shown coloured Red as plans 112 and 112A on the Registry Map, situate in the Townland of Townparks, in the Barony of Clonmacnowen, in the Electoral Division of Ballinasloe Urban, known as 27 Society Street, Ballinasloe, County Galway. Official notes: From Folio 9120 County Galway.
The Registry Map reference for this folio is OS Map Ref 87-4.
Part 1(B) - Easements and Profits à Prendre (appurtenant)
1 9 July 2002 D2002LR011402F The right of way on foot and with vehicles over the laneway coloured Yellow on the Registry Map (plan 112B), leading from Society Street to the rear yard of the property.
Part 2 - Ownership
Title ABSOLUTE
1 12 March 2015 D2015LR031877N CIARAN JOSEPH FAHY and MAIREAD FAHY, both of 27 Society Street, Ballinasloe, County Galway, are full owners as joint tenants.
2 12 March 2015 D2015LR031877N Inhibition: No disposition of the property by the registered owners (other than a charge in favour of a bank or other lending agency for the purpose of securing a loan for the improvement of the property) is to be registered without the consent in writing of Galway County Council.`,
      `Part 3 - Burdens and Notices of Burdens
1 9 July 2002 D2002LR011402F Wayleave in favour of the Electricity Supply Board to lay, maintain and renew an underground cable along the rear boundary of the property, as shown by a broken blue line on the Registry Map, with the right to enter the property for those purposes.
2 12 March 2015 D2015LR031877N Charge for present and future advances repayable with interest. Connacht Mutual Bank DAC is owner of this charge.
3 4 June 2018 D2018LR066210W Lease dated 1 May 2018 made between CIARAN JOSEPH FAHY and MAIREAD FAHY of the one part and HYNES PHARMACY LIMITED of the other part, of the ground floor shop part of the property, for the term of 25 years from 1 May 2018, subject to the yearly rent of €22,000 therein reserved. Note: the leasehold interest is registered on Folio 4110L County Galway.
4 20 March 2023 D2023LR029984P The property is charged with the sum of €18,452.30, together with interest thereon, being the amount of a judgment obtained in the High Court on 6 February 2023 in an action entitled Tuam Builders Providers Limited v Ciaran Joseph Fahy, Record No. 2022/4417P, the said judgment having been registered as a judgment mortgage against the interest of CIARAN JOSEPH FAHY in the property. Tuam Builders Providers Limited is owner of this judgment mortgage.`,
    ],
    gold: {
      'folio-number': identifier('18834F', ['Folio 18834F', 'County Galway']),
      register: text('Register of Ownership of Freehold Land', 'Freehold'),
      description: text(
        'situate in the Townland of Townparks, in the Barony of Clonmacnowen, in the Electoral Division of Ballinasloe Urban, known as 27 Society Street, Ballinasloe, County Galway',
        'Townparks',
        '27 Society Street',
      ),
      plan: text(['The property shown coloured Red as plans 112 and 112A on the Registry Map', 'The Registry Map reference for this folio is OS Map Ref 87-4.'], '112A', '87-4'),
      'boundaries-not-conclusive': yes('neither the description of land in the register nor its identification by reference to the Registry Map is conclusive as to the boundaries or extent'),
      'appurtenant-rights': text('The right of way on foot and with vehicles over the laneway coloured Yellow on the Registry Map (plan 112B)', 'right of way'),
      'registered-owners': names('CIARAN JOSEPH FAHY and MAIREAD FAHY, both of 27 Society Street', 'Ciaran Joseph Fahy', 'Mairead Fahy'),
      'class-of-title': text('Title ABSOLUTE', 'absolute'),
      'co-ownership': text('are full owners as joint tenants', 'joint tenants'),
      'owner-registration-date': date('2015-03-12', '12 March 2015 D2015LR031877N CIARAN JOSEPH FAHY and MAIREAD FAHY'),
      inhibitions: text('is to be registered without the consent in writing of Galway County Council', 'Galway County Council'),
      cautions: notFound,
      charges: text(
        ['Charge for present and future advances repayable with interest.', 'The property is charged with the sum of €18,452.30, together with interest thereon, being the amount of a judgment'],
        'present and future advances',
        '€18,452.30',
      ),
      'charge-owners': [
        names('Connacht Mutual Bank DAC is owner of this charge.', 'Connacht Mutual Bank DAC'),
        names(['Connacht Mutual Bank DAC is owner of this charge.', 'Tuam Builders Providers Limited is owner of this judgment mortgage.'], 'Connacht Mutual Bank DAC', 'Tuam Builders Providers Limited'),
      ],
      easements: text('Wayleave in favour of the Electricity Supply Board to lay, maintain and renew an underground cable', 'Electricity Supply Board'),
      leases: text(
        'Lease dated 1 May 2018 made between CIARAN JOSEPH FAHY and MAIREAD FAHY of the one part and HYNES PHARMACY LIMITED of the other part, of the ground floor shop part of the property, for the term of 25 years from 1 May 2018',
        'Hynes Pharmacy Limited',
        '25 years',
      ),
      rents: notFound,
      'pending-dealings': notFound,
      'folio-date': date('2024-05-23', 'Date of print: 23 May 2024'),
      'judgment-mortgages-lis-pendens': yes('the said judgment having been registered as a judgment mortgage against the interest of CIARAN JOSEPH FAHY in the property'),
      'land-certificate': no('Land Cert Issued: No'),
      'land-acts-burdens': notFound,
    },
    own: [
      { id: 'own-shop-folio', text: 'Where is the pharmacy lease registered as an ownership?', gold: identifier('4110L', 'Note: the leasehold interest is registered on Folio 4110L County Galway.') },
      { id: 'own-sell-freely', text: 'Can the Fahys sell the building without anyone else signing off?', gold: no('is to be registered without the consent in writing of Galway County Council') },
      { id: 'own-judgment-amount', text: 'How much is the judgment registered against Mr Fahy?', gold: eur(18452.3, 'The property is charged with the sum of €18,452.30') },
    ],
  },
  {
    id: 'calibration-guarantee-en-penrose-joinery',
    typeKey: 'guarantee',
    region: 'EN',
    title: 'Guarantee and indemnity: Penrose Joinery Limited',
    style: 'modern',
    pages: [
      `DEED OF GUARANTEE AND INDEMNITY
THIS DEED OF GUARANTEE AND INDEMNITY is dated 2 October 2023
PARTIES
(1) THOMAS EDWARD PENROSE of Holly Bank, 14 Church Road, Frampton Cotterell, Bristol BS36 2BX and RACHEL ANNE PENROSE of the same address (together the "Guarantors" and each a "Guarantor").
(2) SEVERNSIDE BUSINESS FINANCE LIMITED, a company incorporated in England and Wales with company number 07739215, whose registered office is at Harbourside House, 3 Canons Road, Bristol BS1 5UH (the "Lender").
BACKGROUND
(A) The Lender has agreed to make available to Penrose Joinery Limited (company number 09127733), whose registered office is at Unit 7, Avonbank Industrial Estate, Avonmouth, Bristol BS11 9FG (the "Company"), an invoice discounting facility and a term loan of £180,000 on the terms of the Facility Letter.
(B) The Guarantors are the directors and the only shareholders of the Company and will benefit from the Lender making those facilities available to it.
AGREED TERMS
1. DEFINITIONS
In this Guarantee:
"Facility Letter" means the facility letter dated 28 September 2023 from the Lender to the Company and accepted by the Company on 29 September 2023, as amended, varied or supplemented from time to time.
"Guaranteed Liabilities" means all money and liabilities now or at any time in the future due, owing or incurred by the Company to the Lender, whether under the Facility Letter, the Invoice Discounting Agreement or otherwise, actually or contingently, solely or jointly, as principal or surety, together with interest, commission, fees and costs.
"Invoice Discounting Agreement" means the agreement for the purchase of debts dated 28 September 2023 between the Company and the Lender.
"Maximum Amount" means £250,000.
2. GUARANTEE AND INDEMNITY
2.1 In consideration of the Lender making or continuing to make facilities available to the Company, the Guarantors jointly and severally guarantee to the Lender that the Company will pay and discharge the Guaranteed Liabilities when due, and undertake that whenever the Company does not pay any of them when due they will pay it on demand as if they were the principal obligor.
2.2 As a separate and independent obligation, the Guarantors jointly and severally agree, as principal obligors, to indemnify the Lender immediately on demand against any cost, loss or liability it incurs if any Guaranteed Liability is or becomes unenforceable, invalid or illegal.
2.3 The total liability of the Guarantors under this Guarantee shall not exceed the Maximum Amount, together with interest on that amount from the date of demand at the rate set out in clause 5.3 and the Lender's costs of enforcing this Guarantee.
3. CONTINUING GUARANTEE
3.1 This Guarantee is a continuing guarantee and will extend to the ultimate balance of the Guaranteed Liabilities, regardless of any intermediate payment or discharge in whole or in part.
3.2 This Guarantee is in addition to, and is not in any way prejudiced by, any other guarantee or security now or subsequently held by the Lender.`,
      `4. PROTECTION OF THE LENDER AND ORDER OF RECOURSE
4.1 The liability of the Guarantors will not be affected by any act, omission or circumstance which, but for this clause, might reduce, release or prejudice it, including:
(a) any time, waiver or consent granted to the Company or any other person;
(b) the release of the other Guarantor or of any other person;
(c) the taking, variation, compromise, exchange, renewal or release of, or any refusal or neglect to perfect, take up or enforce, any rights against, or security over assets of, the Company or any other person;
(d) any amendment or variation of the Facility Letter or the Invoice Discounting Agreement, including any increase in the facilities made available; or
(e) any insolvency or similar proceedings.
4.2 The Lender shall not make any demand on the Guarantors under this Guarantee unless it has first made written demand on the Company and has appointed an administrator or receiver under, or otherwise taken steps to enforce, the debenture granted by the Company to the Lender dated 2 October 2023, and the Guaranteed Liabilities have not been discharged in full within 30 days of that appointment or step.
5. DEMANDS AND PAYMENTS
5.1 Any demand under this Guarantee shall be made in writing, signed by an authorised officer of the Lender, and may be served on each Guarantor by hand or by first class post to the address given for that Guarantor at the start of this Guarantee. A demand will be treated as received, if delivered by hand, when left at that address and, if posted, at 9.00 am on the second business day after posting.
5.2 The Guarantors shall pay each amount demanded within 7 days of the demand, without any set-off, counterclaim or deduction.
5.3 Each Guarantor shall pay interest on any amount demanded from the date of demand until payment (both before and after judgment) at three per cent a year above the Lender's base rate.
6. DETERMINATION BY A GUARANTOR
6.1 A Guarantor may determine his or her liability under this Guarantee for Guaranteed Liabilities incurred after the determination by giving the Lender not less than three months' written notice, but shall remain liable for all Guaranteed Liabilities outstanding at the end of that notice period, whether then due or not, including any liability under facilities then committed.
6.2 Determination by one Guarantor will not affect the liability of the other Guarantor.
7. INDEPENDENT LEGAL ADVICE
7.1 Each Guarantor confirms that, before signing this Guarantee, he or she was advised by the Lender to take independent legal advice on its terms and effect, and did so from the solicitor whose certificate is endorsed on this Guarantee.
8. ASSIGNMENT
8.1 The Lender may assign or transfer all or any of its rights under this Guarantee. The Guarantors may not assign any of their rights.
9. GOVERNING LAW AND JURISDICTION
9.1 This Guarantee and any non-contractual obligations arising out of or in connection with it are governed by English law.
9.2 The courts of England have exclusive jurisdiction to settle any dispute arising out of or in connection with this Guarantee, but this clause shall not prevent the Lender from taking proceedings in any other court of competent jurisdiction.

This Guarantee has been executed by the Guarantors as a deed and is delivered and takes effect on the date stated at the beginning of it.
Signed as a deed by THOMAS EDWARD PENROSE in the presence of: Witness: Margaret Lacey, 9 Old Market Street, Bristol BS2 0EZ, legal secretary
Signed as a deed by RACHEL ANNE PENROSE in the presence of: Witness: Margaret Lacey, 9 Old Market Street, Bristol BS2 0EZ, legal secretary`,
      `SOLICITOR'S CERTIFICATE
I, Daniel Wilkes, a solicitor of Wilkes Harford LLP, 9 Old Market Street, Bristol BS2 0EZ, certify that on 2 October 2023 I advised Thomas Edward Penrose and Rachel Anne Penrose, each separately and in the absence of any representative of the Lender or of the Company, on the nature and effect of this Guarantee, including that their liability under it is limited to £250,000 plus interest and enforcement costs and that the Lender may have recourse to their home if they fail to pay.
I confirm that each of them appeared to understand my advice and told me that he or she wished to enter into the Guarantee of his or her own free will.
Signed: Daniel Wilkes, Solicitor, for and on behalf of Wilkes Harford LLP. Date: 2 October 2023`,
    ],
    gold: {
      guarantor: names(
        'THOMAS EDWARD PENROSE of Holly Bank, 14 Church Road, Frampton Cotterell, Bristol BS36 2BX and RACHEL ANNE PENROSE of the same address',
        'Thomas Edward Penrose',
        'Rachel Anne Penrose',
      ),
      beneficiary: names('SEVERNSIDE BUSINESS FINANCE LIMITED, a company incorporated in England and Wales with company number 07739215', 'Severnside Business Finance Limited'),
      'principal-debtor': names('Penrose Joinery Limited (company number 09127733)', 'Penrose Joinery Limited'),
      date: date('2023-10-02', 'THIS DEED OF GUARANTEE AND INDEMNITY is dated 2 October 2023'),
      'guaranteed-obligations': text('"Guaranteed Liabilities" means all money and liabilities now or at any time in the future due, owing or incurred by the Company to the Lender', 'all money and liabilities'),
      cap: gbp(250000, ['"Maximum Amount" means £250,000.', 'The total liability of the Guarantors under this Guarantee shall not exceed the Maximum Amount']),
      continuing: yes('This Guarantee is a continuing guarantee and will extend to the ultimate balance of the Guaranteed Liabilities'),
      'principal-obligor-and-indemnity': yes([
        'they will pay it on demand as if they were the principal obligor',
        'As a separate and independent obligation, the Guarantors jointly and severally agree, as principal obligors, to indemnify the Lender',
      ]),
      'waiver-of-defences': yes('The liability of the Guarantors will not be affected by any act, omission or circumstance which, but for this clause, might reduce, release or prejudice it'),
      'immediate-recourse': no('The Lender shall not make any demand on the Guarantors under this Guarantee unless it has first made written demand on the Company and has appointed an administrator or receiver under, or otherwise taken steps to enforce, the debenture'),
      demand: text(
        [
          'Any demand under this Guarantee shall be made in writing, signed by an authorised officer of the Lender',
          'The Lender shall not make any demand on the Guarantors under this Guarantee unless it has first made written demand on the Company',
        ],
        'in writing',
      ),
      'termination-by-guarantor': yes(
        'A Guarantor may determine his or her liability under this Guarantee for Guaranteed Liabilities incurred after the determination by giving the Lender not less than three months\' written notice',
        'three months',
      ),
      'deferral-of-rights': notFound,
      limitations: notFound,
      'set-off': notFound,
      'independent-advice': yes([
        'did so from the solicitor whose certificate is endorsed on this Guarantee',
        'certify that on 2 October 2023 I advised Thomas Edward Penrose and Rachel Anne Penrose, each separately',
      ]),
      execution: yes([
        'This Guarantee has been executed by the Guarantors as a deed',
        'Signed as a deed by THOMAS EDWARD PENROSE in the presence of: Witness: Margaret Lacey, 9 Old Market Street, Bristol BS2 0EZ, legal secretary',
        'Signed as a deed by RACHEL ANNE PENROSE in the presence of: Witness: Margaret Lacey, 9 Old Market Street, Bristol BS2 0EZ, legal secretary',
      ]),
      'governing-law': text(['are governed by English law', 'The courts of England have exclusive jurisdiction'], 'English law', 'courts of England'),
    },
    own: [
      { id: 'own-home-warning', text: 'Were the Penroses told their home could be at risk?', gold: yes('the Lender may have recourse to their home if they fail to pay') },
      { id: 'own-interest-after-demand', text: 'What interest runs once a demand is made?', gold: percent(3, 'at three per cent a year above the Lender\'s base rate') },
      { id: 'own-one-leaves', text: 'If Thomas ends his guarantee, is Rachel let off too?', gold: no('Determination by one Guarantor will not affect the liability of the other Guarantor.') },
    ],
  },
];
