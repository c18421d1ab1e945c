import type { SourceFileType } from './source-file-types.ts';
import { formatByteSize } from './format-byte-size.ts';

/** An answer the engine would not assert: it found the passage, which the lawyer checks. */
const NEEDS_REVIEW = 'Needs review';

/** Where a passage stands: its page, and its clause where the document numbers it (a citation is one). */
interface PassagePlace {
  page: number;
  clause?: string | undefined;
}

/**
 * What an answer needing review offers instead of an answer: the passage, by its clause and page where the document
 * numbers it ("Clause 7.2 (page 4) deals with this"), else by its page.
 */
const passageToCheck = ({ page, clause }: PassagePlace) => `${clause ? `${clause} (page ${page})` : `Page ${page}`} deals with this: check the passage`;

/**
 * What a case document may be, as the refusal of any other kind puts it: the same words as the document workers'
 * (packages/engine's ingestion errors end with it), so a file refused in the browser and one refused by the server
 * read alike.
 */
export const DOCUMENT_KINDS_ADVICE = 'Upload a PDF, a Word document (.docx), a scan as PNG, JPEG or TIFF, or an email (.eml or .msg).';

/**
 * Every user-facing sentence in one place, so the server and the web app say the same words.
 * The spec's messages (§8) are quoted exactly, punctuation included.
 */
export const MESSAGES = {
  global: {
    badRequest: 'Bad Request',
    serverError: 'Internal Server Error',
    unauthenticated: 'Unauthenticated.',
    forbidden: 'This action is unauthorized.',
    notFound: 'Not Found',
    /** When the server gave no message of its own; a server's 429 names its wait (tooManyRequestsFor). */
    tooManyRequests: 'Too many attempts. Please try again later.',
    /** Agrees with the Retry-After header it is sent with: the wait rounded up to whole minutes. */
    tooManyRequestsFor: (retryAfterSeconds: number) => {
      const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
      return `Too many attempts. Please try again in ${minutes === 1 ? 'a minute' : `${minutes} minutes`}.`;
    },
    validationFailed: 'The given data was invalid.',
    networkError: 'Could not reach the server. Check your connection and try again.',
  },
  auth: {
    loggedIn: 'Logged in successfully',
    registered: 'Registered successfully',
    loggedOut: 'Logged out successfully',
    invalidCredentials: 'These credentials do not match our records.',
    emailTaken: 'The email has already been taken.',
    resetLinkSent: 'Password reset link sent.',
    resetLinkSentServer: 'If that email is registered, we have sent a password reset link.',
    passwordReset: 'Password has been reset successfully. You can now login.',
    invalidResetToken: 'This password reset token is invalid or has expired.',
    genericError: 'An error occurred.',
    verificationSent: 'Verification email sent!',
    verificationFailed: 'Failed to send verification email.',
    alreadyVerified: 'Your email address is already verified.',
    emailVerified: 'Your email address has been verified.',
    invalidVerificationLink: 'This verification link is invalid or has expired.',
    /** Told only to someone who gave the account's right password, so it reveals nothing a guess could learn. */
    accountDisabled: 'This account has been disabled. Ask an administrator of your firm to enable it.',
    currentPasswordIncorrect: 'The current password is incorrect.',
    passwordChanged: 'Your password has been changed. You have been logged out on your other devices.',
  },
  /** Signing in through the firm's identity provider (issue 32). */
  sso: {
    button: 'Sign in with your firm’s account',
    /** A password login refused because the firm signs in through its provider. */
    required: 'Your firm signs in with its own account. Use “Sign in with your firm’s account”.',
    failed: 'We could not sign you in with your firm’s account. Please try again.',
    unverified: 'Your firm’s account has not verified your email address, so it cannot sign you in here. Ask your firm’s IT team.',
    domain: 'Your email address is not one that signs in with a firm’s account here. Sign in with your email and password.',
    expired: 'That sign-in has expired or has already been used. Please sign in again.',
    notConfigured: 'Single sign-on is not set up on this installation.',
    /** A firm admin requiring it would lock themselves out unless their own address signs in through the provider. */
    adminDomain: 'Your own email address must be one that signs in with the firm’s account before you can require it.',
    domainTaken: 'Another firm here already signs in with your email address’s domain.',
    requiredOn: 'Members of the firm now sign in with the firm’s account only.',
    requiredOff: 'Members of the firm can sign in with a password again.',
  },
  profile: {
    updated: 'Profile updated successfully',
    unexpected: 'An unexpected error occurred. Please try again.',
    imageTooLarge: 'The image must not be greater than 2 MB.',
    imageType: 'The image must be a PNG, JPEG or WebP file.',
    /** Said beside the email field: a changed address is unverified until its owner follows the new link. */
    /** ADMIN_EMAILS makes its addresses admins at login, so a user may not move their account onto one. */
    emailReserved: 'This email address is reserved for an administrator.',
    emailReverification: 'If you change your email address, we will send a verification link to the new address and you must verify it again.',
  },
  /** The firm: its settings, members and invitations (issue 32). */
  organisation: {
    updated: 'Firm updated successfully',
    memberUpdated: (name: string, role: 'admin' | 'member') => (role === 'admin' ? `${name} is now an admin of the firm` : `${name} is now a member of the firm`),
    memberRemoved: (name: string) => `${name} has been removed from the firm. Their cases are now yours.`,
    nameRequired: 'The name field is required when no logo is sent.',
    lastAdmin: 'The firm must keep at least one admin. Make another member an admin first.',
    removeYourself: 'You cannot remove yourself from the firm. Ask another admin of the firm to do it.',
    alreadyMember: 'This person is already a member of your firm.',
    alreadyInvited: 'This email address already has an invitation waiting. Revoke it to send another.',
    invitationSent: (email: string) => `An invitation has been sent to ${email}`,
    invitationRevoked: 'Invitation revoked',
    invitationInvalid: 'This invitation is invalid, has expired or has been revoked. Ask the firm for a new one.',
    invitationOtherEmail: 'This invitation was sent to another email address. Sign in with that address to accept it.',
    /** A firm's last admin with other members would leave them without one. */
    leaveLastAdmin: 'You are the only admin of your firm and it has other members. Make one of them an admin before you join another firm.',
    joined: (name: string) => `You have joined ${name}`,
    builtinOnlyOn: 'New cases of the firm now start with the built-in engine only: no document text goes to a language model unless a lawyer allows it.',
    builtinOnlyOff: 'New cases of the firm now follow the installation’s setting for the language model.',
  },
  /** A case shared with members of the firm (issue 32). */
  caseMembers: {
    updated: 'Case members updated',
    notInFirm: 'Only members of the case owner’s firm can be given a role on the case.',
    ownerIsNotAMember: 'The case’s owner cannot also be one of its members.',
    /** A member whose role does not allow the call. */
    notAllowed: (role: 'editor' | 'reviewer' | 'viewer') => `As a ${role} of this case you cannot do this. Ask its owner or an editor.`,
    /** A file given to someone who is not on the case, or only views it. */
    assigneeNotOnCase: 'A file can be assigned only to the case’s owner or to a member who can review it.',
    assigned: (filename: string, name: string) => `${filename} is assigned to ${name}`,
    unassigned: (filename: string) => `${filename} is no longer assigned to anyone`,
  },
  /** The admin users table. */
  accounts: {
    lastAdmin: 'The firm must keep at least one active administrator. Make another user an administrator first.',
    listedAdmin:
      'This administrator is named in the server’s ADMIN_EMAILS setting and becomes an administrator again at each login. Remove the address from that setting first.',
    promoted: (name: string) => `${name} is now an administrator`,
    demoted: (name: string) => `${name} is no longer an administrator`,
    disabled: (name: string) => `${name}’s account is disabled`,
    enabled: (name: string) => `${name}’s account is enabled`,
    updateFailed: 'Failed to change the account',
  },
  upload: {
    duplicateFile: 'You have already uploaded this file',
    duplicateFiles: 'One or more files have already been uploaded',
    filesProcessed: 'Files processed successfully',
    /** Some of a batch were read: the toast says how many, never "successfully". */
    someFilesProcessed: (processed: number, total: number) =>
      `${processed} of ${total} files processed. The others say why they could not be read.`,
    processingFailed: 'Error processing files',
    fileFailed: 'Failed to process file',
    questionsFailed: 'Failed to load questions for document type',
    filesAdded: 'Files added successfully',
    filesAddFailed: 'Failed to add files',
    /** After a reload or a closed tab: the staged files are back where the lawyer left them. */
    draftRestored: (files: number) => `Restored ${files} ${files === 1 ? 'file' : 'files'} you were working on`,
    draftExpired: (names: readonly string[]) =>
      `${names.join(', ')} ${names.length === 1 ? 'was' : 'were'} staged over 24 hours ago and must be uploaded again`,
    draftUnavailable: 'The files you were working on could not be fetched. Check your connection and try again.',
    /** A .zip with nothing in it but folders and the litter operating systems leave. */
    emptyArchive: 'This archive holds no files. Check that it is the data room you meant to send.',
    /** A document in an archive or email sent to a case, named as a file the case already has. */
    nameTaken: 'The case already has a file of this name, so this one was not added. Rename it and upload it again.',
    /** Generate or edit, when no file sent could be read: each file's own reason follows. */
    noneRead: 'None of the files could be read.',
  },
  /** What stands in for an answer the engine could not give, on the case page and in reports. */
  answers: {
    /** `not_found`: the document is silent on the question, which is not a "No". */
    notFound: 'The document does not address this',
    /** An answer the engine would not assert: it found the passage, which the lawyer checks. */
    needsReview: NEEDS_REVIEW,
    /** What an answer needing review offers instead of an answer: the passage, by its clause and page. */
    passageToCheck,
    /** An answer needing review where a report prints it as a value: the badge's words, then its passage. */
    needsReviewAt: (passage: PassagePlace) => `${NEEDS_REVIEW} — ${passageToCheck(passage)}`,
    failed: 'Could not be answered',
    /** The case header's tally: "12 answered · 1 needs review · 3 not found". */
    counts: ({ answered, needsReview, notFound }: { answered: number; needsReview: number; notFound: number }) =>
      `${answered} answered · ${needsReview} ${needsReview === 1 ? 'needs' : 'need'} review · ${notFound} not found`,
  },
  cases: {
    /** Shown on a case that spent its allowance of language-model tokens. */
    modelAllowanceSpent:
      'This case has used its allowance of language-model tokens. The built-in engine answered the questions asked since; ask an administrator to raise the allowance.',
    engineChangeFailed: 'Failed to change the answer engine',
    titleUpdated: 'Title updated successfully',
    titleUpdateFailed: 'Failed to update title',
    getFailed: 'Failed to get case',
    deleteFailed: 'Failed to delete case',
    answersFailed: 'Failed to process case answers',
    commentSaved: 'Comment saved',
    commentFailed: 'Failed to save the comment',
    /** A 409: the record was changed (in another tab, or by a colleague) after the edit was started from it. */
    staleEdit: 'This was changed since you opened it. Review the current version and save your change again.',
    /** The case page's word on a conflict, beside the two values. */
    changedSince: (name: string | null) => `Changed by ${name ?? 'someone else'} since you opened it`,
    /** What a change of document type would take away: "3 edited answers, 1 comment and 1 verification will be removed". */
    workDiscarded: ({ edited, commented, verified }: { edited: number; commented: number; verified: number }) => {
      const parts = [
        edited > 0 && `${edited} edited ${edited === 1 ? 'answer' : 'answers'}`,
        commented > 0 && `${commented} ${commented === 1 ? 'comment' : 'comments'}`,
        verified > 0 && `${verified} ${verified === 1 ? 'verification' : 'verifications'}`,
      ].filter((part) => part !== false);
      return `${parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? 'Nothing')} will be removed`;
    },
    typeChangeFailed: 'Failed to change the document type',
  },
  titleReports: {
    generateFailed: 'Failed to generate the title report',
    deleted: 'Title report deleted',
    deleteFailed: 'Failed to delete the title report',
    activated: 'This version is now the active title report',
    activateFailed: 'Failed to make this version the active title report',
    noRegister:
      'This case has no register of title to report on. Add an official copy of the register, a title sheet or a folio to the case.',
    stillReading: 'The case’s documents are still being read. Try again when they are ready.',
    notReady: 'This version of the title report is not ready yet.',
    checklistFailed: 'Failed to draw up the checklist',
    itemSaved: 'Checklist item saved',
    itemFailed: 'Failed to save the checklist item',
  },
  annexures: {
    uploaded: 'Annexure uploaded',
    uploadFailed: 'Failed to upload the annexure',
  },
  /** The `Idempotency-Key` header of the calls that create records from files. */
  idempotency: {
    invalidKey: 'The Idempotency-Key header must be 1 to 255 printable ASCII characters.',
    keyReused: 'This Idempotency-Key was already used for a different request. Send a new key with each new request.',
    stillRunning: 'A request with this Idempotency-Key is still being processed. Try again in a moment.',
  },
  /** The admin's documents table, annotator and accuracy view. */
  adminDocuments: {
    documentsFailed: 'Failed to load the documents',
    annotationsSaved: 'Annotations saved',
    annotationsFailed: 'Failed to save the annotations',
    accuracyFailed: 'Failed to load the accuracy figures',
    stillReading: 'This file is still being read. Annotate it when it is ready.',
    unreadable: 'This file could not be read, so there is no text to annotate.',
    noSuchPage: (label: string, page: number, pages: number) => `“${label}” is on page ${page}, but the file has ${pages} ${pages === 1 ? 'page' : 'pages'}.`,
    quoteNotOnPage: (label: string, page: number, reason: string) =>
      `The quote of “${label}” could not be verified on page ${page} or the pages beside it: ${reason}.`,
    quoteAcrossPages: (label: string) => `The quote of “${label}” runs across a page break. Annotate the part on each page separately.`,
    questionNotOfType: (label: string) => `The question of “${label}” is not one of this document type’s questions.`,
    unknownAnnotation: (label: string) => `“${label}” is not an annotation of this file. Send it without an id to add it.`,
    repeatedAnnotation: (label: string) => `“${label}” is sent more than once.`,
  },
  /** Case documents that were not PDFs (issue 33): Word documents and scans, read through a PDF laid out from them. */
  documents: {
    /**
     * A file the browser refuses by its name or type, named as the lawyer chose it: where the server, which tells a
     * file by its bytes, says "This file is a WEBP file, which cannot be read here." or "This file is of a type that…".
     */
    otherKind: (name: string) => `“${name}” cannot be read here. ${DOCUMENT_KINDS_ADVICE}`,
    /** Word's format before .docx, common in a firm's older files: the server's words for it, naming the file. */
    olderWord: (name: string) =>
      `“${name}” is a Word 97–2003 document (.doc), which cannot be read. Save it as a Word document (.docx) or a PDF and upload it again.`,
    /** What a file that was not a PDF was, in a lawyer's words. */
    kindNames: {
      docx: 'Word document',
      png: 'Image',
      jpeg: 'Image',
      tiff: 'TIFF scan',
      eml: 'Email',
      msg: 'Outlook email',
    } satisfies Record<Exclude<SourceFileType, 'pdf'>, string>,
    /** Read out before the kind's name, which is shown alone. */
    uploadedAs: 'Uploaded as:',
    /** A Word document's comments are not part of its text. */
    commentsLeftOut: 'Has comments, which were left out',
    /** The text read is not the text as it stands until the changes are accepted. */
    unacceptedChanges: 'Has tracked changes not yet accepted: read as if they were accepted',
    /** Text lost from what is read and cited: the lawyer needs another copy. */
    unprintedCharacters: 'Has characters in a script this reading cannot show (such as Korean, Hebrew or Arabic): they were read as "?". Ask for a PDF of it',
    /** Beside the pages of a Word document, which the product lays out itself: cited page numbers are those. */
    laidOutPages: 'Pages as laid out from the Word document; Word may number them differently.',
    /** Beside the pages of an email, laid out by the product from the message: its headers, then its text. */
    laidOutMessage: 'The email as laid out from the message: its sender, recipients, date and subject, then its text. Its attachments are documents of their own.',
    /** The heading over an email's attachments, each a document of its own, listed under the message. */
    attachmentsOf: (message: string) => `Attachments to ${message}`,
    /** The file as uploaded could not be fetched (a 401 ends the session instead). */
    originalDownloadFailed: 'The original file could not be downloaded. Try again.',
    /** What a zone taking several documents takes: a data room's export too, which the server unpacks. */
    kindsOrArchive: 'PDF, Word (.docx), scans (PNG, JPEG, TIFF) or emails (.eml, .msg), or a .zip of them',
    /** A .zip given where one document is asked for: its documents each need a type, which staging asks for. */
    archiveOneAtATime: (name: string) =>
      `“${name}” is a .zip of documents, each of which needs its own type. Upload it under “Upload several documents”.`,
    /** An email given where one document is asked for: its message and each attachment are documents needing a type. */
    emailOneAtATime: (name: string) =>
      `“${name}” is an email, and its message and each of its attachments are documents needing their own type. Upload it under “Upload several documents”.`,
    /** A staged .zip while the server unpacks it, then while it reads the files it held. */
    archiveUnpacking: 'Unpacking…',
    archiveUnpacked: 'Unpacked; reading its documents…',
  },
  files: {
    tooLarge: (limitBytes: number) =>
      `This file is larger than the ${formatByteSize(limitBytes)} limit. Split it into smaller files and upload them separately.`,
    tooMany: (limit: number) => `You can upload at most ${limit} files at a time. Upload the rest in another batch.`,
    unreadable: 'The upload could not be read. Upload the file again.',
    /** A file name no file system gives (a NUL, half a surrogate pair): sent by something other than a browser. */
    invalidName: 'A file name holds a character that cannot be stored. Rename the file and upload it again.',
    /** Shown with the name's direction controls written out, so the lawyer sees what the name hid. */
    disguisedName: (visibleName: string) =>
      `The file name "${visibleName}" contains a character that reverses the text around it, which can disguise the file’s type. Rename the file and upload it again.`,
  },
  research: {
    mainApiUnavailable:
      'The research service cannot reach the main server to check your sign-in. Please try again in a moment.',
    unsupportedFileType: 'This file type is not supported. Upload a PDF, Word (.docx), PNG, JPEG or TIFF file, or an email (.eml or .msg).',
  },
} as const;
