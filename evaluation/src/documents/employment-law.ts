import type { EvaluationDocument } from '../evaluation-document.ts';

export const EMPLOYMENT_LAW_DOCUMENTS: EvaluationDocument[] = [
  {
    id: 'employment-contract-en-manager',
    expectedTypeKey: 'employment-contract',
    practiceArea: 'employment-law',
    region: 'EN',
    title: 'Contract of employment, Operations Manager, Pennine Data Solutions',
    pages: [
      `PRIVATE AND CONFIDENTIAL
CONTRACT OF EMPLOYMENT
This contract, together with the Company's Staff Handbook as amended from time to time, sets out the terms and conditions of your employment with Pennine Data Solutions Limited, company number 08765123, whose registered office is at 41 Wellington Street, Leeds LS1 4DL (the Company). It contains the written statement of particulars of employment required by section 1 of the Employment Rights Act 1996.
Employee: Daniel Mark Ellery, 22 Chapel Allerton Lane, Leeds LS7 3QP
1. COMMENCEMENT AND CONTINUOUS EMPLOYMENT
1.1 Your employment with the Company will begin on 2 October 2023. No employment with a previous employer counts towards your period of continuous employment.
1.2 The first six months of your employment will be a probationary period, during which your employment may be terminated by either party on one week's notice.
2. JOB TITLE AND DUTIES
You are employed as Operations Manager, reporting to the Chief Operating Officer. You will perform such duties as the Company may reasonably assign to you from time to time.
3. PLACE OF WORK
Your normal place of work is the Company's office at 41 Wellington Street, Leeds, or such other place within a reasonable commuting distance as the Company may require. You may work from home up to two days a week in accordance with the Hybrid Working Policy.
4. HOURS OF WORK
Your normal working hours are 9.00 am to 5.30 pm Monday to Friday with one hour for lunch. You agree that the 48-hour limit in regulation 4 of the Working Time Regulations 1998 shall not apply to your employment. You may withdraw that agreement on three months' written notice.
5. SALARY
Your basic salary is £52,000 per year, payable monthly in arrears on or about the last working day of each month by credit transfer. Your salary will be reviewed annually but there is no obligation to increase it.`,
      `6. BONUS
You may be eligible to participate in the Company's discretionary bonus scheme, subject to its rules as amended from time to time. Any bonus is entirely at the Company's discretion.
7. PENSION
The Company will enrol you in its workplace pension scheme in accordance with the Pensions Act 2008. The Company will contribute 5% of your qualifying earnings.
8. HOLIDAYS
8.1 The Company's holiday year runs from 1 January to 31 December. You are entitled to 25 days' paid holiday in each holiday year in addition to the usual public holidays in England.
8.2 On termination you will be paid in lieu of accrued but untaken holiday, or you must repay any holiday taken in excess of your accrued entitlement.
9. SICKNESS ABSENCE
If you are absent because of sickness you must notify your line manager by 9.30 am on the first day. You will be entitled to statutory sick pay, and to company sick pay at full basic salary for up to four weeks in any 12-month period.
10. TERMINATION
10.1 After your probationary period, the prior written notice required from you or the Company to terminate your employment shall be three months.
10.2 The Company may, in its sole and absolute discretion, terminate your employment at any time with immediate effect by paying a sum in lieu of notice equal to your basic salary for the notice period (a payment in lieu of notice).
11. GARDEN LEAVE
During any period of notice the Company may require you not to attend work and not to contact clients or colleagues (garden leave).
12. CONFIDENTIAL INFORMATION AND RESTRICTIONS
You shall not, during your employment or for six months after it ends, solicit any client of the Company with whom you dealt in the last 12 months of your employment.
13. DISCIPLINARY AND GRIEVANCE PROCEDURES
The disciplinary and grievance procedures that apply to you are in the Staff Handbook; they do not form part of your contract.
14. GOVERNING LAW
This contract is governed by the law of England and Wales.
Signed for the Company ........................    I accept the terms of this contract. Signed by the Employee ........................`,
    ],
  },
  {
    id: 'employment-contract-ie-engineer',
    expectedTypeKey: 'employment-contract',
    practiceArea: 'employment-law',
    region: 'IE',
    title: 'Contract of employment, Software Engineer, Ardmore Analytics',
    pages: [
      `ARDMORE ANALYTICS LIMITED
CONTRACT OF EMPLOYMENT
This contract sets out the terms and conditions of your employment with Ardmore Analytics Limited (the Company) and, together with the Company's Employee Handbook, constitutes the statement required under the Terms of Employment (Information) Act 1994 to 2014.
Employee name: Ciara Ní Bhriain
Employer: Ardmore Analytics Limited, Suite 2, Block C, Sandyford Business Park, Dublin 18
Date of commencement: 6 February 2023
Job title: Senior Software Engineer
Probation: your employment is subject to a probationary period of six months, which the Company may extend by up to three months.
Place of work: the Company's offices at Sandyford, Dublin 18. The Company operates a blended working policy.
Hours of work: your normal working week is 39 hours, Monday to Friday, 9.00 am to 5.30 pm, with rest breaks in accordance with the Organisation of Working Time Act 1997. You will not be required to work more than an average of 48 hours per week.
Remuneration: your gross annual salary is €78,000, paid monthly in arrears by credit transfer on the 25th of each month, subject to deduction of PAYE, PRSI and USC.
Annual leave: you are entitled to 23 working days' paid annual leave in each leave year, in addition to public holidays.
Sick leave: you are entitled to statutory sick pay under the Sick Leave Act 2022. The Company will additionally pay full salary for up to 10 days of certified sick leave in any year.
Pension: you may join the Company's PRSA scheme; the Company will contribute 5% of basic salary once you have completed probation.
Notice: after probation, either party may terminate the employment by giving one month's written notice, or the statutory minimum notice under the Minimum Notice and Terms of Employment Acts 1973 to 2005 if greater. The Company may pay salary in lieu of notice.
Collective agreements: there are no collective agreements which directly affect your terms and conditions of employment.
Governing law: this contract is governed by the laws of Ireland.
Signed on behalf of the Company ........................    Signed by the Employee ........................`,
    ],
  },
  {
    id: 'written-statement-ni-warehouse',
    expectedTypeKey: 'employment-contract',
    practiceArea: 'employment-law',
    region: 'NI',
    title: 'Statement of main terms of employment, Warehouse Supervisor, Antrim Fabrications',
    pages: [
      `ANTRIM FABRICATIONS LIMITED
STATEMENT OF MAIN TERMS OF EMPLOYMENT
This statement is given in accordance with Article 33 of the Employment Rights (Northern Ireland) Order 1996.
Name of employer: Antrim Fabrications Limited, Unit 7, Mallusk Enterprise Park, Newtownabbey BT36 4GX
Name of employee: Gareth William Boyd
Date of start of employment: 13 March 2023
Date of start of continuous employment: 13 March 2023
Job title: Warehouse Supervisor
Place of work: Unit 7, Mallusk Enterprise Park. You may be required to work at the Company's other site at Carrickfergus.
Pay: £14.80 per hour, paid weekly in arrears on Friday by bank transfer. Overtime is paid at time and a half.
Hours: 40 hours per week, Monday to Friday, 7.00 am to 3.30 pm, with a 30-minute unpaid break.
Holidays: 28 days per year including the 10 statutory and public holidays observed in Northern Ireland.
Sickness: you must notify your supervisor before 8.00 am on the first day of absence. You are entitled to statutory sick pay.
Notice: you must give one week's notice. The Company will give one week's notice for each completed year of service, up to 12 weeks.
Disciplinary and grievance: the Company's disciplinary and grievance procedures are set out in the Staff Handbook and follow the Labour Relations Agency Code of Practice.
Pension: you will be automatically enrolled in the Company's workplace pension scheme.
Signed for the Company ........................    Received by the Employee ........................`,
    ],
  },
  {
    id: 'service-agreement-en-executive',
    expectedTypeKey: 'employment-contract',
    practiceArea: 'employment-law',
    region: 'EN',
    title: 'Executive service agreement, Chief Financial Officer, Halcyon Digital Group',
    lookAlike: true,
    pages: [
      `THIS AGREEMENT is dated 1 March 2024
PARTIES
(1) HALCYON DIGITAL GROUP LIMITED incorporated and registered in England and Wales with company number 12998877 (Company).
(2) JOANNE ELIZABETH PRYCE of 14 Cheyne Walk, London SW3 5HJ (Executive).
SERVICE AGREEMENT
AGREED TERMS
1. APPOINTMENT AND TERM
1.1 The Company shall employ the Executive and the Executive shall serve the Company as Chief Financial Officer on the terms of this agreement.
1.2 The appointment commences on 1 March 2024 and shall continue, subject to the remaining terms of this agreement, until terminated by either party giving the other not less than twelve months' prior written notice. The Executive's period of continuous employment began on 1 March 2024.
2. DUTIES
The Executive shall devote the whole of her working time to the business of the Group, and shall report to the Chief Executive Officer and the Board.
3. PLACE OF WORK AND HOURS
The Executive's normal place of work is 1 Canada Square, London. The Executive shall work such hours as are necessary for the proper performance of her duties.
4. SALARY AND BENEFITS
4.1 The Executive shall be paid a basic salary of £210,000 per annum. The Executive shall participate in the Company's annual bonus plan with a target bonus of 50% of basic salary.
4.2 The Executive is entitled to 28 days' holiday in each holiday year in addition to bank holidays, private medical insurance and life assurance of four times basic salary.`,
      `5. TERMINATION
5.1 The Company may terminate the Executive's employment with immediate effect by paying a sum in lieu of notice equal to basic salary for the notice period.
5.2 The Company may terminate the employment without notice or payment in lieu if the Executive commits gross misconduct.
6. GARDEN LEAVE
Following service of notice by either party, the Company may require the Executive to take garden leave for all or part of the notice period.
7. RESTRICTIONS AFTER TERMINATION
7.1 In this clause: "Restricted Business" means the business of the Company and any Group Company with which the Executive was involved to a material extent in the 12 months before Termination; "Restricted Customer" means any firm, company or person who was a customer of the Company in that period with whom the Executive dealt.
7.2 The Executive covenants that she shall not for nine months after Termination (less any period of garden leave) be engaged, concerned or interested in any Restricted Business, nor for twelve months solicit or entice away any Restricted Customer or employee of the Group.
7.3 Each restriction is a separate and independent restriction, and the Executive acknowledges that each is reasonable and necessary for the protection of the legitimate business interests of the Group.
8. GOVERNING LAW
This agreement is governed by the law of England and Wales.
Executed as a deed by the Company and by the Executive.`,
    ],
  },
  {
    id: 'settlement-agreement-employment-en',
    expectedTypeKey: 'employment-settlement-agreement',
    practiceArea: 'employment-law',
    region: 'EN',
    title: 'Settlement agreement, Daniel Ellery and Pennine Data Solutions',
    lookAlike: true,
    pages: [
      `WITHOUT PREJUDICE AND SUBJECT TO CONTRACT
THIS AGREEMENT is dated 20 June 2024
PARTIES
(1) PENNINE DATA SOLUTIONS LIMITED (company number 08765123) (Employer).
(2) DANIEL MARK ELLERY of 22 Chapel Allerton Lane, Leeds LS7 3QP (Employee).
SETTLEMENT AGREEMENT
BACKGROUND
This agreement records the terms on which the parties have agreed to settle any claims that the Employee has or may have in connection with his employment or its termination. The parties intend this agreement to be an effective waiver of any such claims and to satisfy the conditions relating to settlement agreements in the relevant legislation.
1. TERMINATION
1.1 The Employee's employment shall terminate on 30 June 2024 (the Termination Date). The Employer shall pay the Employee his salary up to the Termination Date and in respect of 6 days' accrued but untaken holiday.
2. PAYMENTS
2.1 The Employer shall pay the Employee £9,750 as pay in lieu of notice, from which tax and national insurance shall be deducted, the post-employment notice pay being calculated under section 402D of the Income Tax (Earnings and Pensions) Act 2003.
2.2 Subject to the Employee's compliance with this agreement, the Employer shall pay the Employee by way of compensation for loss of employment £24,000 (the Termination Payment) within 14 days of receiving a copy of this agreement signed by the Employee. The parties believe that the Termination Payment falls within the £30,000 exemption under sections 401 and 403 of the Income Tax (Earnings and Pensions) Act 2003.
3. WAIVER OF CLAIMS
The Employee agrees that the terms of this agreement are offered in full and final settlement of all claims he has or may have against the Employer arising out of his employment or its termination, including claims for unfair dismissal, wrongful dismissal, and discrimination, which he may bring before an employment tribunal or any court.
4. AGREED REFERENCE
The Employer shall provide an agreed reference in the form set out in Schedule 1 in response to any request from a prospective employer.
5. CONDITIONS
The Employee warrants that before signing this agreement he received advice from a relevant independent adviser as to its terms and effect, and in particular its effect on his ability to pursue any claim before an employment tribunal. The adviser's certificate in Schedule 2 shall be signed by that adviser. The conditions regulating settlement agreements under section 203(3) of the Employment Rights Act 1996 and the other relevant statutes have been satisfied.
6. CONFIDENTIALITY
The Employee shall keep the terms of this agreement confidential, save for disclosures permitted by law, including protected disclosures.
Signed by a director for the Employer. Signed by the Employee.`,
    ],
  },
  {
    id: 'disciplinary-policy-en',
    expectedTypeKey: 'employee-handbook',
    practiceArea: 'employment-law',
    region: 'EN',
    title: 'Disciplinary policy, Pennine Data Solutions',
    pages: [
      `PENNINE DATA SOLUTIONS LIMITED
STAFF HANDBOOK
Section 6: Disciplinary Policy and Procedure
1. ABOUT THIS POLICY
1.1 This policy is intended to help maintain standards of conduct and performance and to ensure consistency and fairness in the treatment of staff. It follows the Acas Code of Practice on Disciplinary and Grievance Procedures.
1.2 This policy applies to all employees regardless of length of service. It does not apply to agency workers or self-employed contractors.
1.3 This policy does not form part of any employee's contract of employment and we may amend it at any time.
2. INFORMAL ACTION
Minor conduct or performance issues can usually be resolved informally between you and your line manager.
3. INVESTIGATIONS
The purpose of an investigation is to establish a fair and balanced view of the facts relating to any disciplinary allegations against you, before deciding whether to proceed with a disciplinary hearing.
4. THE HEARING
4.1 We will give you written notice of the hearing, including sufficient information about the alleged misconduct or poor performance and its possible consequences.
4.2 You may bring a companion to any disciplinary hearing or appeal hearing under this procedure. Your right to be accompanied is by a trade union representative or a colleague.
5. DISCIPLINARY PENALTIES
Stage 1: first written warning. Stage 2: final written warning. Stage 3: dismissal or other action.
6. GROSS MISCONDUCT
Gross misconduct will usually result in dismissal without warning, with no notice or payment in lieu of notice (summary dismissal). Examples include theft or fraud, physical violence or bullying, deliberate and serious damage to property, and serious breach of our IT and Communications Systems Policy.
7. APPEALS
If you feel that disciplinary action taken against you is wrong or unjust you should appeal in writing, stating your full grounds of appeal, to the Chief Operating Officer within one week of the date on which you were informed of the decision.`,
    ],
  },
  {
    id: 'restrictive-covenant-deed-en',
    expectedTypeKey: 'restrictive-covenant-agreement',
    practiceArea: 'employment-law',
    region: 'EN',
    title: 'Deed of restrictive covenants, Michael Tan',
    pages: [
      `THIS DEED is dated 29 February 2024
PARTIES
(1) HALCYON DIGITAL GROUP LIMITED (company number 12998877) (the Company).
(2) MICHAEL TAN of 3 Lauriston Road, London E9 7EX (the Covenantor).
DEED OF RESTRICTIVE COVENANTS
BACKGROUND
(A) The Covenantor is employed by the Company as Chief Technology Officer and is a Key Employee with access to the Company's confidential information and customer connections.
(B) The Covenantor has agreed to give the covenants in this deed in return for the payment set out in clause 2 and his participation in the Company's long-term incentive plan.
1. DEFINITIONS
"Restricted Period": the period of twelve months after the Termination Date, reduced by any period of garden leave.
"Restricted Business": the development and supply of data analytics software, and any other business of the Company with which the Covenantor was materially concerned in the twelve months before the Termination Date.
"Restricted Customer": any person who was a customer of the Company in the twelve months before the Termination Date and with whom the Covenantor dealt.
"Restricted Territory": the United Kingdom and the Republic of Ireland.
2. CONSIDERATION
In consideration of the sum of £15,000 (subject to deductions for tax and national insurance) the Covenantor gives the covenants in clause 3.
3. RESTRICTIONS
The Covenantor shall not, during the Restricted Period, directly or indirectly: (a) be engaged, concerned or interested in any Restricted Business within the Restricted Territory; (b) solicit or entice away from the Company any Restricted Customer; (c) employ or solicit any senior employee of the Company.
4. REASONABLENESS
The Covenantor acknowledges that the restrictions are reasonable and necessary for the protection of the legitimate business interests of the Company.
5. SEVERANCE
Each restriction is separate and severable. If any restriction is held to be void, it shall apply with such deletion as may be necessary to make it valid.
6. GOVERNING LAW
This deed is governed by the law of England and Wales.
Executed as a deed by the Company and the Covenantor.`,
    ],
  },
  {
    id: 'tupe-eli-en',
    expectedTypeKey: 'tupe-employee-liability-information',
    practiceArea: 'employment-law',
    region: 'EN',
    title: 'TUPE employee liability information, facilities management contract',
    pages: [
      `EMPLOYEE LIABILITY INFORMATION
Provided by Northgate Facilities Services Limited (the transferor) to Apex Integrated FM Limited (the transferee) under regulation 11 of the Transfer of Undertakings (Protection of Employment) Regulations 2006
Relevant transfer: service provision change on the transfer of the cleaning and security services at Wellington Place, Leeds, expected on 1 September 2024.
Date of information: 19 July 2024 (not less than 28 days before the relevant transfer)
1. IDENTITY AND AGE OF ASSIGNED EMPLOYEES
Employee ref | Job title | Date of birth | Start date (continuous service) | Contractual hours | Salary
E0142 | Site Supervisor | 14/03/1979 | 02/05/2011 | 40 | £28,400
E0217 | Cleaning Operative | 30/11/1988 | 17/09/2018 | 25 | £11.44 per hour
E0233 | Security Officer | 06/06/1992 | 04/01/2019 | 48 | £12.10 per hour
E0301 | Security Officer (night) | 21/08/1985 | 12/10/2021 | 48 | £12.60 per hour
2. PARTICULARS OF EMPLOYMENT
Copies of the written statements of particulars of employment for each employee are in Appendix 1.
3. DISCIPLINARY ACTION in the last two years: E0233 received a first written warning on 3 February 2024 for lateness.
4. GRIEVANCES in the last two years: E0217 raised a grievance on 12 December 2023 about shift allocation, resolved informally.
5. CLAIMS AND LEGAL ACTION in the last two years: none. No potential claims are reasonably anticipated.
6. COLLECTIVE AGREEMENTS: the employees are covered by the recognition agreement with Unison dated 1 April 2015, which will transfer.
7. PENSIONS: all four employees are members of the transferor's group personal pension plan with employer contributions of 3%.`,
    ],
  },
  {
    id: 'employment-contract-sc-offer-letter',
    expectedTypeKey: 'employment-contract',
    practiceArea: 'employment-law',
    region: 'SC',
    title: 'Letter of appointment, Store Manager, Deeside Outdoor',
    pages: [
      `DEESIDE OUTDOOR LIMITED
88 Union Street, Aberdeen AB11 6BD
Private and confidential
Ms Eilidh Ferguson
17 Rosemount Place
Aberdeen AB25 2XN
2 August 2023
Dear Eilidh
Letter of Appointment: Store Manager
I am delighted to confirm our offer of employment as Store Manager at our Union Street store, on the following terms. This letter and the attached terms and conditions form your contract of employment.
Start date: your employment will start on 4 September 2023, which will also be the start of your period of continuous employment.
Salary: £34,500 a year, paid monthly by bank transfer on the 28th of each month.
Hours: 40 hours a week over five days out of seven, according to the store rota, including some weekends. The Company may require you to work additional hours to meet the needs of the business.
Holidays: 28 days' paid holiday a year, including public holidays. Our holiday year runs from 1 April.
Probation: the first three months of your employment will be probationary.
Notice: after probation, you must give one month's notice and you will receive one month's notice or your statutory entitlement if greater.
Pension: you will be auto-enrolled in our workplace pension scheme.
Sick pay: statutory sick pay only.
This offer is conditional on satisfactory references and proof of your right to work in the UK. Your contract is governed by the law of Scotland.
Please sign and return the enclosed copy to confirm your acceptance.
Yours sincerely
Fiona Grant, Managing Director`,
    ],
  },
  {
    id: 'compromise-agreement-ni',
    expectedTypeKey: 'employment-settlement-agreement',
    practiceArea: 'employment-law',
    region: 'NI',
    title: 'Compromise agreement, Gareth Boyd and Antrim Fabrications',
    lookAlike: true,
    pages: [
      `COMPROMISE AGREEMENT
THIS AGREEMENT is made on 11 October 2024
BETWEEN
(1) ANTRIM FABRICATIONS LIMITED of Unit 7, Mallusk Enterprise Park, Newtownabbey BT36 4GX (the Company); and
(2) GARETH WILLIAM BOYD of 3 Ballyclare Road, Glengormley BT36 5HP (the Employee).
WHEREAS the Employee has presented a claim to the Industrial Tribunals (case reference 1187/24IT) alleging unfair dismissal and unlawful deduction from wages, which the Company denies, and the parties have agreed to settle that claim and any other claims on the following terms.
1. The Employee's employment terminated on 30 June 2024 by reason of redundancy.
2. The Company shall pay the Employee the sum of £8,500 as compensation for the termination of his employment, in addition to his statutory redundancy payment, within 14 days of receipt of this agreement signed by the Employee and his adviser. The Company believes the payment may be made without deduction of tax under section 401 of the Income Tax (Earnings and Pensions) Act 2003.
3. The Employee accepts the payment in full and final settlement of his claim before the Industrial Tribunal and of all other claims against the Company arising from his employment or its termination, and shall withdraw his claim within seven days.
4. The Employee confirms that he has received independent legal advice from Siobhan Kerr of Kerr McAleese Solicitors, a qualified lawyer, as to the terms and effect of this agreement and in particular its effect on his ability to pursue his rights before an industrial tribunal, and that she holds a current practising certificate and professional indemnity insurance.
5. The conditions regulating compromise agreements under Article 245 of the Employment Rights (Northern Ireland) Order 1996 and the equivalent provisions of the other relevant statutes are satisfied.
6. The agreement was reached with the assistance of the Labour Relations Agency conciliation officer.
Signed for the Company. Signed by the Employee. Adviser's certificate overleaf.`,
    ],
  },
  {
    id: 'whistleblowing-policy-ie',
    expectedTypeKey: 'employee-handbook',
    practiceArea: 'employment-law',
    region: 'IE',
    title: 'Protected disclosures policy, Ardmore Analytics',
    pages: [
      `ARDMORE ANALYTICS LIMITED
PROTECTED DISCLOSURES (WHISTLEBLOWING) POLICY
Version 3, approved by the Board on 19 January 2024
1. PURPOSE
The Company is committed to the highest standards of openness, honesty and accountability. This policy sets out how workers can raise concerns about relevant wrongdoing in the workplace, and the protections available to them under the Protected Disclosures Act 2014, as amended by the Protected Disclosures (Amendment) Act 2022.
2. SCOPE
This policy applies to all workers, including employees, contractors, agency workers, trainees, volunteers, board members and job applicants.
3. WHAT IS A RELEVANT WRONGDOING?
Relevant wrongdoings include the commission of an offence, failure to comply with a legal obligation, a danger to health and safety, damage to the environment, and the concealment of any of these.
4. HOW TO MAKE A REPORT
Reports may be made in writing or orally to the Designated Person, the Head of Legal, or through the confidential reporting channel. Reports will be acknowledged within 7 days and followed up diligently.
5. PROTECTION FROM PENALISATION
The Company will not tolerate any penalisation of a worker who makes a protected disclosure. Penalisation may give rise to a claim before the Workplace Relations Commission.
6. CONFIDENTIALITY
The identity of the reporting person will be protected and will not be disclosed without their consent, save as permitted by the Act.
7. STATUS OF THIS POLICY
This policy is not contractual and does not form part of any employee's terms and conditions of employment. The Company may amend it from time to time.`,
    ],
  },
  {
    id: 'consultancy-agreement-en',
    expectedTypeKey: null,
    practiceArea: 'employment-law',
    region: 'EN',
    title: 'Consultancy agreement, interim finance director',
    lookAlike: true,
    pages: [
      `THIS AGREEMENT is dated 4 September 2023
PARTIES
(1) CALDER LIVING LIMITED (company number 10234567) (the Client).
(2) AMBLESIDE FINANCE PARTNERS LIMITED (company number 12877120) (the Consultancy).
(3) HELEN JANE MORLEY (the Individual).
CONSULTANCY AGREEMENT
1. ENGAGEMENT
The Client engages the Consultancy to provide the Services of an interim finance director, through the Individual, from 11 September 2023 until 31 March 2024 unless terminated earlier in accordance with clause 9.
2. SERVICES
The Consultancy shall procure that the Individual devotes three days a week to the provision of the Services. The Consultancy shall have discretion as to the manner in which the Services are provided and may, with the Client's approval, provide a suitably qualified substitute.
3. FEES
The Client shall pay the Consultancy a fee of £850 per day worked, plus VAT, against monthly invoices, payable within 30 days.
4. STATUS
4.1 Nothing in this agreement shall render the Individual an employee, worker, agent or partner of the Client. The Consultancy shall be responsible for all income tax and national insurance contributions in respect of the fees.
4.2 The Client has concluded, having taken reasonable care, that the off-payroll working rules in Chapter 10 of Part 2 of the Income Tax (Earnings and Pensions) Act 2003 do not apply, as the Client is a small company.
5. CONFIDENTIALITY AND INTELLECTUAL PROPERTY
The Consultancy and the Individual shall keep the Client's confidential information secret, and all intellectual property created in providing the Services shall belong to the Client.
6. TERMINATION
Either party may terminate this agreement on four weeks' written notice. There is no entitlement to holiday pay, sick pay or pension contributions.
7. GOVERNING LAW: the law of England and Wales.`,
    ],
  },
  {
    id: 'employment-contract-wa-nurse',
    expectedTypeKey: 'employment-contract',
    practiceArea: 'employment-law',
    region: 'WA',
    title: 'Terms and conditions of employment, Registered Nurse, Gwynedd care home',
    pages: [
      `CARTREF MENAI CARE LIMITED
TERMS AND CONDITIONS OF EMPLOYMENT
Employee: Mererid Parry
Position: Registered Nurse (Band 5 equivalent)
Employer: Cartref Menai Care Limited, Ffordd Caergybi, Bangor, Gwynedd LL57 2EE
1. Your employment began on 1 May 2023. Your continuous employment began on 1 May 2023.
2. Your place of work is Cartref Menai nursing home, Bangor. You may be asked to work at our sister home in Caernarfon.
3. Your hours of work are 37.5 hours per week on a rota including nights, weekends and bank holidays. Shift patterns are published four weeks in advance.
4. Your salary is £33,600 per annum, paid monthly on the last working day of the month. An enhancement of 20% is paid for night shifts.
5. Holiday entitlement is 33 days per year inclusive of bank holidays, pro rata for part years.
6. You must maintain your registration with the Nursing and Midwifery Council and notify us immediately of any restriction.
7. Sickness absence must be reported to the nurse in charge at least two hours before your shift. Company sick pay is payable after six months' service.
8. Notice: you must give four weeks' notice. We will give you one week's notice for each year of service, and at least four weeks' notice after probation.
9. Pension: you will be auto-enrolled in the NEST scheme.
10. Disciplinary and grievance rules are in the Employee Handbook, which is non-contractual.
11. Welsh language: you may use Welsh or English at work, and we will correspond with you in the language you prefer.`,
    ],
  },
  {
    id: 'settlement-agreement-ie-wrc',
    expectedTypeKey: 'employment-settlement-agreement',
    practiceArea: 'employment-law',
    region: 'IE',
    title: 'Settlement agreement, Ciara Ní Bhriain and Ardmore Analytics',
    lookAlike: true,
    pages: [
      `STRICTLY PRIVATE AND CONFIDENTIAL
AGREEMENT dated 9 September 2024
BETWEEN ARDMORE ANALYTICS LIMITED (the Company) AND CIARA NÍ BHRIAIN (the Employee)
SETTLEMENT AGREEMENT
1. The Employee's employment with the Company will terminate by reason of redundancy on 30 September 2024 (the Termination Date). The Company will pay the Employee's salary and accrued annual leave to the Termination Date in the normal way.
2. The Company will pay the Employee her statutory redundancy lump sum of €8,640 under the Redundancy Payments Acts 1967 to 2014, together with an ex gratia payment of €30,000 (the Ex Gratia Payment), which the Company will pay subject to the tax exemptions and reliefs available under section 201 and Schedule 3 of the Taxes Consolidation Act 1997.
3. The Employee accepts the payments in full and final settlement of all claims she has or may have against the Company arising from her employment or its termination, whether under statute, contract or otherwise, including claims under the Unfair Dismissals Acts 1977 to 2015, the Employment Equality Acts 1998 to 2015, the Organisation of Working Time Act 1997 and the Payment of Wages Act 1991, and she will not bring any complaint to the Workplace Relations Commission or any court in respect of them.
4. The Employee confirms that she has been advised to obtain, and has had the opportunity to obtain, independent legal advice before signing this agreement.
5. The Employee will return all Company property, including her laptop and access card, by the Termination Date.
6. The parties will keep the terms of this agreement confidential.
Signed for the Company. Signed by the Employee.`,
    ],
  },
  {
    id: 'sickness-absence-policy-en',
    expectedTypeKey: 'employee-handbook',
    practiceArea: 'employment-law',
    region: 'EN',
    title: 'Sickness absence policy, Halcyon Digital Group',
    pages: [
      `HALCYON DIGITAL GROUP
SICKNESS ABSENCE POLICY
1. About this policy
1.1 This policy sets out the arrangements for sick pay and for reporting sickness absence from work.
1.2 This policy applies to employees. It does not apply to agency workers, consultants or self-employed contractors.
1.3 This policy does not form part of any employee's contract of employment and we may amend it at any time.
2. Reporting when you are sick
If you cannot attend work because of sickness or injury you should telephone your line manager as early as possible and no later than 30 minutes after the time when you are normally expected to start work.
3. Evidence of incapacity
For absence of up to seven calendar days you must complete a self-certification form. For absence of more than a week you must obtain a fit note from your doctor.
4. Statutory sick pay
You may be entitled to statutory sick pay if you satisfy the relevant statutory requirements. Qualifying days for SSP are Monday to Friday.
5. Company sick pay
Company sick pay is in addition to statutory sick pay. After completing your probationary period you will receive full pay for up to 20 working days in any 12-month period.
6. Managing long-term absence
Where you have been absent for more than four weeks we may ask you to attend a meeting, obtain a medical report with your consent, and consider reasonable adjustments under the Equality Act 2010.
7. Disciplinary action
Failure to report absence, or abuse of sick pay, may lead to action under our Disciplinary Procedure.`,
    ],
  },
  {
    id: 'employee-nda-ie-contractor',
    expectedTypeKey: 'employee-non-disclosure-agreement',
    practiceArea: 'employment-law',
    region: 'IE',
    title: 'Contractor non-disclosure agreement, Liffey Biologics',
    pages: [
      `CONTRACTOR NON-DISCLOSURE AGREEMENT
This agreement is made on 3 February 2025 between Liffey Biologics Limited, of Block C, Grange Business Park, Dublin 24 (the Company) and Ciarán Walsh, of 14 Seafield Road, Clontarf, Dublin 3 (the Contractor).
1. During your engagement and at all times after it ends, you shall not use or disclose any Confidential Information except in the proper performance of the Services.
2. Confidential Information includes information about the Company's research, assays, cell lines, customers and pricing, whether given orally or in writing.
3. All Inventions and Works you create in providing the Services belong to the Company, and you assign to the Company all Intellectual Property Rights in them.
4. When your engagement ends, or at any earlier time on request, you shall return all Company Property and delete any Confidential Information held on your own devices.
5. Nothing in this agreement prevents you from making a protected disclosure under the Protected Disclosures Act 2014 or from reporting a matter to a regulator or An Garda Síochána.
6. This agreement is governed by the laws of Ireland.`,
    ],
  },
];
