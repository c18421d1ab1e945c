import { date, days, gbp, identifier, months, names, no, notFound, text, weeks, yes, type AnswerSetDocument } from './answer-set-document.ts';

/** More documents of the calibration part (see ./index.ts), written by someone who neither tunes the engine nor runs it on them. */
export const CALIBRATION_MORE_G: AnswerSetDocument[] = [
  {
    id: 'calibration-g-employment-sc-strathcarron-subsea-engineer',
    typeKey: 'employment-contract',
    region: 'SC',
    title: 'Contract of employment: Senior Subsea Cable Engineer, Strathcarron Marine Renewables Limited',
    style: 'deed',
    pages: [
      `STRATHCARRON MARINE RENEWABLES LIMITED
CONTRACT OF EMPLOYMENT
This contract is made between Strathcarron Marine Renewables Limited, a company incorporated in Scotland (company number SC604217) whose registered office is at 21 Queen's Terrace, Aberdeen AB10 1XL (the "Company"), and the person named as the Employee in the Particulars below ("you").
PART A: PARTICULARS
Employee\tMorven Elspeth Aitchison, 3 Cairnfield Gardens, Cults, Aberdeen AB15 9TW
Job title\tSenior Subsea Cable Engineer
Reporting to\tHead of Cable Installation
Commencement Date\t4 August 2025
Continuous employment\tSee clause 2.2
Normal place of work\tSee clause 4
Basic salary\tSee clause 7
Notice\tSee clauses 12 and 14
PART B: TERMS AND CONDITIONS
1. INTERPRETATION
1.1 In this contract "Group Company" means the Company, any holding company of the Company and any subsidiary of the Company or of any such holding company; "Board" means the board of directors of the Company; and "Termination Date" means the date on which your employment ends, however it ends.
2. COMMENCEMENT AND CONTINUOUS EMPLOYMENT
2.1 Your employment under this contract begins on the Commencement Date.
2.2 You were previously employed by Strathcarron Subsea Services Limited, a Group Company, and that employment counts towards your period of continuous employment with the Company, which accordingly began on 1 March 2021.
3. JOB TITLE AND DUTIES
3.1 You are employed as Senior Subsea Cable Engineer. Your main duties are to plan and supervise the installation, burial and protection of inter-array and export cables for offshore wind projects, to prepare installation method statements, and to act as the Company's client representative on board cable lay vessels.
3.2 You shall also perform such other duties, consistent with your skills and seniority, as the Company may reasonably assign to you from time to time, including duties for any Group Company.`,
      `4. PLACE OF WORK
4.1 Your normal place of work is the Company's operations base at Unit 12, Altens Industrial Estate, Aberdeen AB12 3LP.
4.2 You will be required to work offshore on vessels and installations in UK waters and in the waters of other North Sea states for periods of up to 21 consecutive days, and to travel to project sites and client offices elsewhere in the United Kingdom and in Europe as the needs of the business require. You will not be required to work outside the United Kingdom for a continuous period of more than one month.
5. HOURS OF WORK
5.1 Your normal hours of work when onshore are 37.5 hours per week, 8.30 am to 5.00 pm Monday to Friday, with a 30-minute unpaid lunch break.
5.2 When offshore you will work the shift pattern of the vessel or installation, normally 12 hours a day on a rota of 21 days on and 21 days off.
5.3 Onshore overtime is not paid. For each day worked offshore you will be paid an offshore allowance of £185 in addition to your basic salary, in accordance with the Offshore Rota Agreement referred to in clause 21.
6. WORKING TIME
6.1 You agree that the limit of an average of 48 hours a week in regulation 4(1) of the Working Time Regulations 1998 shall not apply to your employment. You may withdraw this agreement by giving the Company three months' notice in writing.
7. SALARY
7.1 Your basic salary is £68,400 (sixty-eight thousand four hundred pounds) a year, which accrues from day to day and is paid monthly in arrears on or about the 26th day of each month by bank transfer.
7.2 Your salary will be reviewed each April. The Company is under no obligation to increase it.
8. BONUS
8.1 You may be considered for an annual bonus under the Company's Project Delivery Bonus Plan. The award and amount of any bonus are entirely at the Company's discretion, and you have no contractual entitlement to a bonus in any year.
8.2 No bonus is payable if on the payment date you are no longer employed or are under notice, whether given by you or by the Company.
9. PENSION
9.1 The Company will enrol you in the Strathcarron Group Personal Pension Plan, a qualifying scheme for automatic enrolment purposes. The Company will contribute 7% of your basic salary if you contribute at least 4%. You may elect to make your contributions by salary sacrifice.`,
      `10. HOLIDAYS
10.1 The holiday year runs from 1 January to 31 December.
10.2 You are entitled to 28 working days' paid holiday in each holiday year, in addition to the 6 public holidays observed by the Company in Aberdeen, which are published each December.
10.3 Rota days off following an offshore trip are not holiday. Holiday may be carried over to the next holiday year only with your line manager's written approval, and up to a maximum of 5 days.
10.4 On termination you will be paid in lieu of accrued but untaken holiday, or you must repay salary for holiday taken in excess of your accrued entitlement.
11. SICKNESS ABSENCE
11.1 If you are unable to work because of sickness or injury you must tell your line manager by 9.30 am on the first day of absence. For absence of more than seven calendar days you must provide a fit note from your doctor.
11.2 Once you have completed your probationary period, you will be paid your full basic salary for up to 10 weeks' sickness absence in any rolling 12-month period, and half basic salary for a further 10 weeks. Company sick pay includes any Statutory Sick Pay due. Before then you will receive Statutory Sick Pay only, provided you qualify for it.
11.3 You must hold a valid offshore medical certificate at all times, and the Company may require you to be examined by a doctor it nominates, at its expense.
12. PROBATION
12.1 The first six months of your employment are a probationary period. The Company may extend it by up to three months if your performance or conduct has not been satisfactory.
12.2 During the probationary period either party may end the employment by giving one week's notice.
13. DEDUCTIONS
13.1 You authorise the Company to deduct from your salary or any other sum owed to you any money you owe to the Company or any Group Company, including any overpayment of salary or expenses, any outstanding loan or advance, the cost of repairing or replacing Company property damaged or not returned by you, and salary for holiday taken in excess of your entitlement.
14. TERMINATION AND NOTICE
14.1 After the probationary period, either party may terminate your employment by giving not less than three months' notice in writing.
14.2 The Company may, at its sole discretion, terminate your employment at any time with immediate effect by paying you a sum equal to your basic salary (but not any allowance, bonus or benefit) for the notice period or, if notice has already been given, the remainder of it, less deductions for tax and national insurance.
14.3 The Company may terminate your employment without notice or payment in lieu of notice if you commit gross misconduct, become bankrupt, or are convicted of any criminal offence other than a minor road traffic offence.`,
      `15. GARDEN LEAVE
15.1 During all or any part of any period of notice the Company may require you not to attend work, not to carry out any duties and not to contact any client, supplier or employee of any Group Company ("Garden Leave"). Garden Leave shall not last more than three months.
15.2 During Garden Leave you remain an employee of the Company, continue to receive your salary and contractual benefits (but not offshore allowances), and remain bound by your duties of fidelity and good faith.
16. CONFIDENTIALITY
16.1 You shall not, during your employment or after it ends, use or disclose any confidential information about the business, projects, tenders, pricing, clients or technology of any Group Company, except in the proper performance of your duties, as required by law, or as a protected disclosure under Part IVA of the Employment Rights Act 1996.
17. INTELLECTUAL PROPERTY
17.1 All intellectual property rights in any design, method, software, drawing or invention made by you in the course of your employment belong to the Company. You shall promptly disclose each of them to the Company and, so far as the law permits, you waive all moral rights in them.
18. RESTRICTIONS AFTER EMPLOYMENT
18.1 For six months after the Termination Date you shall not, on your own account or for any other person, solicit or deal with any client of the Company for whom you carried out work in the 12 months before the Termination Date, in respect of the installation or protection of subsea cables.
18.2 For nine months after the Termination Date you shall not solicit or entice away, or employ or engage, any engineer or vessel supervisor of the Company with whom you worked in the 12 months before the Termination Date.
18.3 There is no restriction on your working for a competitor of the Company after your employment ends.
18.4 Each period in this clause 18 is reduced by any period of Garden Leave.
19. DISCIPLINARY AND GRIEVANCE PROCEDURES
19.1 The Company's disciplinary rules, disciplinary procedure and grievance procedure are in the Employee Handbook on the Company intranet. They do not form part of your contract. If you are dissatisfied with a disciplinary decision you may appeal in writing to a director within five working days, and any grievance should be raised in writing with your line manager.`,
      `20. COMPANY PROPERTY
20.1 On the Termination Date, or earlier if the Company asks, you shall return all documents, equipment, personal protective equipment, security passes and other property of any Group Company in your possession.
21. COLLECTIVE AGREEMENTS
21.1 The Offshore Rota Agreement dated 1 April 2024 between the Company and Unite the Union, as amended from time to time, sets your offshore allowance and rota pattern and is incorporated into this contract. No other collective agreement affects your terms of employment.
22. STATUTORY PARTICULARS
22.1 This contract contains the written statement of particulars of employment required by section 1 of the Employment Rights Act 1996. The Company will pay for the GWO basic safety training and offshore survival training you need for your role; no other training is required.
23. GOVERNING LAW
23.1 This contract is governed by the law of Scotland, and the Company and you submit to the exclusive jurisdiction of the Scottish courts, without prejudice to the jurisdiction of the employment tribunals.
SIGNED for and on behalf of Strathcarron Marine Renewables Limited by Iain Murdo Farquharson, HR Director, on 17 July 2025\tI. M. Farquharson
SIGNED by the Employee on 21 July 2025\tM. E. Aitchison`,
    ],
    gold: {
      employer: names('Strathcarron Marine Renewables Limited, a company incorporated in Scotland (company number SC604217)', 'Strathcarron Marine Renewables Limited'),
      employee: names('Morven Elspeth Aitchison, 3 Cairnfield Gardens, Cults, Aberdeen AB15 9TW', 'Morven Elspeth Aitchison'),
      'start-date': date('2025-08-04', 'Commencement Date 4 August 2025'),
      'continuous-employment': date(
        '2021-03-01',
        'that employment counts towards your period of continuous employment with the Company, which accordingly began on 1 March 2021.',
      ),
      'job-title': text(
        'You are employed as Senior Subsea Cable Engineer. Your main duties are to plan and supervise the installation, burial and protection of inter-array and export cables for offshore wind projects',
        'Senior Subsea Cable Engineer',
      ),
      'place-of-work': text(
        [
          "Your normal place of work is the Company's operations base at Unit 12, Altens Industrial Estate, Aberdeen AB12 3LP.",
          'You will be required to work offshore on vessels and installations in UK waters and in the waters of other North Sea states for periods of up to 21 consecutive days',
        ],
        'Altens Industrial Estate',
      ),
      hours: text(
        [
          'Your normal hours of work when onshore are 37.5 hours per week, 8.30 am to 5.00 pm Monday to Friday',
          'Onshore overtime is not paid. For each day worked offshore you will be paid an offshore allowance of £185 in addition to your basic salary',
        ],
        '37.5 hours',
      ),
      salary: gbp(68400, 'Your basic salary is £68,400 (sixty-eight thousand four hundred pounds) a year, which accrues from day to day and is paid monthly in arrears'),
      bonus: text(
        "The award and amount of any bonus are entirely at the Company's discretion, and you have no contractual entitlement to a bonus in any year.",
        'discretion',
      ),
      pension: text(
        'The Company will enrol you in the Strathcarron Group Personal Pension Plan, a qualifying scheme for automatic enrolment purposes. The Company will contribute 7% of your basic salary if you contribute at least 4%.',
        '7%',
      ),
      holiday: days(28, "You are entitled to 28 working days' paid holiday in each holiday year, in addition to the 6 public holidays observed by the Company in Aberdeen"),
      'sick-pay': text(
        "you will be paid your full basic salary for up to 10 weeks' sickness absence in any rolling 12-month period, and half basic salary for a further 10 weeks",
        '10 weeks',
      ),
      probation: months(6, 'The first six months of your employment are a probationary period.'),
      notice: months(3, "either party may terminate your employment by giving not less than three months' notice in writing."),
      'payment-in-lieu': yes(
        'The Company may, at its sole discretion, terminate your employment at any time with immediate effect by paying you a sum equal to your basic salary',
      ),
      'garden-leave': yes([
        'During all or any part of any period of notice the Company may require you not to attend work, not to carry out any duties',
        'Garden Leave shall not last more than three months.',
      ]),
      'restrictive-covenants': text(
        [
          '18.1 For six months after the Termination Date you shall not, on your own account or for any other person, solicit or deal with any client of the Company',
          '18.2 For nine months after the Termination Date you shall not solicit or entice away, or employ or engage, any engineer or vessel supervisor of the Company',
          '18.3 There is no restriction on your working for a competitor of the Company after your employment ends.',
        ],
        'six months',
      ),
      'confidentiality-and-ip': text([
        'You shall not, during your employment or after it ends, use or disclose any confidential information about the business, projects, tenders, pricing, clients or technology of any Group Company',
        'All intellectual property rights in any design, method, software, drawing or invention made by you in the course of your employment belong to the Company.',
      ]),
      'disciplinary-and-grievance': text(
        "The Company's disciplinary rules, disciplinary procedure and grievance procedure are in the Employee Handbook on the Company intranet. They do not form part of your contract.",
        'Employee Handbook',
      ),
      deductions: yes('You authorise the Company to deduct from your salary or any other sum owed to you any money you owe to the Company or any Group Company'),
      'collective-agreements': yes(
        'The Offshore Rota Agreement dated 1 April 2024 between the Company and Unite the Union, as amended from time to time, sets your offshore allowance and rota pattern and is incorporated into this contract.',
      ),
      'governing-law': text(
        'This contract is governed by the law of Scotland, and the Company and you submit to the exclusive jurisdiction of the Scottish courts',
        'Scotland',
      ),
      'working-time-opt-out': yes(
        'You agree that the limit of an average of 48 hours a week in regulation 4(1) of the Working Time Regulations 1998 shall not apply to your employment.',
      ),
      'written-statement': yes('This contract contains the written statement of particulars of employment required by section 1 of the Employment Rights Act 1996.'),
    },
    own: [
      {
        id: 'own-1',
        text: 'What is she paid on top of salary for each day offshore?',
        gold: gbp(185, 'For each day worked offshore you will be paid an offshore allowance of £185 in addition to your basic salary'),
      },
      {
        id: 'own-2',
        text: 'By how long can the company extend her probation?',
        gold: months(3, 'The Company may extend it by up to three months if your performance or conduct has not been satisfactory.'),
      },
      {
        id: 'own-3',
        text: 'Is she barred from joining a competitor when she leaves?',
        gold: no('There is no restriction on your working for a competitor of the Company after your employment ends.'),
      },
      {
        id: 'own-4',
        text: 'Who signed the contract for the company?',
        gold: names(
          'SIGNED for and on behalf of Strathcarron Marine Renewables Limited by Iain Murdo Farquharson, HR Director, on 17 July 2025',
          'Iain Murdo Farquharson',
        ),
      },
    ],
  },
  {
    id: 'calibration-g-employment-ni-bannside-trials-coordinator',
    typeKey: 'employment-contract',
    region: 'NI',
    title: 'Letter of appointment and statement of main terms: Clinical Trials Coordinator, Bannside Clinical Research Limited',
    style: 'typed',
    pages: [
      `BANNSIDE CLINICAL RESEARCH LIMITED
Unit 9, Seagoe Industrial Estate, Portadown, Craigavon BT63 5QD
Registered in Northern Ireland No. NI638104
PRIVATE AND CONFIDENTIAL
Ms Niamh Bernadette Corrigan
41 Kilmoyle Park
Banbridge BT32 4LR
12 September 2025
Dear Niamh
LETTER OF APPOINTMENT: CLINICAL TRIALS COORDINATOR
Following your interview on 2 September, I am pleased to offer you employment with Bannside Clinical Research Limited (the "Company") on the terms set out in this letter and in the attached Statement of Main Terms. Together they form your contract of employment.
1. Start date. Your employment will begin on Monday 6 October 2025. No employment with a previous employer counts towards your period of continuous employment, which begins on that date.
2. Position. You are appointed as Clinical Trials Coordinator, reporting to the Head of Clinical Operations. Your main duties are to set up and coordinate Phase II and Phase III trial sites, to track patient recruitment and trial supplies, to maintain the trial master file in accordance with Good Clinical Practice, and to act as the first point of contact for investigator sites.
3. Conditions. This offer is conditional on satisfactory references from two previous employers and a satisfactory AccessNI basic check. If either is unsatisfactory the Company may withdraw this offer or, if you have started work, end your employment with one week's notice.
4. Acceptance. Please sign and return the enclosed copy of this letter by 26 September 2025. If I have not heard from you by then, the offer will lapse.
Yours sincerely
Deirdre Magennis, HR Manager, for and on behalf of Bannside Clinical Research Limited`,
      `STATEMENT OF MAIN TERMS OF EMPLOYMENT
This statement, with the letter of appointment dated 12 September 2025, constitutes the written statement of particulars of employment required by Article 33 of the Employment Rights (Northern Ireland) Order 1996.
Employer\tBannside Clinical Research Limited
Employee\tNiamh Bernadette Corrigan
Job title\tClinical Trials Coordinator
A. PLACE OF WORK
You will be based at the Company's offices at Unit 9, Seagoe Industrial Estate, Portadown. You will be required to visit investigator sites in hospitals throughout Northern Ireland and, occasionally, in Ireland, and with your manager's agreement you may work from home for up to two days a week.
B. HOURS
Your normal hours of work are 37 hours a week, Monday to Friday, within the Company's flexitime scheme (core hours 10.00 am to 3.30 pm). You are not paid for overtime. Hours worked beyond your normal hours with your manager's prior approval may be taken as time off in lieu within the following month.
The Company does not ask you to opt out of the 48-hour average weekly working time limit in the Working Time Regulations (Northern Ireland) 2016, and you have not done so.
C. PAY
Your salary is £34,250 per year, paid monthly in arrears by credit transfer on the last working day of each month. You are not eligible to participate in any bonus or commission scheme.
D. PENSION
The Company will automatically enrol you in NEST, a qualifying workplace pension scheme, if you meet the eligibility criteria. The Company will contribute 5% of your qualifying earnings and you will contribute 4%.
E. HOLIDAYS
The holiday year runs from 1 April to 31 March. You are entitled to 23 days' paid holiday each holiday year plus the 10 public and statutory holidays observed in Northern Ireland, including St Patrick's Day and 12 July. In the holiday years in which your employment begins and ends, your entitlement is pro rata.`,
      `F. SICKNESS ABSENCE
If you are absent through sickness you must telephone your manager before 10.00 am on the first day of absence. You may self-certify the first seven calendar days; after that you must provide a fit note from your doctor.
There is no contractual sick pay scheme. You will receive Statutory Sick Pay if you are entitled to it.
G. PROBATION
The first 26 weeks of your employment are a probationary period, during which either party may end the employment by giving one week's notice. The Company may extend your probationary period once, by up to 13 weeks.
H. NOTICE
After your probationary period you must give the Company four weeks' written notice to end your employment. The Company will give you one month's written notice, or the statutory minimum notice under Article 118 of the Employment Rights (Northern Ireland) Order 1996 if that is longer.
The Company may, at its discretion, pay you basic salary in lieu of all or part of your notice period.
I. CONFIDENTIALITY AND DATA
You must not, during or after your employment, disclose to anyone outside the Company any confidential information relating to the Company, its sponsors or its trials, and you must keep all patient data confidential in accordance with data protection law and the trial protocols.
J. INTELLECTUAL PROPERTY
Any report, database, process or invention you create in the course of your employment belongs to the Company, and you will sign any document the Company reasonably requests to confirm this.
K. DEDUCTIONS
You agree that the Company may deduct from your pay any sum you owe to it, including any overpayment of salary, any unpaid balance of a season ticket loan, and the cost of any training course over £1,000 funded by the Company if you leave within 12 months after completing it. Deductions will be made in accordance with Part IV of the Employment Rights (Northern Ireland) Order 1996.`,
      `L. DISCIPLINE AND GRIEVANCE
The Company's Disciplinary Procedure and Grievance Procedure are set out in the Employee Handbook, which is available from the HR Manager. They are not contractual and the Company may change them. If you wish to appeal against a disciplinary decision, or to raise a grievance, you should write to the HR Manager.
M. COLLECTIVE AGREEMENTS
There are no collective agreements which directly affect your terms and conditions of employment.
N. TRAINING
You must complete the Company's Good Clinical Practice training within your first month. The Company will pay for it.
O. LAW
Your employment is governed by the law of Northern Ireland, and the courts and industrial tribunals of Northern Ireland have exclusive jurisdiction.
ACCEPTANCE
I accept the offer of employment on the terms set out in the letter of appointment dated 12 September 2025 and in this Statement of Main Terms.
Signed\tN. B. Corrigan
Date\t16 September 2025`,
    ],
    gold: {
      employer: names('I am pleased to offer you employment with Bannside Clinical Research Limited (the "Company")', 'Bannside Clinical Research Limited'),
      employee: names('Employee Niamh Bernadette Corrigan', 'Niamh Bernadette Corrigan'),
      'start-date': date('2025-10-06', 'Your employment will begin on Monday 6 October 2025.'),
      'continuous-employment': date(
        '2025-10-06',
        'Your employment will begin on Monday 6 October 2025. No employment with a previous employer counts towards your period of continuous employment, which begins on that date.',
      ),
      'job-title': text(
        'You are appointed as Clinical Trials Coordinator, reporting to the Head of Clinical Operations. Your main duties are to set up and coordinate Phase II and Phase III trial sites',
        'Clinical Trials Coordinator',
      ),
      'place-of-work': text(
        "You will be based at the Company's offices at Unit 9, Seagoe Industrial Estate, Portadown. You will be required to visit investigator sites in hospitals throughout Northern Ireland",
        'Seagoe Industrial Estate',
      ),
      hours: text(
        ["Your normal hours of work are 37 hours a week, Monday to Friday, within the Company's flexitime scheme", 'You are not paid for overtime.'],
        '37 hours',
      ),
      salary: gbp(34250, 'Your salary is £34,250 per year, paid monthly in arrears by credit transfer on the last working day of each month.'),
      bonus: text('You are not eligible to participate in any bonus or commission scheme.', 'not eligible'),
      pension: text(
        'The Company will automatically enrol you in NEST, a qualifying workplace pension scheme, if you meet the eligibility criteria. The Company will contribute 5% of your qualifying earnings',
        'NEST',
      ),
      holiday: days(23, "You are entitled to 23 days' paid holiday each holiday year plus the 10 public and statutory holidays observed in Northern Ireland"),
      'sick-pay': text('There is no contractual sick pay scheme. You will receive Statutory Sick Pay if you are entitled to it.', 'Statutory Sick Pay'),
      probation: weeks(26, 'The first 26 weeks of your employment are a probationary period'),
      notice: [
        months(1, "The Company will give you one month's written notice, or the statutory minimum notice under Article 118 of the Employment Rights (Northern Ireland) Order 1996 if that is longer."),
        weeks(4, "After your probationary period you must give the Company four weeks' written notice to end your employment."),
      ],
      'payment-in-lieu': yes('The Company may, at its discretion, pay you basic salary in lieu of all or part of your notice period.'),
      'garden-leave': notFound,
      'restrictive-covenants': notFound,
      'confidentiality-and-ip': text([
        'You must not, during or after your employment, disclose to anyone outside the Company any confidential information relating to the Company, its sponsors or its trials',
        'Any report, database, process or invention you create in the course of your employment belongs to the Company',
      ]),
      'disciplinary-and-grievance': text(
        "The Company's Disciplinary Procedure and Grievance Procedure are set out in the Employee Handbook, which is available from the HR Manager. They are not contractual",
        'Employee Handbook',
      ),
      deductions: yes('You agree that the Company may deduct from your pay any sum you owe to it'),
      'collective-agreements': no('There are no collective agreements which directly affect your terms and conditions of employment.'),
      'governing-law': text(
        'Your employment is governed by the law of Northern Ireland, and the courts and industrial tribunals of Northern Ireland have exclusive jurisdiction.',
        'Northern Ireland',
      ),
      'working-time-opt-out-ni': no(
        'The Company does not ask you to opt out of the 48-hour average weekly working time limit in the Working Time Regulations (Northern Ireland) 2016, and you have not done so.',
      ),
      'written-statement-ni': yes(
        'constitutes the written statement of particulars of employment required by Article 33 of the Employment Rights (Northern Ireland) Order 1996.',
      ),
    },
    own: [
      {
        id: 'own-1',
        text: 'What happens if her AccessNI check comes back unsatisfactory?',
        gold: text(
          "If either is unsatisfactory the Company may withdraw this offer or, if you have started work, end your employment with one week's notice.",
          'withdraw',
        ),
      },
      {
        id: 'own-2',
        text: 'Will she have to pay back training costs if she leaves early?',
        gold: yes('the cost of any training course over £1,000 funded by the Company if you leave within 12 months after completing it', '12 months'),
      },
      {
        id: 'own-3',
        text: 'Is she restricted from poaching the sponsors once she has left?',
        gold: notFound,
      },
      {
        id: 'own-4',
        text: 'Who signed the offer on behalf of the employer?',
        gold: names('Deirdre Magennis, HR Manager, for and on behalf of Bannside Clinical Research Limited', 'Deirdre Magennis'),
      },
    ],
  },
  {
    id: 'calibration-g-settlement-wa-hafren-creameries-redundancy',
    typeKey: 'employment-settlement-agreement',
    region: 'WA',
    title: 'Settlement agreement: Hafren Valley Creameries Limited and Llinos Mair Jenkins',
    style: 'modern',
    pages: [
      `WITHOUT PREJUDICE AND SUBJECT TO CONTRACT UNTIL SIGNED AND DATED
SETTLEMENT AGREEMENT
Date: 19th September 2025
PARTIES
(1) HAFREN VALLEY CREAMERIES LIMITED, incorporated and registered in England and Wales with company number 04718265, whose registered office is at Dolfor Road Dairy, Newtown, Powys SY16 4AQ (the "Employer"); and
(2) LLINOS MAIR JENKINS of 5 Heol y Castell, Llanidloes, Powys SY18 6BN (the "Employee").
BACKGROUND
(A) The Employee has been employed by the Employer since 2 February 2009, latterly as Quality Assurance Manager at its Newtown creamery.
(B) On 8 July 2025 the Employer gave the Employee notice that her employment would end by reason of redundancy following the closure of the Newtown cheese packing line.
(C) The parties have agreed to settle all claims which the Employee has or may have against the Employer or any Group Company on the terms of this Agreement, and intend it to satisfy the conditions regulating settlement agreements listed in clause 7.3.
AGREED TERMS
1. DEFINITIONS
"Group Company": the Employer, any subsidiary or holding company of the Employer, and any subsidiary of any such holding company.
"Termination Date": 30 September 2025.
"Adviser": Huw Emrys Bowen of Bowen Lloyd Solicitors, 22 Walter Road, Swansea SA1 5NF.
2. TERMINATION OF EMPLOYMENT
2.1 The Employee's employment will terminate on the Termination Date by reason of redundancy.
2.2 The Employee worked her notice until 15 August 2025 and has since been on garden leave, which will continue until the Termination Date. Her notice of twelve weeks will therefore have been served in full, and no payment in lieu of notice is due.
2.3 Up to the Termination Date the Employer will pay the Employee's salary and provide her contractual benefits in the usual way. It will also pay her for 6.5 days' accrued but untaken holiday, which the Employee agrees is all the holiday pay due to her. These payments will be subject to deductions for income tax and national insurance contributions.`,
      `3. TERMINATION PAYMENT
3.1 Subject to clause 3.3, the Employer will pay the Employee the sum of £41,500 (forty-one thousand five hundred pounds) as compensation for loss of employment (the "Termination Payment"). The Termination Payment includes the Employee's statutory redundancy payment of £17,256.
3.2 The Employer will pay the Termination Payment within 14 days after the later of (a) the Termination Date and (b) the date on which it receives a copy of this Agreement signed by the Employee, together with the Adviser's certificate in the form set out in Schedule 1 signed by the Adviser.
3.3 The Termination Payment is conditional on the Employee complying with her obligations under clauses 6, 9 and 10 in all material respects.
4. TAX
4.1 The parties believe that the first £30,000 of the Termination Payment is exempt from income tax under sections 401 and 403 of the Income Tax (Earnings and Pensions) Act 2003. The Employer will pay that part without deduction, and will deduct income tax at the appropriate rate from the remaining £11,500 through payroll. No part of the Termination Payment is post-employment notice pay, because the Employee's notice has been served in full.
4.2 The Employee will be responsible for any further income tax or employee national insurance contributions payable on the Termination Payment, and will indemnify the Employer for any such tax or contributions (and any related interest and penalties) that it is required to pay, except where they arise from the Employer's own failure to make a deduction required by this clause 4.
5. PENSION AND BENEFITS
5.1 The Employee's membership of the Hafren Valley Creameries Group Personal Pension will cease on the Termination Date, and Employer contributions will stop from that date. Her accrued rights are not affected.
5.2 The Employer will, at its own cost, keep the Employee and her husband covered by its private medical insurance policy until 31 December 2025, subject to the rules of that policy and the insurer's terms.
5.3 The Employee's car allowance will cease on the Termination Date. Her options under the Hafren Valley Creameries Sharesave Plan will be treated in accordance with the rules of that plan, under which she is a good leaver by reason of redundancy.`,
      `6. WAIVER OF CLAIMS
6.1 The Employee agrees that the terms of this Agreement are offered in full and final settlement of all claims, whether statutory, contractual or otherwise, which she has or may have against the Employer or any Group Company, or any of their officers or employees, arising out of or in connection with her employment or its termination, whether under the law of England and Wales, the law of the European Union or any other law.
6.2 Without limiting clause 6.1, the Employee waives the following particular claims, each of which she has raised with the Employer (the "Particular Claims"): (a) unfair dismissal, including unfair selection for redundancy, under the Employment Rights Act 1996; (b) a statutory redundancy payment under the Employment Rights Act 1996; (c) direct age discrimination and harassment related to age under the Equality Act 2010; and (d) failure to inform and consult under the Trade Union and Labour Relations (Consolidation) Act 1992.
6.3 The waiver in this clause 6 does not apply to: (a) any claim in respect of personal injury which the Employee is not aware of at the date of this Agreement; (b) any claim in relation to accrued entitlements under the Hafren Valley Creameries Group Personal Pension; or (c) any claim to enforce this Agreement.
6.4 The Employee's grievance of 21 July 2025 alleging unfair selection for redundancy and age discrimination is closed. She notified ACAS of the Particular Claims under early conciliation on 4 August 2025 (certificate number R204817/25/68) and has not presented any claim to an employment tribunal, and she undertakes not to do so.
7. CONDITIONS REGULATING SETTLEMENT AGREEMENTS
7.1 The Employee confirms that she has received independent legal advice from the Adviser, a relevant independent adviser, as to the terms and effect of this Agreement and in particular its effect on her ability to pursue the Particular Claims before an employment tribunal.
7.2 The Employee confirms that the Adviser has told her that there is in force a contract of insurance, or an indemnity provided for members of a profession or professional body, covering the risk of a claim by her in respect of loss arising from that advice.
7.3 The conditions regulating settlement agreements under section 203(3) of the Employment Rights Act 1996, section 147(3) of the Equality Act 2010 and section 288(2B) of the Trade Union and Labour Relations (Consolidation) Act 1992 are satisfied.
8. LEGAL FEES
8.1 The Employer will pay directly to the Adviser a contribution of up to £650 plus VAT towards the Employee's legal fees for advice on the termination of her employment, on receipt of an invoice addressed to the Employee and marked payable by the Employer.`,
      `9. CONFIDENTIALITY AND ANNOUNCEMENT
9.1 The Employee will keep the existence and terms of this Agreement, and the circumstances of the termination of her employment, strictly confidential, except for disclosure to her husband, her professional advisers, HM Revenue & Customs, or as required by law.
9.2 Nothing in this Agreement prevents the Employee from making a protected disclosure under section 43A of the Employment Rights Act 1996, reporting a suspected criminal offence to the police or any law enforcement agency, co-operating with the Food Standards Agency or any other regulator, or disclosing information to a doctor, counsellor or lawyer for the purpose of seeking advice.
9.3 The Employer will announce the Employee's departure to staff and customers in the terms set out in Schedule 2 and will, in response to any request for a reference from a prospective employer, provide a reference in the form set out in Schedule 2.
10. COMPANY PROPERTY AND INFORMATION
10.1 The Employee will return to the Employer by the Termination Date her laptop, mobile telephone, fuel card, identity pass and keys, and all documents and other property belonging to any Group Company. She will delete any Group Company information held on her own devices or accounts, and will confirm in writing, if asked, that she has done so.
11. RESTRICTIVE COVENANTS
11.1 The Employee acknowledges that the restrictions in clause 19 of her contract of employment dated 14 January 2009 (non-solicitation of customers and employees for six months after termination) continue to apply after the Termination Date, and she reaffirms them.
11.2 In consideration of the payment of £250 (subject to deductions for tax and national insurance), she agrees that the six-month periods in those restrictions will run from the Termination Date and will not be reduced by her garden leave.
12. EMPLOYEE WARRANTIES
12.1 The Employee warrants that: (a) the Particular Claims are the only claims she has or may have against the Employer or any Group Company; (b) she is not aware of any facts or matters which might give rise to a claim for personal injury against any Group Company; (c) she has not committed any repudiatory breach of her contract of employment; and (d) at the date of this Agreement she has not received or accepted an offer of new employment or engagement.
13. GOVERNING LAW AND JURISDICTION
13.1 This Agreement is governed by the law of England and Wales, and the courts and employment tribunals of England and Wales have exclusive jurisdiction over any dispute arising under it.
13.2 Although marked "without prejudice and subject to contract", this Agreement will become binding when it has been signed and dated by both parties and the Adviser's certificate has been signed.
Signed by Gareth Wyn Probert, Managing Director, for and on behalf of Hafren Valley Creameries Limited\tG. W. Probert
Signed by Llinos Mair Jenkins\tL. M. Jenkins`,
      `SCHEDULE 1: ADVISER'S CERTIFICATE
I, Huw Emrys Bowen, of Bowen Lloyd Solicitors, 22 Walter Road, Swansea SA1 5NF, confirm that:
1. I am a relevant independent adviser within the meaning of section 203(3A) of the Employment Rights Act 1996, being a solicitor of the Senior Courts of England and Wales holding a current practising certificate.
2. I have advised Llinos Mair Jenkins as to the terms and effect of the above Agreement, and in particular its effect on her ability to pursue her rights before an employment tribunal.
3. There is in force a contract of insurance covering the risk of a claim by her in respect of loss arising in consequence of that advice.
Signed\tH. E. Bowen
Date\t19 September 2025
SCHEDULE 2: AGREED ANNOUNCEMENT AND REFERENCE
Announcement: "Llinos Jenkins will be leaving Hafren Valley Creameries at the end of September following the closure of the Newtown packing line. We thank her for more than sixteen years' service and wish her well."
Reference: "Llinos Mair Jenkins was employed by Hafren Valley Creameries Limited from 2 February 2009 to 30 September 2025, latterly as Quality Assurance Manager. Her employment ended by reason of redundancy."`,
    ],
    gold: {
      employer: names(
        'HAFREN VALLEY CREAMERIES LIMITED, incorporated and registered in England and Wales with company number 04718265',
        'Hafren Valley Creameries Limited',
      ),
      employee: names('LLINOS MAIR JENKINS of 5 Heol y Castell, Llanidloes, Powys SY18 6BN (the "Employee")', 'Llinos Mair Jenkins'),
      date: date('2025-09-19', 'Date: 19th September 2025'),
      'termination-date': date('2025-09-30', '"Termination Date": 30 September 2025.'),
      reason: text("The Employee's employment will terminate on the Termination Date by reason of redundancy.", 'redundancy'),
      'termination-payment': gbp(
        41500,
        'the Employer will pay the Employee the sum of £41,500 (forty-one thousand five hundred pounds) as compensation for loss of employment (the "Termination Payment")',
      ),
      'payment-date': [
        text(
          'The Employer will pay the Termination Payment within 14 days after the later of (a) the Termination Date and (b) the date on which it receives a copy of this Agreement signed by the Employee',
          '14 days',
        ),
        days(
          14,
          'The Employer will pay the Termination Payment within 14 days after the later of (a) the Termination Date and (b) the date on which it receives a copy of this Agreement signed by the Employee',
        ),
      ],
      'notice-pay': text(
        'The Employee worked her notice until 15 August 2025 and has since been on garden leave, which will continue until the Termination Date. Her notice of twelve weeks will therefore have been served in full, and no payment in lieu of notice is due.',
        'garden leave',
      ),
      'tax-treatment-uk': text(
        [
          'The parties believe that the first £30,000 of the Termination Payment is exempt from income tax under sections 401 and 403 of the Income Tax (Earnings and Pensions) Act 2003.',
          'will indemnify the Employer for any such tax or contributions (and any related interest and penalties) that it is required to pay',
        ],
        '£30,000',
      ),
      'claims-waived': text(
        [
          'the terms of this Agreement are offered in full and final settlement of all claims, whether statutory, contractual or otherwise, which she has or may have against the Employer or any Group Company',
          'The waiver in this clause 6 does not apply to: (a) any claim in respect of personal injury which the Employee is not aware of at the date of this Agreement; (b) any claim in relation to accrued entitlements under the Hafren Valley Creameries Group Personal Pension',
        ],
        'personal injury',
      ),
      'particular-complaints': text(
        [
          '(a) unfair dismissal, including unfair selection for redundancy, under the Employment Rights Act 1996; (b) a statutory redundancy payment under the Employment Rights Act 1996; (c) direct age discrimination and harassment related to age under the Equality Act 2010',
          'She notified ACAS of the Particular Claims under early conciliation on 4 August 2025 (certificate number R204817/25/68) and has not presented any claim to an employment tribunal',
        ],
        'unfair dismissal',
      ),
      'adviser-certificate': yes([
        'I am a relevant independent adviser within the meaning of section 203(3A) of the Employment Rights Act 1996',
        'I have advised Llinos Mair Jenkins as to the terms and effect of the above Agreement',
      ]),
      'legal-fees': gbp(650, "a contribution of up to £650 plus VAT towards the Employee's legal fees"),
      confidentiality: yes(
        [
          'The Employee will keep the existence and terms of this Agreement, and the circumstances of the termination of her employment, strictly confidential',
          'Nothing in this Agreement prevents the Employee from making a protected disclosure under section 43A of the Employment Rights Act 1996',
        ],
        'protected disclosure',
      ),
      reference: yes([
        "The Employer will announce the Employee's departure to staff and customers in the terms set out in Schedule 2 and will, in response to any request for a reference from a prospective employer, provide a reference in the form set out in Schedule 2.",
        'Announcement: "Llinos Jenkins will be leaving Hafren Valley Creameries at the end of September following the closure of the Newtown packing line.',
        'Reference: "Llinos Mair Jenkins was employed by Hafren Valley Creameries Limited from 2 February 2009 to 30 September 2025, latterly as Quality Assurance Manager.',
      ]),
      'restrictive-covenants': yes(
        'The Employee acknowledges that the restrictions in clause 19 of her contract of employment dated 14 January 2009 (non-solicitation of customers and employees for six months after termination) continue to apply after the Termination Date, and she reaffirms them.',
      ),
      'company-property': yes(
        'The Employee will return to the Employer by the Termination Date her laptop, mobile telephone, fuel card, identity pass and keys, and all documents and other property belonging to any Group Company.',
      ),
      'employee-warranties': yes(
        '(c) she has not committed any repudiatory breach of her contract of employment; and (d) at the date of this Agreement she has not received or accepted an offer of new employment or engagement.',
      ),
      benefits: text(
        [
          "The Employee's membership of the Hafren Valley Creameries Group Personal Pension will cease on the Termination Date, and Employer contributions will stop from that date.",
          'keep the Employee and her husband covered by its private medical insurance policy until 31 December 2025',
          'Her options under the Hafren Valley Creameries Sharesave Plan will be treated in accordance with the rules of that plan, under which she is a good leaver by reason of redundancy.',
        ],
        'private medical insurance',
      ),
      'governing-law': text('This Agreement is governed by the law of England and Wales', 'England and Wales'),
    },
    own: [
      {
        id: 'own-1',
        text: 'How much of the package is her statutory redundancy pay?',
        gold: gbp(17256, "The Termination Payment includes the Employee's statutory redundancy payment of £17,256."),
      },
      {
        id: 'own-2',
        text: 'Until when does her private medical cover carry on?',
        gold: date('2025-12-31', 'keep the Employee and her husband covered by its private medical insurance policy until 31 December 2025'),
      },
      {
        id: 'own-3',
        text: 'Is she getting anything extra for re-starting the clock on her covenants?',
        gold: gbp(250, 'In consideration of the payment of £250 (subject to deductions for tax and national insurance)'),
      },
      {
        id: 'own-4',
        text: 'Has she already issued a tribunal claim?',
        gold: no('has not presented any claim to an employment tribunal, and she undertakes not to do so.'),
      },
    ],
  },
  {
    id: 'calibration-g-disposition-sc-callander-glenview-plot',
    typeKey: 'disposition',
    region: 'SC',
    title: 'Disposition of plot at Glenview House, Leny Road, Callander',
    style: 'typed',
    scanned: true,
    pages: [
      `DISPOSITION
by
ALASDAIR FRASER McINNES and CATRIONA ANNE McINNES
in favour of
DOUGLAS JAMES HALDANE and FIONA ROSE HALDANE
Plot to the west of Glenview House, Leny Road, Callander
Part of Title Number PTH51927
We, ALASDAIR FRASER McINNES and CATRIONA ANNE McINNES, residing together at Glenview House, Leny Road, Callander FK17 8AJ (who with our executors and successors are referred to as "the Disponers"),
in consideration of the price of NINETY-SIX THOUSAND FIVE HUNDRED POUNDS (£96,500) paid to us by DOUGLAS JAMES HALDANE and FIONA ROSE HALDANE, residing together at 28 Allan Park, Stirling FK8 2QG (referred to as "the Disponees"), of which price we acknowledge receipt,
DO HEREBY DISPONE to and in favour of the Disponees equally between them and to the survivor of them, and to the executors and assignees whomsoever of the survivor,
ALL and WHOLE the plot of ground extending to 1,420 square metres or thereby lying to the west of Glenview House, Leny Road, Callander, in the County of Perth, to be known as 2 Glenview, Leny Road, Callander FK17 8AJ, which plot is shown delineated in red and marked "Plot" on the plan annexed and signed as relative hereto (the "Plan"), being part and portion of the subjects registered in the Land Register of Scotland under Title Number PTH51927 (the "Plot");
Together with (First) the parts, privileges and pertinents of the Plot; (Second) the servitude rights specified in Part 1 of the Schedule annexed and signed as relative hereto (the "Schedule"); and (Third) our whole right, title and interest, present and future, in and to the Plot;
But reserving to the Disponers as proprietors of the remainder of the subjects registered under Title Number PTH51927, being Glenview House aforesaid (the "Retained Subjects"), the servitude rights specified in Part 2 of the Schedule;
With entry on 18 November 2025;
The Plot is disponed with and under (One) the real burdens, servitudes and conditions contained in the Title Sheet of Title Number PTH51927, so far as still valid and subsisting and applicable to the Plot, and (Two) the new real burdens set out in Part 3 of the Schedule, which are imposed on the Plot as burdened property for the benefit of the Retained Subjects as benefited property;
And we grant warrandice;`,
      `IN WITNESS WHEREOF these presents typewritten on this and the preceding page, together with the Schedule and the Plan, are subscribed as follows:
by the said ALASDAIR FRASER McINNES at Callander on the twelfth day of November Two thousand and twenty-five before this witness, Kirsty Anne Lennox, Trainee Solicitor, of Menteith & Rae, 6 Ancaster Square, Callander FK17 8BL
A. F. McInnes (signed)\tK. A. Lennox (witness)
by the said CATRIONA ANNE McINNES at Edinburgh on the thirteenth day of November Two thousand and twenty-five before this witness, Robert Iain Gow, Solicitor, 14 Rutland Square, Edinburgh EH1 2BB
C. A. McInnes (signed)\tR. I. Gow (witness)`,
      `SCHEDULE
referred to in the foregoing Disposition by Alasdair Fraser McInnes and Catriona Anne McInnes in favour of Douglas James Haldane and Fiona Rose Haldane
PART 1: SERVITUDES GRANTED
1. A heritable and irredeemable servitude right of pedestrian and vehicular access, for all purposes, over the private driveway shown coloured yellow on the Plan (the "Driveway") leading from Leny Road to the Plot.
2. A servitude right to lead, use, maintain, renew and connect into the water supply pipe and electricity cable running through the Retained Subjects along the route shown by a broken blue line on the Plan, with reasonable access on foot for those purposes on giving 48 hours' notice (except in an emergency), the Disponees making good all damage caused.
PART 2: SERVITUDES RESERVED
1. A servitude right in favour of the proprietors of the Retained Subjects to enter the strip of ground 1.5 metres wide hatched green on the Plan along the western gable of the garage of Glenview House, on foot only and on reasonable notice, for the purpose of inspecting, maintaining and repairing that gable wall.
PART 3: REAL BURDENS
The following real burdens are imposed on the Plot as the burdened property in favour of the Retained Subjects as the benefited property, in terms of the Title Conditions (Scotland) Act 2003:
1. Not more than one dwellinghouse, with a detached garage, shall be erected on the Plot, and no building on the Plot shall exceed one and a half storeys in height.
2. The Plot shall be used only as the site of a single private dwellinghouse with garden ground, and no trade, business or profession shall be carried on there other than home working which does not involve visits by members of the public.
3. The proprietors of the Plot shall be liable for one-half and the proprietors of the Retained Subjects for one-half of the cost of maintaining the Driveway in good condition.
4. The proprietors of the Plot shall, within six months after the date of entry, erect a post and wire fence with a beech hedge along the boundary between the Plot and the Retained Subjects marked A-B on the Plan, and shall maintain them in all time coming.
This is the Schedule referred to in the foregoing Disposition.
A. F. McInnes\tC. A. McInnes`,
    ],
    gold: {
      disponer: names(
        'We, ALASDAIR FRASER McINNES and CATRIONA ANNE McINNES, residing together at Glenview House, Leny Road, Callander FK17 8AJ',
        'Alasdair Fraser McInnes',
        'Catriona Anne McInnes',
      ),
      disponee: names(
        'paid to us by DOUGLAS JAMES HALDANE and FIONA ROSE HALDANE, residing together at 28 Allan Park, Stirling FK8 2QG',
        'Douglas James Haldane',
        'Fiona Rose Haldane',
      ),
      'date-of-subscription': [
        date('2025-11-13', 'by the said CATRIONA ANNE McINNES at Edinburgh on the thirteenth day of November Two thousand and twenty-five before this witness'),
        date('2025-11-12', 'by the said ALASDAIR FRASER McINNES at Callander on the twelfth day of November Two thousand and twenty-five before this witness'),
      ],
      consideration: gbp(96500, 'in consideration of the price of NINETY-SIX THOUSAND FIVE HUNDRED POUNDS (£96,500)'),
      subjects: text(
        'ALL and WHOLE the plot of ground extending to 1,420 square metres or thereby lying to the west of Glenview House, Leny Road, Callander, in the County of Perth, to be known as 2 Glenview, Leny Road, Callander FK17 8AJ',
        'Leny Road',
      ),
      'title-number': identifier('PTH51927', 'being part and portion of the subjects registered in the Land Register of Scotland under Title Number PTH51927'),
      'whole-or-part': text(
        [
          'being part and portion of the subjects registered in the Land Register of Scotland under Title Number PTH51927',
          'which plot is shown delineated in red and marked "Plot" on the plan annexed and signed as relative hereto',
        ],
        'part and portion',
      ),
      'date-of-entry': date('2025-11-18', 'With entry on 18 November 2025;'),
      warrandice: text('And we grant warrandice;', 'warrandice'),
      'new-real-burdens': text(
        [
          'the new real burdens set out in Part 3 of the Schedule, which are imposed on the Plot as burdened property for the benefit of the Retained Subjects as benefited property',
          'The following real burdens are imposed on the Plot as the burdened property in favour of the Retained Subjects as the benefited property',
        ],
        'Retained Subjects',
      ),
      'existing-burdens': text(
        'the real burdens, servitudes and conditions contained in the Title Sheet of Title Number PTH51927, so far as still valid and subsisting and applicable to the Plot',
        'Title Sheet',
      ),
      'servitudes-granted': text(
        [
          'A heritable and irredeemable servitude right of pedestrian and vehicular access, for all purposes, over the private driveway shown coloured yellow on the Plan',
          'A servitude right to lead, use, maintain, renew and connect into the water supply pipe and electricity cable running through the Retained Subjects',
        ],
        'pedestrian and vehicular access',
      ),
      'servitudes-reserved': text(
        'A servitude right in favour of the proprietors of the Retained Subjects to enter the strip of ground 1.5 metres wide hatched green on the Plan along the western gable of the garage of Glenview House',
        'gable',
      ),
      'survivorship-destination': yes('equally between them and to the survivor of them, and to the executors and assignees whomsoever of the survivor'),
      'common-parts': text('(First) the parts, privileges and pertinents of the Plot', 'parts, privileges and pertinents'),
      execution: yes([
        'by the said ALASDAIR FRASER McINNES at Callander on the twelfth day of November Two thousand and twenty-five before this witness, Kirsty Anne Lennox',
        'by the said CATRIONA ANNE McINNES at Edinburgh on the thirteenth day of November Two thousand and twenty-five before this witness, Robert Iain Gow',
      ]),
      lbtt: notFound,
    },
    own: [
      {
        id: 'own-1',
        text: 'Can the Haldanes put up a second house on the plot?',
        gold: no('Not more than one dwellinghouse, with a detached garage, shall be erected on the Plot'),
      },
      {
        id: 'own-2',
        text: 'Who pays for upkeep of the shared driveway?',
        gold: text(
          'The proprietors of the Plot shall be liable for one-half and the proprietors of the Retained Subjects for one-half of the cost of maintaining the Driveway in good condition.',
          'one-half',
        ),
      },
      {
        id: 'own-3',
        text: "Who witnessed Mrs McInnes's signature?",
        gold: names(
          'by the said CATRIONA ANNE McINNES at Edinburgh on the thirteenth day of November Two thousand and twenty-five before this witness, Robert Iain Gow, Solicitor, 14 Rutland Square, Edinburgh EH1 2BB',
          'Robert Iain Gow',
        ),
      },
      {
        id: 'own-4',
        text: 'How long do the buyers have to put up the boundary fence and hedge?',
        gold: months(6, 'The proprietors of the Plot shall, within six months after the date of entry, erect a post and wire fence with a beech hedge'),
      },
    ],
  },
  {
    id: 'calibration-g-register-wa-cardiff-alexandra-wharf-flat',
    typeKey: 'official-copy-register-of-title',
    region: 'WA',
    title: 'Official copy of register of title CYM584213',
    style: 'register',
    pages: [
      `HM Land Registry
Official copy of register of title
Title number CYM584213\tEdition date 11.02.2025
This official copy shows the entries on the register of title on 3 November 2025 at 09:41:07.
This date must be quoted as the "search from date" in any official search application based on this copy.
The date at the beginning of an entry is the date on which the entry was made in the register.
Issued on 3 November 2025.
Under s.67 of the Land Registration Act 2002, this copy is admissible in evidence to the same extent as the original.
This title is dealt with by HM Land Registry, Wales Office.
A: Property Register
This register describes the land and estate comprised in the title.
CAERDYDD / CARDIFF
1 (17.04.2008) The Leasehold land shown edged with red on the plan of the above title filed at the Registry and being Flat 27, Alexandra Wharf, 9 Ferry Road, Cardiff (CF11 0JR).
NOTE: Only the fourth floor flat is included in the title.
2 (17.04.2008) Short particulars of the lease(s) (or under-lease(s)) under which the land is held:
Date\t: 14 March 2008
Term\t: 125 years from 1 January 2008
Parties\t: (1) Tiger Bay Quays Developments Limited (2) Gareth Llewellyn Hopkins
3 (17.04.2008) There are excepted from the effect of registration all estates, rights, interests, powers and remedies arising upon, or by reason of, any dealing made in breach of the prohibition or restriction against dealings therewith inter vivos contained in the Lease.
4 (17.04.2008) Unless otherwise mentioned the title includes any legal easements granted by the registered lease(s) but is subject to any rights that it reserves, so far as those easements and rights exist and benefit or affect the registered land.
5 (17.04.2008) The landlord's title is registered.
6 (09.06.2016) The land has the benefit of the right to park one private motor car in the parking space numbered 27 on the title plan granted by a Deed of Variation dated 2 June 2016 made between (1) Penarth Road Estates Limited and (2) Gareth Llewellyn Hopkins.
7 (09.06.2016) The Deed of Variation dated 2 June 2016 referred to above also varies the terms of the lease by extending the service charge provisions to the car park.
NOTE: Copy filed.`,
      `Title number CYM584213
B: Proprietorship Register
This register specifies the class of title and identifies the owner. It contains any entries that affect the right of disposal.
Title absolute
1 (17.05.2022) PROPRIETOR: OWAIN RHODRI BEVAN and SIÂN MEREDITH BEVAN of Flat 27, Alexandra Wharf, 9 Ferry Road, Cardiff CF11 0JR.
2 (17.05.2022) The price stated to have been paid on 29 April 2022 was £238,500.
3 (17.05.2022) RESTRICTION: No disposition by a sole proprietor of the registered estate (except a trust corporation) under which capital money arises is to be registered unless authorised by an order of the court.
4 (17.05.2022) RESTRICTION: No disposition of the registered estate (other than a charge) by the proprietor of the registered estate is to be registered without a certificate signed by Alexandra Wharf Management Company Limited (Co. Regn. No. 06502217) of 9 Ferry Road, Cardiff CF11 0JR or its conveyancer that the provisions of paragraph 11 of Schedule 6 of the Lease dated 14 March 2008 referred to in the Property Register have been complied with.
5 (17.05.2022) RESTRICTION: No disposition of the registered estate by the proprietor of the registered estate is to be registered without a written consent signed by the proprietor for the time being of the Charge dated 29 April 2022 in favour of Llandaff Mutual Building Society referred to in the Charges Register.
6 (24.01.2025) RESTRICTION: No disposition of the registered estate (other than a charge) by the proprietor of the registered estate is to be registered without written notice to Pentwyn Trade Finance Limited of 40 Kingsway, Swansea SA1 5HQ, being the person with the benefit of an interim charging order on the beneficial interest of Owain Rhodri Bevan made by the County Court at Cardiff on 14 January 2025 (Claim No. L9CF0384).`,
      `Title number CYM584213
C: Charges Register
This register contains any charges and other matters that affect the land.
1 (17.04.2008) A Conveyance of the freehold estate in the land in this title and other land dated 19 May 1989 made between (1) The Butetown Regeneration Corporation and (2) Harbourside Wharf Holdings Limited contains restrictive covenants but neither the original deed nor a certified copy or examined abstract thereof was produced on first registration.
2 (17.05.2022) REGISTERED CHARGE dated 29 April 2022.
3 (17.05.2022) Proprietor: LLANDAFF MUTUAL BUILDING SOCIETY of Mutual House, 60 Cathedral Road, Cardiff CF11 9LL.
4 (11.02.2025) REGISTERED CHARGE dated 3 February 2025.
5 (11.02.2025) Proprietor: DRAGONFLY SECURED LENDING LIMITED (Co. Regn. No. 10993472) of 5th Floor, 2 Callaghan Square, Cardiff CF10 5AZ.
End of register`,
    ],
    gold: {
      'title-number': identifier('CYM584213', 'Title number CYM584213'),
      tenure: text('The Leasehold land shown edged with red on the plan of the above title', 'Leasehold'),
      'class-of-title': text('Title absolute', 'absolute'),
      'property-address': text('being Flat 27, Alexandra Wharf, 9 Ferry Road, Cardiff (CF11 0JR)', 'Alexandra Wharf'),
      'official-copy-date': date('2025-11-03', 'This official copy shows the entries on the register of title on 3 November 2025 at 09:41:07.'),
      'registered-proprietors': names('PROPRIETOR: OWAIN RHODRI BEVAN and SIÂN MEREDITH BEVAN', 'Owain Rhodri Bevan', 'Siân Meredith Bevan'),
      'proprietor-registration-date': date('2022-05-17', '1 (17.05.2022) PROPRIETOR: OWAIN RHODRI BEVAN and SIÂN MEREDITH BEVAN'),
      'price-paid': gbp(238500, 'The price stated to have been paid on 29 April 2022 was £238,500.'),
      restrictions: text([
        'RESTRICTION: No disposition by a sole proprietor of the registered estate (except a trust corporation) under which capital money arises is to be registered unless authorised by an order of the court.',
        'is to be registered without a certificate signed by Alexandra Wharf Management Company Limited (Co. Regn. No. 06502217) of 9 Ferry Road, Cardiff CF11 0JR or its conveyancer',
        'is to be registered without a written consent signed by the proprietor for the time being of the Charge dated 29 April 2022 in favour of Llandaff Mutual Building Society',
        'is to be registered without written notice to Pentwyn Trade Finance Limited of 40 Kingsway, Swansea SA1 5HQ, being the person with the benefit of an interim charging order',
      ]),
      'restriction-consents': names(
        [
          'is to be registered without a certificate signed by Alexandra Wharf Management Company Limited (Co. Regn. No. 06502217) of 9 Ferry Road, Cardiff CF11 0JR or its conveyancer',
          'is to be registered without a written consent signed by the proprietor for the time being of the Charge dated 29 April 2022 in favour of Llandaff Mutual Building Society',
          'is to be registered without written notice to Pentwyn Trade Finance Limited of 40 Kingsway, Swansea SA1 5HQ, being the person with the benefit of an interim charging order on the beneficial interest of Owain Rhodri Bevan',
        ],
        'Alexandra Wharf Management Company Limited',
        'Llandaff Mutual Building Society',
      ),
      'joint-proprietorship-restriction': yes(
        'RESTRICTION: No disposition by a sole proprietor of the registered estate (except a trust corporation) under which capital money arises is to be registered unless authorised by an order of the court.',
      ),
      'registered-charges': text(['REGISTERED CHARGE dated 29 April 2022.', 'REGISTERED CHARGE dated 3 February 2025.'], '29 April 2022', '3 February 2025'),
      chargees: names(
        ['Proprietor: LLANDAFF MUTUAL BUILDING SOCIETY of Mutual House, 60 Cathedral Road, Cardiff CF11 9LL.', 'Proprietor: DRAGONFLY SECURED LENDING LIMITED (Co. Regn. No. 10993472)'],
        'Llandaff Mutual Building Society',
        'Dragonfly Secured Lending Limited',
      ),
      'restrictive-covenants': text(
        'A Conveyance of the freehold estate in the land in this title and other land dated 19 May 1989 made between (1) The Butetown Regeneration Corporation and (2) Harbourside Wharf Holdings Limited contains restrictive covenants',
        '19 May 1989',
      ),
      'covenant-deed-not-supplied': yes('neither the original deed nor a certified copy or examined abstract thereof was produced on first registration'),
      'rights-benefiting': text(
        [
          'The land has the benefit of the right to park one private motor car in the parking space numbered 27 on the title plan granted by a Deed of Variation dated 2 June 2016',
          'Unless otherwise mentioned the title includes any legal easements granted by the registered lease(s)',
        ],
        'parking space',
      ),
      'rights-burdening': text(
        'but is subject to any rights that it reserves, so far as those easements and rights exist and benefit or affect the registered land',
        'rights that it reserves',
      ),
      notices: notFound,
      'leases-noted': notFound,
      'leasehold-particulars': text(
        ['Date : 14 March 2008', 'Term : 125 years from 1 January 2008', 'Parties : (1) Tiger Bay Quays Developments Limited (2) Gareth Llewellyn Hopkins'],
        '125 years',
      ),
      'mines-and-minerals': notFound,
      'insolvency-entries': notFound,
      'indemnity-covenant': notFound,
      'land-removed': notFound,
    },
    own: [
      {
        id: 'own-1',
        text: 'Who holds the charging order against one of the owners?',
        gold: names(
          'is to be registered without written notice to Pentwyn Trade Finance Limited of 40 Kingsway, Swansea SA1 5HQ, being the person with the benefit of an interim charging order on the beneficial interest of Owain Rhodri Bevan',
          'Pentwyn Trade Finance Limited',
        ),
      },
      {
        id: 'own-2',
        text: 'Does the flat come with a parking space?',
        gold: yes('The land has the benefit of the right to park one private motor car in the parking space numbered 27 on the title plan'),
      },
      {
        id: 'own-3',
        text: 'Does the lease restrict assignment or other dealings with the flat?',
        gold: yes(
          'any dealing made in breach of the prohibition or restriction against dealings therewith inter vivos contained in the Lease',
        ),
      },
    ],
  },
  {
    id: 'calibration-g-charge-en-keighley-aire-valley-unit',
    typeKey: 'legal-charge',
    region: 'EN',
    title: 'Legal charge: Holmebrook Property Holdings Limited in favour of Pennine Vale Bank plc',
    style: 'deed',
    pages: [
      `THIS LEGAL CHARGE is dated 14 July 2025
PARTIES
(1) HOLMEBROOK PROPERTY HOLDINGS LIMITED, incorporated and registered in England and Wales with company number 09876123, whose registered office is at 3 Cavendish Street, Keighley BD21 3RB (the "Chargor").
(2) PENNINE VALE BANK PLC, incorporated and registered in England and Wales with company number 02716548, whose registered office is at 40 Cheapside, Bradford BD1 4HP (the "Lender").
BACKGROUND
(A) The Lender has agreed, under the Facility Letter, to provide the Borrower with a term loan facility.
(B) The Chargor, which owns the Property and lets it to Calverley Precision Coatings Limited, has agreed to provide security for the liabilities of Calverley Precision Coatings Limited and for its own liabilities to the Lender.
AGREED TERMS
1. DEFINITIONS AND INTERPRETATION
1.1 In this Legal Charge:
"Borrower": CALVERLEY PRECISION COATINGS LIMITED, incorporated and registered in England and Wales with company number 05512348, whose registered office is at Unit 4, Aire Valley Business Park, Dalton Lane, Keighley BD21 4JX.
"Event of Default": any event of default (however described) under the Facility Letter.
"Facility Letter": the facility letter dated 2 June 2025 from the Lender to the Borrower, accepted by the Borrower on 9 June 2025, under which the Lender makes available a term loan facility of £1,250,000, as amended, varied or supplemented from time to time.
"Property": the freehold property known as Unit 4, Aire Valley Business Park, Dalton Lane, Keighley BD21 4JX, registered at HM Land Registry under title number WYK903417, and includes all buildings, fixtures and fixed plant and machinery on it from time to time.
"Rental Income": all sums paid or payable to the Chargor for the use or occupation of the Property, including under the lease dated 1 March 2019 granted by the Chargor to the Borrower.
"Secured Liabilities": all present and future monies, obligations and liabilities owed by the Borrower or the Chargor to the Lender, whether actual or contingent and whether owed jointly or severally, as principal or surety or in any other capacity, together with all interest (including default interest) and all costs, charges and expenses incurred by the Lender in connection with them.
"Security": any mortgage, charge, pledge, lien, assignment by way of security or other security interest securing any obligation of any person.
1.2 The total amount recoverable by the Lender from the Chargor under this Legal Charge shall not exceed £1,500,000 together with interest on that amount from the date of demand and the costs of enforcing this Legal Charge.`,
      `2. COVENANT TO PAY
2.1 The Chargor covenants with the Lender that it will pay and discharge the Secured Liabilities on demand when they become due.
3. GRANT OF SECURITY
3.1 As a continuing security for the payment and discharge of the Secured Liabilities, the Chargor with full title guarantee:
(a) charges to the Lender, by way of first legal mortgage, the Property;
(b) assigns to the Lender absolutely, subject to a proviso for reassignment on redemption, the Rental Income and all its rights under any insurance policy relating to the Property, including the proceeds of any claim; and
(c) charges to the Lender, by way of first fixed charge, the goodwill of any business carried on at the Property and the benefit of all licences, consents and authorisations held in connection with the Property.
4. LAND REGISTRY
4.1 The Chargor consents to an application being made to the Chief Land Registrar for the following restriction to be entered on the register of title to the Property:
"No disposition of the registered estate by the proprietor of the registered estate, or by the proprietor of any registered charge, not being a charge registered before the entry of this restriction, is to be registered without a written consent signed by the proprietor for the time being of the charge dated 14 July 2025 in favour of Pennine Vale Bank plc referred to in the charges register or their conveyancer."
5. NEGATIVE PLEDGE AND DISPOSALS
5.1 The Chargor shall not at any time, except with the prior written consent of the Lender: (a) create, purport to create or permit to subsist any Security on or in relation to the Property, other than this Legal Charge; (b) sell, transfer or otherwise dispose of the Property or any interest in it; or (c) grant any lease or licence of the Property, agree to any surrender, variation or renewal of the lease to the Borrower, or part with possession or occupation of any part of the Property.
6. COVENANTS ABOUT THE PROPERTY
6.1 The Chargor shall keep the Property in good and substantial repair and condition, and shall not make any structural alteration to it without the Lender's consent.
6.2 The Chargor shall insure the Property against loss or damage by fire, storm, flood and such other risks as the Lender may reasonably require, for its full reinstatement cost, with an insurer approved by the Lender, and shall have the Lender's interest noted on the policy as first mortgagee and loss payee.
6.3 The Chargor shall observe and perform the landlord's covenants in the lease to the Borrower, and shall not waive any breach by the Borrower or accept any rent more than one quarter in advance.`,
      `7. ENFORCEMENT
7.1 The security constituted by this Legal Charge shall become immediately enforceable, and the power of sale and other powers conferred by section 101 of the Law of Property Act 1925 (as varied by this Legal Charge) shall be immediately exercisable, at any time after the Lender has demanded payment of any of the Secured Liabilities following an Event of Default which is continuing.
7.2 Section 103 of the Law of Property Act 1925 shall not apply to this Legal Charge, nor shall section 93 of that Act (restricting the right of consolidation).
7.3 At any time after the security constituted by this Legal Charge has become enforceable, or if the Chargor so requests, the Lender may by writing appoint one or more persons to be a receiver of all or any part of the Property (a "Receiver"), and section 109(1) of the Law of Property Act 1925 shall not apply.
7.4 A Receiver shall be the agent of the Chargor, which alone shall be responsible for his acts, defaults and remuneration.
8. FURTHER ASSURANCE AND POWER OF ATTORNEY
8.1 The Chargor shall, at its own cost, execute any further document the Lender reasonably requires to perfect or protect the security created by this Legal Charge.
8.2 By way of security, the Chargor irrevocably appoints the Lender and every Receiver separately to be its attorney to execute any such document which the Chargor has failed to execute within five business days after being requested to do so.
9. CONTINUING SECURITY AND THIRD PARTY PROVISIONS
9.1 This Legal Charge is a continuing security and shall extend to the ultimate balance of the Secured Liabilities, regardless of any intermediate payment or discharge in whole or in part.
9.2 The obligations of the Chargor shall not be affected by any time, waiver or indulgence granted to the Borrower, by any variation of the Facility Letter, or by the insolvency of the Borrower.
10. GOVERNING LAW AND JURISDICTION
10.1 This Legal Charge and any dispute or claim (including non-contractual disputes or claims) arising out of or in connection with it shall be governed by and construed in accordance with the law of England and Wales, and the courts of England and Wales shall have exclusive jurisdiction.
This Legal Charge has been executed as a deed and is delivered and takes effect on the date stated at the beginning of it.`,
      `EXECUTION
Executed as a deed by HOLMEBROOK PROPERTY HOLDINGS LIMITED acting by Joanna Kathryn Holme, a director, in the presence of:\tJ. K. Holme
Signature of witness\tS. Athwal
Name of witness\tSimran Athwal
Address\t12 Skipton Road, Steeton, Keighley BD20 6SD
Occupation\tChartered legal executive
Signed by Martin Greaves, authorised signatory, for and on behalf of PENNINE VALE BANK PLC\tM. Greaves`,
      `CERTIFICATE OF THE REGISTRATION OF A CHARGE
Company number: 09876123
Charge code: 0987 6123 0004
The Registrar of Companies for England and Wales hereby certifies that a charge dated 14th July 2025 and created by HOLMEBROOK PROPERTY HOLDINGS LIMITED was delivered pursuant to Chapter A1 Part 25 of the Companies Act 2006 on 22nd July 2025.
Given at Companies House, Cardiff on 24th July 2025`,
    ],
    gold: {
      lender: names(
        'PENNINE VALE BANK PLC, incorporated and registered in England and Wales with company number 02716548, whose registered office is at 40 Cheapside, Bradford BD1 4HP (the "Lender").',
        'Pennine Vale Bank plc',
      ),
      borrower: [
        names(
          [
            'HOLMEBROOK PROPERTY HOLDINGS LIMITED, incorporated and registered in England and Wales with company number 09876123, whose registered office is at 3 Cavendish Street, Keighley BD21 3RB (the "Chargor").',
            '"Borrower": CALVERLEY PRECISION COATINGS LIMITED, incorporated and registered in England and Wales with company number 05512348',
          ],
          'Holmebrook Property Holdings Limited',
        ),
        names(
          [
            '"Borrower": CALVERLEY PRECISION COATINGS LIMITED, incorporated and registered in England and Wales with company number 05512348',
            'HOLMEBROOK PROPERTY HOLDINGS LIMITED, incorporated and registered in England and Wales with company number 09876123, whose registered office is at 3 Cavendish Street, Keighley BD21 3RB (the "Chargor").',
          ],
          'Calverley Precision Coatings Limited',
        ),
      ],
      date: date('2025-07-14', 'THIS LEGAL CHARGE is dated 14 July 2025'),
      property: text(
        '"Property": the freehold property known as Unit 4, Aire Valley Business Park, Dalton Lane, Keighley BD21 4JX, registered at HM Land Registry under title number WYK903417',
        'Aire Valley Business Park',
      ),
      'title-number': identifier('WYK903417', 'registered at HM Land Registry under title number WYK903417'),
      'secured-amount': gbp(1500000, 'The total amount recoverable by the Lender from the Chargor under this Legal Charge shall not exceed £1,500,000'),
      'all-monies': yes(
        '"Secured Liabilities": all present and future monies, obligations and liabilities owed by the Borrower or the Chargor to the Lender, whether actual or contingent',
      ),
      'third-party-security': yes([
        'has agreed to provide security for the liabilities of Calverley Precision Coatings Limited and for its own liabilities to the Lender.',
        '"Secured Liabilities": all present and future monies, obligations and liabilities owed by the Borrower or the Chargor to the Lender',
      ]),
      'restrictions-on-dealing': text(
        'The Chargor shall not at any time, except with the prior written consent of the Lender: (a) create, purport to create or permit to subsist any Security on or in relation to the Property, other than this Legal Charge; (b) sell, transfer or otherwise dispose of the Property or any interest in it; or (c) grant any lease or licence of the Property',
        'prior written consent',
      ),
      'land-registry-restriction': yes(
        'The Chargor consents to an application being made to the Chief Land Registrar for the following restriction to be entered on the register of title to the Property:',
      ),
      enforcement: text(
        [
          'the power of sale and other powers conferred by section 101 of the Law of Property Act 1925 (as varied by this Legal Charge) shall be immediately exercisable, at any time after the Lender has demanded payment of any of the Secured Liabilities following an Event of Default which is continuing.',
          'At any time after the security constituted by this Legal Charge has become enforceable, or if the Chargor so requests, the Lender may by writing appoint one or more persons to be a receiver',
        ],
        'demanded payment',
      ),
      'other-assets': text(
        [
          '(b) assigns to the Lender absolutely, subject to a proviso for reassignment on redemption, the Rental Income and all its rights under any insurance policy relating to the Property, including the proceeds of any claim; and',
          '(c) charges to the Lender, by way of first fixed charge, the goodwill of any business carried on at the Property',
          'and includes all buildings, fixtures and fixed plant and machinery on it from time to time.',
        ],
        'Rental Income',
      ),
      'borrower-covenants': text(
        [
          'The Chargor shall insure the Property against loss or damage by fire, storm, flood and such other risks as the Lender may reasonably require, for its full reinstatement cost',
          'The Chargor shall keep the Property in good and substantial repair and condition',
          '(c) grant any lease or licence of the Property, agree to any surrender, variation or renewal of the lease to the Borrower, or part with possession or occupation of any part of the Property.',
        ],
        'full reinstatement cost',
      ),
      'underlying-facility': text(
        '"Facility Letter": the facility letter dated 2 June 2025 from the Lender to the Borrower, accepted by the Borrower on 9 June 2025, under which the Lender makes available a term loan facility of £1,250,000',
        '2 June 2025',
      ),
      execution: yes('Executed as a deed by HOLMEBROOK PROPERTY HOLDINGS LIMITED acting by Joanna Kathryn Holme, a director, in the presence of:'),
      'companies-house-registration': yes(
        'certifies that a charge dated 14th July 2025 and created by HOLMEBROOK PROPERTY HOLDINGS LIMITED was delivered pursuant to Chapter A1 Part 25 of the Companies Act 2006 on 22nd July 2025.',
      ),
      'governing-law': text('shall be governed by and construed in accordance with the law of England and Wales', 'England and Wales'),
    },
    own: [
      {
        id: 'own-1',
        text: 'Does section 103 of the LPA apply to the power of sale?',
        gold: no('Section 103 of the Law of Property Act 1925 shall not apply to this Legal Charge'),
      },
      {
        id: 'own-2',
        text: 'Can the chargor take rent from the tenant more than a quarter in advance?',
        gold: no('shall not waive any breach by the Borrower or accept any rent more than one quarter in advance.'),
      },
      {
        id: 'own-3',
        text: "Who witnessed the director's signature for the chargor?",
        gold: names('Name of witness Simran Athwal', 'Simran Athwal'),
      },
      {
        id: 'own-4',
        text: 'What is the Companies House charge code?',
        gold: identifier('0987 6123 0004', 'Charge code: 0987 6123 0004'),
      },
    ],
  },
];
