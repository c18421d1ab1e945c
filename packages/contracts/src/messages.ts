import { formatByteSize } from './format-byte-size.ts';

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
    tooManyRequests: 'Too many attempts. Please try again in a minute.',
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
  },
  profile: {
    updated: 'Profile updated successfully',
    unexpected: 'An unexpected error occurred. Please try again.',
    imageTooLarge: 'The image must not be greater than 2 MB.',
    imageType: 'The image must be a PNG, JPEG or WebP file.',
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
  },
  /** What stands in for an answer the engine could not give, on the case page and in reports. */
  answers: {
    notFound: 'Not found in the document',
    failed: 'Could not be answered',
  },
  cases: {
    titleUpdated: 'Title updated successfully',
    titleUpdateFailed: 'Failed to update title',
    getFailed: 'Failed to get case',
    deleteFailed: 'Failed to delete case',
    answersFailed: 'Failed to process case answers',
    commentSaved: 'Comment saved',
    commentFailed: 'Failed to save the comment',
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
  files: {
    tooLarge: (limitBytes: number) =>
      `This file is larger than the ${formatByteSize(limitBytes)} limit. Split it into smaller files and upload them separately.`,
    tooMany: (limit: number) => `You can upload at most ${limit} files at a time. Upload the rest in another batch.`,
    unreadable: 'The upload could not be read. Upload the file again.',
  },
  research: {
    mainApiUnavailable:
      'The research service cannot reach the main server to check your sign-in. Please try again in a moment.',
    unsupportedFileType: 'This file type is not supported. Upload a PDF, Word (.docx), PNG or JPEG file.',
  },
} as const;
