import { date, days, eur, gbp, identifier, months, names, no, notFound, text, yes, type AnswerSetDocument } from './answer-set-document.ts';

/** More documents of the calibration part (see ./index.ts), written by someone who neither tunes the engine nor runs it on them. */
export const CALIBRATION_MORE_K: AnswerSetDocument[] = [
  {
    id: 'calibration-k-employment-wa-teifi-valley-estimator',
    typeKey: 'employment-contract',
    region: 'WA',
    title: 'Contract of employment: Senior Estimator, Teifi Valley Timber Frames Limited',
    style: 'modern',
    pages: [
      `TEIFI VALLEY TIMBER FRAMES LIMITED
CONTRACT OF EMPLOYMENT / CONTRACT CYFLOGAETH
This document sets out the terms on which we employ you. Please read it carefully, sign both copies and return one of them to the People Team. A Welsh-language version is available on request.
KEY DETAILS
Employer\tTeifi Valley Timber Frames Limited (company number 08814362), registered office Uned 4, Parc Busnes Aberteifi, Cardigan SA43 1NH ("we", "us", "the Company")
Employee\tRhiannon Mair Pritchard, Ty Gwyn, Heol y Dderwen, Llandysul SA44 4QE ("you")
Job title\tSenior Estimator
Reports to\tPre-Construction Director
Start date\t1 September 2025
Offer letter\tdated 24 July 2025 (replaced by this contract)
1. YOUR JOB
1.1 You are employed as Senior Estimator. Your main duties are to prepare cost estimates and tenders for timber-frame housing and school projects, to take off quantities from architects' drawings, to obtain supplier and subcontractor quotations, and to hand each successful tender over to the contracts team.
1.2 We may ask you to carry out other reasonable duties that fit your skills and experience, and to cover for colleagues during holidays and absence.
2. START DATE AND CONTINUOUS EMPLOYMENT
2.1 Your employment starts on 1 September 2025.
2.2 No previous employment counts towards your period of continuous employment, which therefore begins on 1 September 2025.
3. WHERE YOU WORK
3.1 Your normal place of work is our head office and factory at Uned 4, Parc Busnes Aberteifi, Cardigan SA43 1NH.
3.2 You will need to visit clients, building sites and suppliers in Wales and the west of England, normally returning home the same day.
3.3 After consulting you, we may move your normal place of work to our second factory at Ffordd yr Hafan, Pembroke Dock SA72 6TD if the estimating team moves there. We will give you at least two months' notice of any such move and will pay your reasonable extra travel costs for 12 months after it.
3.4 You may work from home on up to two days a week under our Hybrid Working Policy, which does not form part of your contract.
4. HOURS
4.1 Your normal hours are 39 hours a week: 8.00 am to 4.30 pm Monday to Thursday and 8.00 am to 3.30 pm on Friday, with a 30-minute unpaid lunch break each day.
4.2 You may need to work extra hours when tenders are due. Overtime is paid at time and a half of your basic hourly rate, but only if your manager approved it in advance; overtime of less than 30 minutes on any day is not paid.`,
      `5. PAY
5.1 Your salary is £44,250 a year. We pay it in twelve equal monthly instalments by BACS on the last working day of each month, for the whole of that month.
5.2 We review salaries each July. Any increase is at our discretion.
6. COMMISSION
6.1 You will earn commission on each Qualifying Contract at the rate set out in Schedule 1. Once earned under Schedule 1, commission is a contractual entitlement. We may change the rate and the cap in Schedule 1 by giving you three months' written notice.
6.2 There is no bonus scheme.
7. PENSION
7.1 We will automatically enrol you into NEST (the National Employment Savings Trust) from your start date, as the Pensions Act 2008 requires. We contribute 5% of your qualifying earnings and you contribute 4%.
7.2 You can opt out within one month of being enrolled, but if you do you will lose our contributions.
8. HOLIDAYS
8.1 Our holiday year runs from 1 April to 31 March.
8.2 You are entitled to 25 days' paid holiday in each holiday year plus the eight bank and public holidays in England and Wales. After five years' continuous employment your entitlement rises to 27 days plus bank and public holidays.
8.3 In the holiday year in which your employment starts or ends, your entitlement is worked out pro rata. You must keep three days of your entitlement for the Christmas shutdown, when the factory is closed.
8.4 You may carry forward up to five days of unused holiday to the next holiday year, to be taken by 30 June; any other untaken holiday is lost, except where the law says otherwise.
9. SICKNESS
9.1 If you are sick, phone your manager before 9.00 am on the first day of absence. For absences of more than seven calendar days you must give us a fit note.
9.2 Statutory Sick Pay (SSP) is payable if you qualify for it. Once you have completed six months' service we will also pay company sick pay, which includes SSP, at your full basic pay for up to four weeks in any rolling period of 12 months, and SSP only after that.
9.3 We may ask you to see an occupational health adviser at our expense, and you agree that the adviser may send us a report on your fitness to work.
10. PROBATION
10.1 The first three months of your employment are a probationary period. We may extend it once, by up to a further three months, and will tell you in writing if we do.
10.2 During probation either of us may end your employment by giving one week's notice.`,
      `11. NOTICE
11.1 After probation, you must give us one month's written notice to end your employment.
11.2 After probation, we must give you one month's written notice or, if longer, one week's notice for each complete year of continuous employment, up to a maximum of twelve weeks.
11.3 We may end your employment at once by paying you basic salary in lieu of all or part of your notice period, after deducting tax and national insurance. We do not have to do so.
11.4 We may dismiss you without notice or pay in lieu of notice for gross misconduct.
12. DEDUCTIONS FROM PAY
12.1 You agree that we may deduct from your pay any money you owe us, including overpaid salary or commission, the value of Company property you have not returned, fines for driving offences committed in a Company vehicle, and pay for holiday taken beyond your accrued entitlement when you leave.
13. CONFIDENTIAL INFORMATION
13.1 During and after your employment you must not use or disclose our confidential information, including tender prices, margins, supplier rates, client lists and frame designs, except in doing your job, where the law requires it, or in a protected disclosure under the Employment Rights Act 1996.
14. INVENTIONS AND COPYRIGHT
14.1 Anything you create in the course of your employment, including estimating spreadsheets, software tools, drawings and construction details, belongs to us together with all intellectual property rights in it. You must tell us about it promptly and sign any document we reasonably need to protect those rights.
15. AFTER YOU LEAVE
15.1 For six months after your employment ends you must not try to win work from any client or prospective client for whom you prepared a tender in your last twelve months of employment, for the supply or erection of timber-frame buildings, and for the same period you must not accept such work from them.
15.2 For twelve months after your employment ends you must not persuade any estimator, designer or contracts manager who worked with you in your last twelve months of employment to leave us.
15.3 These restrictions do not stop you working for a competitor.
16. DISCIPLINARY AND GRIEVANCE PROCEDURES
16.1 Our disciplinary and grievance procedures are in the Staff Handbook, which is on SharePoint. They do not form part of your contract and we may change them at any time.
16.2 If you want to appeal against a disciplinary decision, write to the Managing Director within seven days of it. If you have a grievance, raise it with your manager first and then, if it is not resolved, in writing with the People Team.
17. COLLECTIVE AGREEMENTS
17.1 No collective agreement affects your terms and conditions of employment.
18. TRAINING
18.1 You must complete our induction, manual handling and CSCS site safety training within your first three months. We pay for it. Any other training is voluntary.`,
      `19. WELSH LANGUAGE
19.1 You may use Welsh or English at work. We will give you this contract, and any letter about your employment, in Welsh if you ask.
20. THIS CONTRACT
20.1 This contract, with Schedule 1, is the written statement of particulars required by section 1 of the Employment Rights Act 1996 and replaces the offer letter dated 24 July 2025.
20.2 This contract is governed by the law of England and Wales, and the courts of England and Wales have exclusive jurisdiction. This does not affect your right to bring a claim in an employment tribunal.
SCHEDULE 1: COMMISSION
1. A "Qualifying Contract" is a contract for the supply and erection of a timber frame, won on a tender which you prepared, and signed by the client during your employment.
2. Commission is 0.75% of the net contract value of each Qualifying Contract, and is earned when the client pays our first stage invoice. It is paid with your salary at the end of the month after the month in which it is earned.
3. No commission is earned on contracts signed after your employment ends or after either of us has given notice, except contracts signed within one month after your employment ends for which you had substantially completed the tender.
4. Commission is capped at £12,000 in any year running from 1 April to 31 March.
SIGNATURES
Signed for Teifi Valley Timber Frames Limited\tGwenllian Hopkin-Rees, Managing Director, 11 August 2025
Signed by the Employee, who has read and accepts these terms\tRhiannon Mair Pritchard, 14 August 2025

LETTER OF VARIATION
Dear Rhiannon
3 March 2026
Further to your review meeting on 26 February 2026, this letter confirms that with effect from 1 April 2026 the commission rate in paragraph 2 of Schedule 1 to your contract of employment increases from 0.75% to 1%, and the cap in paragraph 4 increases to £15,000. All other terms of your contract remain unchanged.
Gwenllian Hopkin-Rees, Managing Director`,
    ],
    gold: {
      employer: names(
        'Teifi Valley Timber Frames Limited (company number 08814362), registered office Uned 4, Parc Busnes Aberteifi, Cardigan SA43 1NH',
        'Teifi Valley Timber Frames Limited',
      ),
      employee: names('Rhiannon Mair Pritchard, Ty Gwyn, Heol y Dderwen, Llandysul SA44 4QE', 'Rhiannon Mair Pritchard'),
      'start-date': date('2025-09-01', '2.1 Your employment starts on 1 September 2025.'),
      'continuous-employment': date(
        '2025-09-01',
        'No previous employment counts towards your period of continuous employment, which therefore begins on 1 September 2025.',
      ),
      'job-title': text(
        'You are employed as Senior Estimator. Your main duties are to prepare cost estimates and tenders for timber-frame housing and school projects',
        'Senior Estimator',
      ),
      'place-of-work': text(
        [
          'Your normal place of work is our head office and factory at Uned 4, Parc Busnes Aberteifi, Cardigan SA43 1NH.',
          'You will need to visit clients, building sites and suppliers in Wales and the west of England, normally returning home the same day.',
          'we may move your normal place of work to our second factory at Ffordd yr Hafan, Pembroke Dock SA72 6TD if the estimating team moves there',
        ],
        'Cardigan',
      ),
      hours: text(
        [
          'Your normal hours are 39 hours a week: 8.00 am to 4.30 pm Monday to Thursday and 8.00 am to 3.30 pm on Friday',
          'Overtime is paid at time and a half of your basic hourly rate, but only if your manager approved it in advance',
        ],
        '39 hours',
        'time and a half',
      ),
      salary: gbp(44250, 'Your salary is £44,250 a year. We pay it in twelve equal monthly instalments by BACS on the last working day of each month'),
      bonus: text(
        [
          'Once earned under Schedule 1, commission is a contractual entitlement.',
          'Commission is 0.75% of the net contract value of each Qualifying Contract',
          'the commission rate in paragraph 2 of Schedule 1 to your contract of employment increases from 0.75% to 1%',
        ],
        'contractual',
      ),
      pension: text(
        'We will automatically enrol you into NEST (the National Employment Savings Trust) from your start date, as the Pensions Act 2008 requires. We contribute 5% of your qualifying earnings and you contribute 4%.',
        'NEST',
        '5%',
      ),
      holiday: days(25, "You are entitled to 25 days' paid holiday in each holiday year plus the eight bank and public holidays in England and Wales."),
      'sick-pay': text(
        'Once you have completed six months\' service we will also pay company sick pay, which includes SSP, at your full basic pay for up to four weeks in any rolling period of 12 months, and SSP only after that.',
        'four weeks',
      ),
      probation: months(3, 'The first three months of your employment are a probationary period.'),
      notice: [
        months(1, "After probation, you must give us one month's written notice to end your employment."),
        months(
          1,
          "After probation, we must give you one month's written notice or, if longer, one week's notice for each complete year of continuous employment, up to a maximum of twelve weeks.",
        ),
      ],
      'payment-in-lieu': yes('We may end your employment at once by paying you basic salary in lieu of all or part of your notice period'),
      'garden-leave': notFound,
      'restrictive-covenants': text(
        [
          '15.1 For six months after your employment ends you must not try to win work from any client or prospective client for whom you prepared a tender in your last twelve months of employment',
          '15.2 For twelve months after your employment ends you must not persuade any estimator, designer or contracts manager who worked with you in your last twelve months of employment to leave us.',
          '15.3 These restrictions do not stop you working for a competitor.',
        ],
        'six months',
        'twelve months',
      ),
      'confidentiality-and-ip': text([
        'During and after your employment you must not use or disclose our confidential information, including tender prices, margins, supplier rates, client lists and frame designs',
        'Anything you create in the course of your employment, including estimating spreadsheets, software tools, drawings and construction details, belongs to us together with all intellectual property rights in it.',
      ]),
      'disciplinary-and-grievance': text(
        'Our disciplinary and grievance procedures are in the Staff Handbook, which is on SharePoint. They do not form part of your contract and we may change them at any time.',
        'Staff Handbook',
      ),
      deductions: yes('You agree that we may deduct from your pay any money you owe us'),
      'collective-agreements': no('No collective agreement affects your terms and conditions of employment.'),
      'governing-law': text(
        'This contract is governed by the law of England and Wales, and the courts of England and Wales have exclusive jurisdiction.',
        'England and Wales',
      ),
      'working-time-opt-out': notFound,
      'written-statement': yes(
        'This contract, with Schedule 1, is the written statement of particulars required by section 1 of the Employment Rights Act 1996 and replaces the offer letter dated 24 July 2025.',
      ),
    },
    own: [
      {
        id: 'own-1',
        text: 'What commission rate applies from April 2026?',
        gold: text(
          'this letter confirms that with effect from 1 April 2026 the commission rate in paragraph 2 of Schedule 1 to your contract of employment increases from 0.75% to 1%',
          '1%',
        ),
      },
      {
        id: 'own-2',
        text: 'How much notice must she get if the base is moved to Pembroke Dock?',
        gold: months(2, "We will give you at least two months' notice of any such move"),
      },
      {
        id: 'own-3',
        text: 'Can she go and work for a competitor after she leaves?',
        gold: yes('These restrictions do not stop you working for a competitor.'),
      },
    ],
  },
  {
    id: 'calibration-k-settlement-sc-glenmorven-bottling-manager',
    typeKey: 'employment-settlement-agreement',
    region: 'SC',
    title: 'Settlement agreement: Glenmorven Distilling Company Limited and Calum Fraser Ogilvie',
    style: 'typed',
    pages: [
      `WITHOUT PREJUDICE AND SUBJECT TO CONTRACT UNTIL SIGNED
SETTLEMENT AGREEMENT
between
GLENMORVEN DISTILLING COMPANY LIMITED, incorporated under the Companies Acts (registered number SC118406) and having its registered office at Balnacraig Distillery, Aberfeldy, Perthshire PH15 2EB (the "Company")
and
CALUM FRASER OGILVIE, residing at 14 Lochay Road, Killin FK21 8TN (the "Employee")
DATE OF AGREEMENT: 16 May 2025
BACKGROUND
(A) The Employee has been employed by the Company since 3 October 2011, most recently as Warehouse and Bottling Operations Manager, under a contract of employment dated 19 September 2011 as varied from time to time (the "Contract").
(B) Following collective consultation about the closure of the bottling hall at Balnacraig, the Employee's role was identified as redundant and on 28 February 2025 the Company gave him three months' notice of termination.
(C) On 2 April 2025 the Employee presented a claim to the Employment Tribunal (Scotland), case number 4102877/2025, following early conciliation under ACAS certificate R218734/25/61 (the "Proceedings").
(D) The parties have agreed terms on which the Proceedings and all other claims are settled, and intend this Agreement to satisfy the conditions regulating settlement agreements in the enactments listed in clause 7.
1 DEFINITIONS
1.1 In this Agreement "Agreement Date" means 16 May 2025, being the date on which the last party signed; "Group Company" means the Company, Glenmorven Holdings Limited and any subsidiary of either of them; and "Adviser" has the meaning in clause 7.2.
2 TERMINATION
2.1 The Employee's employment terminated on 30 April 2025 (the "Termination Date") by reason of redundancy.
2.2 From 3 March 2025 until the Termination Date the Employee was not required to attend work and remained on garden leave on full pay and benefits. The unexpired balance of his notice, from 1 May 2025 to 28 May 2025, is paid in lieu under clause 3.1(a).
2.3 The Company shall pay the Employee his salary up to and including the Termination Date, together with pay for 6.5 days' accrued but untaken holiday, through payroll in the normal way, less income tax and national insurance contributions.
3 PAYMENTS
3.1 Subject to clause 3.5, the Company shall pay to the Employee:
(a) in lieu of the unexpired balance of his notice, the sum of £4,890.41 (the "PILON"), which the parties agree is post-employment notice pay and shall be paid subject to deduction of income tax and employee national insurance contributions; and
(b) as compensation for the termination of his employment, the sum of £41,600 (the "Termination Payment"), which includes the Employee's statutory redundancy payment of £10,050.
3.2 The Company shall pay the PILON and the Termination Payment within 14 days after the later of the Agreement Date and receipt by the Company of this Agreement signed by the Employee with the Adviser's certificate, and in any event not later than 6 June 2025.`,
      `3.3 The Company believes that the first £30,000 of the Termination Payment may be paid free of income tax under sections 401 and 403 of the Income Tax (Earnings and Pensions) Act 2003. The Company shall deduct income tax at the appropriate rate from the balance of £11,600 before payment.
3.4 The Employee shall be responsible for any further income tax and employee national insurance contributions due on any payment or benefit under this Agreement and shall indemnify the Company on a continuing basis against any such tax or contributions, and any interest and penalties on them, except to the extent that they arise from the Company's failure to make a deduction which this Agreement requires it to make.
3.5 The PILON and the Termination Payment are conditional on the Employee complying with clauses 5 and 6.
4 BENEFITS
4.1 The Employee's private medical insurance and death in service cover ended on the Termination Date.
4.2 The Company's contributions to the Glenmorven Group Pension Plan ceased on the Termination Date. The Employee's accrued rights in that plan are not affected by this Agreement and remain governed by its rules.
4.3 The Employee's option over 2,400 ordinary shares in Glenmorven Holdings Limited granted on 1 July 2021 under the Glenmorven Share Option Plan shall be treated as held by a good leaver and may be exercised within six months after the Termination Date in accordance with the rules of that plan, after which it shall lapse.
4.4 The Employee may keep his Company mobile telephone, and its number, once the Company has wiped its data.
5 COMPANY PROPERTY
5.1 The Employee warrants that on or before the Termination Date he returned to the Company all property belonging to any Group Company in his possession or control, including his laptop, warehouse and bond keys, fuel card and security pass, other than the mobile telephone referred to in clause 4.4.
5.2 The Employee warrants that, having first delivered a copy to the Company, he has irretrievably deleted all information belonging to any Group Company from every personal computer, telephone and storage or email account in his possession or control.
6 SETTLEMENT OF CLAIMS
6.1 The Employee accepts the terms of this Agreement in full and final settlement of all claims, whether under statute, common law, contract or otherwise, which he has or may have against the Company or any Group Company, or any of their officers or employees, arising out of or in connection with his employment or its termination, in the United Kingdom or elsewhere.
6.2 Without limiting clause 6.1, the Employee waives the following particular complaints, which he has raised or could raise: (a) the Proceedings, namely complaints of unfair dismissal under section 111 of the Employment Rights Act 1996 and of direct age discrimination under section 120 of the Equality Act 2010; (b) a claim for a redundancy payment under section 163 of the Employment Rights Act 1996; (c) a claim for breach of contract or wrongful dismissal; (d) a claim for unauthorised deductions from wages under section 23 of the Employment Rights Act 1996; (e) a claim under regulation 30 of the Working Time Regulations 1998; and (f) a complaint of failure to inform and consult under section 189 of the Trade Union and Labour Relations (Consolidation) Act 1992.
6.3 Within seven days after the Agreement Date the Employee shall write to the Employment Tribunal withdrawing the Proceedings and consenting to their dismissal, and shall send a copy of that letter to the Company's solicitors, Strathearn Baird LLP.
6.4 Clause 6.1 does not waive (a) any claim for personal injury of which the Employee is not aware and could not reasonably be aware at the Agreement Date, other than a claim under the Equality Act 2010; (b) any claim in relation to accrued pension rights; or (c) any claim to enforce this Agreement.
7 STATUTORY CONDITIONS
7.1 The conditions regulating settlement agreements in section 203(3) of the Employment Rights Act 1996, section 147(3) of the Equality Act 2010, regulation 35(3) of the Working Time Regulations 1998 and section 288(2B) of the Trade Union and Labour Relations (Consolidation) Act 1992 have been satisfied.`,
      `7.2 The Employee has received independent legal advice from Eilidh Rowan Drummond of Drummond MacRae, Solicitors, 22 Atholl Street, Perth PH1 5NP (the "Adviser"), a solicitor holding a current practising certificate issued by the Law Society of Scotland, as to the terms and effect of this Agreement and in particular its effect on his ability to pursue his rights before an employment tribunal.
7.3 The Adviser is covered by a policy of professional indemnity insurance covering the risk of a claim by the Employee in respect of loss arising from that advice.
8 LEGAL FEES
8.1 The Company shall pay the Employee's legal fees for advice on the termination of his employment and this Agreement up to a maximum of £850 plus VAT, directly to the Adviser, on receipt of an invoice addressed to the Employee and marked payable by the Company.
9 EMPLOYEE WARRANTIES
9.1 The Employee warrants that: (a) apart from the Proceedings he has not presented or issued any claim against any Group Company in any employment tribunal or court; (b) he is not aware of any facts which might give rise to a claim for personal injury; (c) he has not received or accepted an offer of new employment or engagement; and (d) he has not committed any act or omission which would amount to a repudiatory breach of the Contract entitling the Company to dismiss him without notice.
9.2 The Company enters into this Agreement in reliance on those warranties. If the Employee breaches any of them he shall repay the Termination Payment on demand, except £500, which shall remain payable as consideration for his obligations under this Agreement.
10 CONFIDENTIALITY
10.1 The Employee shall keep the existence and terms of this Agreement, and the circumstances of its negotiation, strictly confidential and shall not disclose them to anyone except his spouse, his professional advisers, HM Revenue & Customs or as required by law.
10.2 Nothing in this Agreement prevents the Employee from making a protected disclosure under section 43A of the Employment Rights Act 1996, reporting a criminal offence to the police or a regulator, or co-operating with any criminal investigation or prosecution.
11 RESTRICTIVE COVENANTS
11.1 The Employee acknowledges that clauses 19 (Confidential Information) and 20 (Restrictions after Termination) of the Contract continue to apply after the Termination Date, and he shall comply with them.
12 GENERAL
12.1 Although marked "without prejudice and subject to contract until signed", this Agreement shall become binding once it has been signed by both parties and the Adviser has signed the certificate in the Schedule.
12.2 This Agreement may be executed in counterparts and delivered electronically under the Legal Writings (Counterparts and Delivery) (Scotland) Act 2015.
12.3 This Agreement is governed by the law of Scotland, and the parties prorogate the exclusive jurisdiction of the Scottish courts.
IN WITNESS WHEREOF these presents consisting of this and the 2 preceding pages, together with the Schedule, are executed as follows:
Subscribed for and on behalf of Glenmorven Distilling Company Limited by Moira Janet Buchanan, Director, at Aberfeldy on 16 May 2025 before this witness: Alasdair Kerr, Finance Manager, Balnacraig Distillery, Aberfeldy
Subscribed by Calum Fraser Ogilvie at Perth on 13 May 2025 before this witness: Fiona Petrie, Trainee Solicitor, 22 Atholl Street, Perth`,
      `SCHEDULE
ADVISER'S CERTIFICATE
I, Eilidh Rowan Drummond, of Drummond MacRae, Solicitors, 22 Atholl Street, Perth PH1 5NP, confirm that:
1. I am a relevant independent adviser within the meaning of section 203(3A) of the Employment Rights Act 1996, being a qualified lawyer holding a current practising certificate issued by the Law Society of Scotland.
2. I have given Calum Fraser Ogilvie independent legal advice on the terms and effect of the above Agreement, and in particular its effect on his ability to pursue his rights before an employment tribunal.
3. I am not acting in relation to this matter for the Company or any Group Company.
4. There was in force when I gave that advice a policy of professional indemnity insurance covering the risk of a claim against me by him in respect of loss arising from that advice.
Signed: E. R. Drummond\tDate: 13 May 2025`,
    ],
    gold: {
      employer: names(
        'GLENMORVEN DISTILLING COMPANY LIMITED, incorporated under the Companies Acts (registered number SC118406)',
        'GLENMORVEN DISTILLING COMPANY LIMITED',
      ),
      employee: names('CALUM FRASER OGILVIE, residing at 14 Lochay Road, Killin FK21 8TN (the "Employee")', 'CALUM FRASER OGILVIE'),
      date: date('2025-05-16', 'DATE OF AGREEMENT: 16 May 2025'),
      'termination-date': date('2025-04-30', "The Employee's employment terminated on 30 April 2025 (the \"Termination Date\") by reason of redundancy."),
      reason: text("The Employee's employment terminated on 30 April 2025 (the \"Termination Date\") by reason of redundancy.", 'redundancy'),
      'termination-payment': gbp(
        41600,
        'as compensation for the termination of his employment, the sum of £41,600 (the "Termination Payment"), which includes the Employee\'s statutory redundancy payment of £10,050.',
      ),
      'payment-date': date(
        '2025-06-06',
        "The Company shall pay the PILON and the Termination Payment within 14 days after the later of the Agreement Date and receipt by the Company of this Agreement signed by the Employee with the Adviser's certificate, and in any event not later than 6 June 2025.",
      ),
      'notice-pay': text(
        [
          'From 3 March 2025 until the Termination Date the Employee was not required to attend work and remained on garden leave on full pay and benefits.',
          'in lieu of the unexpired balance of his notice, the sum of £4,890.41 (the "PILON"), which the parties agree is post-employment notice pay',
        ],
        'garden leave',
        'in lieu',
      ),
      'tax-treatment-uk': text(
        [
          'The Company believes that the first £30,000 of the Termination Payment may be paid free of income tax under sections 401 and 403 of the Income Tax (Earnings and Pensions) Act 2003.',
          'shall indemnify the Company on a continuing basis against any such tax or contributions',
        ],
        '£30,000',
        'indemnify',
      ),
      'claims-waived': text(
        [
          'The Employee accepts the terms of this Agreement in full and final settlement of all claims, whether under statute, common law, contract or otherwise',
          'Clause 6.1 does not waive (a) any claim for personal injury of which the Employee is not aware and could not reasonably be aware at the Agreement Date, other than a claim under the Equality Act 2010; (b) any claim in relation to accrued pension rights; or (c) any claim to enforce this Agreement.',
        ],
        'personal injury',
        'pension',
      ),
      'particular-complaints': text(
        [
          'On 2 April 2025 the Employee presented a claim to the Employment Tribunal (Scotland), case number 4102877/2025',
          '(a) the Proceedings, namely complaints of unfair dismissal under section 111 of the Employment Rights Act 1996 and of direct age discrimination under section 120 of the Equality Act 2010',
        ],
        '4102877/2025',
        'unfair dismissal',
      ),
      'adviser-certificate': yes([
        'I am a relevant independent adviser within the meaning of section 203(3A) of the Employment Rights Act 1996',
        'Signed: E. R. Drummond',
      ]),
      'legal-fees': gbp(
        850,
        "The Company shall pay the Employee's legal fees for advice on the termination of his employment and this Agreement up to a maximum of £850 plus VAT",
      ),
      confidentiality: yes([
        'The Employee shall keep the existence and terms of this Agreement, and the circumstances of its negotiation, strictly confidential',
        'Nothing in this Agreement prevents the Employee from making a protected disclosure under section 43A of the Employment Rights Act 1996, reporting a criminal offence to the police or a regulator',
      ]),
      reference: notFound,
      'restrictive-covenants': yes(
        'The Employee acknowledges that clauses 19 (Confidential Information) and 20 (Restrictions after Termination) of the Contract continue to apply after the Termination Date, and he shall comply with them.',
      ),
      'company-property': yes([
        'he returned to the Company all property belonging to any Group Company in his possession or control',
        'he has irretrievably deleted all information belonging to any Group Company from every personal computer, telephone and storage or email account in his possession or control',
      ]),
      'employee-warranties': [
        yes(
          'The Employee warrants that: (a) apart from the Proceedings he has not presented or issued any claim against any Group Company in any employment tribunal or court',
        ),
        yes(
          '(d) he has not committed any act or omission which would amount to a repudiatory breach of the Contract entitling the Company to dismiss him without notice.',
        ),
      ],
      benefits: text(
        [
          "The Employee's private medical insurance and death in service cover ended on the Termination Date.",
          "The Company's contributions to the Glenmorven Group Pension Plan ceased on the Termination Date.",
          'shall be treated as held by a good leaver and may be exercised within six months after the Termination Date in accordance with the rules of that plan, after which it shall lapse.',
        ],
        'good leaver',
      ),
      'governing-law': text('This Agreement is governed by the law of Scotland', 'Scotland'),
    },
    own: [
      {
        id: 'own-1',
        text: 'How much of the termination payment is statutory redundancy pay?',
        gold: gbp(10050, "which includes the Employee's statutory redundancy payment of £10,050."),
      },
      {
        id: 'own-2',
        text: 'When did the employee sign?',
        gold: date('2025-05-13', 'Subscribed by Calum Fraser Ogilvie at Perth on 13 May 2025'),
      },
      {
        id: 'own-3',
        text: 'By when must he withdraw the tribunal claim?',
        gold: days(7, 'Within seven days after the Agreement Date the Employee shall write to the Employment Tribunal withdrawing the Proceedings'),
      },
    ],
  },
  {
    id: 'calibration-k-restrictive-covenants-en-harcastle-actuarial',
    typeKey: 'restrictive-covenant-agreement',
    region: 'EN',
    title: 'Deed of restrictive covenants: Harcastle Actuarial Partners Limited and Priya Devika Ramaswamy',
    style: 'deed',
    pages: [
      `DEED OF RESTRICTIVE COVENANTS
THIS DEED is dated 3 February 2025
PARTIES
(1) HARCASTLE ACTUARIAL PARTNERS LIMITED, incorporated and registered in England and Wales with company number 06427781, whose registered office is at 9 Colmore Row, Birmingham B3 2BJ (the "Company"); and
(2) PRIYA DEVIKA RAMASWAMY of 41 Oakfield Crescent, Solihull B91 3PX (the "Employee").
BACKGROUND
(A) The Employee is employed by the Company as a Principal Pensions Actuary under a service agreement dated 15 June 2019 (the "Service Agreement").
(B) With effect from 1 February 2025 the Employee has been promoted to Director of Scheme Funding. In that role she will have access to the Group's most valuable client relationships and will lead a team of qualified actuaries.
(C) In consideration of the Retention Payment and the grant of the Option, the Employee has agreed to give the covenants in this deed for the protection of the trade connections and the stability of the workforce of the Company and the Group.
1. DEFINITIONS AND INTERPRETATION
1.1 In this deed the following definitions apply:
"Group" means the Company, Harcastle Holdings Limited (company number 06427650) and every subsidiary of either of them from time to time, and "Group Company" means any of them.
"Key Employee" means any person who at the Termination Date was employed or engaged by any Group Company as a Senior Consultant or in a more senior role, or as a Fellow of the Institute and Faculty of Actuaries, and with whom the Employee worked to a material extent in the 12 months before the Termination Date.
"Restricted Business" means the provision of actuarial valuation, scheme funding, employer covenant advisory and pension risk transfer (buy-in and buy-out) services to the trustees and sponsoring employers of occupational pension schemes, together with any other business of any Group Company in which the Employee was materially involved in the 12 months before the Termination Date.
"Restricted Customer" means any person, firm or company (including the trustees of any pension scheme) who or which at any time during the 12 months before the Termination Date was a client of any Group Company, or was in negotiation with any Group Company for the supply of services, and with whom the Employee had material dealings or for whom she was responsible during that period.
"Restricted Territory" means England and Wales.
"Termination Date" means the date on which the Employee's employment with the Company ends, however that comes about and whether lawfully or not.
1.2 The restrictions in clause 3 apply even if the Company has ended the Employee's employment in breach of the Service Agreement.`,
      `2. CONSIDERATION
2.1 In consideration of the covenants in clause 3 the Company shall:
(a) pay the Employee a single sum of £7,500 (the "Retention Payment"), less income tax and national insurance contributions, with her salary for February 2025; and
(b) procure that Harcastle Holdings Limited grants the Employee an option over 1,500 B ordinary shares under the Harcastle Management Option Plan (the "Option") within 60 days after the date of this deed.
2.2 If the Employee gives notice to terminate her employment before 3 February 2026, she shall repay the net amount of the Retention Payment within 30 days after giving notice.
3. RESTRICTIONS
3.1 The Employee shall not, without the prior written consent of the Company, directly or indirectly, on her own account or for or with any other person:
(a) for 6 months after the Termination Date, within the Restricted Territory, be engaged, concerned or interested in any business which is, or intends to be, in competition with the Restricted Business, save as a holder for investment of not more than 3% of any class of shares listed on a recognised investment exchange;
(b) for 12 months after the Termination Date, solicit or try to entice away from any Group Company the business or custom of a Restricted Customer with a view to providing services to that Restricted Customer in competition with the Restricted Business;
(c) for 12 months after the Termination Date, be involved in providing services to, or otherwise have any business dealings with, any Restricted Customer in the course of any business in competition with the Restricted Business; or
(d) for 12 months after the Termination Date, solicit, induce or try to induce any Key Employee to leave any Group Company, or employ or engage any Key Employee, whether or not that person would breach a contract by doing so.
3.2 Clause 3.1 does not prevent the Employee from taking up an in-house role with a client of the Group in which she advises only that client and its own pension schemes, nor from serving as a lay trustee of any pension scheme in a personal capacity.
3.3 Each of the periods in clause 3.1 shall be reduced by any period during which the Employee has been placed on garden leave under clause 17 of the Service Agreement immediately before the Termination Date.
3.4 The Company shall not unreasonably withhold its consent under clause 3.1 where the Employee shows that the proposed activity will not harm the legitimate business interests of the Group.
4. GROUP COMPANIES
4.1 The Employee gives the covenants in clause 3 to the Company for itself and as trustee for each other Group Company. Each Group Company may enforce clause 3 against the Employee under the Contracts (Rights of Third Parties) Act 1999, but the Company and the Employee may vary or rescind this deed without the consent of any other Group Company.
4.2 At the Company's request, the Employee shall enter into direct covenants with any other Group Company on the same terms, with such changes as are needed.`,
      `5. REASONABLENESS, ADVICE AND SEVERANCE
5.1 The Employee confirms that she considers each restriction in clause 3 reasonable in its extent and duration and no more than is necessary to protect the legitimate business interests of the Group.
5.2 The Employee received independent legal advice on this deed from Kestrel Employment Law LLP on 29 January 2025, and the Company has paid that firm's fees of £600 plus VAT.
5.3 Each of the restrictions in clause 3 is separate and distinct. If any of them is found void or unenforceable but would be valid if part of its wording were deleted or its period or area reduced, it shall apply with the least modification needed to make it valid and effective.
6. RELATIONSHIP WITH THE SERVICE AGREEMENT
6.1 This deed is supplemental to the Service Agreement. With effect from the date of this deed, clause 21 (Restrictions after termination) of the Service Agreement is deleted and replaced by this deed. All other terms of the Service Agreement continue in full force and effect.
7. GOVERNING LAW AND JURISDICTION
7.1 This deed and any dispute or claim (including any non-contractual dispute or claim) arising out of or in connection with it or its subject matter shall be governed by and construed in accordance with the law of England and Wales.
7.2 The courts of England and Wales shall have exclusive jurisdiction to settle any such dispute or claim.
This document has been executed as a deed and is delivered and takes effect on the date stated at the beginning of it.
EXECUTED AS A DEED by HARCASTLE ACTUARIAL PARTNERS LIMITED acting by Nathaniel Boyd Ashworth, a director, in the presence of:\tN. B. Ashworth
Witness: Carys Lloyd, Company Secretary, 9 Colmore Row, Birmingham B3 2BJ
SIGNED AS A DEED by PRIYA DEVIKA RAMASWAMY in the presence of:\tP. D. Ramaswamy
Witness: Thomas Whitlock, Solicitor, Kestrel Employment Law LLP, Edgbaston, Birmingham`,
      `SIDE LETTER
Harcastle Actuarial Partners Limited, 9 Colmore Row, Birmingham B3 2BJ
Ms P. D. Ramaswamy, 41 Oakfield Crescent, Solihull B91 3PX
12 March 2025
Dear Priya
Deed of restrictive covenants dated 3 February 2025 (the "Deed")
As discussed with your adviser, the Company confirms that, if it terminates your employment by reason of redundancy, it will not enforce clause 3.1(a) (non-competition) of the Deed. Clauses 3.1(b), (c) and (d) will continue to apply however your employment ends.
This letter is supplemental to the Deed, and words defined in the Deed have the same meaning in it. Save as set out above, the Deed remains in full force.
Yours sincerely
Nathaniel Boyd Ashworth
Director, for and on behalf of Harcastle Actuarial Partners Limited
Agreed: P. D. Ramaswamy, 14 March 2025`,
    ],
    gold: {
      parties: names(
        [
          '(1) HARCASTLE ACTUARIAL PARTNERS LIMITED, incorporated and registered in England and Wales with company number 06427781',
          '(2) PRIYA DEVIKA RAMASWAMY of 41 Oakfield Crescent, Solihull B91 3PX (the "Employee").',
        ],
        'HARCASTLE ACTUARIAL PARTNERS LIMITED',
        'PRIYA DEVIKA RAMASWAMY',
      ),
      date: date('2025-02-03', 'THIS DEED is dated 3 February 2025'),
      consideration: gbp(7500, '(a) pay the Employee a single sum of £7,500 (the "Retention Payment"), less income tax and national insurance contributions'),
      restrictions: text(
        [
          'for 6 months after the Termination Date, within the Restricted Territory, be engaged, concerned or interested in any business which is, or intends to be, in competition with the Restricted Business',
          'for 12 months after the Termination Date, solicit or try to entice away from any Group Company the business or custom of a Restricted Customer',
          'for 12 months after the Termination Date, be involved in providing services to, or otherwise have any business dealings with, any Restricted Customer',
          'for 12 months after the Termination Date, solicit, induce or try to induce any Key Employee to leave any Group Company, or employ or engage any Key Employee',
        ],
        'competition',
        'Restricted Customer',
        'Key Employee',
      ),
      duration: [
        months(12, 'for 12 months after the Termination Date, solicit or try to entice away from any Group Company the business or custom of a Restricted Customer'),
        months(
          6,
          'for 6 months after the Termination Date, within the Restricted Territory, be engaged, concerned or interested in any business which is, or intends to be, in competition with the Restricted Business',
        ),
      ],
      'garden-leave-set-off': yes(
        'Each of the periods in clause 3.1 shall be reduced by any period during which the Employee has been placed on garden leave under clause 17 of the Service Agreement immediately before the Termination Date.',
      ),
      territory: text('"Restricted Territory" means England and Wales.', 'England and Wales'),
      'restricted-customers': text(
        '"Restricted Customer" means any person, firm or company (including the trustees of any pension scheme) who or which at any time during the 12 months before the Termination Date was a client of any Group Company',
        '12 months',
        'client',
      ),
      'restricted-business': text(
        '"Restricted Business" means the provision of actuarial valuation, scheme funding, employer covenant advisory and pension risk transfer (buy-in and buy-out) services to the trustees and sponsoring employers of occupational pension schemes',
        'actuarial',
        'pension',
      ),
      'key-employees': yes([
        'solicit, induce or try to induce any Key Employee to leave any Group Company, or employ or engage any Key Employee',
        '"Key Employee" means any person who at the Termination Date was employed or engaged by any Group Company as a Senior Consultant or in a more senior role, or as a Fellow of the Institute and Faculty of Actuaries',
      ]),
      'group-companies': yes(
        'Each Group Company may enforce clause 3 against the Employee under the Contracts (Rights of Third Parties) Act 1999',
      ),
      severance: yes(
        'If any of them is found void or unenforceable but would be valid if part of its wording were deleted or its period or area reduced, it shall apply with the least modification needed to make it valid and effective.',
      ),
      confidentiality: notFound,
      'notify-new-employer': notFound,
      trigger: text(
        [
          '"Termination Date" means the date on which the Employee\'s employment with the Company ends, however that comes about and whether lawfully or not.',
          "1.2 The restrictions in clause 3 apply even if the Company has ended the Employee's employment in breach of the Service Agreement.",
          'the Company confirms that, if it terminates your employment by reason of redundancy, it will not enforce clause 3.1(a) (non-competition) of the Deed.',
        ],
        'however',
        'redundancy',
      ),
      'reasonableness-and-advice': yes([
        'The Employee confirms that she considers each restriction in clause 3 reasonable in its extent and duration',
        'The Employee received independent legal advice on this deed from Kestrel Employment Law LLP on 29 January 2025',
      ]),
      'governing-law': text(
        'shall be governed by and construed in accordance with the law of England and Wales.',
        'England and Wales',
      ),
    },
    own: [
      {
        id: 'own-1',
        text: 'If she is made redundant, can the company hold her to the non-compete?',
        gold: [
          no(
            'the Company confirms that, if it terminates your employment by reason of redundancy, it will not enforce clause 3.1(a) (non-competition) of the Deed.',
            'redundancy',
          ),
          text(
            'the Company confirms that, if it terminates your employment by reason of redundancy, it will not enforce clause 3.1(a) (non-competition) of the Deed.',
            'redundancy',
            'will not enforce',
          ),
        ],
      },
      {
        id: 'own-2',
        text: 'Does she have to give the retention money back if she resigns early, and until when?',
        gold: date(
          '2026-02-03',
          'If the Employee gives notice to terminate her employment before 3 February 2026, she shall repay the net amount of the Retention Payment within 30 days after giving notice.',
        ),
      },
      {
        id: 'own-3',
        text: 'Which clause of her service agreement does this replace?',
        gold: text(
          'clause 21 (Restrictions after termination) of the Service Agreement is deleted and replaced by this deed.',
          'clause 21',
        ),
      },
    ],
  },
  {
    id: 'calibration-k-title-sheet-sc-falkland-mill-house',
    typeKey: 'title-sheet',
    region: 'SC',
    title: 'Land Register of Scotland title sheet FFE63418: Mill House, 7 Kirk Wynd, Falkland',
    style: 'register',
    scanned: true,
    pages: [
      `LAND REGISTER OF SCOTLAND
REGISTERS OF SCOTLAND - COPY OF TITLE SHEET
Title number\tFFE63418
County\tFIFE
Title sheet date\t19/03/2024
Cadastral unit\tFFE63418
Interest\tProprietor
A PROPERTY SECTION
1. Subjects MILL HOUSE, 7 KIRK WYND, FALKLAND, CUPAR KY15 7BS edged red on the cadastral map, being part of the subjects described in Feu Disposition in Burdens Entry 1; together with a one-third pro indiviso share in and to the access lane and bin store tinted brown on the cadastral map; under exception of the coal and other minerals reserved in the said Feu Disposition.
2. A servitude right of pedestrian access over the path tinted yellow on the cadastral map through 9 Kirk Wynd (FFE50277), for the purpose of inspecting and maintaining the mill lade sluice, as constituted in Deed of Servitude by Robert Gilchrist and Annette Gilchrist registered 02/06/2011.
3. The rights specified in the Deed of Conditions in Burdens Entry 3.
4. The Keeper's warranty under section 73 of the Land Registration etc. (Scotland) Act 2012 does not extend to the boundary between points A and B on the cadastral map, along the line of the mill lade.
B PROPRIETORSHIP SECTION
Entry No\tProprietor
1. Date of registration 11/03/2019. EWAN CAMPBELL MORRISON and ISLA KATHERINE MORRISON, spouses, both residing at Mill House, 7 Kirk Wynd, Falkland, Cupar KY15 7BS, equally between them and the survivor of them.
Price paid: £412,500. Date of entry: 28/02/2019.
C SECURITIES SECTION
Entry No\tSpecification
1. Date of registration 11/03/2019. Standard Security for all sums due and to become due by EWAN CAMPBELL MORRISON and ISLA KATHERINE MORRISON to CLYDESDALE BANK PLC, incorporated under the Companies Acts (Company Number SC001111), 30 St Vincent Place, Glasgow.
2. Date of registration 04/12/2023. Standard Security for £28,000 and interest by the said EWAN CAMPBELL MORRISON and ISLA KATHERINE MORRISON to FIFE COUNCIL, Fife House, North Street, Glenrothes KY7 5LT, in respect of a loan for the repair of the roof and chimney stacks.`,
      `D BURDENS SECTION
Entry No\tSpecification
1. Feu Disposition by The Trustees of the Falkland Estate to Alexander Dow Lumsden, recorded G.R.S. (Fife) 11 Nov 1971, of subjects of which the subjects in the Property Section form part, contains the following burdens:
(First) The feuar shall use the subjects as a private dwellinghouse only, and shall not carry on any trade, business or manufacture on them;
(Second) No building or addition shall be erected on the subjects without the written consent of the superiors;
(Third) The feuar shall maintain the stone boundary wall on the east side of the subjects in good repair;
(Fourth) The coal and other minerals are reserved to the superiors, with power to work them, subject to payment of compensation for surface damage.
2. Minute of Waiver by The Trustees of the Falkland Estate in favour of Robert Gilchrist and Annette Gilchrist, registered 17/08/1998, waiving the burden (Second) in Entry 1 to the extent of permitting the erection of the single-storey studio extension shown on the plan annexed to it.
3. Deed of Conditions by Falkland Mill Developments Limited, registered 06/05/1996, for the development known as Kirk Wynd Mill, comprising 5, 7 and 9 Kirk Wynd, contains the following burdens: the access lane, the bin store and the mill lade sluice are common parts owned in common by the three houses; the cost of maintaining and renewing the common parts shall be shared equally among the proprietors of the three houses; the proprietors may by majority appoint a factor to manage the common parts.
4. Deed of Conservation Burdens by The National Trust for Scotland for Places of Historic Interest or Natural Beauty, registered 14/10/2005, contains the following conservation burden: no alteration shall be made to the external appearance of the dwellinghouse, its roof or windows without the prior written consent of The National Trust for Scotland.
5. A servitude right of drainage through the subjects in this title in favour of 5 Kirk Wynd (FFE50101), as constituted in Deed of Servitude by Margaret Ellen Dow registered 02/06/2011.
END OF DOCUMENT`,
    ],
    gold: {
      'title-number': identifier('FFE63418', 'Title number\tFFE63418'),
      subjects: text(
        'Subjects MILL HOUSE, 7 KIRK WYND, FALKLAND, CUPAR KY15 7BS edged red on the cadastral map',
        'MILL HOUSE, 7 KIRK WYND, FALKLAND',
      ),
      interest: text('Interest\tProprietor', 'Proprietor'),
      'cadastral-unit': identifier('FFE63418', 'Cadastral unit\tFFE63418'),
      'title-sheet-date': date('2024-03-19', 'Title sheet date\t19/03/2024'),
      proprietor: names(
        'EWAN CAMPBELL MORRISON and ISLA KATHERINE MORRISON, spouses, both residing at Mill House, 7 Kirk Wynd, Falkland, Cupar KY15 7BS, equally between them and the survivor of them.',
        'EWAN CAMPBELL MORRISON',
        'ISLA KATHERINE MORRISON',
      ),
      'survivorship-destination': yes(
        'EWAN CAMPBELL MORRISON and ISLA KATHERINE MORRISON, spouses, both residing at Mill House, 7 Kirk Wynd, Falkland, Cupar KY15 7BS, equally between them and the survivor of them.',
      ),
      consideration: gbp(412500, 'Price paid: £412,500.'),
      'date-of-entry': date('2019-02-28', 'Date of entry: 28/02/2019.'),
      'date-of-registration': date('2019-03-11', '1. Date of registration 11/03/2019. EWAN CAMPBELL MORRISON and ISLA KATHERINE MORRISON'),
      'standard-securities': text(
        [
          'Standard Security for all sums due and to become due by EWAN CAMPBELL MORRISON and ISLA KATHERINE MORRISON to CLYDESDALE BANK PLC',
          'Standard Security for £28,000 and interest by the said EWAN CAMPBELL MORRISON and ISLA KATHERINE MORRISON to FIFE COUNCIL',
        ],
        'all sums due',
        '£28,000',
      ),
      'heritable-creditors': names(
        [
          'Standard Security for all sums due and to become due by EWAN CAMPBELL MORRISON and ISLA KATHERINE MORRISON to CLYDESDALE BANK PLC',
          'Standard Security for £28,000 and interest by the said EWAN CAMPBELL MORRISON and ISLA KATHERINE MORRISON to FIFE COUNCIL',
        ],
        'CLYDESDALE BANK PLC',
        'FIFE COUNCIL',
      ),
      'real-burdens': text(
        [
          '(First) The feuar shall use the subjects as a private dwellinghouse only, and shall not carry on any trade, business or manufacture on them;',
          '(Second) No building or addition shall be erected on the subjects without the written consent of the superiors;',
          '(Third) The feuar shall maintain the stone boundary wall on the east side of the subjects in good repair;',
        ],
        'private dwellinghouse',
      ),
      servitudes: text(
        [
          'A servitude right of pedestrian access over the path tinted yellow on the cadastral map through 9 Kirk Wynd (FFE50277), for the purpose of inspecting and maintaining the mill lade sluice',
          'A servitude right of drainage through the subjects in this title in favour of 5 Kirk Wynd (FFE50101)',
        ],
        'pedestrian access',
        'drainage',
      ),
      'deeds-of-conditions': text(
        'Deed of Conditions by Falkland Mill Developments Limited, registered 06/05/1996, for the development known as Kirk Wynd Mill, comprising 5, 7 and 9 Kirk Wynd, contains the following burdens: the access lane, the bin store and the mill lade sluice are common parts owned in common by the three houses; the cost of maintaining and renewing the common parts shall be shared equally among the proprietors of the three houses; the proprietors may by majority appoint a factor to manage the common parts.',
        'Falkland Mill Developments Limited',
        'factor',
      ),
      'minutes-of-waiver': yes(
        'Minute of Waiver by The Trustees of the Falkland Estate in favour of Robert Gilchrist and Annette Gilchrist, registered 17/08/1998, waiving the burden (Second) in Entry 1',
      ),
      'feudal-burdens': text(
        'Feu Disposition by The Trustees of the Falkland Estate to Alexander Dow Lumsden, recorded G.R.S. (Fife) 11 Nov 1971, of subjects of which the subjects in the Property Section form part, contains the following burdens:',
        'Feu Disposition',
      ),
      'personal-real-burdens': text(
        'Deed of Conservation Burdens by The National Trust for Scotland for Places of Historic Interest or Natural Beauty, registered 14/10/2005, contains the following conservation burden',
        'conservation burden',
        'National Trust for Scotland',
      ),
      'notice-of-potential-liability': notFound,
      'common-rights': text(
        'together with a one-third pro indiviso share in and to the access lane and bin store tinted brown on the cadastral map',
        'pro indiviso',
        'access lane',
      ),
      leases: notFound,
      minerals: yes('under exception of the coal and other minerals reserved in the said Feu Disposition.'),
      'indemnity-or-warranty-limited': yes(
        "The Keeper's warranty under section 73 of the Land Registration etc. (Scotland) Act 2012 does not extend to the boundary between points A and B on the cadastral map, along the line of the mill lade.",
      ),
    },
    own: [
      {
        id: 'own-1',
        text: 'Does the second security secure a fixed sum or all sums?',
        gold: gbp(28000, 'Standard Security for £28,000 and interest by the said EWAN CAMPBELL MORRISON and ISLA KATHERINE MORRISON to FIFE COUNCIL'),
      },
      {
        id: 'own-2',
        text: 'Can the owners change their windows without anyone else agreeing?',
        gold: no(
          'no alteration shall be made to the external appearance of the dwellinghouse, its roof or windows without the prior written consent of The National Trust for Scotland.',
          'consent of The National Trust for Scotland',
        ),
      },
    ],
  },
  {
    id: 'calibration-k-transfer-ie-moycullen-folio-41827f',
    typeKey: 'transfer-deed',
    region: 'IE',
    title: 'Transfer of whole: Folio 41827F County Galway, Conneely to Fahy',
    style: 'deed',
    pages: [
      `LAND REGISTRY
County: Galway\tFolio: 41827F
TRANSFER OF WHOLE FOR VALUE
THIS TRANSFER is made the 9th day of October 2025
BETWEEN MAEVE BERNADETTE CONNEELY of Cnoc na Mona, Tullokyne, Moycullen, County Galway, retired teacher (the "Transferor") of the one part
AND DONAL PATRICK FAHY, software engineer, and ORLA MARGARET FAHY, architect, both of Apartment 6, Claddagh Quay, Galway (together the "Transferees") of the other part.
WHEREAS:
(A) The Transferor is registered as full owner of the property comprised in Folio 41827F of the Register of Freeholders, County Galway (the "Property").
(B) The Transferor is also registered as full owner of the adjoining lands comprised in Folio 12209 of the Register of Freeholders, County Galway (the "Retained Lands").
(C) By a contract dated 21 August 2025 the Transferor agreed to sell the Property to the Transferees for the sum of €385,000, and the balance of that sum has been paid on completion today.
NOW THIS TRANSFER WITNESSES as follows:
1. TRANSFER
1.1 In consideration of the sum of €385,000 (three hundred and eighty-five thousand euro) paid by the Transferees to the Transferor, the receipt of which the Transferor acknowledges, the Transferor as beneficial owner HEREBY TRANSFERS to the Transferees ALL THAT the property comprised in Folio 41827F of the Register of Freeholders, County Galway, being the dwellinghouse and lands known as Cnoc na Mona, Tullokyne, Moycullen, County Galway, Eircode H91 K7W2, TO HOLD unto the Transferees as joint tenants.
1.2 The Property is the entire of the lands comprised in Folio 41827F. No map of the Property is annexed; the map annexed at the Schedule shows only the laneway over the Retained Lands referred to in clause 2.
2. RIGHTS GRANTED
2.1 The Transferor, as registered owner of the Retained Lands, HEREBY GRANTS to the Transferees, for the benefit of the Property and every part of it, the following rights over the Retained Lands:
(a) a right of way at all times and for all purposes, on foot and with or without vehicles, over the laneway shown coloured yellow on the map annexed at the Schedule, from the public road (L-5384) to the entrance gate of the Property;
(b) the right to take water from the well on the Retained Lands marked "W" on that map and to use, maintain, repair and renew the underground water pipe from it to the Property; and
(c) the right, on giving reasonable notice except in an emergency, to enter the Retained Lands to inspect, maintain and empty the septic tank and percolation area serving the Property, making good any damage caused.
2.2 The parties apply to the Property Registration Authority to register the rights in clause 2.1 as burdens on Folio 12209 in favour of the registered owners for the time being of Folio 41827F.`,
      `3. COVENANTS BY THE TRANSFEREES
3.1 The Transferees, for themselves and their successors in title, covenant with the Transferor and her successors in title, the owners for the time being of the Retained Lands:
(a) not to erect on the Property any building other than one private dwellinghouse with domestic garage and outbuildings;
(b) not to use the Property for any trade or business other than a home office that involves no visiting members of the public;
(c) within six months after the date of this Transfer, to erect and afterwards maintain a stock-proof fence along the boundary between the Property and the Retained Lands marked X-Y on the map annexed at the Schedule; and
(d) to pay one half of the reasonable cost of maintaining and repairing the laneway shown coloured yellow, on demand.
3.2 The parties apply to the Property Registration Authority to register the covenants in clause 3.1 as burdens on Folio 41827F.
4. TITLE
4.1 The Transferor covenants with the Transferees that she has good right to transfer the Property, and that the Property is free from incumbrances other than the wayleave in favour of the Electricity Supply Board registered as burden No. 2 on Folio 41827F.
5. FAMILY HOME
5.1 The Transferor, being a widow, declares that the Property is not and has never been a family home within the meaning of the Family Home Protection Act 1976 or a shared home within the meaning of the Civil Partnership and Certain Rights and Obligations of Cohabitants Act 2010. She has made a statutory declaration to that effect dated 2 October 2025, which has been handed to the Transferees.
6. CERTIFICATES
6.1 It is hereby certified that section 53 of the Stamp Duties Consolidation Act 1999 does not apply to this instrument.
6.2 It is hereby certified that the consideration for the sale is wholly attributable to residential property.
6.3 It is hereby certified for the purposes of section 45 of the Land Act 1965 that each of the Transferees is an Irish citizen.
IN WITNESS whereof the parties have executed this Transfer as a deed on the day and year first above written.
SIGNED AND DELIVERED as a deed by the Transferor MAEVE BERNADETTE CONNEELY in the presence of:\tMaeve B. Conneely
Witness: Ciaran Walsh, Solicitor, Main Street, Moycullen, County Galway
SIGNED AND DELIVERED as a deed by the Transferee DONAL PATRICK FAHY in the presence of:\tDonal P. Fahy
Witness: Grainne Mulkerrin, Solicitor, Eyre Square, Galway
SIGNED AND DELIVERED as a deed by the Transferee ORLA MARGARET FAHY in the presence of:\tOrla M. Fahy
Witness: Grainne Mulkerrin, Solicitor, Eyre Square, Galway`,
      `SCHEDULE
Map (not to scale) prepared by O'Flaherty Surveys, Oughterard, on Ordnance Survey map sheet 3578-C, showing:
the laneway over the Retained Lands coloured yellow;
the well marked "W";
the boundary between the Property and the Retained Lands marked X-Y.
Signed on behalf of the Transferor: Maeve B. Conneely
Signed on behalf of the Transferees: Donal P. Fahy and Orla M. Fahy
REVENUE COMMISSIONERS - STAMP DUTY CERTIFICATE
Instrument: Transfer dated 9 October 2025, Folio 41827F County Galway
Stamp duty paid: €3,850.00
Date of stamping: 17 October 2025
Document ID: 2025/GY/0471923
This certificate is issued under section 8C of the Stamp Duties Consolidation Act 1999.
PROPERTY REGISTRATION AUTHORITY
Application lodged: 22 October 2025. Dealing number: D2025LR148207V.`,
    ],
    gold: {
      transferor: names(
        'BETWEEN MAEVE BERNADETTE CONNEELY of Cnoc na Mona, Tullokyne, Moycullen, County Galway, retired teacher (the "Transferor") of the one part',
        'MAEVE BERNADETTE CONNEELY',
      ),
      transferee: names(
        'AND DONAL PATRICK FAHY, software engineer, and ORLA MARGARET FAHY, architect, both of Apartment 6, Claddagh Quay, Galway (together the "Transferees") of the other part.',
        'DONAL PATRICK FAHY',
        'ORLA MARGARET FAHY',
      ),
      date: date('2025-10-09', 'THIS TRANSFER is made the 9th day of October 2025'),
      'title-number': identifier('41827F', 'County: Galway\tFolio: 41827F'),
      property: text(
        'the Transferor as beneficial owner HEREBY TRANSFERS to the Transferees ALL THAT the property comprised in Folio 41827F of the Register of Freeholders, County Galway, being the dwellinghouse and lands known as Cnoc na Mona, Tullokyne, Moycullen, County Galway, Eircode H91 K7W2',
        'Cnoc na Mona',
        'Moycullen',
      ),
      consideration: eur(
        385000,
        'In consideration of the sum of €385,000 (three hundred and eighty-five thousand euro) paid by the Transferees to the Transferor',
      ),
      'whole-or-part': text(
        [
          'TRANSFER OF WHOLE FOR VALUE',
          'The Property is the entire of the lands comprised in Folio 41827F. No map of the Property is annexed; the map annexed at the Schedule shows only the laneway over the Retained Lands referred to in clause 2.',
        ],
        'entire',
        'No map',
      ),
      'capacity-and-covenants-for-title': text(
        [
          'the Transferor as beneficial owner HEREBY TRANSFERS to the Transferees',
          'The Transferor covenants with the Transferees that she has good right to transfer the Property, and that the Property is free from incumbrances other than the wayleave in favour of the Electricity Supply Board registered as burden No. 2 on Folio 41827F.',
        ],
        'beneficial owner',
        'good right to transfer',
      ),
      'covenants-given': text(
        [
          '(a) not to erect on the Property any building other than one private dwellinghouse with domestic garage and outbuildings;',
          '(b) not to use the Property for any trade or business other than a home office that involves no visiting members of the public;',
          '(c) within six months after the date of this Transfer, to erect and afterwards maintain a stock-proof fence along the boundary between the Property and the Retained Lands',
          '(d) to pay one half of the reasonable cost of maintaining and repairing the laneway shown coloured yellow, on demand.',
        ],
        'one private dwellinghouse',
        'fence',
      ),
      'rights-granted': text(
        [
          '(a) a right of way at all times and for all purposes, on foot and with or without vehicles, over the laneway shown coloured yellow on the map annexed at the Schedule',
          '(b) the right to take water from the well on the Retained Lands marked "W" on that map',
          '(c) the right, on giving reasonable notice except in an emergency, to enter the Retained Lands to inspect, maintain and empty the septic tank and percolation area serving the Property',
        ],
        'right of way',
        'water',
        'septic tank',
      ),
      'rights-reserved': notFound,
      'indemnity-covenant': notFound,
      'co-ownership': text('TO HOLD unto the Transferees as joint tenants.', 'joint tenants'),
      execution: yes([
        'SIGNED AND DELIVERED as a deed by the Transferor MAEVE BERNADETTE CONNEELY in the presence of:',
        'SIGNED AND DELIVERED as a deed by the Transferee DONAL PATRICK FAHY in the presence of:',
        'SIGNED AND DELIVERED as a deed by the Transferee ORLA MARGARET FAHY in the presence of:',
      ]),
      'transaction-tax': yes(['REVENUE COMMISSIONERS - STAMP DUTY CERTIFICATE', 'Stamp duty paid: €3,850.00']),
      'family-home-consent': yes(
        'The Transferor, being a widow, declares that the Property is not and has never been a family home within the meaning of the Family Home Protection Act 1976',
      ),
    },
    own: [
      {
        id: 'own-1',
        text: 'How much stamp duty was paid and when was the deed stamped?',
        gold: eur(3850, 'Stamp duty paid: €3,850.00'),
      },
      {
        id: 'own-2',
        text: 'How long do the buyers have to put up the boundary fence?',
        gold: months(6, '(c) within six months after the date of this Transfer, to erect and afterwards maintain a stock-proof fence along the boundary between the Property and the Retained Lands'),
      },
      {
        id: 'own-3',
        text: 'Is there any existing incumbrance on the folio the seller has disclosed?',
        gold: text(
          'the Property is free from incumbrances other than the wayleave in favour of the Electricity Supply Board registered as burden No. 2 on Folio 41827F.',
          'Electricity Supply Board',
        ),
      },
    ],
  },
];
