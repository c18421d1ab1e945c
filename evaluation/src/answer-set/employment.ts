import {
  date,
  days,
  eur,
  gbp,
  months,
  names,
  no,
  notFound,
  text,
  weeks,
  yes,
  type AnswerSetDocument,
} from './answer-set-document.ts';

/** Contracts of employment in four regions (one an offer letter, scanned) and a Welsh settlement agreement. */
export const EMPLOYMENT: AnswerSetDocument[] = [
  {
    id: 'employment-en-data-engineer',
    typeKey: 'employment-contract',
    region: 'EN',
    title: 'Contract of employment: Olivia Bennett',
    style: 'modern',
    pages: [
      `CONTRACT OF EMPLOYMENT
This contract is dated 21 July 2023 and is made between:
Brightwater Analytics Ltd (company number 11223344) of 20 Farringdon Road, London EC1M 3HE ("the Company", "we", "us"); and
Olivia Grace Bennett of 8 Elm Park Gardens, London N21 2HB ("you").
This contract contains the written statement of employment particulars required by section 1 of the Employment Rights Act 1996.
1. Start date and continuous employment
1.1 Your employment will start on 4 September 2023. No previous employment counts towards your period of continuous employment, which begins on that date.
2. Job title and duties
2.1 You are employed as a Senior Data Engineer, reporting to the Head of Data Platforms. Your main duties are designing, building and maintaining the Company's data pipelines and supporting the analytics team.
3. Place of work
3.1 Your normal place of work is our office at 20 Farringdon Road, London EC1M 3HE, although you may work from home for up to two days a week under our hybrid working policy.
3.2 We may require you to work at any other place in the United Kingdom for short periods, and to travel abroad on business from time to time.
4. Probationary period
4.1 The first six months of your employment are a probationary period, which we may extend by up to three months. During the probationary period either party may end your employment by giving one week's notice.
5. Hours of work
5.1 Your normal hours are 9.00 am to 5.30 pm, Monday to Friday, with an hour for lunch, making 37.5 hours a week. You may be required to work such additional hours as are necessary for the proper performance of your duties, for which you will not be paid overtime.
5.2 You agree that the limit on average weekly working time of 48 hours in regulation 4 of the Working Time Regulations 1998 shall not apply to your employment. You may withdraw this agreement by giving us three months' written notice.`,
      `6. Salary
6.1 Your salary is £72,000 a year, which accrues from day to day and is paid monthly in arrears on or about the 25th of each month by credit transfer.
6.2 Your salary will be reviewed each April. There is no obligation to increase it.
7. Bonus
7.1 You may be eligible to participate in the Company's discretionary bonus scheme, under which a bonus of up to 15% of salary may be paid. Any bonus is entirely at the Company's discretion and you have no contractual entitlement to one.
8. Pension
8.1 We will enrol you in the Brightwater Group Pension Plan, a qualifying scheme for automatic enrolment purposes. We will contribute 5% of your basic salary and you will contribute 4%, unless you opt out.
9. Holidays
9.1 Our holiday year runs from 1 January to 31 December. You are entitled to 25 working days' paid holiday in each holiday year in addition to the usual public holidays in England.
9.2 On termination you will be paid for accrued holiday not taken, and we will deduct from your final salary payment any holiday taken in excess of your accrued entitlement.
10. Sickness absence
10.1 If you are absent through sickness you must tell your line manager by 10.00 am on the first day of absence. We will pay you your full salary for up to 10 working days' sickness absence in any holiday year, and statutory sick pay thereafter if you qualify.
11. Deductions
11.1 You authorise us to deduct from your salary or any other sums we owe you any money you owe us, including any overpayment of salary, outstanding loans or advances, and the cost of repairing damage to Company property that you cause.`,
      `12. Ending your employment
12.1 After your probationary period, either party must give the other three months' written notice to end your employment.
12.2 We may, at our absolute discretion, end your employment at any time with immediate effect by paying you a sum equal to your basic salary for any unexpired part of your notice period (a payment in lieu of notice).
12.3 During all or part of your notice period we may place you on garden leave for up to three months. During garden leave you will remain an employee and receive your salary and benefits, but we may require you not to attend work or contact clients.
13. Confidential information and intellectual property
13.1 You must not, during or after your employment, use or disclose any confidential information of the Company or its clients, except in the proper course of your duties, as required by law or as a protected disclosure.
13.2 All intellectual property rights in any work you create in the course of your employment belong to the Company, and you waive any moral rights in that work.
14. Restrictions after your employment
14.1 For six months after your employment ends you must not solicit or deal with any client of the Company with whom you had material dealings in the twelve months before it ended.
14.2 For six months after your employment ends you must not solicit or entice away any senior employee of the Company with whom you worked in the twelve months before it ended.
14.3 The restricted periods in this clause will be reduced by any period you spend on garden leave.`,
      `15. Disciplinary and grievance procedures
15.1 The disciplinary and grievance procedures that apply to you are set out in the Staff Handbook. They do not form part of your contract of employment.
15.2 If you wish to raise a grievance you should do so in writing to the Head of People.
16. Collective agreements
16.1 There are no collective agreements which directly affect the terms of your employment.
17. Governing law
17.1 This contract is governed by the law of England and Wales, and the courts and employment tribunals of England and Wales have exclusive jurisdiction over any dispute about it.
Signed for and on behalf of Brightwater Analytics Ltd: Sameer Kapoor, Chief Operating Officer.
Signed by Olivia Grace Bennett to accept these terms on 24 July 2023.`,
    ],
    gold: {
      employer: names('Brightwater Analytics Ltd (company number 11223344)', 'Brightwater Analytics Ltd'),
      employee: names('Olivia Grace Bennett of 8 Elm Park Gardens', 'Olivia Grace Bennett'),
      'start-date': date('2023-09-04', 'Your employment will start on 4 September 2023.'),
      'continuous-employment': date('2023-09-04', ['Your employment will start on 4 September 2023.', 'No previous employment counts towards your period of continuous employment, which begins on that date.']),
      'job-title': text('You are employed as a Senior Data Engineer', 'Senior Data Engineer'),
      'place-of-work': text('Your normal place of work is our office at 20 Farringdon Road, London EC1M 3HE', 'Farringdon Road'),
      hours: text('making 37.5 hours a week', '37.5 hours'),
      salary: gbp(72000, 'Your salary is £72,000 a year'),
      bonus: text('You may be eligible to participate in the Company\'s discretionary bonus scheme', 'discretionary'),
      pension: text('We will contribute 5% of your basic salary and you will contribute 4%', '5%'),
      holiday: days(25, 'You are entitled to 25 working days\' paid holiday in each holiday year'),
      'sick-pay': text('We will pay you your full salary for up to 10 working days\' sickness absence in any holiday year', '10 working days'),
      probation: months(6, 'The first six months of your employment are a probationary period'),
      notice: months(3, 'After your probationary period, either party must give the other three months\' written notice to end your employment.'),
      'payment-in-lieu': yes('by paying you a sum equal to your basic salary for any unexpired part of your notice period (a payment in lieu of notice)'),
      'garden-leave': yes('we may place you on garden leave for up to three months'),
      'restrictive-covenants': text('For six months after your employment ends you must not solicit or deal with any client of the Company', 'six months'),
      'confidentiality-and-ip': text([
        'You must not, during or after your employment, use or disclose any confidential information',
        'All intellectual property rights in any work you create in the course of your employment belong to the Company',
      ]),
      'disciplinary-and-grievance': text('The disciplinary and grievance procedures that apply to you are set out in the Staff Handbook. They do not form part of your contract of employment.', 'Staff Handbook'),
      deductions: yes('You authorise us to deduct from your salary or any other sums we owe you any money you owe us'),
      'collective-agreements': no('There are no collective agreements which directly affect the terms of your employment.'),
      'governing-law': text('This contract is governed by the law of England and Wales', 'England and Wales'),
      'working-time-opt-out': yes('You agree that the limit on average weekly working time of 48 hours in regulation 4 of the Working Time Regulations 1998 shall not apply to your employment.'),
      'written-statement': yes('This contract contains the written statement of employment particulars required by section 1 of the Employment Rights Act 1996.'),
    },
    own: [
      {
        id: 'own-non-compete',
        text: 'Is there a non-compete?',
        gold: [notFound, no('For six months after your employment ends you must not solicit or deal with any client of the Company')],
      },
      { id: 'own-wfh', text: 'How many days a week can she work from home?', gold: text('you may work from home for up to two days a week', 'two days') },
      { id: 'own-notice-probation', text: 'What notice applies during probation?', gold: weeks(1, 'During the probationary period either party may end your employment by giving one week\'s notice.') },
    ],
  },
  {
    id: 'employment-sc-distillery-manager',
    typeKey: 'employment-contract',
    region: 'SC',
    title: 'Statement of terms and conditions of employment: Callum MacLeod',
    style: 'deed',
    pages: [
      `STATEMENT OF TERMS AND CONDITIONS OF EMPLOYMENT
CALEDONIAN WHISKY DISTILLERS LIMITED, incorporated under the Companies Acts (registered number SC284410) and having its registered office at 18 Bothwell Street, Glasgow G2 6NU (hereinafter referred to as "the Company"), and CALLUM IAIN MacLEOD, residing at Burnside Cottage, Charlestown of Aberlour AB38 9QP (hereinafter referred to as "the Employee").
This Statement, together with the Employee Handbook, sets out the particulars of employment required by section 1 of the Employment Rights Act 1996.
1. COMMENCEMENT
1.1 The Employee's employment with the Company commenced on 1 February 2021.
1.2 The Employee's previous employment with Highland Spirits Limited, an associated company, counts as part of his period of continuous employment with the Company, which accordingly began on 1 June 2016.
2. POSITION
2.1 The Employee is employed as Distillery Manager and shall be responsible for the production, warehousing and health and safety of the distillery, and shall perform such other duties as the Company may reasonably assign.
3. PLACE OF WORK
3.1 The Employee's place of work is the Company's Glenrinnes Distillery, Aberlour, Banffshire AB38 9PJ. The Employee shall not be required to work outside Scotland save for occasional business travel.
4. HOURS
4.1 The Employee's normal hours of work are 40 hours per week, worked on a shift pattern notified in advance by the Company.
4.2 Overtime worked with the prior approval of the Operations Director shall be paid at one and a half times the Employee's basic hourly rate.`,
      `5. REMUNERATION
5.1 The Employee shall be paid a salary of FIFTY-EIGHT THOUSAND FIVE HUNDRED POUNDS (£58,500) per annum, payable monthly in arrears on the last working day of each month.
5.2 The Employee shall also receive a shift allowance in terms of the collective agreement referred to in clause 14.
6. PENSION
6.1 The Employee is eligible to join the Caledonian Group Personal Pension Plan, to which the Company will contribute 6 per cent of basic salary provided the Employee contributes not less than 3 per cent.
7. HOLIDAYS
7.1 The holiday year runs from 1 April to 31 March. The Employee is entitled to 28 days' paid holiday in each holiday year, inclusive of the nine public holidays observed by the Company in Scotland.
8. SICKNESS
8.1 Subject to compliance with the Company's absence reporting rules, the Employee shall receive full salary during absence through sickness for up to three months in any period of twelve months, and statutory sick pay thereafter.
9. TERMINATION
9.1 The Company shall give the Employee not less than three months' notice in writing to terminate his employment, and the Employee shall give the Company not less than one month's notice in writing.
9.2 The Company reserves the right to make a payment in lieu of all or part of the notice period, consisting of basic salary only.
9.3 The Company may terminate the employment without notice in the event of gross misconduct.`,
      `10. CONFIDENTIALITY
10.1 The Employee shall not, either during the employment or at any time thereafter, disclose to any person any of the recipes, processes, trade secrets or other confidential information of the Company.
11. RESTRICTIONS
11.1 For a period of twelve months following termination the Employee shall not be engaged or interested in any business carried on within Scotland which produces Scotch whisky in competition with the Company.
11.2 For the same period the Employee shall not solicit any customer or supplier of the Company with whom he dealt in the final year of his employment.
12. DEDUCTIONS
12.1 The Employee agrees that the Company may deduct from his salary any sums due by him to the Company, including overpayments and the unreturned cost of any Company property.
13. DISCIPLINE AND GRIEVANCE
13.1 The disciplinary and grievance procedures are set out in the Employee Handbook and do not form part of the Employee's contract. Any grievance should be raised with the Operations Director.
14. COLLECTIVE AGREEMENT
14.1 The terms of the collective agreement between the Company and Unite the Union dated 1 May 2019 in respect of shift allowances apply to the Employee's employment.
15. LAW
15.1 This Statement shall be governed by and construed in accordance with the law of Scotland, and the parties prorogate the non-exclusive jurisdiction of the Scottish courts.
Signed for and on behalf of Caledonian Whisky Distillers Limited by Elspeth Grant, Operations Director, at Glasgow on 14 January 2021.
Signed by Callum Iain MacLeod at Aberlour on 18 January 2021.`,
    ],
    gold: {
      employer: names('CALEDONIAN WHISKY DISTILLERS LIMITED, incorporated under the Companies Acts', 'Caledonian Whisky Distillers Limited'),
      employee: names('CALLUM IAIN MacLEOD, residing at Burnside Cottage', 'Callum Iain MacLeod'),
      'start-date': date('2021-02-01', 'The Employee\'s employment with the Company commenced on 1 February 2021.'),
      'continuous-employment': date('2016-06-01', 'counts as part of his period of continuous employment with the Company, which accordingly began on 1 June 2016'),
      'job-title': text('The Employee is employed as Distillery Manager', 'Distillery Manager'),
      'place-of-work': text('The Employee\'s place of work is the Company\'s Glenrinnes Distillery, Aberlour, Banffshire AB38 9PJ.', 'Glenrinnes Distillery'),
      hours: text('The Employee\'s normal hours of work are 40 hours per week', '40 hours'),
      salary: gbp(58500, 'a salary of FIFTY-EIGHT THOUSAND FIVE HUNDRED POUNDS (£58,500) per annum'),
      bonus: notFound,
      pension: text('to which the Company will contribute 6 per cent of basic salary', '6 per cent'),
      holiday: days(28, 'The Employee is entitled to 28 days\' paid holiday in each holiday year'),
      'sick-pay': text('the Employee shall receive full salary during absence through sickness for up to three months', 'three months'),
      probation: notFound,
      notice: [
        months(3, 'The Company shall give the Employee not less than three months\' notice in writing'),
        months(1, 'the Employee shall give the Company not less than one month\'s notice in writing'),
      ],
      'payment-in-lieu': yes('The Company reserves the right to make a payment in lieu of all or part of the notice period'),
      'garden-leave': notFound,
      'restrictive-covenants': text('For a period of twelve months following termination the Employee shall not be engaged or interested in any business carried on within Scotland', 'twelve months'),
      'confidentiality-and-ip': text('disclose to any person any of the recipes, processes, trade secrets or other confidential information of the Company', 'confidential information'),
      'disciplinary-and-grievance': text('The disciplinary and grievance procedures are set out in the Employee Handbook and do not form part of the Employee\'s contract.', 'Employee Handbook'),
      deductions: yes('the Company may deduct from his salary any sums due by him to the Company'),
      'collective-agreements': yes('The terms of the collective agreement between the Company and Unite the Union dated 1 May 2019'),
      'governing-law': text('governed by and construed in accordance with the law of Scotland', 'Scotland'),
      'working-time-opt-out': notFound,
      'written-statement': yes('sets out the particulars of employment required by section 1 of the Employment Rights Act 1996'),
    },
    own: [
      { id: 'own-overtime', text: 'Is overtime paid?', gold: yes('Overtime worked with the prior approval of the Operations Director shall be paid at one and a half times', 'approval') },
      { id: 'own-non-compete-length', text: 'How long does the non-compete last?', gold: months(12, 'For a period of twelve months following termination the Employee shall not be engaged or interested in any business') },
    ],
  },
  {
    id: 'employment-ie-quality-engineer',
    typeKey: 'employment-contract',
    region: 'IE',
    title: 'Contract of employment: Ciara Ní Bhriain',
    style: 'modern',
    pages: [
      `CONTRACT OF EMPLOYMENT
This Contract of Employment is made on 8 December 2023 between ATLANTIC MEDTECH DEVICES LIMITED, a company incorporated in Ireland (registered number 612884) having its registered office at Parkmore West Business Park, Galway, H91 X2T4 (the "Company"), and CIARA NÍ BHRIAIN of 4 Claddagh Quay, Galway, H91 D7E2 (the "Employee").
This contract sets out the core terms of employment required by section 3(1A) of the Terms of Employment (Information) Act 1994, as amended, and the other terms of employment required by that Act.
1. Commencement: The Employee's employment will commence on 15 January 2024.
2. Position: The Employee is employed as Quality Engineer in the Operations department and will carry out the duties set out in the attached job description, including supplier audits and validation of manufacturing processes.
3. Place of Work: The Employee's place of work is the Company's facility at Parkmore West Business Park, Galway. The Company may require the Employee to work at its facility in Athlone on a temporary basis.
4. Probation: The first six months of employment are a probationary period, which the Company may extend to a maximum of twelve months in accordance with the Terms of Employment (Information) Act 1994.
5. Hours: The Employee's normal working week is 39 hours, from 8.30 am to 5.00 pm Monday to Thursday and 8.30 am to 4.00 pm on Friday. Overtime is not paid, but time off in lieu may be agreed with the Employee's manager.
6. Remuneration: The Employee's salary is €58,000 per annum, paid monthly in arrears by credit transfer on the 20th day of each month.
7. Bonus: The Employee may be considered for an annual bonus of up to 10% of salary based on Company and personal targets, at the sole discretion of the Company.`,
      `8. Pension: The Employee may join the Company's PRSA scheme, to which the Company will contribute 5% of basic salary. The Company will also comply with its obligations under the Automatic Enrolment Retirement Savings System Act 2024 when they apply.
9. Annual Leave: The leave year runs from 1 April to 31 March. The Employee is entitled to 22 days' paid annual leave in each leave year, in addition to public holidays as provided by the Organisation of Working Time Act 1997.
10. Sick Leave: The Employee is entitled to statutory sick leave under the Sick Leave Act 2022. In addition, the Company will pay full salary for up to four weeks' certified sickness absence in any rolling twelve-month period.
11. Notice: After the probationary period, either party may terminate this contract by giving one month's written notice, or such longer notice as is required by the Minimum Notice and Terms of Employment Acts 1973 to 2005.
12. Payment in lieu: The Company may pay the Employee salary in lieu of all or part of the notice period.
13. Garden leave: During any notice period the Company may require the Employee to remain away from work on full pay and not to contact customers or suppliers.
14. Restrictions: For six months after the termination of employment the Employee will not solicit or endeavour to entice away from the Company any customer or employee with whom the Employee had dealings in the last twelve months of employment.
15. Confidentiality and Inventions: The Employee shall keep confidential all trade secrets and confidential information of the Company, and all inventions, designs and improvements made by the Employee in the course of employment shall belong to the Company.
16. Deductions: Subject to the Payment of Wages Act 1991, the Employee consents to the deduction from salary of any sums owed by the Employee to the Company.
17. Disciplinary and grievance: The Company's disciplinary and grievance procedures, which comply with the Code of Practice on Grievance and Disciplinary Procedures (S.I. No. 146 of 2000), are set out in the Employee Handbook and are not contractual.
18. Collective agreements: No collective agreements affect the terms of the Employee's employment.
19. Law: This contract is governed by the laws of Ireland. Disputes under employment legislation may be referred to the Workplace Relations Commission.`,
    ],
    gold: {
      employer: names('ATLANTIC MEDTECH DEVICES LIMITED, a company incorporated in Ireland', 'Atlantic MedTech Devices Limited'),
      employee: names('CIARA NÍ BHRIAIN of 4 Claddagh Quay', 'Ciara Ní Bhriain'),
      'start-date': date('2024-01-15', 'The Employee\'s employment will commence on 15 January 2024.'),
      'continuous-employment': notFound,
      'job-title': text('The Employee is employed as Quality Engineer in the Operations department', 'Quality Engineer'),
      'place-of-work': text('The Employee\'s place of work is the Company\'s facility at Parkmore West Business Park, Galway.', 'Parkmore West'),
      hours: text('The Employee\'s normal working week is 39 hours', '39 hours'),
      salary: eur(58000, 'The Employee\'s salary is €58,000 per annum'),
      bonus: text('The Employee may be considered for an annual bonus of up to 10% of salary based on Company and personal targets, at the sole discretion of the Company.', 'discretion'),
      pension: text('The Employee may join the Company\'s PRSA scheme, to which the Company will contribute 5% of basic salary.', 'PRSA'),
      holiday: days(22, 'The Employee is entitled to 22 days\' paid annual leave in each leave year'),
      'sick-pay': text('the Company will pay full salary for up to four weeks\' certified sickness absence', 'four weeks'),
      probation: months(6, 'The first six months of employment are a probationary period'),
      notice: months(1, 'either party may terminate this contract by giving one month\'s written notice'),
      'payment-in-lieu': yes('The Company may pay the Employee salary in lieu of all or part of the notice period.'),
      'garden-leave': yes('During any notice period the Company may require the Employee to remain away from work on full pay'),
      'restrictive-covenants': text('For six months after the termination of employment the Employee will not solicit or endeavour to entice away from the Company any customer or employee', 'six months'),
      'confidentiality-and-ip': text('all inventions, designs and improvements made by the Employee in the course of employment shall belong to the Company', 'inventions'),
      'disciplinary-and-grievance': text('are set out in the Employee Handbook and are not contractual', 'Employee Handbook'),
      deductions: yes('the Employee consents to the deduction from salary of any sums owed by the Employee to the Company'),
      'collective-agreements': no('No collective agreements affect the terms of the Employee\'s employment.'),
      'governing-law': text('This contract is governed by the laws of Ireland.', 'Ireland'),
      'core-terms-ireland': yes('This contract sets out the core terms of employment required by section 3(1A) of the Terms of Employment (Information) Act 1994'),
    },
    own: [{ id: 'own-max-probation', text: 'How long can probation be extended to?', gold: months(12, 'which the Company may extend to a maximum of twelve months') }],
  },
  {
    id: 'employment-ni-offer-letter-scanned',
    typeKey: 'employment-contract',
    region: 'NI',
    title: 'Offer of employment: Patrick Quinn, Foyle Logistics',
    style: 'typed',
    scanned: true,
    pages: [
      `FOYLE LOGISTICS LIMITED
Unit 9, Campsie Industrial Estate, Londonderry BT47 3XY
10 March 2023
Mr Patrick Quinn, 31 Northland Road, Londonderry BT48 7JZ
Dear Patrick
OFFER OF EMPLOYMENT: TRANSPORT PLANNER
I am pleased to offer you employment with Foyle Logistics Limited as Transport Planner, on the terms below.
1. Your employment will begin on 3 April 2023. No previous employment counts as continuous.
2. You will work at our depot at Campsie Industrial Estate, Londonderry.
3. Your hours are 40 a week, Monday to Friday, 8am to 4.30pm. Overtime is paid at time and a half.
4. Your salary will be £31,500 a year, paid monthly on the last Friday of the month.
5. The first three months will be a probationary period.
6. You are entitled to 20 days' holiday plus 10 public holidays each year. The holiday year runs from January to December.
7. We will enrol you in the National Employment Savings Trust and contribute 3% of qualifying earnings.`,
      `8. After probation either of us must give one month's notice to end your employment.
9. You have agreed to opt out of the 48-hour weekly limit under the Working Time Regulations (Northern Ireland) 2016. You may cancel the opt-out by giving us one month's notice.
10. Statutory sick pay only is payable during sickness absence.
11. Our disciplinary and grievance procedures are in the staff handbook, which does not form part of your contract.
12. This letter, with the enclosed terms, gives the particulars required by Article 33 of the Employment Rights (Northern Ireland) Order 1996.
13. Your employment is governed by the law of Northern Ireland.
Please sign and return a copy of this letter to accept our offer.
Yours sincerely
Eamon Doherty, Managing Director, for Foyle Logistics Limited
I accept the offer: Patrick Quinn, 14 March 2023`,
    ],
    gold: {
      employer: names('I am pleased to offer you employment with Foyle Logistics Limited as Transport Planner', 'Foyle Logistics Limited'),
      employee: names('Mr Patrick Quinn, 31 Northland Road', 'Patrick Quinn'),
      'start-date': date('2023-04-03', 'Your employment will begin on 3 April 2023.'),
      'continuous-employment': [date('2023-04-03', 'Your employment will begin on 3 April 2023.'), text('No previous employment counts as continuous.')],
      'job-title': text(['OFFER OF EMPLOYMENT: TRANSPORT PLANNER', 'I am pleased to offer you employment with Foyle Logistics Limited as Transport Planner'], 'TRANSPORT PLANNER'),
      'place-of-work': text('You will work at our depot at Campsie Industrial Estate, Londonderry.', 'Campsie'),
      hours: text('Your hours are 40 a week, Monday to Friday, 8am to 4.30pm.', '40 a week'),
      salary: gbp(31500, 'Your salary will be £31,500 a year'),
      bonus: notFound,
      pension: text('We will enrol you in the National Employment Savings Trust and contribute 3% of qualifying earnings.', 'National Employment Savings Trust'),
      holiday: days(20, 'You are entitled to 20 days\' holiday plus 10 public holidays each year.'),
      'sick-pay': text('Statutory sick pay only is payable during sickness absence.', 'Statutory sick pay'),
      probation: months(3, 'The first three months will be a probationary period.'),
      notice: months(1, 'After probation either of us must give one month\'s notice to end your employment.'),
      'payment-in-lieu': notFound,
      'garden-leave': notFound,
      'restrictive-covenants': notFound,
      'confidentiality-and-ip': notFound,
      'disciplinary-and-grievance': text('Our disciplinary and grievance procedures are in the staff handbook, which does not form part of your contract.', 'staff handbook'),
      deductions: notFound,
      'collective-agreements': notFound,
      'governing-law': text('Your employment is governed by the law of Northern Ireland.', 'Northern Ireland'),
      'working-time-opt-out-ni': yes('You have agreed to opt out of the 48-hour weekly limit under the Working Time Regulations (Northern Ireland) 2016.'),
      'written-statement-ni': yes('gives the particulars required by Article 33 of the Employment Rights (Northern Ireland) Order 1996'),
    },
    own: [{ id: 'own-overtime-rate', text: 'Is overtime paid?', gold: yes('Overtime is paid at time and a half.') }],
  },
  {
    id: 'settlement-agreement-wa-redundancy',
    typeKey: 'employment-settlement-agreement',
    region: 'WA',
    title: 'Settlement agreement: Dragon Print Services Limited and Rhys Evans',
    style: 'modern',
    pages: [
      `WITHOUT PREJUDICE AND SUBJECT TO CONTRACT
SETTLEMENT AGREEMENT
This agreement is dated 30 November 2023.
Parties
(1) DRAGON PRINT SERVICES LIMITED incorporated and registered in England and Wales with company number 05528813 whose registered office is at Unit 2, Llantrisant Business Park, Pontyclun CF72 8LF (the "Employer").
(2) RHYS EVANS of 17 Heol Pant y Gored, Creigiau, Cardiff CF15 9NF (the "Employee").
Background
(A) The Employee has been employed by the Employer as Production Manager since 6 March 2012.
(B) The Employee's employment will terminate by reason of redundancy following the closure of the Employer's Pontyclun finishing department.
(C) The parties have entered into this agreement to record and implement the terms on which they have agreed to settle any claims which the Employee has or may have against the Employer.
(D) The parties intend this agreement to be an effective waiver of any such claims and to satisfy the conditions relating to settlement agreements in section 203(3) of the Employment Rights Act 1996.
1. Termination
1.1 The Employee's employment will terminate on 31 December 2023 (the "Termination Date").
1.2 The Employer will pay the Employee his salary up to the Termination Date and in respect of 4 days' accrued but untaken holiday, subject to deductions for income tax and national insurance contributions.
1.3 The Employee will not be required to work his notice. The Employer will pay the Employee a payment in lieu of his three months' contractual notice of £13,750, subject to deductions for income tax and national insurance contributions, as post-employment notice pay.`,
      `2. Termination payment
2.1 Subject to the terms of this agreement, the Employer shall pay the Employee £38,500 as compensation for loss of employment (the "Termination Payment"), which includes his statutory redundancy payment of £11,160, within 14 days of the later of the Termination Date and the date on which the Employer receives a copy of this agreement signed by the Employee and his adviser.
2.2 The Employer shall pay the first £30,000 of the Termination Payment without deduction of income tax, in reliance on sections 401 and 403 of the Income Tax (Earnings and Pensions) Act 2003. The balance shall be paid subject to deduction of income tax.
2.3 The Employee shall be responsible for any further tax and employee's national insurance contributions due on the Termination Payment and shall indemnify the Employer against any such liability and any related interest and penalties.
3. Legal fees
3.1 The Employer shall contribute up to £600 plus VAT towards the legal fees incurred by the Employee in obtaining advice on the termination of his employment and this agreement, to be paid directly to the Employee's solicitors on receipt of an invoice addressed to the Employee and marked payable by the Employer.
4. Benefits
4.1 The Employee's private medical insurance will continue until 31 March 2024. The Employee's options under the Dragon Print Share Option Plan will lapse on the Termination Date in accordance with the rules of that plan, and his membership of the Employer's group personal pension plan will cease on the Termination Date.`,
      `5. Waiver of claims
5.1 The Employee agrees that the terms of this agreement are offered by the Employer without any admission of liability and are in full and final settlement of all claims which he has or may have against the Employer arising out of his employment or its termination, including claims for unfair dismissal, redundancy pay, breach of contract, wrongful dismissal, and discrimination on any ground.
5.2 The waiver in clause 5.1 does not apply to any claim in relation to accrued pension entitlements, any claim for personal injury of which the Employee is not aware at the date of this agreement, or any claim to enforce this agreement.
5.3 The Employee withdraws his claim for unfair dismissal and redundancy pay brought in the Employment Tribunal under case number 1601234/2023 and consents to its dismissal on withdrawal.
6. Warranties
6.1 The Employee warrants that he has not committed any repudiatory breach of his contract of employment, that he has not received or accepted any offer of employment, and that he is not aware of any other claim he might have against the Employer.
7. Confidentiality and references
7.1 The Employee shall keep the terms of this agreement confidential, except for disclosure to his immediate family, his professional advisers, HM Revenue & Customs, or as required by law. Nothing in this agreement prevents the Employee from making a protected disclosure or reporting a criminal offence to the police.
7.2 The Employer shall provide a reference in the form set out in Schedule 1 in response to any request from a prospective employer.
8. Company property
8.1 The Employee shall return to the Employer on or before the Termination Date all property belonging to the Employer, including his laptop, mobile phone and security pass, and shall delete all of the Employer's information from his personal devices.
9. Restrictive covenants
9.1 The Employee acknowledges that the restrictions in clause 18 of his contract of employment continue to apply after the Termination Date.`,
      `10. Adviser's certificate
10.1 The Employee has received independent legal advice from a relevant independent adviser as to the terms and effect of this agreement, and in particular its effect on his ability to pursue a claim before an Employment Tribunal. The adviser has signed the certificate in Schedule 2.
11. Governing law
11.1 This agreement is governed by the law of England and Wales, and the courts of England and Wales have exclusive jurisdiction.
Schedule 1: Agreed reference
Rhys Evans was employed by Dragon Print Services Limited from 6 March 2012 to 31 December 2023, latterly as Production Manager. His employment ended by reason of redundancy.
Schedule 2: Adviser's certificate
I, Megan Pritchard, of Morgan Thomas Solicitors LLP, Cardiff, confirm that I am a relevant independent adviser within the meaning of section 203(3A) of the Employment Rights Act 1996, that I have advised Rhys Evans on the terms and effect of this agreement, and that there is in force a contract of insurance covering the risk of a claim in respect of loss arising from that advice.
Signed: Megan Pritchard, Solicitor. Date: 29 November 2023.`,
    ],
    gold: {
      employer: names('DRAGON PRINT SERVICES LIMITED incorporated and registered in England and Wales', 'Dragon Print Services Limited'),
      employee: names('RHYS EVANS of 17 Heol Pant y Gored', 'Rhys Evans'),
      date: date('2023-11-30', 'This agreement is dated 30 November 2023.'),
      'termination-date': date('2023-12-31', 'The Employee\'s employment will terminate on 31 December 2023 (the "Termination Date").'),
      reason: text('The Employee\'s employment will terminate by reason of redundancy', 'redundancy'),
      'termination-payment': gbp(38500, 'the Employer shall pay the Employee £38,500 as compensation for loss of employment'),
      'payment-date': text('within 14 days of the later of the Termination Date and the date on which the Employer receives a copy of this agreement', '14 days'),
      'notice-pay': text('The Employer will pay the Employee a payment in lieu of his three months\' contractual notice of £13,750', 'payment in lieu'),
      'tax-treatment-uk': text('The Employer shall pay the first £30,000 of the Termination Payment without deduction of income tax', '£30,000'),
      'claims-waived': text('in full and final settlement of all claims which he has or may have against the Employer arising out of his employment or its termination', 'full and final settlement'),
      'particular-complaints': text('The Employee withdraws his claim for unfair dismissal and redundancy pay brought in the Employment Tribunal under case number 1601234/2023', '1601234/2023'),
      'adviser-certificate': yes(['The adviser has signed the certificate in Schedule 2.', 'confirm that I am a relevant independent adviser within the meaning of section 203(3A) of the Employment Rights Act 1996']),
      'legal-fees': gbp(600, 'The Employer shall contribute up to £600 plus VAT towards the legal fees'),
      confidentiality: yes([
        'The Employee shall keep the terms of this agreement confidential',
        'Nothing in this agreement prevents the Employee from making a protected disclosure or reporting a criminal offence to the police.',
      ]),
      reference: yes('The Employer shall provide a reference in the form set out in Schedule 1'),
      'restrictive-covenants': yes('the restrictions in clause 18 of his contract of employment continue to apply after the Termination Date'),
      'company-property': yes('The Employee shall return to the Employer on or before the Termination Date all property belonging to the Employer'),
      'employee-warranties': yes('The Employee warrants that he has not committed any repudiatory breach of his contract of employment'),
      benefits: text([
        'The Employee\'s private medical insurance will continue until 31 March 2024.',
        'The Employee\'s options under the Dragon Print Share Option Plan will lapse on the Termination Date',
      ]),
      'governing-law': text('This agreement is governed by the law of England and Wales', 'England and Wales'),
    },
    own: [
      { id: 'own-redundancy-pay', text: 'How much is the statutory redundancy payment?', gold: gbp(11160, 'which includes his statutory redundancy payment of £11,160') },
      { id: 'own-tribunal-claim', text: 'Is there a tribunal claim, and what is its number?', gold: text('brought in the Employment Tribunal under case number 1601234/2023', '1601234/2023') },
    ],
  },
];
