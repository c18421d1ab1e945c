import {
  date,
  eur,
  gbp,
  months,
  names,
  no,
  notFound,
  percent,
  text,
  yes,
  years,
  type AnswerSetDocument,
} from './answer-set-document.ts';

/** Leases in each region, drafted the ways practitioners meet them: old-style deeds, plain English, Scots and Irish forms. */
export const LEASES: AnswerSetDocument[] = [
  {
    id: 'lease-en-bristol-offices',
    typeKey: 'property-lease',
    region: 'EN',
    title: 'Lease of Second Floor, Albion House, Bristol',
    style: 'deed',
    pages: [
      `LEASE
Second Floor, Albion House, 14 Mill Street, Bristol BS1 6HU
PRESCRIBED CLAUSES
LR1. Date of lease\t1 March 2019
LR2.1 Landlord's title number(s)\tAV418822
LR2.2 Other title numbers\tNone
LR3. Parties to this lease\tLandlord: SEVERN ESTATES LIMITED (company number 04417263) whose registered office is at 8 Queen Square, Bristol BS1 4JE. Tenant: CALLOWAY DESIGN STUDIO LIMITED (company number 09920417) whose registered office is at 3 Colston Yard, Bristol BS1 5BD. Guarantor: MARTIN JAMES CALLOWAY of 22 Cotham Vale, Bristol BS6 6HR
LR4. Property\tIn the case of a conflict between this clause and the remainder of this lease then, for the purposes of registration, this clause shall prevail. The Premises known as the Second Floor, Albion House, 14 Mill Street, Bristol BS1 6HU as more particularly described in the First Schedule.
LR5. Prescribed statements etc.\tNone
LR6. Term for which the Property is leased\tFrom and including 25 March 2019 to and including 24 March 2034
LR7. Premium\tNone
LR8. Prohibitions or restrictions on disposing of this lease\tThis lease contains a provision that prohibits or restricts dispositions.
LR9. Rights of acquisition etc.\tNone
LR10. Restrictive covenants given in this lease by the Landlord in respect of land other than the Property\tNone
LR11. Easements\tThe rights set out in the Second Schedule are granted. The rights set out in the Third Schedule are excepted and reserved.
LR12. Estate rentcharge burdening the Property\tNone
LR13. Application for standard form of restriction\tNone
LR14. Declaration of trust where there is more than one person comprising the Tenant\tNot applicable`,
      `THIS LEASE is made the 1st day of March 2019
BETWEEN
(1) SEVERN ESTATES LIMITED (company number 04417263) whose registered office is at 8 Queen Square, Bristol BS1 4JE (hereinafter called "the Landlord" which expression shall where the context so admits include its successors in title);
(2) CALLOWAY DESIGN STUDIO LIMITED (company number 09920417) whose registered office is at 3 Colston Yard, Bristol BS1 5BD (hereinafter called "the Tenant"); and
(3) MARTIN JAMES CALLOWAY of 22 Cotham Vale, Bristol BS6 6HR (hereinafter called "the Guarantor").
NOW THIS DEED WITNESSETH as follows:
1. DEFINITIONS AND INTERPRETATION
1.1 In this Lease the following words and expressions shall have the following meanings:
"Building" means the land and building known as Albion House, 14 Mill Street, Bristol BS1 6HU registered at HM Land Registry under title number AV418822;
"Contractual Term" means a term of fifteen years from and including 25 March 2019 to and including 24 March 2034;
"Insured Risks" means fire, lightning, explosion, storm, flood, escape of water, impact, riot, malicious damage, terrorism and such other risks as the Landlord may from time to time reasonably decide to insure against;
"Interest Rate" means interest at the rate of four per cent (4%) per annum above the base rate from time to time of Barclays Bank PLC;
"Premises" means the Second Floor of the Building as more particularly described in the First Schedule;
"Rent Commencement Date" means 25 September 2019;
"Review Dates" means 25 March 2024 and 25 March 2029;
"Service Charge Percentage" means 22 per cent of the Service Costs.
1.2 References to the Landlord include a reference to the person entitled for the time being to the immediate reversion to this Lease.
1.3 Any obligation on the Tenant not to do something includes an obligation not to permit or suffer that thing to be done.`,
      `2. DEMISE AND RENTS
2.1 In consideration of the rents and covenants hereinafter reserved and contained the Landlord HEREBY DEMISES unto the Tenant ALL THOSE the Premises TOGETHER WITH the rights set out in the Second Schedule EXCEPT AND RESERVING the rights set out in the Third Schedule TO HOLD the same unto the Tenant for the Contractual Term.
2.2 The Tenant shall pay the yearly rent of FORTY-EIGHT THOUSAND FIVE HUNDRED POUNDS (£48,500) subject to review as hereinafter provided, by equal quarterly payments in advance on the usual quarter days, the first payment being due on the Rent Commencement Date.
2.3 No rent shall be payable in respect of the period of six months from and including 25 March 2019, the Landlord having agreed to that rent-free period as an inducement to the Tenant to take this Lease.
2.4 The Landlord has elected to waive exemption from VAT in respect of the Building and the Tenant shall pay VAT on the rent and on all other sums payable under this Lease in addition to those sums.
3. TENANT'S COVENANTS
The Tenant HEREBY COVENANTS with the Landlord as follows:
3.1 To pay the rents reserved by this Lease at the times and in the manner aforesaid without any deduction, counterclaim or set-off whatsoever.
3.2 If any rent or other sum is not paid within fourteen days of its due date, to pay interest thereon at the Interest Rate from the due date until the date of actual payment.
3.3 To pay the Service Charge Percentage of the costs incurred by the Landlord in providing the services set out in the Fourth Schedule, such sum to be paid on account by equal quarterly instalments together with the rent.
3.4 The Service Charge shall not include any costs of a capital nature, the costs of remedying any inherent defect in the Building or the costs of letting any part of the Building.`,
      `3.5 To keep the Premises in good and substantial repair and condition PROVIDED THAT the Tenant shall not be obliged to put the Premises into any better state of repair or condition than that evidenced by the Schedule of Condition annexed hereto.
3.6 To decorate the interior of the Premises in the last year of the Term (howsoever determined) in colours first approved by the Landlord.
3.7 Not to make any structural alterations or additions to the Premises, and not to make any internal non-structural alterations without the prior written consent of the Landlord, such consent not to be unreasonably withheld.
3.8 Not to use the Premises otherwise than as offices within Class E(g)(i) of the Town and Country Planning (Use Classes) Order 1987.
3.9 Alienation
(a) Not to assign, underlet, charge or part with possession of part only of the Premises.
(b) Not to assign the whole of the Premises without the prior written consent of the Landlord, such consent not to be unreasonably withheld.
(c) The Landlord may give its consent to an assignment subject to a condition that the assignor enters into an authorised guarantee agreement in such form as the Landlord may reasonably require.
(d) Not to underlet the whole of the Premises without the prior written consent of the Landlord, such consent not to be unreasonably withheld, and then only at a rent not less than the open market rent.
(e) The Tenant may share occupation of the Premises with any company that is a member of the same group of companies as the Tenant, provided that no relationship of landlord and tenant is created.
3.10 At the expiration or sooner determination of the Term quietly to yield up the Premises in the state of repair required by this Lease, having removed all alterations made during the Term if the Landlord so requires and made good all damage caused by their removal.`,
      `4. INSURANCE
4.1 The Landlord shall insure the Building against loss or damage by the Insured Risks in its full reinstatement cost, and the Tenant shall pay to the Landlord on demand a fair proportion of the premium as the Insurance Rent.
4.2 If the Premises are damaged by an Insured Risk so as to be unfit for occupation, the rent shall be suspended until they are again fit for occupation or until the end of three years, whichever is the earlier.
5. LANDLORD'S COVENANTS
5.1 The Landlord COVENANTS with the Tenant that the Tenant paying the rents and observing the covenants on its part herein contained shall peaceably hold and enjoy the Premises during the Term without any interruption by the Landlord or any person rightfully claiming under or in trust for it.
5.2 The Landlord shall use reasonable endeavours to provide the services set out in the Fourth Schedule.
6. TENANT'S BREAK OPTION
6.1 The Tenant may determine this Lease on 25 March 2029 by giving to the Landlord not less than six months' prior written notice.
6.2 A notice under clause 6.1 shall be of no effect unless on the break date the Tenant has paid the rent due under this Lease and gives up the Premises free of any occupier.
7. PROVISO FOR RE-ENTRY
7.1 If the rents or any part of them shall be unpaid for twenty-one days after becoming payable (whether formally demanded or not), or if the Tenant shall be in breach of any covenant herein, or if the Tenant shall enter into liquidation or administration, it shall be lawful for the Landlord to re-enter upon the Premises and thereupon this demise shall absolutely determine.`,
      `8. RENT REVIEW
8.1 The rent shall be reviewed on each of the Review Dates to the open market rent of the Premises at the relevant Review Date as agreed between the parties or determined by an independent surveyor.
8.2 The rent payable from each Review Date shall be the higher of the rent payable immediately before that Review Date and the open market rent, so that the rent shall be reviewed upwards only.
8.3 The independent surveyor shall act as an expert and not as an arbitrator and shall be appointed, failing agreement, by the President of the Royal Institution of Chartered Surveyors.
9. EXCLUSION OF THE 1954 ACT
9.1 The Landlord and the Tenant agree that the provisions of sections 24 to 28 of the Landlord and Tenant Act 1954 are excluded in relation to the tenancy created by this Lease.
9.2 The Landlord served on the Tenant a warning notice in the form set out in Schedule 1 to the Regulatory Reform (Business Tenancies) (England and Wales) Order 2003 on 4 February 2019, and the Tenant made a statutory declaration in the form set out in Schedule 2 on 11 February 2019.
10. RENT DEPOSIT
10.1 On the date of this Lease the Tenant shall pay to the Landlord a rent deposit of £24,250 to be held on the terms of a rent deposit deed of even date.
11. GUARANTEE
11.1 In consideration of the grant of this Lease the Guarantor covenants with the Landlord that the Tenant shall pay the rents and observe the covenants of this Lease, and shall indemnify the Landlord against any failure to do so.
11.2 The Guarantor shall be released when the Tenant is released by virtue of the Landlord and Tenant (Covenants) Act 1995, but may be required to guarantee the obligations of the Tenant under any authorised guarantee agreement.`,
      `12. STAMP DUTY LAND TAX AND REGISTRATION
12.1 The Tenant shall pay any stamp duty land tax chargeable on the grant of this Lease and shall deliver the land transaction return to HM Revenue & Customs within the required time.
12.2 Promptly following the grant of this Lease the Tenant shall apply to register it at HM Land Registry and shall give the Landlord official copies of the register showing the Tenant as registered proprietor.
13. GOVERNING LAW
13.1 This Lease and any dispute or claim arising out of or in connection with it shall be governed by and construed in accordance with the law of England and Wales.
IN WITNESS whereof this Lease has been executed as a deed and delivered on the date first above written.
FIRST SCHEDULE: THE PREMISES
The second floor of the Building shown edged red on Plan 1, including the internal plaster, floor screeds and ceiling finishes but excluding the structure and the main walls.
SECOND SCHEDULE: RIGHTS GRANTED
The right in common with others to use the entrance hall, stairs and passenger lifts of the Building for access to and egress from the Premises, and to park two private cars in the spaces marked P7 and P8 on Plan 2.
THIRD SCHEDULE: RIGHTS EXCEPTED AND RESERVED
The right to enter the Premises on reasonable prior notice to inspect, to repair the Building and to carry out works to adjoining property.
EXECUTED as a DEED by SEVERN ESTATES LIMITED acting by a director in the presence of a witness
EXECUTED as a DEED by CALLOWAY DESIGN STUDIO LIMITED acting by two directors
SIGNED as a DEED by MARTIN JAMES CALLOWAY in the presence of: Ruth Okafor, solicitor, Bristol`,
    ],
    gold: {
      landlord: names('SEVERN ESTATES LIMITED (company number 04417263)', 'Severn Estates Limited'),
      tenant: names('CALLOWAY DESIGN STUDIO LIMITED (company number 09920417)', 'Calloway Design Studio Limited'),
      guarantor: names('MARTIN JAMES CALLOWAY of 22 Cotham Vale', 'Martin James Calloway'),
      'lease-date': date('2019-03-01', ['THIS LEASE is made the 1st day of March 2019', 'LR1. Date of lease 1 March 2019']),
      premises: text(
        ['Second Floor, Albion House, 14 Mill Street, Bristol BS1 6HU', 'the Second Floor of the Building as more particularly described in the First Schedule'],
        'Second Floor',
      ),
      term: years(15, 'From and including 25 March 2019 to and including 24 March 2034'),
      'initial-rent': gbp(48500, 'the yearly rent of FORTY-EIGHT THOUSAND FIVE HUNDRED POUNDS (£48,500)'),
      'rent-free-period': months(6, 'No rent shall be payable in respect of the period of six months from and including 25 March 2019'),
      'rent-review': text('the higher of the rent payable immediately before that Review Date and the open market rent, so that the rent shall be reviewed upwards only', 'upwards only'),
      'break-options': text('The Tenant may determine this Lease on 25 March 2029 by giving to the Landlord not less than six months\' prior written notice.', '25 March 2029'),
      alienation: text([
        'Not to assign the whole of the Premises without the prior written consent of the Landlord, such consent not to be unreasonably withheld.',
        'Not to assign, underlet, charge or part with possession of part only of the Premises.',
      ]),
      repair: text('shall not be obliged to put the Premises into any better state of repair or condition than that evidenced by the Schedule of Condition', 'Schedule of Condition'),
      'service-charge': text([
        'To pay the Service Charge Percentage of the costs incurred by the Landlord in providing the services set out in the Fourth Schedule',
        'The Service Charge shall not include any costs of a capital nature',
      ]),
      insurance: text('The Landlord shall insure the Building against loss or damage by the Insured Risks in its full reinstatement cost', 'Landlord shall insure'),
      'permitted-use': text('Not to use the Premises otherwise than as offices within Class E(g)(i)', 'offices'),
      'landlord-covenants': text('shall peaceably hold and enjoy the Premises during the Term without any interruption by the Landlord', 'peaceably hold and enjoy'),
      forfeiture: text('If the rents or any part of them shall be unpaid for twenty-one days after becoming payable', 'twenty-one days'),
      'security-of-tenure-1954-act': yes('the provisions of sections 24 to 28 of the Landlord and Tenant Act 1954 are excluded in relation to the tenancy created by this Lease'),
      'rent-deposit': gbp(24250, 'a rent deposit of £24,250'),
      'interest-on-late-payment': percent(4, 'interest at the rate of four per cent (4%) per annum above the base rate'),
      'yield-up': text('quietly to yield up the Premises in the state of repair required by this Lease, having removed all alterations', 'yield up'),
      'aga-and-guarantor-release': yes([
        'The Landlord may give its consent to an assignment subject to a condition that the assignor enters into an authorised guarantee agreement',
        'The Guarantor shall be released when the Tenant is released by virtue of the Landlord and Tenant (Covenants) Act 1995',
      ]),
      'registration-england-wales': yes(['the Tenant shall apply to register it at HM Land Registry', '"Contractual Term" means a term of fifteen years from and including 25 March 2019']),
      'stamp-duty-land-tax': text('The Tenant shall pay any stamp duty land tax chargeable on the grant of this Lease', 'stamp duty land tax'),
      'governing-law': text('governed by and construed in accordance with the law of England and Wales', 'England and Wales'),
    },
    own: [
      { id: 'own-sublet-part', text: 'Can the tenant sublet part?', gold: no('Not to assign, underlet, charge or part with possession of part only of the Premises.') },
      { id: 'own-deposit', text: 'How much is the deposit?', gold: gbp(24250, 'a rent deposit of £24,250') },
      { id: 'own-lease-end', text: 'When does the lease end?', gold: date('2034-03-24', 'From and including 25 March 2019 to and including 24 March 2034') },
    ],
  },
  {
    id: 'lease-wa-cardiff-shop',
    typeKey: 'property-lease',
    region: 'WA',
    title: 'Lease: Unit 3, Heol y Frenhines, Cardiff',
    style: 'modern',
    pages: [
      `LEASE OF RETAIL PREMISES
Unit 3, Heol y Frenhines Arcade, Cardiff CF10 2BH
This lease is dated 14 June 2022.
Parties
(1) Taff Retail Investments Limited, a company registered in England and Wales with number 07781204, whose registered office is at 2 Callaghan Square, Cardiff CF10 5AZ ("we" or "the Landlord").
(2) Bara Brith Bakery Limited, a company registered in England and Wales with number 12554018, whose registered office is at 19 Whitchurch Road, Cardiff CF14 3JN ("you" or "the Tenant").
Key terms
Premises\tUnit 3, Heol y Frenhines Arcade, Cardiff CF10 2BH, being the ground floor shop shown edged red on the attached plan
Term\tTen years starting on 24 June 2022 and ending on 23 June 2032
Rent\t£36,000 a year, plus VAT
Turnover top-up\tNone
Rent deposit\tThree months' rent and VAT (£10,800 in total)
Permitted use\tA bakery and café within Class A3, with ancillary sale of bread and cakes for consumption off the premises
Break date\t24 June 2027 (your break only)`,
      `1. What this lease does
1.1 We let the Premises to you for the Term. You have the rights in Schedule 1 and we keep the rights in Schedule 2.
1.2 Words in the key terms have the meanings given there. "Arcade" means Heol y Frenhines Arcade, Cardiff, registered at HM Land Registry under title number CYM552901.
2. Paying the rent
2.1 You must pay the rent in equal monthly instalments in advance on the first day of each month. The first instalment is due on 24 June 2022.
2.2 We have opted to tax the Arcade, so VAT is payable on the rent.
2.3 If you pay anything late you must pay interest at 3% a year above the Bank of England base rate from the date it was due until the date you pay it.
3. Rent review
3.1 On 24 June 2027 the rent will change in line with the Consumer Prices Index published by the Office for National Statistics.
3.2 The reviewed rent will be the rent payable before the review date increased by the percentage increase in the index over the previous five years, but it will not be less than the rent payable before the review date and will not be more than the rent increased by 3% a year compounded.
4. Service charge
4.1 You must pay a fair proportion of what we spend running the Arcade, as set out in Schedule 3. We will send you a budget before each service charge year starts.
4.2 The service charge you pay in any service charge year will not be more than £4,500 plus VAT, increased each year in line with the Consumer Prices Index.`,
      `5. Looking after the Premises
5.1 You must keep the interior of the Premises in good repair, including the shop front, doors and windows. You do not have to repair damage caused by an insured risk unless your insurance is affected by something you did.
5.2 You must redecorate the inside of the Premises every five years and in the last three months of the lease.
5.3 You must not make any structural alterations. You may make internal non-structural alterations and change the shop fit-out if you tell us first and give us copies of the plans.
6. Using the Premises
6.1 You may only use the Premises for the permitted use. You must keep the Premises open for trade during the usual hours of the Arcade.
6.2 You must not sell hot food for delivery, and you must not cook anything in the Premises that needs a ducted extraction system without our consent.
7. Dealing with the lease
7.1 You may assign the whole of the Premises with our consent, which we will not unreasonably withhold. We may ask you to sign an authorised guarantee agreement when you assign.
7.2 You must not underlet or charge the Premises or any part of them.
7.3 You may allow a company in your group to share the Premises as long as it does not become a tenant.`,
      `8. Insurance
8.1 We will insure the Arcade, including the Premises, against the insured risks for its full rebuilding cost and you will pay us the insurance rent, which is the part of the premium we reasonably attribute to the Premises.
8.2 The insured risks are fire, storm, flood, subsidence, impact, riot, terrorism and anything else we reasonably decide to insure against.
9. Our promises
9.1 As long as you pay the rent and keep your promises in this lease, you may occupy the Premises without interference from us.
9.2 We will keep the structure, roof and common parts of the Arcade in repair, and recover the cost through the service charge.
10. Ending the lease early
10.1 You may end this lease on the break date by giving us at least six months' written notice. The break only takes effect if you have paid all the rent due by the break date.
10.2 If you do not pay the rent for 14 days after it is due, or you break any other promise in this lease, we may end this lease by re-entering the Premises. We will not do this for a breach you can put right unless we have given you a reasonable time to do so.
11. The 1954 Act
11.1 Before this lease was granted we served on you a notice that applies to the Landlord and Tenant Act 1954, and you made a statutory declaration on 2 June 2022. Sections 24 to 28 of the Landlord and Tenant Act 1954 do not apply to this lease.`,
      `12. Rent deposit
12.1 When you sign this lease you must pay the rent deposit, which we will hold in a separate designated account under the rent deposit deed dated the same day as this lease.
13. At the end of the lease
13.1 When this lease ends you must give the Premises back to us in the condition this lease requires, remove your signs and fit-out if we ask you to, and make good any damage that causes.
14. Land transaction tax and registration
14.1 You must pay any land transaction tax due on the grant of this lease and make the return to the Welsh Revenue Authority.
14.2 As the term is more than seven years, you must apply to register this lease at HM Land Registry within one month of the date of this lease and send us a copy of the register once it is registered.
15. Law
15.1 This lease is governed by the law of England and Wales as it applies in Wales, and the courts of England and Wales have exclusive jurisdiction.
Signed as a deed by Taff Retail Investments Limited acting by a director in the presence of a witness.
Signed as a deed by Bara Brith Bakery Limited acting by two directors.
Schedule 1: your rights
The right to use the malls of the Arcade for access during opening hours, and to use the service yard for deliveries between 6am and 10am.
Schedule 2: our rights
The right to come into the Premises to inspect them and to do repairs, on giving you reasonable notice, except in an emergency.
Schedule 3: service charge
The services are cleaning, lighting, heating and security of the malls, maintenance of the structure and roof, and the management fee of 10% of the cost of the services.`,
    ],
    gold: {
      landlord: names('Taff Retail Investments Limited, a company registered in England and Wales', 'Taff Retail Investments Limited'),
      tenant: names('Bara Brith Bakery Limited, a company registered in England and Wales', 'Bara Brith Bakery Limited'),
      guarantor: notFound,
      'lease-date': date('2022-06-14', 'This lease is dated 14 June 2022.'),
      premises: text('Premises Unit 3, Heol y Frenhines Arcade, Cardiff CF10 2BH, being the ground floor shop', 'Unit 3', 'CF10 2BH'),
      term: years(10, 'Ten years starting on 24 June 2022 and ending on 23 June 2032'),
      'initial-rent': gbp(36000, 'Rent £36,000 a year, plus VAT'),
      'rent-free-period': notFound,
      'rent-review': text([
        'On 24 June 2027 the rent will change in line with the Consumer Prices Index published by the Office for National Statistics.',
        'but it will not be less than the rent payable before the review date and will not be more than the rent increased by 3% a year compounded',
      ]),
      'break-options': text('You may end this lease on the break date by giving us at least six months\' written notice.', 'six months'),
      alienation: text(['You may assign the whole of the Premises with our consent, which we will not unreasonably withhold.', 'You must not underlet or charge the Premises or any part of them.']),
      repair: text('You must keep the interior of the Premises in good repair, including the shop front, doors and windows.', 'interior'),
      'service-charge': text('The service charge you pay in any service charge year will not be more than £4,500 plus VAT', '£4,500'),
      insurance: text('We will insure the Arcade, including the Premises, against the insured risks for its full rebuilding cost and you will pay us the insurance rent', 'insurance rent'),
      'permitted-use': text('A bakery and café within Class A3', 'bakery'),
      'landlord-covenants': text('you may occupy the Premises without interference from us', 'without interference'),
      forfeiture: text('If you do not pay the rent for 14 days after it is due, or you break any other promise in this lease, we may end this lease by re-entering the Premises.', '14 days'),
      'security-of-tenure-1954-act': yes('Sections 24 to 28 of the Landlord and Tenant Act 1954 do not apply to this lease.'),
      'rent-deposit': gbp(10800, 'Three months\' rent and VAT (£10,800 in total)'),
      'interest-on-late-payment': percent(3, 'you must pay interest at 3% a year above the Bank of England base rate'),
      'yield-up': text('When this lease ends you must give the Premises back to us in the condition this lease requires, remove your signs and fit-out if we ask you to', 'give the Premises back'),
      'aga-and-guarantor-release': yes('We may ask you to sign an authorised guarantee agreement when you assign.'),
      'registration-england-wales': yes('you must apply to register this lease at HM Land Registry within one month'),
      'land-transaction-tax': text('You must pay any land transaction tax due on the grant of this lease and make the return to the Welsh Revenue Authority.', 'land transaction tax'),
      'governing-law': text('This lease is governed by the law of England and Wales as it applies in Wales', 'England and Wales'),
    },
    own: [
      { id: 'own-underlet', text: 'Can the tenant underlet?', gold: no('You must not underlet or charge the Premises or any part of them.') },
      { id: 'own-review-cap', text: 'Is the rent review capped?', gold: yes('will not be more than the rent increased by 3% a year compounded') },
    ],
  },
  {
    id: 'lease-sc-glasgow-offices',
    typeKey: 'property-lease',
    region: 'SC',
    title: 'Lease: Suite 4/2, 90 St Vincent Street, Glasgow',
    style: 'deed',
    pages: [
      `LEASE
between
CLYDEPORT PROPERTY PARTNERSHIP LLP
and
THISTLE ANALYTICS LIMITED
Subjects: Suite 4/2, Fourth Floor, 90 St Vincent Street, Glasgow G2 5UB
LEASE between CLYDEPORT PROPERTY PARTNERSHIP LLP, a limited liability partnership incorporated under the Limited Liability Partnerships Act 2000 (registered number SO305512) and having its registered office at 200 Bath Street, Glasgow G2 4HG (hereinafter referred to as "the Landlords") and THISTLE ANALYTICS LIMITED, incorporated under the Companies Acts (registered number SC618834) and having its registered office at 5 Atholl Crescent, Edinburgh EH3 8EJ (hereinafter referred to as "the Tenants") with the consent and concurrence of DUNEDIN TECHNOLOGY HOLDINGS LIMITED (registered number SC522190) (hereinafter referred to as "the Guarantors").
WHEREAS the Landlords have agreed to let and the Tenants have agreed to take on lease the Subjects on the terms and conditions contained in this Lease: THEREFORE the parties have agreed and do hereby agree as follows:
1. DEFINITIONS
"Date of Entry" means 28 November 2023 notwithstanding the date or dates of execution hereof;
"Ish" means 27 November 2033;
"Period" means the period from and including the Date of Entry to and including the Ish;
"Rent" means the yearly rent of SIXTY-TWO THOUSAND POUNDS (£62,000) STERLING subject to review;
"Review Date" means 28 November 2028;
"Subjects" means ALL and WHOLE the office suite on the fourth floor of the building known as 90 St Vincent Street, Glasgow G2 5UB, forming part of the subjects registered in the Land Register of Scotland under title number GLA201877.`,
      `2. LET AND DURATION
2.1 The Landlords hereby let to the Tenants the Subjects for the Period, and that notwithstanding the date or dates of execution hereof.
2.2 The Tenants shall pay the Rent quarterly in advance at the Scottish term and quarter days of Candlemas, Whitsunday, Lammas and Martinmas, the first payment being made on the Date of Entry for the period to the next quarter day.
2.3 The Landlords have opted to tax the Subjects, and the Tenants shall pay VAT on the Rent.
2.4 Any sum not paid on its due date shall bear interest at the rate of five per centum (5%) per annum above the base rate of the Royal Bank of Scotland plc from the due date until paid.
3. RENT REVIEW
3.1 The Rent shall be reviewed at the Review Date to the full market rent of the Subjects, and the reviewed rent shall be the greater of the full market rent and the Rent payable immediately before the Review Date.
4. TENANTS' OBLIGATIONS
4.1 The Tenants shall at their own expense maintain, repair and where necessary renew the Subjects and keep them in good and substantial repair and condition, and that notwithstanding the cause of the damage, including damage from latent or inherent defects.
4.2 The Tenants shall pay to the Landlords by way of service charge 18 per centum of the costs incurred by the Landlords in maintaining and managing the common parts of the building, as set out in Part 2 of the Schedule.
4.3 The Tenants shall use the Subjects only as offices for the purposes of Class 4 of the Town and Country Planning (Use Classes) (Scotland) Order 1997.`,
      `5. ASSIGNATION AND SUB-LETTING
5.1 The Tenants shall not assign the whole of their interest in this Lease without the prior written consent of the Landlords, which consent shall not be unreasonably withheld in the case of an assignee of sound financial standing demonstrably capable of fulfilling the Tenants' obligations.
5.2 The Tenants shall not assign, sub-let or part with possession of part only of the Subjects, and shall not grant any standard security over their interest in this Lease.
6. INSURANCE
6.1 The Landlords shall insure the building of which the Subjects form part against the Insured Risks for its reinstatement value, and the Tenants shall reimburse the Landlords for a fair proportion of the premiums.
7. LANDLORDS' OBLIGATIONS
7.1 The Landlords warrant that the Tenants, on paying the Rent and performing their obligations, shall have peaceful possession of the Subjects without interruption by the Landlords.
8. IRRITANCY
8.1 If the Rent remains unpaid for twenty-one days after its due date, or the Tenants are in breach of any other obligation, or the Tenants become insolvent, the Landlords may terminate this Lease by irritancy on written notice.
8.2 The Landlords shall not exercise the irritancy for non-payment of Rent unless they have first served on the Tenants a warning notice requiring payment within a period of not less than fourteen days in accordance with section 4 of the Law Reform (Miscellaneous Provisions) (Scotland) Act 1985.
9. TACIT RELOCATION
9.1 Either party may bring this Lease to an end at the Ish by giving to the other not less than six months' written notice, failing which the Lease shall continue by tacit relocation from year to year.`,
      `10. BREAK
10.1 The Tenants may terminate this Lease on 28 November 2028 by giving not less than nine months' prior written notice to the Landlords, provided the Tenants have paid all Rent due and have given vacant possession of the Subjects.
11. DEPOSIT
11.1 The Tenants shall deposit with the Landlords the sum of THIRTY-ONE THOUSAND POUNDS (£31,000) as security for their obligations, to be held in an interest-bearing account.
12. END OF LEASE
12.1 At the termination of this Lease the Tenants shall remove from the Subjects all alterations if so required by the Landlords and leave them in the state of repair required by this Lease, and shall pay to the Landlords a sum equal to the cost of any work required to reinstate the Subjects.
13. GUARANTEE
13.1 The Guarantors guarantee to the Landlords, as cautioners and full co-obligants jointly and severally with the Tenants, the due performance of the Tenants' obligations, and the Guarantors shall not be released by any assignation of this Lease.
14. REGISTRATION AND LAND AND BUILDINGS TRANSACTION TAX
14.1 This Lease is for a period not exceeding twenty years and shall not be registered in the Land Register of Scotland. The parties consent to registration of this Lease for preservation and execution in the Books of Council and Session.
14.2 The Tenants shall make the land and buildings transaction tax return on the grant of this Lease and each lease review return every three years and shall pay any tax due, and the Landlords shall provide such information as the Tenants reasonably require for that purpose.
15. LAW
15.1 This Lease shall be governed by and construed in accordance with the law of Scotland.
IN WITNESS WHEREOF these presents are subscribed as follows: they are subscribed for and on behalf of the Landlords at Glasgow on 21 November 2023 by Fiona Menzies, Member; for and on behalf of the Tenants at Edinburgh on 22 November 2023 by Ewan Cowie, Director; and for and on behalf of the Guarantors at Edinburgh on 22 November 2023 by Ewan Cowie, Director, each before the witness subscribing.`,
    ],
    gold: {
      landlord: names('CLYDEPORT PROPERTY PARTNERSHIP LLP, a limited liability partnership', 'Clydeport Property Partnership LLP'),
      tenant: names('THISTLE ANALYTICS LIMITED, incorporated under the Companies Acts', 'Thistle Analytics Limited'),
      guarantor: names('DUNEDIN TECHNOLOGY HOLDINGS LIMITED (registered number SC522190) (hereinafter referred to as "the Guarantors")', 'Dunedin Technology Holdings Limited'),
      'lease-date': [
        date('2023-11-22', 'for and on behalf of the Tenants at Edinburgh on 22 November 2023 by Ewan Cowie, Director'),
        date('2023-11-21', 'subscribed for and on behalf of the Landlords at Glasgow on 21 November 2023'),
      ],
      premises: text(
        ['the office suite on the fourth floor of the building known as 90 St Vincent Street, Glasgow G2 5UB', 'Subjects: Suite 4/2, Fourth Floor, 90 St Vincent Street, Glasgow G2 5UB'],
        '90 St Vincent Street',
      ),
      term: years(10, ['"Date of Entry" means 28 November 2023', '"Ish" means 27 November 2033']),
      'initial-rent': gbp(62000, 'the yearly rent of SIXTY-TWO THOUSAND POUNDS (£62,000) STERLING'),
      'rent-free-period': notFound,
      'rent-review': text('the reviewed rent shall be the greater of the full market rent and the Rent payable immediately before the Review Date', 'greater of the full market rent'),
      'break-options': text('The Tenants may terminate this Lease on 28 November 2028 by giving not less than nine months\' prior written notice', '28 November 2028', 'nine months'),
      alienation: text(['The Tenants shall not assign the whole of their interest in this Lease without the prior written consent of the Landlords', 'The Tenants shall not assign, sub-let or part with possession of part only of the Subjects']),
      repair: text('keep them in good and substantial repair and condition, and that notwithstanding the cause of the damage', 'good and substantial repair'),
      'service-charge': text('The Tenants shall pay to the Landlords by way of service charge 18 per centum', 'service charge'),
      insurance: text('The Landlords shall insure the building of which the Subjects form part against the Insured Risks', 'Landlords shall insure'),
      'permitted-use': text('The Tenants shall use the Subjects only as offices', 'offices'),
      'landlord-covenants': text('shall have peaceful possession of the Subjects without interruption by the Landlords', 'peaceful possession'),
      irritancy: text('a warning notice requiring payment within a period of not less than fourteen days in accordance with section 4 of the Law Reform (Miscellaneous Provisions) (Scotland) Act 1985', 'fourteen days'),
      'tacit-relocation': text('Either party may bring this Lease to an end at the Ish by giving to the other not less than six months\' written notice, failing which the Lease shall continue by tacit relocation', 'six months'),
      'rent-deposit': gbp(31000, 'the sum of THIRTY-ONE THOUSAND POUNDS (£31,000) as security for their obligations'),
      'interest-on-late-payment': percent(5, 'interest at the rate of five per centum (5%) per annum above the base rate'),
      'yield-up': text('the Tenants shall remove from the Subjects all alterations if so required by the Landlords and leave them in the state of repair required by this Lease', 'remove'),
      'guarantor-release': no('the Guarantors shall not be released by any assignation of this Lease'),
      'registration-scotland': [
        no('This Lease is for a period not exceeding twenty years and shall not be registered in the Land Register of Scotland.'),
        yes('The parties consent to registration of this Lease for preservation and execution in the Books of Council and Session.'),
      ],
      lbtt: text('The Tenants shall make the land and buildings transaction tax return on the grant of this Lease and each lease review return every three years', 'lease review return'),
      'governing-law': text('This Lease shall be governed by and construed in accordance with the law of Scotland.', 'Scotland'),
    },
    own: [
      { id: 'own-ish', text: 'When is the ish?', gold: date('2033-11-27', '"Ish" means 27 November 2033') },
      { id: 'own-break-notice', text: 'How much notice must the tenant give to break?', gold: months(9, 'by giving not less than nine months\' prior written notice') },
    ],
  },
  {
    id: 'lease-ni-belfast-industrial',
    typeKey: 'property-lease',
    region: 'NI',
    title: 'Lease of Unit 12 Duncrue Industrial Park, Belfast',
    style: 'modern',
    pages: [
      `THIS LEASE is made on 3 October 2020
BETWEEN:
(1) LAGAN INDUSTRIAL ESTATES LIMITED (company number NI612448) whose registered office is at 40 Linenhall Street, Belfast BT2 8BA (the "Landlord"); and
(2) MOURNE PRECISION ENGINEERING LIMITED (company number NI638112) whose registered office is at 7 Newry Road, Banbridge BT32 3HF (the "Tenant").
PARTICULARS
Premises\tUnit 12, Duncrue Industrial Park, Duncrue Road, Belfast BT3 9BP comprised in Folio AN45218L County Antrim
Term\t6 years from and including 1 October 2020
Initial Rent\t£27,750 per annum exclusive of VAT
Rent Free Period\tThe period of three months from 1 October 2020
Permitted Use\tLight industrial use, storage and distribution, with ancillary offices
Review Date\t1 October 2023
1. INTERPRETATION
1.1 In this Lease the words defined in the Particulars have the meanings given to them there, and "Estate" means Duncrue Industrial Park, Belfast.
1.2 "Default Rate" means 4 per cent per annum above the base rate of Danske Bank A/S (trading as Danske Bank).`,
      `2. GRANT
2.1 The Landlord lets the Premises to the Tenant for the Term at the Initial Rent, subject to review, payable by equal quarterly payments in advance on 1 January, 1 April, 1 July and 1 October.
2.2 The Tenant shall not be liable to pay the Initial Rent during the Rent Free Period.
2.3 VAT is payable on the rent, the Landlord having made an option to tax the Estate.
3. RENT REVIEW
3.1 On the Review Date the rent shall be increased to the open market rent of the Premises if that is higher than the rent then payable; the rent shall not be reduced on review.
4. TENANT COVENANTS
4.1 The Tenant shall pay interest at the Default Rate on any rent or other sum not paid within seven days of the due date.
4.2 The Tenant shall keep the Premises, including the roof, structure and external walls of the unit, in good and substantial repair and condition.
4.3 The Tenant shall pay the Estate Service Charge, being a fair and reasonable proportion of the cost of maintaining the estate roads, landscaping and security, in accordance with Schedule 2.
4.4 The Tenant shall not use the Premises other than for the Permitted Use.
4.5 The Tenant shall not assign, underlet or charge the whole or any part of the Premises without the prior written consent of the Landlord, such consent not to be unreasonably withheld or delayed in the case of the whole.
4.6 At the end of the Term the Tenant shall yield up the Premises in the repair and condition required by this Lease and shall remove all racking, signs and plant installed by the Tenant.`,
      `5. INSURANCE
5.1 The Landlord shall insure the Premises against the Insured Risks and the Tenant shall pay the Landlord on demand the insurance premium attributable to the Premises.
6. LANDLORD COVENANT
6.1 The Landlord covenants that the Tenant may peaceably enjoy the Premises during the Term without interruption by the Landlord.
7. FORFEITURE
7.1 The Landlord may forfeit this Lease by re-entry if any rent is unpaid for 21 days after its due date, whether or not formally demanded, or if the Tenant breaches any covenant in this Lease.
8. BREAK
8.1 Either party may terminate this Lease on 30 September 2023 by giving the other not less than six months' written notice.
9. BUSINESS TENANCIES
9.1 The parties acknowledge that the tenancy created by this Lease is a tenancy to which the Business Tenancies (Northern Ireland) Order 1996 applies, and nothing in this Lease excludes the Tenant's right to a new tenancy under that Order.
10. STAMP DUTY LAND TAX
10.1 The Tenant shall pay the stamp duty land tax payable on this Lease and shall submit the land transaction return.
11. LAW
11.1 This Lease is governed by the law of Northern Ireland and the parties submit to the exclusive jurisdiction of the courts of Northern Ireland.
Signed by LAGAN INDUSTRIAL ESTATES LIMITED acting by two directors.
Signed by MOURNE PRECISION ENGINEERING LIMITED acting by a director in the presence of a witness.`,
    ],
    gold: {
      landlord: names('LAGAN INDUSTRIAL ESTATES LIMITED (company number NI612448)', 'Lagan Industrial Estates Limited'),
      tenant: names('MOURNE PRECISION ENGINEERING LIMITED (company number NI638112)', 'Mourne Precision Engineering Limited'),
      guarantor: notFound,
      'lease-date': date('2020-10-03', 'THIS LEASE is made on 3 October 2020'),
      premises: text('Unit 12, Duncrue Industrial Park, Duncrue Road, Belfast BT3 9BP', 'Unit 12', 'BT3 9BP'),
      term: years(6, '6 years from and including 1 October 2020'),
      'initial-rent': gbp(27750, '£27,750 per annum exclusive of VAT'),
      'rent-free-period': months(3, 'The period of three months from 1 October 2020'),
      'rent-review': text('the rent shall be increased to the open market rent of the Premises if that is higher than the rent then payable; the rent shall not be reduced on review', 'open market rent'),
      'break-options': text('Either party may terminate this Lease on 30 September 2023 by giving the other not less than six months\' written notice.', '30 September 2023'),
      alienation: text('The Tenant shall not assign, underlet or charge the whole or any part of the Premises without the prior written consent of the Landlord', 'consent'),
      repair: text('The Tenant shall keep the Premises, including the roof, structure and external walls of the unit, in good and substantial repair and condition.', 'good and substantial repair'),
      'service-charge': text('The Tenant shall pay the Estate Service Charge, being a fair and reasonable proportion of the cost of maintaining the estate roads', 'Estate Service Charge'),
      insurance: text('The Landlord shall insure the Premises against the Insured Risks and the Tenant shall pay the Landlord on demand the insurance premium', 'Landlord shall insure'),
      'permitted-use': text('Light industrial use, storage and distribution, with ancillary offices', 'Light industrial'),
      'landlord-covenants': text('the Tenant may peaceably enjoy the Premises during the Term without interruption by the Landlord', 'peaceably enjoy'),
      forfeiture: text('The Landlord may forfeit this Lease by re-entry if any rent is unpaid for 21 days after its due date', '21 days'),
      'security-of-tenure-ni-order': text('the tenancy created by this Lease is a tenancy to which the Business Tenancies (Northern Ireland) Order 1996 applies', 'Business Tenancies (Northern Ireland) Order 1996 applies'),
      'rent-deposit': notFound,
      'interest-on-late-payment': percent(4, '"Default Rate" means 4 per cent per annum above the base rate'),
      'yield-up': text('At the end of the Term the Tenant shall yield up the Premises in the repair and condition required by this Lease', 'yield up'),
      'guarantor-release': notFound,
      'registration-ireland': notFound,
      'stamp-duty-land-tax': text('The Tenant shall pay the stamp duty land tax payable on this Lease and shall submit the land transaction return.', 'stamp duty land tax'),
      'governing-law': text('This Lease is governed by the law of Northern Ireland', 'Northern Ireland'),
    },
  },
  {
    id: 'lease-ie-dublin-offices',
    typeKey: 'property-lease',
    region: 'IE',
    title: 'Lease: Ground Floor, Block C, Harcourt Yard, Dublin 2',
    style: 'deed',
    pages: [
      `THIS INDENTURE OF LEASE made the 9th day of May 2016
BETWEEN LIFFEYSIDE PROPERTY FUND DESIGNATED ACTIVITY COMPANY having its registered office at 25 Fitzwilliam Place, Dublin 2 (hereinafter called "the Lessor" which expression shall where the context so admits or requires include its successors and assigns) of the one part AND CORRIB SOFTWARE SOLUTIONS LIMITED having its registered office at Unit 6, Galway Business Park, Galway (hereinafter called "the Lessee") of the other part.
WHEREAS the Lessor is the owner of the Building for all the residue of the term of years created by the Head Lease and is registered as owner of the property comprised in Folio 14467L of the Register of Leaseholders, County Dublin.
NOW THIS INDENTURE WITNESSETH as follows:
1. In this Lease, unless the context otherwise requires:
"the Demised Premises" means the ground floor offices of Block C, Harcourt Yard, Harcourt Road, Dublin 2, D02 XK73, as shown edged red on the map annexed hereto;
"the Term" means the term of twenty-five years commencing on the 1st day of June 2016;
"the Initial Rent" means the yearly rent of four hundred and twenty thousand euro (€420,000);
"the Review Dates" means the fifth anniversary of the commencement of the Term and every fifth anniversary thereafter;
"the Prescribed Rate" means interest at the rate of 6% per annum.`,
      `2. In consideration of the rent and covenants herein reserved and contained the Lessor HEREBY DEMISES unto the Lessee the Demised Premises TO HOLD unto the Lessee for the Term, YIELDING AND PAYING therefor the Initial Rent subject to review as hereinafter provided, by equal quarterly payments in advance, together with VAT thereon.
3. The Lessee HEREBY COVENANTS with the Lessor:
3.1 To pay the rent without any deduction, and to pay interest at the Prescribed Rate on any sum unpaid for more than fourteen days.
3.2 To pay the Service Charge, being 31 per cent of the cost to the Lessor of providing the services in the Third Schedule, which shall not include the cost of any improvement to the Building.
3.3 To keep the Demised Premises in good and substantial repair and condition, damage by the Insured Risks excepted.
3.4 Not to use the Demised Premises otherwise than as offices.
3.5 Not to assign, sub-let or part with possession of the whole or any part of the Demised Premises without the previous consent in writing of the Lessor, such consent not to be unreasonably withheld in the case of an assignment or sub-letting of the whole.
3.6 At the expiration or sooner determination of the Term to deliver up the Demised Premises in good and substantial repair, and at the option of the Lessor to reinstate any alterations made by the Lessee.
4. RENT REVIEW
4.1 The rent shall be reviewed on each Review Date to the open market rent. As this Lease was made after the 28th day of February 2010, the rent payable following a review may be greater than, equal to or less than the rent payable immediately before the Review Date, in accordance with section 132 of the Land and Conveyancing Law Reform Act 2009.`,
      `5. THE LESSOR HEREBY COVENANTS with the Lessee:
5.1 That the Lessee paying the rent and performing the covenants herein contained shall peaceably hold and enjoy the Demised Premises during the Term without any interruption by the Lessor.
5.2 To insure the Building against loss or damage by the Insured Risks in its full reinstatement value, the Lessee repaying to the Lessor on demand a proportionate part of the premium.
6. PROVISO FOR RE-ENTRY: if the rent or any part thereof shall be in arrear for twenty-one days after becoming payable (whether formally demanded or not) or if any covenant on the part of the Lessee shall not be performed, the Lessor may re-enter upon the Demised Premises and thereupon the demise shall absolutely determine.
7. BREAK: The Lessee may determine this Lease on the tenth anniversary of the commencement of the Term on giving not less than twelve months' notice in writing to the Lessor.
8. RENUNCIATION: The Lessee has executed a deed of renunciation dated the 2nd day of May 2016, having received independent legal advice, renouncing its right to a new tenancy under section 17 of the Landlord and Tenant (Amendment) Act 1980 as amended.
9. STAMP DUTY AND REGISTRATION: This Lease has been stamped, the stamp duty having been paid by the Lessee, and the Lessee shall register this Lease as a burden on the Lessor's folio in the Land Registry.
10. This Lease shall be governed by and construed in accordance with the laws of Ireland.
IN WITNESS whereof the parties hereto have caused their common seals to be affixed hereto the day and year first herein WRITTEN.
PRESENT when the common seal of LIFFEYSIDE PROPERTY FUND DESIGNATED ACTIVITY COMPANY was affixed hereto: Niamh Brennan, Director; Declan Kiely, Secretary.
PRESENT when the common seal of CORRIB SOFTWARE SOLUTIONS LIMITED was affixed hereto: Aoife Mannion, Director; Colm Fahy, Director.`,
    ],
    gold: {
      landlord: names('LIFFEYSIDE PROPERTY FUND DESIGNATED ACTIVITY COMPANY having its registered office', 'Liffeyside Property Fund Designated Activity Company'),
      tenant: names('CORRIB SOFTWARE SOLUTIONS LIMITED having its registered office', 'Corrib Software Solutions Limited'),
      guarantor: notFound,
      'lease-date': date('2016-05-09', 'THIS INDENTURE OF LEASE made the 9th day of May 2016'),
      premises: text('the ground floor offices of Block C, Harcourt Yard, Harcourt Road, Dublin 2, D02 XK73', 'Harcourt Yard'),
      term: years(25, 'the term of twenty-five years commencing on the 1st day of June 2016'),
      'initial-rent': eur(420000, 'the yearly rent of four hundred and twenty thousand euro (€420,000)'),
      'rent-free-period': notFound,
      'rent-review-ireland': text('the rent payable following a review may be greater than, equal to or less than the rent payable immediately before the Review Date', 'less than'),
      'break-options': text('The Lessee may determine this Lease on the tenth anniversary of the commencement of the Term on giving not less than twelve months\' notice', 'tenth anniversary', 'twelve months'),
      alienation: text('Not to assign, sub-let or part with possession of the whole or any part of the Demised Premises without the previous consent in writing of the Lessor', 'consent'),
      repair: text('To keep the Demised Premises in good and substantial repair and condition, damage by the Insured Risks excepted.', 'good and substantial repair'),
      'service-charge': text('To pay the Service Charge, being 31 per cent of the cost to the Lessor of providing the services in the Third Schedule', 'Service Charge'),
      insurance: text('To insure the Building against loss or damage by the Insured Risks in its full reinstatement value', 'insure'),
      'permitted-use': text('Not to use the Demised Premises otherwise than as offices.', 'offices'),
      'landlord-covenants': text('shall peaceably hold and enjoy the Demised Premises during the Term without any interruption by the Lessor', 'peaceably hold and enjoy'),
      forfeiture: text('if the rent or any part thereof shall be in arrear for twenty-one days after becoming payable', 'twenty-one days'),
      'renunciation-1980-act': yes('The Lessee has executed a deed of renunciation dated the 2nd day of May 2016'),
      'rent-deposit': notFound,
      'interest-on-late-payment': percent(6, '"the Prescribed Rate" means interest at the rate of 6% per annum'),
      'yield-up': text('to deliver up the Demised Premises in good and substantial repair, and at the option of the Lessor to reinstate any alterations', 'deliver up'),
      'guarantor-release': notFound,
      'registration-ireland': yes('the Lessee shall register this Lease as a burden on the Lessor\'s folio in the Land Registry'),
      'stamp-duty-ireland': text('This Lease has been stamped, the stamp duty having been paid by the Lessee', 'stamped'),
      'governing-law': text('This Lease shall be governed by and construed in accordance with the laws of Ireland.', 'Ireland'),
    },
    own: [
      { id: 'own-rent-down', text: 'Can the rent go down on review?', gold: yes('may be greater than, equal to or less than the rent payable immediately before the Review Date') },
      { id: 'own-stamp-duty', text: 'Who pays the stamp duty?', gold: text('the stamp duty having been paid by the Lessee', 'Lessee') },
    ],
  },
  {
    id: 'lease-en-scanned-lock-up-shop',
    typeKey: 'property-lease',
    region: 'EN',
    title: 'Lease of 7 Market Row, Norwich',
    style: 'typed',
    scanned: true,
    pages: [
      `LEASE
Date: 29 September 2017
Landlord: Wensum Parade Properties Limited (company no. 03318427) of 1 Tombland, Norwich NR3 1HF
Tenant: Priya Sharma of 44 Unthank Road, Norwich NR2 2RN trading as Sharma Florists
Property: the lock-up shop at 7 Market Row, Norwich NR2 1NB
Term: five years from 29 September 2017
Rent: £14,400 a year payable monthly in advance. The Landlord has not opted to tax the Property.
1. The Tenant must keep the inside of the Property in good repair and must not make any alterations.
2. The Tenant must use the Property only as a florist's shop.
3. The Tenant must not assign, underlet or share the whole or any part of the Property.
4. The Landlord will insure the Property and the Tenant will repay the premium on demand.
5. If the rent is 14 days late the Landlord may forfeit this lease by re-entry.`,
      `6. The Tenant must pay interest at 4% above base rate on rent paid late.
7. The Tenant must pay the Landlord a deposit of £3,600 on signing, to be returned at the end of the term less any arrears.
8. At the end of the term the Tenant must leave the Property clean, in good repair and with all her goods removed.
9. The Landlord and the Tenant agree that sections 24 to 28 of the Landlord and Tenant Act 1954 are excluded in relation to this tenancy. The Landlord served a warning notice on 1 September 2017 and the Tenant made a simple declaration on 5 September 2017.
10. This lease is governed by English law.
Signed as a deed by Wensum Parade Properties Limited
Signed as a deed by Priya Sharma in the presence of a witness`,
    ],
    gold: {
      landlord: names('Landlord: Wensum Parade Properties Limited', 'Wensum Parade Properties Limited'),
      tenant: names('Tenant: Priya Sharma of 44 Unthank Road', 'Priya Sharma'),
      guarantor: notFound,
      'lease-date': date('2017-09-29', 'Date: 29 September 2017'),
      premises: text('the lock-up shop at 7 Market Row, Norwich NR2 1NB', 'Market Row'),
      term: years(5, 'five years from 29 September 2017'),
      'initial-rent': gbp(14400, 'Rent: £14,400 a year payable monthly in advance.'),
      'rent-free-period': notFound,
      'rent-review': notFound,
      'break-options': notFound,
      alienation: text('The Tenant must not assign, underlet or share the whole or any part of the Property.', 'not assign'),
      repair: text('The Tenant must keep the inside of the Property in good repair', 'good repair'),
      'service-charge': notFound,
      insurance: text('The Landlord will insure the Property and the Tenant will repay the premium on demand.', 'Landlord will insure'),
      'permitted-use': text('The Tenant must use the Property only as a florist\'s shop.', 'florist'),
      'landlord-covenants': notFound,
      forfeiture: text('If the rent is 14 days late the Landlord may forfeit this lease by re-entry.', '14 days'),
      'security-of-tenure-1954-act': yes('sections 24 to 28 of the Landlord and Tenant Act 1954 are excluded in relation to this tenancy'),
      'rent-deposit': gbp(3600, 'The Tenant must pay the Landlord a deposit of £3,600 on signing'),
      'interest-on-late-payment': percent(4, 'The Tenant must pay interest at 4% above base rate on rent paid late.'),
      'yield-up': text('At the end of the term the Tenant must leave the Property clean, in good repair and with all her goods removed.', 'good repair'),
      'aga-and-guarantor-release': notFound,
      'registration-england-wales': [notFound, no('Term: five years from 29 September 2017')],
      'stamp-duty-land-tax': notFound,
      'governing-law': text('This lease is governed by English law.', 'English law'),
    },
    own: [{ id: 'own-vat', text: 'Is VAT payable on the rent?', gold: no('The Landlord has not opted to tax the Property.') }],
  },
];
