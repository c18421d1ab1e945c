import type { MailMessage } from '../mail/mailer.ts';

const PRODUCT_NAME = 'Due Diligence Assistant';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

interface ActionMail {
  to: string;
  name: string;
  subject: string;
  intro: string;
  action: string;
  link: string;
  outro: string;
}

/** A plain-text body and a simple HTML twin, the link spelt out in both so any mail client can follow it. */
function actionMail(mail: ActionMail): MailMessage {
  const text = [
    `Dear ${mail.name},`,
    '',
    mail.intro,
    '',
    `${mail.action}: ${mail.link}`,
    '',
    mail.outro,
    '',
    `${PRODUCT_NAME}`,
  ].join('\n');
  const html = [
    '<!doctype html>',
    '<html lang="en-GB"><body style="font-family: Arial, sans-serif; line-height: 1.5; color: #1a1a1a">',
    `<p>Dear ${escapeHtml(mail.name)},</p>`,
    `<p>${escapeHtml(mail.intro)}</p>`,
    `<p><a href="${escapeHtml(mail.link)}" style="display: inline-block; padding: 10px 16px; background: #1c4e80; color: #ffffff; text-decoration: none; border-radius: 4px">${escapeHtml(mail.action)}</a></p>`,
    `<p>If the button does not work, copy this address into your browser:<br>${escapeHtml(mail.link)}</p>`,
    `<p>${escapeHtml(mail.outro)}</p>`,
    `<p>${PRODUCT_NAME}</p>`,
    '</body></html>',
  ].join('\n');
  return { to: mail.to, subject: mail.subject, text, html };
}

export function passwordResetMail(options: { to: string; name: string; link: string; minutes: number }): MailMessage {
  return actionMail({
    ...options,
    subject: `Reset your ${PRODUCT_NAME} password`,
    intro: `We received a request to reset the password for your ${PRODUCT_NAME} account. The link below works once and expires in ${options.minutes} minutes.`,
    action: 'Reset your password',
    outro: 'If you did not ask for this, you can ignore this email: your password will not change.',
  });
}

export function verificationMail(options: { to: string; name: string; link: string; minutes: number }): MailMessage {
  return actionMail({
    ...options,
    subject: `Verify your email address for ${PRODUCT_NAME}`,
    intro: `Please confirm that this is your email address. The link below expires in ${options.minutes} minutes; you can request a new one from your account at any time.`,
    action: 'Verify your email address',
    outro: `If you did not create a ${PRODUCT_NAME} account, no further action is required.`,
  });
}

/** An invitation to join a firm: the invitee may not have an account yet, so the greeting names nobody. */
export function organisationInvitationMail(options: { to: string; firm: string; inviter: string | null; link: string; days: number }): MailMessage {
  const from = options.inviter ? `${options.inviter} has invited you` : 'You have been invited';
  return actionMail({
    to: options.to,
    name: 'colleague',
    subject: `Join ${options.firm} on ${PRODUCT_NAME}`,
    intro: `${from} to join ${options.firm} on ${PRODUCT_NAME}, to work on the firm's matters together. Sign in, or register with this email address, and accept the invitation. The link expires in ${options.days} days.`,
    action: `Join ${options.firm}`,
    link: options.link,
    outro: 'If you were not expecting this, you can ignore this email: nothing happens unless you accept.',
  });
}

export function fileAssignmentMail(options: { to: string; name: string; assignedBy: string; filename: string; caseTitle: string; link: string }): MailMessage {
  return actionMail({
    to: options.to,
    name: options.name,
    subject: `${options.assignedBy} assigned you ${options.filename}`,
    intro: `${options.assignedBy} assigned you ${options.filename} in the case ${options.caseTitle}, to work through its answers.`,
    action: 'Open the case',
    link: options.link,
    outro: 'You receive this because you are a member of the case.',
  });
}
