import { date, days, eur, gbp, months, names, no, notFound, text, weeks, yes, years, type AnswerSetDocument } from './answer-set-document.ts';

/**
 * Agreements of the calibration part (see ./index.ts), written by someone who neither tunes the engine nor runs it on them:
 * a mutual confidentiality agreement under Scots law, a one-way confidentiality undertaking in letter form under Northern
 * Irish law, an English contract of employment for a senior employee with covenants in a schedule, an Irish contract of
 * employment, and an English maintenance services agreement set out with a table of key details and schedules.
 */
export const CALIBRATION_AGREEMENTS: AnswerSetDocument[] = [
  {
    id: 'calibration-nda-sc-northlight-tarbat-mutual',
    typeKey: 'non-disclosure-agreement',
    region: 'SC',
    title: 'Mutual confidentiality agreement: Northlight Subsea Robotics and Tarbat Marine Engineering',
    style: 'deed',
    pages: [
      `MUTUAL CONFIDENTIALITY AGREEMENT
between
NORTHLIGHT SUBSEA ROBOTICS LIMITED, a company incorporated under the Companies Acts in Scotland (registered number SC587214) and having its registered office at 11 Greenbank Crescent, East Tullos, Aberdeen AB12 3BG ("Northlight")
and
TARBAT MARINE ENGINEERING LIMITED, a company incorporated under the Companies Acts in Scotland (registered number SC402991) and having its registered office at Harbour Road, Invergordon IV18 0HD ("Tarbat")
(each a "Party" and together the "Parties")
WHEREAS
(A) Northlight designs and builds remotely operated vehicles for the inspection of subsea structures, and Tarbat fabricates, installs and maintains foundations and mooring systems for floating offshore wind turbines.
(B) Northlight Subsea Robotics Limited and Tarbat Marine Engineering Limited wish to explore a collaboration for the development of an autonomous system for the inspection and cleaning of mooring lines (the "Proposed Collaboration"), and each of them expects to disclose Confidential Information to the other for that purpose.
NOW THEREFORE the Parties agree as follows:
1. DEFINITIONS AND INTERPRETATION
1.1 In this Agreement, unless the context otherwise requires:
"Authorised Persons" means the directors, officers and employees of the Recipient and of the members of its Group, and the Recipient's solicitors, accountants, insurers and other professional advisers;
"Confidential Information" means all technical, commercial, financial and operational information of a Party or of any member of its Group, including designs, drawings, specifications, source code, test data, pricing, tender documents and information about customers and projects, which is disclosed by or on behalf of that Party (the "Discloser") to the other Party (the "Recipient") on or after the Effective Date, whether in writing, in electronic form, by demonstration, by site visit or orally, and whether or not it is marked as confidential;
"Effective Date" means 3 February 2025, notwithstanding the date or dates on which this Agreement is executed;
"Group" means, in relation to a Party, that Party, any subsidiary or holding company of it from time to time and any subsidiary of any such holding company;
"Permitted Purpose" means evaluating, discussing and negotiating the terms of the Proposed Collaboration, and no other purpose.
1.2 In this Agreement "subsidiary" and "holding company" have the meanings given in section 1159 of the Companies Act 2006, the word "including" shall be read without limitation, and the headings are for convenience only.`,
      `2. UNDERTAKINGS OF CONFIDENTIALITY
2.1 In consideration of the mutual disclosure of Confidential Information, each Party, as Recipient, undertakes to the other Party, as Discloser, that it shall:
(a) keep the Discloser's Confidential Information strictly confidential and protect it with at least the degree of care that it uses for its own information of a like nature, and in any event with no less than reasonable care;
(b) use the Discloser's Confidential Information only for the Permitted Purpose;
(c) not disclose the Discloser's Confidential Information to any person other than those of its Authorised Persons who need to know it for the Permitted Purpose; and
(d) not make any copy of the Discloser's Confidential Information except as reasonably required for the Permitted Purpose.
2.2 The Recipient may disclose Confidential Information to an Authorised Person who is a director, officer or employee of another member of its Group only if that member of its Group has first undertaken in writing to the Recipient to keep it confidential on terms no less onerous than those of this Agreement.
2.3 The Recipient shall procure that each Authorised Person to whom it discloses Confidential Information is made aware of its confidential nature before disclosure and observes clause 2.1 as if it were the Recipient, and the Recipient shall be liable for any act or omission of an Authorised Person which would have been a breach of this Agreement if done or omitted by the Recipient.
3. EXCEPTIONS
3.1 The undertakings in clause 2 shall not apply to Confidential Information to the extent that the Recipient can show by its written records that the information (i) is, or becomes, publicly available other than as a result of a breach of this Agreement by the Recipient or its Authorised Persons; (ii) was known to the Recipient, free of any obligation of confidence, before it was disclosed by the Discloser; (iii) was developed by or for the Recipient independently and without reference to the Discloser's Confidential Information; or (iv) is received by the Recipient from a third party who is lawfully entitled to disclose it without restriction.
4. DISCLOSURE REQUIRED BY LAW
4.1 A Recipient may disclose Confidential Information to the extent that it is required to do so by law, by any court of competent jurisdiction, by any governmental, regulatory or supervisory authority (including the Health and Safety Executive and Crown Estate Scotland) or by the rules of any stock exchange on which its shares or those of a member of its Group are listed, provided that it discloses no more than is so required.
5. RETURN OF CONFIDENTIAL INFORMATION
5.1 If the Parties decide not to proceed with the Proposed Collaboration, or at any time on the written request of the Discloser, the Recipient shall within fourteen days return to the Discloser or securely destroy all documents, drawings, samples and other materials containing the Discloser's Confidential Information, and permanently delete it from its computer systems.
5.2 The Recipient shall not retain any copy, note or extract of the Discloser's Confidential Information after it has complied with clause 5.1, including in any back-up system, and a director of the Recipient shall confirm its compliance with this clause in writing if the Discloser so requests.`,
      `6. OWNERSHIP AND NO WARRANTY
6.1 All Confidential Information shall remain the property of the Discloser, which reserves all rights in it. No licence is granted to the Recipient under any patent, registered design, copyright, database right or other intellectual property right of the Discloser, and no such licence shall be implied from the disclosure of any Confidential Information.
6.2 Confidential Information is provided "as is". The Discloser gives no warranty, express or implied, as to the accuracy, completeness or fitness for purpose of any Confidential Information, and shall not be liable to the Recipient for any loss arising from its use, save in the case of fraud.
7. DURATION
7.1 This Agreement shall continue in force for a period of three years from the Effective Date, unless terminated earlier by either Party giving not less than thirty days' written notice to the other.
7.2 Notwithstanding the expiry or termination of this Agreement, the undertakings in clauses 2 to 5 shall continue to apply to Confidential Information disclosed before expiry or termination for a period of six years from the date of expiry or termination.
8. REMEDIES
8.1 Each Party acknowledges that damages alone may not be an adequate remedy for a breach of this Agreement and that, without prejudice to any other rights or remedies, the Discloser shall be entitled to seek interdict, interim interdict and specific implement in respect of any threatened or actual breach.
9. GENERAL
9.1 Nothing in this Agreement obliges either Party to disclose any particular information, to continue discussions or to enter into the Proposed Collaboration.
9.2 Neither Party may assign or transfer any of its rights or obligations under this Agreement without the prior written consent of the other Party.
9.3 This Agreement constitutes the entire agreement between the Parties relating to its subject matter and may be varied only by a written document signed by or on behalf of each Party.
9.4 This Agreement may be executed in any number of counterparts and by electronic signature, in accordance with the Legal Writings (Counterparts and Delivery) (Scotland) Act 2015. The Parties nominate Gairloch Ross LLP, solicitors, Aberdeen, to take delivery of and hold the executed counterparts.
10. GOVERNING LAW AND JURISDICTION
10.1 This Agreement shall be governed by and construed in accordance with the law of Scotland, and the Parties irrevocably prorogate the exclusive jurisdiction of the Scottish courts in respect of any dispute arising out of or in connection with it.
IN WITNESS WHEREOF these presents consisting of this and the preceding two pages are executed as follows:
Subscribed for and on behalf of NORTHLIGHT SUBSEA ROBOTICS LIMITED at Aberdeen on 10 February 2025 by Morag Lennox, Director, before this witness: Euan Baird, Solicitor, 48 Queen's Road, Aberdeen AB15 4YE
Subscribed for and on behalf of TARBAT MARINE ENGINEERING LIMITED at Invergordon on 12 February 2025 by Lachlan Munro, Director, before this witness: Isla Gunn, Office Manager, Harbour Road, Invergordon IV18 0HD`,
    ],
    gold: {
      parties: names(
        [
          'NORTHLIGHT SUBSEA ROBOTICS LIMITED, a company incorporated under the Companies Acts in Scotland (registered number SC587214)',
          'TARBAT MARINE ENGINEERING LIMITED, a company incorporated under the Companies Acts in Scotland (registered number SC402991)',
        ],
        'Northlight Subsea Robotics Limited',
        'Tarbat Marine Engineering Limited',
      ),
      mutual: yes('In consideration of the mutual disclosure of Confidential Information, each Party, as Recipient, undertakes to the other Party, as Discloser'),
      'disclosing-party': names(
        'Northlight Subsea Robotics Limited and Tarbat Marine Engineering Limited wish to explore a collaboration for the development of an autonomous system for the inspection and cleaning of mooring lines (the "Proposed Collaboration"), and each of them expects to disclose Confidential Information to the other for that purpose.',
        'Northlight Subsea Robotics Limited',
        'Tarbat Marine Engineering Limited',
      ),
      'receiving-party': names(
        'Northlight Subsea Robotics Limited and Tarbat Marine Engineering Limited wish to explore a collaboration for the development of an autonomous system for the inspection and cleaning of mooring lines (the "Proposed Collaboration"), and each of them expects to disclose Confidential Information to the other for that purpose.',
        'Northlight Subsea Robotics Limited',
        'Tarbat Marine Engineering Limited',
      ),
      date: [
        date('2025-02-03', '"Effective Date" means 3 February 2025, notwithstanding the date or dates on which this Agreement is executed'),
        date('2025-02-12', 'at Invergordon on 12 February 2025 by Lachlan Munro, Director'),
      ],
      definition: text(
        '"Confidential Information" means all technical, commercial, financial and operational information of a Party or of any member of its Group, including designs, drawings, specifications, source code, test data, pricing, tender documents',
        'source code',
      ),
      'oral-information': yes('whether in writing, in electronic form, by demonstration, by site visit or orally'),
      'marking-required': no('and whether or not it is marked as confidential'),
      exclusions: text(
        "The undertakings in clause 2 shall not apply to Confidential Information to the extent that the Recipient can show by its written records that the information (i) is, or becomes, publicly available other than as a result of a breach of this Agreement by the Recipient or its Authorised Persons; (ii) was known to the Recipient, free of any obligation of confidence, before it was disclosed by the Discloser; (iii) was developed by or for the Recipient independently and without reference to the Discloser's Confidential Information",
        'publicly available',
      ),
      purpose: text('"Permitted Purpose" means evaluating, discussing and negotiating the terms of the Proposed Collaboration, and no other purpose.', 'Proposed Collaboration'),
      'disclosure-to-employees': yes([
        "(c) not disclose the Discloser's Confidential Information to any person other than those of its Authorised Persons who need to know it for the Permitted Purpose; and",
        '"Authorised Persons" means the directors, officers and employees of the Recipient',
      ]),
      'disclosure-to-advisers': yes(
        '"Authorised Persons" means the directors, officers and employees of the Recipient and of the members of its Group, and the Recipient\'s solicitors, accountants, insurers and other professional advisers',
      ),
      'disclosure-to-affiliates': yes(
        'The Recipient may disclose Confidential Information to an Authorised Person who is a director, officer or employee of another member of its Group only if that member of its Group has first undertaken in writing to the Recipient to keep it confidential on terms no less onerous than those of this Agreement.',
        'undertaken in writing',
      ),
      'recipients-bound': yes('the Recipient shall be liable for any act or omission of an Authorised Person which would have been a breach of this Agreement if done or omitted by the Recipient'),
      'compelled-disclosure': yes(
        'A Recipient may disclose Confidential Information to the extent that it is required to do so by law, by any court of competent jurisdiction, by any governmental, regulatory or supervisory authority',
      ),
      'compelled-disclosure-notice': notFound,
      'return-or-destruction': yes(
        "the Recipient shall within fourteen days return to the Discloser or securely destroy all documents, drawings, samples and other materials containing the Discloser's Confidential Information",
      ),
      'retained-copies': no("The Recipient shall not retain any copy, note or extract of the Discloser's Confidential Information after it has complied with clause 5.1, including in any back-up system"),
      term: years(3, 'This Agreement shall continue in force for a period of three years from the Effective Date'),
      survival: years(6, 'shall continue to apply to Confidential Information disclosed before expiry or termination for a period of six years from the date of expiry or termination'),
      'non-solicitation': notFound,
      'no-licence': yes('No licence is granted to the Recipient under any patent, registered design, copyright, database right or other intellectual property right of the Discloser'),
      'no-warranty': yes('The Discloser gives no warranty, express or implied, as to the accuracy, completeness or fitness for purpose of any Confidential Information'),
      remedies: yes('the Discloser shall be entitled to seek interdict, interim interdict and specific implement in respect of any threatened or actual breach'),
      'reverse-engineering': notFound,
      notices: notFound,
      'governing-law': text(
        'This Agreement shall be governed by and construed in accordance with the law of Scotland, and the Parties irrevocably prorogate the exclusive jurisdiction of the Scottish courts',
        'Scotland',
      ),
    },
    own: [
      {
        id: 'own-early-exit',
        text: 'Can either side bring the agreement to an end before the three years run out?',
        gold: yes("unless terminated earlier by either Party giving not less than thirty days' written notice to the other", 'thirty days'),
      },
      {
        id: 'own-parent-engineers',
        text: "May Tarbat show Northlight's drawings to engineers employed by Tarbat's parent company?",
        gold: yes(
          'The Recipient may disclose Confidential Information to an Authorised Person who is a director, officer or employee of another member of its Group only if that member of its Group has first undertaken in writing to the Recipient',
          'undertaken in writing',
        ),
      },
      {
        id: 'own-backup-servers',
        text: "If the collaboration goes no further, can Northlight keep Tarbat's test data on its backup servers?",
        gold: no("The Recipient shall not retain any copy, note or extract of the Discloser's Confidential Information after it has complied with clause 5.1, including in any back-up system"),
      },
    ],
  },
  {
    id: 'calibration-nda-ni-foyle-strangford-one-way',
    typeKey: 'non-disclosure-agreement',
    region: 'NI',
    title: 'Confidentiality undertaking: Project Sperrin',
    style: 'typed',
    pages: [
      `STRANGFORD ANALYTICAL SERVICES LIMITED
Unit 7, Comber Road Industrial Estate, Newtownards, County Down BT23 4QP
Registered in Northern Ireland with company number NI651208
The Board of Directors
Foyle Biologics Limited
Ebrington Square, Derry/Londonderry BT47 6FA
21 October 2024
Dear Sirs
PROJECT SPERRIN: CONFIDENTIALITY UNDERTAKING
We refer to our recent discussions with you, Foyle Biologics Limited (company number NI629540), about the possible transfer to us of the manufacturing process for your FB-220 range of lateral flow immunoassay reagents (the "Project").
In consideration of your making Confidential Information available to us, we, Strangford Analytical Services Limited, give you the undertakings set out in this letter. This is a one-way arrangement: you will disclose Confidential Information and we will receive it, and nothing in this letter places any obligation of confidence on you.
1. DEFINITIONS
In this letter:
(a) "Confidential Information" means all information relating to you, your business or the Project, including your cell lines, antibody sequences, formulations, batch records, standard operating procedures, supplier details and pricing, which you or your advisers disclose to us or our Representatives, whether before or after the date of this letter and whether in writing, in electronic form, orally or by allowing us to inspect your laboratories, and whether or not it is marked as confidential;
(b) "Purpose" means assessing whether we are able to manufacture the FB-220 reagents to your specifications, and preparing and negotiating a quotation and a supply agreement for that manufacture;
(c) "Representatives" means our directors and employees who need to know the Confidential Information for the Purpose; and
(d) "Group Company" means any subsidiary or holding company of ours, and any other subsidiary of any such holding company.`,
      `2. OUR UNDERTAKINGS
We undertake:
(a) to keep the Confidential Information secret and confidential, and to use it only for the Purpose;
(b) not to disclose the Confidential Information to any person other than our Representatives, except as permitted by paragraph 4;
(c) not to disclose Confidential Information to our professional advisers or to any subcontractor without your prior written consent, which you may give subject to such conditions as you think fit;
(d) not to disclose Confidential Information to any Group Company in any circumstances, as we acknowledge that other members of our group supply diagnostic reagents in competition with you;
(e) to ensure that each Representative and each other person to whom we disclose Confidential Information is told of its confidential nature and complies with this letter, and to be responsible for any failure by any of them to do so as if that failure were our own;
(f) not to analyse, sequence or reverse engineer any antibody, cell line, reagent or other sample which you provide to us, except to the extent that you have specifically requested us in writing to carry out a test on it; and
(g) to keep all documents and samples containing Confidential Information at our premises at Newtownards and separate from the materials of our other customers.
3. EXCEPTIONS
The undertakings in paragraph 2 do not apply to any information which:
(a) is or becomes generally available to the public, other than as a result of a breach of this letter;
(b) we can show by our written records was in our possession before you disclosed it to us and was not obtained by us under an obligation of confidence;
(c) we obtain from a third party who is not bound by any duty of confidence to you in respect of it; or
(d) we can show was developed by our employees independently and without access to the Confidential Information.
4. DISCLOSURE REQUIRED BY LAW
(a) We may disclose Confidential Information to the extent that we are required to do so by law, by the order of any court of competent jurisdiction, or by any regulatory body having authority over us, including the Medicines and Healthcare products Regulatory Agency.
(b) Before making any such disclosure we shall, unless prohibited by law, give you prompt written notice of the requirement so that you may seek a protective order or other remedy, and we shall disclose only that part of the Confidential Information which we are legally required to disclose.`,
      `5. RETURN AND DESTRUCTION
(a) Within ten working days of your written request, or immediately if we decide not to proceed with the Project, we shall at our option return to you or destroy all documents, samples and materials containing or derived from Confidential Information, and erase all Confidential Information from our computers and electronic systems.
(b) Paragraph 5(a) does not require us to destroy or erase (i) Confidential Information held in electronic back-up files created automatically in the ordinary course of our business and not readily accessible to our staff, or (ii) one copy of any Confidential Information which we are required to keep to comply with any law or regulation or the requirements of our ISO 13485 certification, provided that any Confidential Information so retained shall remain subject to the undertakings in this letter for as long as we retain it.
6. NO COMMITMENT
Neither this letter nor the disclosure of any Confidential Information obliges either of us to enter into a supply agreement or any other agreement relating to the Project, and either of us may end discussions at any time.
7. EMPLOYEES
Nothing in this letter shall prevent either of us from soliciting, engaging or employing any person employed by the other, whether or not that person has been involved in the Project.
8. DURATION
(a) This letter shall terminate on the earlier of the date on which you and we sign a supply agreement for the FB-220 reagents and the date falling eighteen months after the date of this letter.
(b) Our undertakings in paragraphs 2 to 5 shall survive the termination of this letter and continue for three years after termination, save that our undertakings in respect of your cell lines and antibody sequences shall continue without limit of time.
9. REMEDIES
We acknowledge that the Confidential Information is of value to you, that damages alone may not be an adequate remedy for a breach of this letter, and that you shall be entitled to apply for an injunction or an order for specific performance to restrain any threatened or continuing breach.
10. GOVERNING LAW AND JURISDICTION
This letter and any dispute or claim (including any non-contractual dispute or claim) arising out of or in connection with it shall be governed by the law of Northern Ireland, and the courts of Northern Ireland shall have exclusive jurisdiction to settle any such dispute or claim.
Please confirm your agreement to the terms of this letter by signing and returning the enclosed copy.
Yours faithfully
Conor McAteer
Managing Director, for and on behalf of Strangford Analytical Services Limited
We agree to the terms of this letter.
Signed by Dr Niamh Doherty, Chief Executive, for and on behalf of Foyle Biologics Limited, on 24 October 2024`,
    ],
    gold: {
      parties: names(
        [
          'We refer to our recent discussions with you, Foyle Biologics Limited (company number NI629540)',
          'we, Strangford Analytical Services Limited, give you the undertakings set out in this letter',
        ],
        'Foyle Biologics Limited',
        'Strangford Analytical Services Limited',
      ),
      mutual: no('This is a one-way arrangement: you will disclose Confidential Information and we will receive it, and nothing in this letter places any obligation of confidence on you.'),
      'disclosing-party': names('We refer to our recent discussions with you, Foyle Biologics Limited (company number NI629540)', 'Foyle Biologics Limited'),
      'receiving-party': names(
        'In consideration of your making Confidential Information available to us, we, Strangford Analytical Services Limited, give you the undertakings set out in this letter.',
        'Strangford Analytical Services Limited',
      ),
      date: [date('2024-10-21', '21 October 2024'), date('2024-10-24', 'for and on behalf of Foyle Biologics Limited, on 24 October 2024')],
      definition: text(
        '"Confidential Information" means all information relating to you, your business or the Project, including your cell lines, antibody sequences, formulations, batch records, standard operating procedures, supplier details and pricing',
        'cell lines',
      ),
      'oral-information': yes('whether in writing, in electronic form, orally or by allowing us to inspect your laboratories'),
      'marking-required': no('and whether or not it is marked as confidential'),
      exclusions: text([
        'The undertakings in paragraph 2 do not apply to any information which:',
        '(a) is or becomes generally available to the public, other than as a result of a breach of this letter;',
        '(b) we can show by our written records was in our possession before you disclosed it to us and was not obtained by us under an obligation of confidence;',
        '(c) we obtain from a third party who is not bound by any duty of confidence to you in respect of it; or',
        '(d) we can show was developed by our employees independently and without access to the Confidential Information.',
      ]),
      purpose: text('"Purpose" means assessing whether we are able to manufacture the FB-220 reagents to your specifications', 'FB-220'),
      'disclosure-to-employees': yes([
        '(b) not to disclose the Confidential Information to any person other than our Representatives',
        '"Representatives" means our directors and employees who need to know the Confidential Information for the Purpose',
      ]),
      'disclosure-to-advisers': [
        yes('(c) not to disclose Confidential Information to our professional advisers or to any subcontractor without your prior written consent', 'consent'),
        no('(c) not to disclose Confidential Information to our professional advisers or to any subcontractor without your prior written consent', 'consent'),
      ],
      'disclosure-to-affiliates': no('(d) not to disclose Confidential Information to any Group Company in any circumstances'),
      'recipients-bound': yes('and to be responsible for any failure by any of them to do so as if that failure were our own'),
      'compelled-disclosure': yes(
        '(a) We may disclose Confidential Information to the extent that we are required to do so by law, by the order of any court of competent jurisdiction, or by any regulatory body having authority over us',
      ),
      'compelled-disclosure-notice': yes('Before making any such disclosure we shall, unless prohibited by law, give you prompt written notice of the requirement', 'unless prohibited by law'),
      'return-or-destruction': yes(
        'Within ten working days of your written request, or immediately if we decide not to proceed with the Project, we shall at our option return to you or destroy all documents, samples and materials',
      ),
      'retained-copies': yes(
        '(b) Paragraph 5(a) does not require us to destroy or erase (i) Confidential Information held in electronic back-up files created automatically in the ordinary course of our business and not readily accessible to our staff, or (ii) one copy of any Confidential Information which we are required to keep to comply with any law or regulation or the requirements of our ISO 13485 certification, provided that any Confidential Information so retained shall remain subject to the undertakings in this letter',
        'remain subject to the undertakings',
      ),
      term: months(18, 'the date falling eighteen months after the date of this letter'),
      survival: years(3, 'shall survive the termination of this letter and continue for three years after termination'),
      'non-solicitation': no('Nothing in this letter shall prevent either of us from soliciting, engaging or employing any person employed by the other'),
      'no-licence': notFound,
      'no-warranty': notFound,
      remedies: yes('you shall be entitled to apply for an injunction or an order for specific performance to restrain any threatened or continuing breach'),
      'reverse-engineering': yes(
        '(f) not to analyse, sequence or reverse engineer any antibody, cell line, reagent or other sample which you provide to us, except to the extent that you have specifically requested us in writing to carry out a test on it',
        'specifically requested',
      ),
      notices: notFound,
      'governing-law': text('shall be governed by the law of Northern Ireland, and the courts of Northern Ireland shall have exclusive jurisdiction', 'Northern Ireland'),
    },
    own: [
      {
        id: 'own-accountants',
        text: 'Can Strangford show the batch records to its accountants?',
        gold: yes('(c) not to disclose Confidential Information to our professional advisers or to any subcontractor without your prior written consent', 'consent'),
      },
      {
        id: 'own-antibody-sequences',
        text: 'How long must Strangford keep the antibody sequences secret?',
        gold: text('save that our undertakings in respect of your cell lines and antibody sequences shall continue without limit of time', 'without limit of time'),
      },
      {
        id: 'own-foyle-bound',
        text: 'Does Foyle owe Strangford any duty to keep what Strangford tells it confidential?',
        gold: no('nothing in this letter places any obligation of confidence on you'),
      },
    ],
  },
  {
    id: 'calibration-employment-en-quayside-head-of-data',
    typeKey: 'employment-contract',
    region: 'EN',
    title: 'Contract of employment: Rachel Whitcombe, Head of Data Engineering',
    style: 'modern',
    pages: [
      `CONTRACT OF EMPLOYMENT
THIS AGREEMENT is dated 28 February 2025
PARTIES
(1) QUAYSIDE LEDGER TECHNOLOGIES LIMITED, a company incorporated in England and Wales with company number 12276543, whose registered office is at 3 Hardman Street, Spinningfields, Manchester M3 3HF (the "Company").
(2) RACHEL ANNE WHITCOMBE of 27 Beech Road, Chorlton, Manchester M21 9EQ (the "Employee").
AGREED TERMS
1. INTERPRETATION
1.1 The definitions in this clause apply in this agreement.
"Board": the board of directors of the Company, or any committee of it to which the board has delegated its powers.
"Commencement Date": 7 April 2025.
"Confidential Information": information in whatever form (including in written, oral, visual or electronic form) relating to the business, products, affairs and finances of the Company or any Group Company, including trade secrets, source code, algorithms, customer lists and pricing, which the Employee obtains in the course of the employment.
"Garden Leave": any period during which the Company has exercised its rights under clause 17.
"Group Company": the Company, any subsidiary or holding company of it from time to time, and any subsidiary of any such holding company.
"Staff Handbook": the Company's staff handbook as amended from time to time, published on the Company's intranet.
"Termination": the termination of the Employee's employment with the Company, however caused.
1.2 This agreement, together with the Staff Handbook, contains the written statement of employment particulars which the Company is required to give under Part I of the Employment Rights Act 1996.
2. TERM OF EMPLOYMENT
2.1 The employment shall begin on the Commencement Date and shall continue, subject to the remaining terms of this agreement, until terminated by either party giving the other written notice in accordance with clause 16.
2.2 No employment with a previous employer counts towards the Employee's period of continuous employment, which began on the Commencement Date.
2.3 The first six months of the employment shall be a probationary period. The Company may extend the probationary period by up to a further three months. During the probationary period either party may terminate the employment by giving one week's written notice.
2.4 The employment is conditional on the Employee having and keeping the right to work in the United Kingdom, and on the Company receiving satisfactory references and a basic disclosure certificate.`,
      `3. DUTIES
3.1 The Employee shall serve the Company as Head of Data Engineering, reporting to the Chief Technology Officer. Her principal duties are to lead the data engineering team, to design and maintain the Company's data platform and payment reconciliation pipelines, and to ensure that the Company's data systems meet the requirements of the Financial Conduct Authority.
3.2 The Employee shall perform such other duties consistent with her position as the Board may reasonably assign to her from time to time, including duties for any Group Company.
4. PLACE OF WORK
4.1 The Employee's normal place of work is the Company's office at 3 Hardman Street, Spinningfields, Manchester M3 3HF. Under the Company's hybrid working policy the Employee may work from home on up to two days a week.
4.2 The Company may require the Employee to work at the office of any Group Company in London or Leeds, and to travel within the United Kingdom and abroad, for the proper performance of her duties. The Employee shall not be required to work outside the United Kingdom for more than one month at a time.
5. HOURS OF WORK
5.1 The Employee's normal working hours are 9.00 am to 5.30 pm, Monday to Friday, with one hour for lunch, together with such additional hours as are necessary for the proper performance of her duties. The Employee shall not receive any further remuneration for hours worked in addition to her normal hours.
6. SALARY
6.1 The Employee's salary is £92,500 a year, which shall accrue from day to day and be payable monthly in arrears on or about the 25th day of each month by credit transfer into her bank account.
6.2 The salary shall be reviewed by the Remuneration Committee in April each year, the first review being in April 2026. The Company is under no obligation to increase the salary following a review.
7. BONUS
7.1 The Employee may participate in the Company's annual discretionary bonus scheme, with a target bonus of 15% of salary, subject to the rules of the scheme as amended from time to time. Any bonus is at the absolute discretion of the Remuneration Committee, and the payment of a bonus in one year gives no entitlement to a bonus in any later year.
7.2 The Employee shall not be eligible for a bonus if, on the payment date, she is under notice of termination (whether given or received) or on Garden Leave.
8. EXPENSES
8.1 The Company shall reimburse all reasonable expenses properly incurred by the Employee in the performance of her duties, subject to her producing receipts in accordance with the Company's expenses policy.
9. PENSION
9.1 The Company will enrol the Employee in the Quayside Ledger Group Personal Pension Plan, administered by Scottish Widows, which is a qualifying scheme for automatic enrolment purposes. The Company shall contribute 6% of the Employee's basic salary, provided that the Employee contributes at least 4%, which she may do by way of salary sacrifice.
10. HOLIDAYS
10.1 The Company's holiday year runs from 1 January to 31 December. The Employee shall be entitled to 27 working days' paid holiday in each holiday year in addition to the usual public holidays in England, rising by one day after five years' continuous service. In the holiday year in which the employment begins or ends, the entitlement shall be calculated pro rata.
10.2 Up to five days of unused holiday may be carried forward to the following holiday year with the approval of the Chief Technology Officer. Any other holiday not taken by the end of the holiday year shall be lost.`,
      `11. SICKNESS ABSENCE
11.1 If the Employee is absent through sickness or injury she shall notify her line manager by 9.30 am on the first day of absence and, for absences of more than seven days, provide a medical certificate.
11.2 Subject to her compliance with the Company's sickness absence procedure, the Employee shall be paid her full salary during sickness absence for up to 20 working days in any rolling period of 12 months, and thereafter statutory sick pay only, provided she qualifies for it. Company sick pay is inclusive of statutory sick pay.
12. CONFIDENTIAL INFORMATION
12.1 The Employee shall not, during the employment or at any time after Termination, use or disclose to any person any Confidential Information, except in the proper performance of her duties, as required by law, or in making a protected disclosure within the meaning of section 43A of the Employment Rights Act 1996.
13. INTELLECTUAL PROPERTY
13.1 All intellectual property rights in any software, code, data models, inventions or other works created by the Employee in the course of the employment shall belong absolutely to the Company, and the Employee waives all moral rights in any such works to the extent permitted by law.
14. OUTSIDE INTERESTS
14.1 During the employment the Employee shall not, without the prior written consent of the Board, be engaged or interested in any other business, save as the holder of not more than 3% of any class of listed securities.
15. DATA PROTECTION
15.1 The Company will process the Employee's personal data in accordance with its employee privacy notice, a copy of which has been provided to her.
16. TERMINATION AND NOTICE
16.1 After the end of the probationary period, the employment may be terminated by either party giving to the other not less than three months' written notice.
16.2 The Company may, in its sole and absolute discretion, terminate the employment at any time and with immediate effect by notifying the Employee that it is exercising its right under this clause and that it will make a payment in lieu of notice equal to the basic salary (excluding any bonus, benefits or holiday accrual) that she would have received during the notice period, or any remaining part of it.
16.3 The Company may terminate the employment with immediate effect, without notice and with no liability to make any further payment (other than in respect of amounts accrued at the date of Termination), if the Employee commits any act of gross misconduct or any serious or repeated breach of this agreement.
17. GARDEN LEAVE
17.1 Following service of notice to terminate the employment by either party, or if the Employee purports to terminate the employment in breach of contract, the Board may require the Employee to take Garden Leave for all or part of the remainder of the employment, provided that the period of Garden Leave shall not exceed three months.
17.2 During Garden Leave the Employee shall remain an employee of the Company, shall continue to receive her salary and contractual benefits, shall not attend her place of work or contact any client or employee of the Company, and shall remain available to perform any reasonable duties.
18. DISCIPLINARY AND GRIEVANCE PROCEDURES
18.1 The Company's disciplinary and grievance procedures are set out in the Staff Handbook. They do not form part of the Employee's contract of employment, and the Company may amend them at any time. If the Employee wishes to raise a grievance she should apply in writing to the Chief Technology Officer.
19. POST-TERMINATION RESTRICTIONS
19.1 In order to protect the Confidential Information, customer connections and workforce stability of the Company and each Group Company, the Employee agrees to the restrictions set out in the Schedule.
20. GOVERNING LAW AND JURISDICTION
20.1 This agreement and any dispute or claim (including non-contractual disputes or claims) arising out of or in connection with it or its subject matter or formation shall be governed by and construed in accordance with the law of England and Wales.
20.2 Each party irrevocably agrees that the courts of England and Wales shall have exclusive jurisdiction to settle any dispute or claim arising out of or in connection with this agreement, without prejudice to the jurisdiction of the employment tribunals.`,
      `SCHEDULE
RESTRICTIVE COVENANTS
1. In this Schedule:
"Restricted Business": the provision of open banking payment initiation, account information and payment reconciliation services, being those parts of the business of the Company with which the Employee was materially concerned in the 12 months before Termination.
"Restricted Customer": any person who was a customer of the Company at any time in the 12 months before Termination and with whom the Employee had material dealings in that period.
"Key Employee": any employee of the Company in a senior engineering or product role with whom the Employee worked in the 12 months before Termination.
2. The Employee shall not, for six months after Termination, in the United Kingdom and in competition with the Company, be engaged or concerned in any Restricted Business.
3. The Employee shall not, for twelve months after Termination, solicit or endeavour to entice away from the Company the business or custom of a Restricted Customer with a view to providing services to that Restricted Customer in competition with any Restricted Business.
4. The Employee shall not, for nine months after Termination, be involved with the provision of services to, or otherwise have any business dealings with, any Restricted Customer in the course of any Restricted Business.
5. The Employee shall not, for twelve months after Termination, solicit or induce or attempt to induce any Key Employee to leave the employment of the Company.
6. The periods in paragraphs 2 to 5 shall each be reduced by one day for each day during which, at the Company's direction, the Employee has been on Garden Leave.
7. Each restriction in this Schedule is separate and distinct, and if any of them is held to be unenforceable the others shall not be affected.
This agreement has been entered into on the date stated at the beginning of it.
Signed by Daniel Hartley, Chief Executive Officer, for and on behalf of QUAYSIDE LEDGER TECHNOLOGIES LIMITED
Signed by RACHEL ANNE WHITCOMBE`,
    ],
    gold: {
      employer: names('QUAYSIDE LEDGER TECHNOLOGIES LIMITED, a company incorporated in England and Wales with company number 12276543', 'Quayside Ledger Technologies Limited'),
      employee: names('RACHEL ANNE WHITCOMBE of 27 Beech Road, Chorlton, Manchester M21 9EQ', 'Rachel Anne Whitcombe'),
      'start-date': date('2025-04-07', '"Commencement Date": 7 April 2025.'),
      'continuous-employment': date('2025-04-07', [
        "No employment with a previous employer counts towards the Employee's period of continuous employment, which began on the Commencement Date.",
        '"Commencement Date": 7 April 2025.',
      ]),
      'job-title': text(
        "The Employee shall serve the Company as Head of Data Engineering, reporting to the Chief Technology Officer. Her principal duties are to lead the data engineering team, to design and maintain the Company's data platform",
        'Head of Data Engineering',
      ),
      'place-of-work': text("The Employee's normal place of work is the Company's office at 3 Hardman Street, Spinningfields, Manchester M3 3HF.", 'Hardman Street'),
      hours: text(
        "The Employee's normal working hours are 9.00 am to 5.30 pm, Monday to Friday, with one hour for lunch, together with such additional hours as are necessary for the proper performance of her duties. The Employee shall not receive any further remuneration for hours worked in addition to her normal hours.",
        'Monday to Friday',
      ),
      salary: gbp(92500, "The Employee's salary is £92,500 a year, which shall accrue from day to day and be payable monthly in arrears"),
      bonus: text(
        "The Employee may participate in the Company's annual discretionary bonus scheme, with a target bonus of 15% of salary, subject to the rules of the scheme as amended from time to time. Any bonus is at the absolute discretion of the Remuneration Committee",
        'discretionary',
      ),
      pension: text(
        'The Company will enrol the Employee in the Quayside Ledger Group Personal Pension Plan, administered by Scottish Widows, which is a qualifying scheme for automatic enrolment purposes.',
        'Group Personal Pension Plan',
      ),
      holiday: days(27, "The Employee shall be entitled to 27 working days' paid holiday in each holiday year in addition to the usual public holidays in England"),
      'sick-pay': text('the Employee shall be paid her full salary during sickness absence for up to 20 working days in any rolling period of 12 months, and thereafter statutory sick pay only', '20 working days'),
      probation: months(6, 'The first six months of the employment shall be a probationary period.'),
      notice: months(3, "the employment may be terminated by either party giving to the other not less than three months' written notice"),
      'payment-in-lieu': yes(
        'The Company may, in its sole and absolute discretion, terminate the employment at any time and with immediate effect by notifying the Employee that it is exercising its right under this clause and that it will make a payment in lieu of notice',
      ),
      'garden-leave': yes(
        'the Board may require the Employee to take Garden Leave for all or part of the remainder of the employment, provided that the period of Garden Leave shall not exceed three months',
        'three months',
      ),
      'restrictive-covenants': text([
        '2. The Employee shall not, for six months after Termination, in the United Kingdom and in competition with the Company, be engaged or concerned in any Restricted Business.',
        '3. The Employee shall not, for twelve months after Termination, solicit or endeavour to entice away from the Company the business or custom of a Restricted Customer',
        '4. The Employee shall not, for nine months after Termination, be involved with the provision of services to, or otherwise have any business dealings with, any Restricted Customer',
        '5. The Employee shall not, for twelve months after Termination, solicit or induce or attempt to induce any Key Employee to leave the employment of the Company.',
      ]),
      'confidentiality-and-ip': text([
        'The Employee shall not, during the employment or at any time after Termination, use or disclose to any person any Confidential Information',
        'All intellectual property rights in any software, code, data models, inventions or other works created by the Employee in the course of the employment shall belong absolutely to the Company',
      ]),
      'disciplinary-and-grievance': text(
        "The Company's disciplinary and grievance procedures are set out in the Staff Handbook. They do not form part of the Employee's contract of employment",
        'Staff Handbook',
      ),
      deductions: notFound,
      'collective-agreements': notFound,
      'governing-law': text(
        [
          'shall be governed by and construed in accordance with the law of England and Wales.',
          'Each party irrevocably agrees that the courts of England and Wales shall have exclusive jurisdiction to settle any dispute or claim arising out of or in connection with this agreement, without prejudice to the jurisdiction of the employment tribunals.',
        ],
        'England and Wales',
      ),
      'working-time-opt-out': notFound,
      'written-statement': yes(
        'This agreement, together with the Staff Handbook, contains the written statement of employment particulars which the Company is required to give under Part I of the Employment Rights Act 1996.',
      ),
    },
    own: [
      {
        id: 'own-overtime',
        text: 'Is she paid for the extra hours she works beyond 9 to 5.30?',
        gold: no('The Employee shall not receive any further remuneration for hours worked in addition to her normal hours.'),
      },
      {
        id: 'own-non-compete-length',
        text: 'How long is she barred from working for a competitor after she leaves?',
        gold: months(6, '2. The Employee shall not, for six months after Termination, in the United Kingdom and in competition with the Company, be engaged or concerned in any Restricted Business.'),
      },
      {
        id: 'own-garden-leave-set-off',
        text: 'Does time spent on garden leave count against the post-termination restrictions?',
        gold: yes("The periods in paragraphs 2 to 5 shall each be reduced by one day for each day during which, at the Company's direction, the Employee has been on Garden Leave."),
      },
    ],
  },
  {
    id: 'calibration-employment-ie-corrib-quality-engineer',
    typeKey: 'employment-contract',
    region: 'IE',
    title: 'Contract of employment: Aoife Brennan, Quality Engineer',
    style: 'deed',
    pages: [
      `CORRIB ORTHOPAEDIC DEVICES LIMITED
CONTRACT OF EMPLOYMENT
This contract of employment is made on 10 February 2025 between Corrib Orthopaedic Devices Limited, a company incorporated in Ireland with registered number 658213 and having its registered office at Unit 14, Ballybrit Business Park, Galway H91 P2XW (the "Company"), and Aoife Brennan of 6 Cnoc na Gréine, Oranmore, Co. Galway H91 K8T2 (referred to in this contract as "you").
This contract, together with the Employee Handbook, sets out the core terms of your employment required by section 3(1A) of the Terms of Employment (Information) Act 1994, as amended by the European Union (Transparent and Predictable Working Conditions) Regulations 2022, and the further particulars required by section 3(1) of that Act.
1. COMMENCEMENT AND CONTINUOUS SERVICE
1.1 Your employment under this contract will commence on 3 March 2025.
1.2 Your previous employment with Corrib Medical Holdings Limited, an associated company of the Company, will count towards your continuous service, which accordingly began on 15 June 2021.
1.3 Your employment is subject to your having and retaining the right to work in Ireland, and to the Company's receipt of two satisfactory references.
2. JOB TITLE AND DUTIES
2.1 You are employed as a Quality Engineer and will report to the Quality Manager. Your main duties are to maintain the Company's quality management system in accordance with ISO 13485 and the EU Medical Device Regulation, to lead investigations of non-conformances and customer complaints, and to validate manufacturing processes, together with such other duties as the Company may reasonably assign to you.
2.2 The Company will provide, free of charge, any training which it is required by law to provide to enable you to carry out your work, and that training will count as working time.
3. PLACE OF WORK
3.1 Your place of work is the Company's manufacturing facility at Unit 14, Ballybrit Business Park, Galway H91 P2XW. You may be required to work for periods of up to two weeks at a time at the Company's sterilisation facility in Athlone, Co. Westmeath, and to visit suppliers' premises in Ireland and abroad.
4. HOURS OF WORK
4.1 Your normal working hours are 39 hours per week, worked from 8.00 am to 4.30 pm Monday to Thursday and from 8.00 am to 3.30 pm on Friday, with an unpaid break of 30 minutes each day.
4.2 Overtime is paid at time and a half for hours worked in excess of 39 in any week, provided it has been approved in advance by the Quality Manager.
4.3 You will not be required to work more than an average of 48 hours a week, calculated in accordance with the Organisation of Working Time Act 1997.`,
      `5. REMUNERATION
5.1 Your salary is €58,000 per annum, payable monthly in arrears by credit transfer on the 25th day of each month, or on the preceding working day if the 25th is not a working day.
5.2 Your salary will be reviewed annually in January. Any increase is at the discretion of the Company.
5.3 In accordance with section 5 of the Payment of Wages Act 1991, you agree that the Company may deduct from your wages any overpayment of wages or expenses, any outstanding loan or advance, and the value of any Company property not returned at the end of your employment.
6. PENSION
6.1 You will be eligible to join the Corrib Orthopaedic Staff Pension Scheme, a defined contribution occupational pension scheme, on completing your probationary period. If you join, the Company will match your contributions up to 5% of your basic salary.
6.2 If you are not a member of that scheme, you may be enrolled automatically in the national automatic enrolment retirement savings system under the Automatic Enrolment Retirement Savings System Act 2024 once that system applies to you.
7. ANNUAL LEAVE AND PUBLIC HOLIDAYS
7.1 You are entitled to 23 days' paid annual leave in each leave year, which runs from 1 January to 31 December. In addition, you are entitled to the public holidays provided for in the Organisation of Working Time Act 1997, of which there are currently ten in each year.
7.2 Annual leave must be agreed in advance with your manager, and up to five days of unused annual leave may be carried over into the first three months of the next leave year.
8. SICKNESS ABSENCE
8.1 If you are unable to attend work through illness or injury, you must notify your manager by 9.00 am on the first day of absence and provide a medical certificate for any absence of more than two consecutive days.
8.2 You are entitled to statutory sick leave under the Sick Leave Act 2022, currently five days in any period of twelve months, paid at 70% of your normal wage subject to the daily maximum prescribed under that Act.
8.3 In addition, after completing your probationary period, the Company will pay your full basic salary, less any Illness Benefit paid to you by the Department of Social Protection, for up to 15 working days of certified sickness absence in any calendar year, inclusive of statutory sick leave.
9. PROBATION
9.1 The first six months of your employment will be a probationary period, during which your performance and suitability will be assessed. In exceptional circumstances, where it is in your interests, the Company may extend the probationary period, but not so that it exceeds twelve months in total.
9.2 During the probationary period either you or the Company may terminate your employment by giving one week's written notice.`,
      `10. TERMINATION
10.1 After the end of your probationary period, you must give the Company one month's written notice to resign, and the Company will give you one month's written notice or, if greater, the minimum notice required by the Minimum Notice and Terms of Employment Acts 1973 to 2005.
10.2 The Company may, at its discretion, pay you your basic salary in lieu of all or any part of your notice period.
10.3 Nothing in this contract prevents the Company from terminating your employment without notice in a case of gross misconduct.
11. CONFIDENTIALITY AND INTELLECTUAL PROPERTY
11.1 You must not, during or after your employment, disclose to any person any confidential information about the Company's products, designs, processes, customers or suppliers, except as required by law or in making a protected disclosure under the Protected Disclosures Act 2014. All inventions, designs, software and other work which you produce in the course of your employment, and all intellectual property rights in them, belong to the Company.
12. DISCIPLINARY AND GRIEVANCE PROCEDURES
12.1 The Company's grievance and disciplinary procedures, which follow the Code of Practice on Grievance and Disciplinary Procedures (S.I. No. 146 of 2000), are set out in the Employee Handbook. The procedures do not form part of this contract.
13. COLLECTIVE AGREEMENTS
13.1 Your terms and conditions of employment are not affected by any collective agreement, and the Company does not recognise a trade union for collective bargaining purposes.
14. DATA PROTECTION
14.1 The Company will process your personal data in accordance with its Employee Privacy Notice and the Data Protection Acts 1988 to 2018.
15. GOVERNING LAW
15.1 This contract is governed by the laws of Ireland. Any dispute concerning your statutory employment rights may be referred to the Workplace Relations Commission, and the courts of Ireland shall have exclusive jurisdiction over any other dispute arising out of this contract.
Signed for and on behalf of Corrib Orthopaedic Devices Limited: Ciarán Fahy, HR Director, 10 February 2025
I confirm that I have received a copy of this contract and of the Employee Handbook, and I accept the terms set out above.
Signed: Aoife Brennan, 14 February 2025`,
    ],
    gold: {
      employer: names('between Corrib Orthopaedic Devices Limited, a company incorporated in Ireland with registered number 658213', 'Corrib Orthopaedic Devices Limited'),
      employee: names('and Aoife Brennan of 6 Cnoc na Gréine, Oranmore, Co. Galway H91 K8T2', 'Aoife Brennan'),
      'start-date': date('2025-03-03', 'Your employment under this contract will commence on 3 March 2025.'),
      'continuous-employment': date(
        '2021-06-15',
        'Your previous employment with Corrib Medical Holdings Limited, an associated company of the Company, will count towards your continuous service, which accordingly began on 15 June 2021.',
      ),
      'job-title': text(
        "You are employed as a Quality Engineer and will report to the Quality Manager. Your main duties are to maintain the Company's quality management system in accordance with ISO 13485",
        'Quality Engineer',
      ),
      'place-of-work': text("Your place of work is the Company's manufacturing facility at Unit 14, Ballybrit Business Park, Galway H91 P2XW.", 'Ballybrit'),
      hours: text(
        [
          'Your normal working hours are 39 hours per week, worked from 8.00 am to 4.30 pm Monday to Thursday and from 8.00 am to 3.30 pm on Friday',
          'Overtime is paid at time and a half for hours worked in excess of 39 in any week',
        ],
        '39',
      ),
      salary: eur(58000, 'Your salary is €58,000 per annum, payable monthly in arrears by credit transfer on the 25th day of each month'),
      bonus: notFound,
      pension: text(
        'You will be eligible to join the Corrib Orthopaedic Staff Pension Scheme, a defined contribution occupational pension scheme, on completing your probationary period. If you join, the Company will match your contributions up to 5% of your basic salary.',
        'Staff Pension Scheme',
      ),
      holiday: days(23, "You are entitled to 23 days' paid annual leave in each leave year, which runs from 1 January to 31 December."),
      'sick-pay': text([
        'You are entitled to statutory sick leave under the Sick Leave Act 2022, currently five days in any period of twelve months, paid at 70% of your normal wage',
        'after completing your probationary period, the Company will pay your full basic salary, less any Illness Benefit paid to you by the Department of Social Protection, for up to 15 working days of certified sickness absence in any calendar year',
      ]),
      probation: months(6, 'The first six months of your employment will be a probationary period'),
      notice: months(1, "you must give the Company one month's written notice to resign, and the Company will give you one month's written notice"),
      'payment-in-lieu': yes('The Company may, at its discretion, pay you your basic salary in lieu of all or any part of your notice period.'),
      'garden-leave': notFound,
      'restrictive-covenants': notFound,
      'confidentiality-and-ip': text([
        "You must not, during or after your employment, disclose to any person any confidential information about the Company's products, designs, processes, customers or suppliers",
        'All inventions, designs, software and other work which you produce in the course of your employment, and all intellectual property rights in them, belong to the Company.',
      ]),
      'disciplinary-and-grievance': text('are set out in the Employee Handbook. The procedures do not form part of this contract.', 'Employee Handbook'),
      deductions: yes('you agree that the Company may deduct from your wages any overpayment of wages or expenses, any outstanding loan or advance'),
      'collective-agreements': no('Your terms and conditions of employment are not affected by any collective agreement'),
      'governing-law': text(
        'This contract is governed by the laws of Ireland. Any dispute concerning your statutory employment rights may be referred to the Workplace Relations Commission, and the courts of Ireland shall have exclusive jurisdiction',
        'laws of Ireland',
      ),
      'core-terms-ireland': yes('sets out the core terms of your employment required by section 3(1A) of the Terms of Employment (Information) Act 1994'),
    },
    own: [
      {
        id: 'own-probation-extension',
        text: 'Can the company keep her on probation for longer than six months?',
        gold: yes(
          'In exceptional circumstances, where it is in your interests, the Company may extend the probationary period, but not so that it exceeds twelve months in total.',
          'exceptional circumstances',
        ),
      },
      {
        id: 'own-sick-pay-probation',
        text: 'If she is off sick while still on probation, does the company pay her full salary?',
        gold: no('In addition, after completing your probationary period, the Company will pay your full basic salary'),
      },
      {
        id: 'own-athlone',
        text: 'For how long at a stretch can she be sent to work in Athlone?',
        gold: weeks(2, "You may be required to work for periods of up to two weeks at a time at the Company's sterilisation facility in Athlone"),
      },
    ],
  },
  {
    id: 'calibration-services-en-arcticore-refrigeration',
    typeKey: 'commercial-contract',
    region: 'EN',
    title: 'Refrigeration plant maintenance services agreement: Fenwold Park',
    style: 'modern',
    pages: [
      `REFRIGERATION PLANT MAINTENANCE SERVICES AGREEMENT
This Refrigeration Plant Maintenance Services Agreement is dated 24 June 2025 and is made between the Customer and the Supplier named in the Key Details below.
KEY DETAILS
Customer\tFENWOLD CHILLED DISTRIBUTION LIMITED, a company registered in England and Wales with company number 05318846, whose registered office is at Fenwold Park, Lincoln Road, Newark NG24 2DZ
Supplier\tARCTICORE ENGINEERING SERVICES LIMITED, a company registered in England and Wales with company number 10744129, whose registered office is at Unit 3, Tinsley Park Close, Sheffield S9 5DE
Site\tThe Fenwold Park distribution centre, Lincoln Road, Newark NG24 2DZ
Equipment\tThe ammonia and carbon dioxide refrigeration plant, evaporators, condensers, blast freezers, plant controls and leak detection systems at the Site, as listed in the asset register in Schedule 1
Commencement Date\t1 August 2025
Initial Term\tThree years from the Commencement Date, ending on 31 July 2028
Renewal\tAutomatic renewal for successive Extended Terms of twelve months each, unless notice of non-renewal is given under clause 3.2
Annual Maintenance Charge\t£86,400 (exclusive of VAT), payable quarterly in advance in four equal instalments of £21,600
Reactive Rates\tAs set out in Part B of Schedule 2
Payment Terms\tWithin 45 days of the date of a valid invoice
Liability Cap\tAs set out in clause 12
Customer Representative\tSite Engineering Manager, Fenwold Park
Supplier Representative\tContracts Manager, Arcticore Engineering Services Limited
This agreement consists of these Key Details, the Conditions and the Schedules. If there is any inconsistency between them, the Key Details shall prevail over the Conditions, and the Conditions over the Schedules.
Signed for and on behalf of FENWOLD CHILLED DISTRIBUTION LIMITED by Gemma Thorpe, Finance Director
Signed for and on behalf of ARCTICORE ENGINEERING SERVICES LIMITED by Marcus Ellery, Managing Director`,
      `CONDITIONS
1. DEFINITIONS AND INTERPRETATION
1.1 In these Conditions the following definitions apply, and expressions defined in the Key Details have the meanings given to them there.
Business Day: a day other than a Saturday, Sunday or public holiday in England.
Change of Control: a change of control within the meaning of section 1124 of the Corporation Tax Act 2010.
Contract Year: each period of twelve months beginning on the Commencement Date or on an anniversary of it.
Critical Fault: a fault in the Equipment which causes, or is likely within four hours to cause, the temperature in any frozen chamber to rise above minus 18°C or in any chilled chamber to rise above plus 5°C.
Extended Term: each period of twelve months for which this agreement renews under clause 3.2.
Good Industry Practice: the skill, care, prudence and foresight which would reasonably be expected of a skilled and experienced refrigeration contractor, including compliance with the fluorinated gases and pressure systems legislation in force in Great Britain.
Group: in relation to a company, that company, any subsidiary or holding company of it from time to time, and any subsidiary from time to time of such a holding company.
Services: the planned preventive maintenance, reactive maintenance, statutory inspections, leak checks and emergency call-out services described in Schedule 1.
Service Levels: the service levels set out in Part A of Schedule 3.
2. SERVICES
2.1 The Supplier shall provide the Services from the Commencement Date in accordance with this agreement, Good Industry Practice and all applicable laws, and shall keep the Equipment in good working order.
2.2 The Supplier shall keep at the Site, during the Customer's operating hours, two resident refrigeration engineers holding current F-gas certification, and shall provide 24-hour emergency cover at all other times.
3. TERM
3.1 This agreement shall come into force on the Commencement Date and, unless terminated earlier in accordance with clause 13 or clause 14, shall continue for the Initial Term.
3.2 This agreement shall automatically renew at the end of the Initial Term, and at the end of each Extended Term, for an Extended Term of twelve months, unless either party gives the other written notice of non-renewal not less than three months before the end of the Initial Term or the then current Extended Term.
4. CHARGES AND PAYMENT
4.1 In consideration of the provision of the Services, the Customer shall pay the Annual Maintenance Charge, together with the charges for reactive call-outs and parts at the rates set out in Schedule 2.
4.2 With effect from each anniversary of the Commencement Date the Supplier may increase the Annual Maintenance Charge and the Reactive Rates by written notice given not less than 60 days before that anniversary, by no more than the percentage increase in the Consumer Prices Index published by the Office for National Statistics over the twelve months ending on the preceding 30 April.
4.3 The Customer shall pay each valid and undisputed invoice within 45 days of its date. If the Customer fails to pay any sum by its due date, it shall pay interest on that sum at 4% a year above the Bank of England base rate from the due date until payment.
4.4 The Customer does not commit to request any minimum number of reactive call-outs or to purchase any minimum quantity of spare parts or refrigerant from the Supplier.
5. SERVICE LEVELS AND SERVICE CREDITS
5.1 The Supplier shall meet or exceed the Service Levels. If it fails to do so, the Service Credits set out in Part B of Schedule 3 shall be deducted from the next quarterly invoice.
5.2 Service Credits are a price adjustment reflecting the reduced value of the Services, and are without prejudice to the Customer's right to claim damages or to terminate for material breach, save that any damages shall be reduced by the Service Credits paid for the same failure.
6. CUSTOMER OBLIGATIONS
6.1 The Customer shall give the Supplier's engineers safe access to the Site and the Equipment, and shall provide them with a secure store for tools and spare parts and with welfare facilities.
7. ASSIGNMENT AND SUBCONTRACTING
7.1 Neither party may assign, transfer or charge any of its rights or obligations under this agreement without the prior written consent of the other party, such consent not to be unreasonably withheld, save that the Customer may assign this agreement to any member of its Group by written notice to the Supplier.
7.2 The Supplier shall not subcontract the performance of any of the Services without the Customer's prior written consent.`,
      `8. INTELLECTUAL PROPERTY
8.1 All intellectual property rights in the Supplier's maintenance procedures, method statements, diagnostic software and other materials existing before the Commencement Date or developed independently of this agreement shall remain the property of the Supplier.
8.2 The asset register, maintenance logs, leak-check records and reports created by the Supplier for the Equipment under this agreement, and all intellectual property rights in them, shall belong to the Customer on their creation. The Supplier grants the Customer a perpetual, royalty-free, non-exclusive licence to use any of the Supplier's materials incorporated in them for the purpose of operating and maintaining the Equipment.
9. PERSONAL DATA
9.1 The parties do not intend that the Supplier will process any personal data on behalf of the Customer under this agreement, and this agreement contains no terms for such processing. Before any such processing begins, the parties shall agree in writing terms complying with Article 28 of the UK GDPR.
10. CONFIDENTIALITY
10.1 Each party shall keep confidential all information concerning the business and affairs of the other which it receives under or in connection with this agreement, and shall use it only for the purposes of this agreement, save as required by law or by any regulator.
11. INSURANCE
11.1 The Supplier shall maintain in force, with reputable insurers, employer's liability insurance of not less than £10,000,000 for any one occurrence, public and products liability insurance of not less than £10,000,000 for any one occurrence, and professional indemnity insurance of not less than £2,000,000 for each and every claim, and shall produce evidence of that insurance to the Customer on request.
12. LIMITATION OF LIABILITY
12.1 Nothing in this agreement limits or excludes either party's liability for death or personal injury caused by its negligence, for fraud or fraudulent misrepresentation, or for any other liability which cannot lawfully be limited or excluded.
12.2 Subject to clauses 12.1 and 12.4, neither party shall be liable to the other, whether in contract, tort (including negligence), breach of statutory duty or otherwise, for any loss of profit, loss of business, loss of goodwill or any indirect or consequential loss.
12.3 Subject to clauses 12.1 and 12.4, each party's total aggregate liability arising under or in connection with this agreement in each Contract Year shall not exceed £600,000.
12.4 The Supplier shall be liable for loss of or damage to the Customer's stock at the Site caused by the Supplier's breach of this agreement or negligence, up to £1,500,000 for any one event, and that liability shall be in addition to the limit in clause 12.3.
13. CHANGE OF CONTROL
13.1 The Supplier shall notify the Customer in writing within ten Business Days after any Change of Control of the Supplier. The Customer may, within three months after receiving that notice, terminate this agreement by giving the Supplier not less than 30 days' written notice.
14. TERMINATION
14.1 Either party may terminate this agreement with immediate effect by written notice to the other if the other party (a) commits a material breach of this agreement which is irremediable or, if remediable, fails to remedy it within 30 days of being notified in writing to do so; (b) is unable to pay its debts within the meaning of section 123 of the Insolvency Act 1986, has an administrator, receiver or liquidator appointed, or enters into any composition with its creditors; or (c) ceases or threatens to cease to carry on business.
14.2 The Customer may terminate this agreement for convenience at any time after 31 July 2026 by giving the Supplier not less than six months' written notice, and shall then pay the Supplier the unamortised cost of the installation works set out in Part C of Schedule 2. The Supplier may not terminate this agreement for convenience.
14.3 The Supplier may terminate this agreement by giving not less than 30 days' written notice if the Customer fails to pay any undisputed sum within 60 days after its due date.`,
      `15. EXIT AND EMPLOYEES
15.1 On the expiry or termination of this agreement the Supplier shall deliver to the Customer the up-to-date asset register, maintenance logs and leak-check records for the Equipment, and shall, for up to one month and at the Reactive Rates, give such assistance as the Customer reasonably requests to hand over the Services to the Customer or a replacement contractor.
15.2 The parties acknowledge that the expiry or termination of this agreement may be a relevant transfer under the Transfer of Undertakings (Protection of Employment) Regulations 2006, so that the employment of the Supplier's resident engineers at the Site transfers to the Customer or a replacement contractor. Not less than three months before expiry, or within ten Business Days after notice of termination, the Supplier shall provide the employee liability information required by those Regulations, and the Supplier shall indemnify the Customer and any replacement contractor against all liabilities arising from the employment of any such engineer before the transfer.
16. DISPUTE RESOLUTION
16.1 If any dispute arises in connection with this agreement, the Customer Representative and the Supplier Representative shall meet within ten Business Days to try to resolve it, and if it is not resolved within a further ten Business Days it shall be referred to a director of each party.
16.2 Any dispute as to whether the Equipment has been maintained in accordance with Good Industry Practice, or whether a Service Level has been met, may be referred by either party to an independent expert, who shall be a chartered engineer and Fellow of the Institute of Refrigeration agreed by the parties or, failing agreement, nominated by the President of that Institute. The expert shall act as an expert and not as an arbitrator, and his or her decision shall be final and binding in the absence of manifest error.
17. GENERAL
17.1 This agreement constitutes the entire agreement between the parties relating to its subject matter. No variation of it shall be effective unless it is in writing and signed by or on behalf of each party.
17.2 A person who is not a party to this agreement shall have no right under the Contracts (Rights of Third Parties) Act 1999 to enforce any of its terms, save that a replacement contractor may enforce clause 15.2.
17.3 Any notice under this agreement shall be in writing and delivered by hand or sent by pre-paid first-class post or recorded delivery to the registered office of the other party. A notice sent by email shall not be valid.
18. GOVERNING LAW
18.1 This agreement and any dispute or claim (including non-contractual disputes or claims) arising out of or in connection with it or its subject matter or formation shall be governed by and construed in accordance with the law of England and Wales.
19. JURISDICTION
19.1 Subject to clause 16.2, each party irrevocably agrees that the courts of England and Wales shall have exclusive jurisdiction to settle any dispute or claim arising out of or in connection with this agreement or its subject matter or formation.`,
      `SCHEDULE 1: THE SERVICES
Planned preventive maintenance: quarterly inspection and servicing of all compressors, condensers, evaporators, valves and plant controls, in accordance with the manufacturers' recommendations and the planned maintenance schedule agreed at the start of each Contract Year.
Statutory inspections: annual calibration of the ammonia leak detection system, leak checks of all equipment containing fluorinated greenhouse gases at the intervals required by law, and arranging the periodic examination of the pressure systems by a competent person.
Reactive maintenance: attendance on Site and repair of faults in the Equipment, 24 hours a day and 365 days a year.
SCHEDULE 2: CHARGES
Part A: The Annual Maintenance Charge covers all labour for planned preventive maintenance and statutory inspections, the resident engineers and consumables up to £5,000 in each Contract Year.
Part B: Reactive Rates (for work outside the resident engineers' hours)
Engineer, Monday to Friday 7.00 am to 6.00 pm\t£78 an hour
Engineer, at all other times\t£117 an hour
Spare parts and refrigerant\tNet cost plus 12%
Part C: Installation works: the installation by the Supplier of the remote temperature monitoring system at the Site, at a cost of £24,000, amortised on a straight-line basis over the Initial Term.
SCHEDULE 3: SERVICE LEVELS AND SERVICE CREDITS
Part A: Service Levels
Critical Fault\tEngineer on Site within 4 hours of notification, 24 hours a day; temporary repair restoring safe temperatures within 8 hours of notification
Urgent Fault\tEngineer on Site within 8 hours of notification on a Business Day
Routine Fault\tAttendance by the end of the next Business Day
Planned maintenance\t100% of scheduled visits completed in the month in which they fall due
Part B: Service Credits
For each Critical Fault attendance later than 4 hours, 2% of the quarterly instalment of the Annual Maintenance Charge; for each Urgent Fault attendance later than 8 hours, 1% of that instalment. Service Credits in any quarter shall not exceed 20% of the quarterly instalment.`,
    ],
    gold: {
      'document-name': text(
        ['REFRIGERATION PLANT MAINTENANCE SERVICES AGREEMENT', 'This Refrigeration Plant Maintenance Services Agreement is dated 24 June 2025'],
        'Maintenance Services Agreement',
      ),
      parties: names(
        [
          'Customer FENWOLD CHILLED DISTRIBUTION LIMITED, a company registered in England and Wales with company number 05318846',
          'Supplier ARCTICORE ENGINEERING SERVICES LIMITED, a company registered in England and Wales with company number 10744129',
        ],
        'Fenwold Chilled Distribution Limited',
        'Arcticore Engineering Services Limited',
      ),
      'agreement-date': date('2025-06-24', 'This Refrigeration Plant Maintenance Services Agreement is dated 24 June 2025'),
      'effective-date': date('2025-08-01', 'Commencement Date 1 August 2025'),
      'expiration-date': date('2028-07-31', 'Initial Term Three years from the Commencement Date, ending on 31 July 2028'),
      'renewal-term': months(12, [
        'This agreement shall automatically renew at the end of the Initial Term, and at the end of each Extended Term, for an Extended Term of twelve months',
        'Renewal Automatic renewal for successive Extended Terms of twelve months each',
      ]),
      'notice-to-terminate-renewal': months(3, 'unless either party gives the other written notice of non-renewal not less than three months before the end of the Initial Term or the then current Extended Term'),
      'termination-for-convenience': yes(
        "The Customer may terminate this agreement for convenience at any time after 31 July 2026 by giving the Supplier not less than six months' written notice",
        'Customer',
        'six months',
      ),
      'termination-rights': text([
        'Either party may terminate this agreement with immediate effect by written notice to the other if the other party (a) commits a material breach of this agreement which is irremediable or, if remediable, fails to remedy it within 30 days of being notified in writing to do so; (b) is unable to pay its debts within the meaning of section 123 of the Insolvency Act 1986',
        "The Supplier may terminate this agreement by giving not less than 30 days' written notice if the Customer fails to pay any undisputed sum within 60 days after its due date.",
      ]),
      'change-of-control': yes([
        'The Supplier shall notify the Customer in writing within ten Business Days after any Change of Control of the Supplier.',
        "The Customer may, within three months after receiving that notice, terminate this agreement by giving the Supplier not less than 30 days' written notice.",
      ]),
      assignment: no(
        'Neither party may assign, transfer or charge any of its rights or obligations under this agreement without the prior written consent of the other party, such consent not to be unreasonably withheld, save that the Customer may assign this agreement to any member of its Group by written notice to the Supplier.',
        'member of its Group',
      ),
      exclusivity: notFound,
      'non-compete': notFound,
      'liability-cap': gbp(600000, "each party's total aggregate liability arising under or in connection with this agreement in each Contract Year shall not exceed £600,000"),
      'uncapped-liabilities': text([
        "Nothing in this agreement limits or excludes either party's liability for death or personal injury caused by its negligence, for fraud or fraudulent misrepresentation",
        'neither party shall be liable to the other, whether in contract, tort (including negligence), breach of statutory duty or otherwise, for any loss of profit, loss of business, loss of goodwill or any indirect or consequential loss',
      ]),
      charges: gbp(86400, 'Annual Maintenance Charge £86,400 (exclusive of VAT), payable quarterly in advance in four equal instalments of £21,600'),
      'payment-terms': days(45, ['The Customer shall pay each valid and undisputed invoice within 45 days of its date.', 'Payment Terms Within 45 days of the date of a valid invoice']),
      'minimum-commitment': no(
        'The Customer does not commit to request any minimum number of reactive call-outs or to purchase any minimum quantity of spare parts or refrigerant from the Supplier.',
      ),
      'service-levels': text([
        'Critical Fault Engineer on Site within 4 hours of notification, 24 hours a day',
        'Urgent Fault Engineer on Site within 8 hours of notification on a Business Day',
        'For each Critical Fault attendance later than 4 hours, 2% of the quarterly instalment of the Annual Maintenance Charge',
        'If it fails to do so, the Service Credits set out in Part B of Schedule 3 shall be deducted from the next quarterly invoice.',
      ]),
      'intellectual-property': text([
        "All intellectual property rights in the Supplier's maintenance procedures, method statements, diagnostic software and other materials existing before the Commencement Date or developed independently of this agreement shall remain the property of the Supplier.",
        'The asset register, maintenance logs, leak-check records and reports created by the Supplier for the Equipment under this agreement, and all intellectual property rights in them, shall belong to the Customer on their creation.',
      ]),
      'data-protection': no(
        'The parties do not intend that the Supplier will process any personal data on behalf of the Customer under this agreement, and this agreement contains no terms for such processing.',
      ),
      'audit-rights': notFound,
      insurance: text(
        "employer's liability insurance of not less than £10,000,000 for any one occurrence, public and products liability insurance of not less than £10,000,000 for any one occurrence, and professional indemnity insurance of not less than £2,000,000",
        'professional indemnity',
      ),
      'exit-and-employees': text([
        'On the expiry or termination of this agreement the Supplier shall deliver to the Customer the up-to-date asset register, maintenance logs and leak-check records for the Equipment',
        "The parties acknowledge that the expiry or termination of this agreement may be a relevant transfer under the Transfer of Undertakings (Protection of Employment) Regulations 2006, so that the employment of the Supplier's resident engineers at the Site transfers to the Customer or a replacement contractor.",
      ]),
      'governing-law': text(
        [
          'shall be governed by and construed in accordance with the law of England and Wales.',
          'each party irrevocably agrees that the courts of England and Wales shall have exclusive jurisdiction to settle any dispute or claim',
        ],
        'England and Wales',
      ),
    },
    own: [
      {
        id: 'own-stock-loss',
        text: 'If the plant fails and the frozen stock is ruined, how much can Fenwold recover from Arcticore?',
        gold: gbp(1500000, "The Supplier shall be liable for loss of or damage to the Customer's stock at the Site caused by the Supplier's breach of this agreement or negligence, up to £1,500,000 for any one event"),
      },
      {
        id: 'own-critical-attendance',
        text: 'How quickly must an engineer be on site when the freezers fail?',
        gold: text('Critical Fault Engineer on Site within 4 hours of notification, 24 hours a day', '4 hours'),
      },
      {
        id: 'own-supplier-walk-away',
        text: 'Can Arcticore walk away from the contract early without a reason?',
        gold: no('The Supplier may not terminate this agreement for convenience.'),
      },
    ],
  },
];
