import { PRODUCT_NAME } from '@commonpurse/domain';
import { escapeHtml } from '../../lib/html.ts';
import type { OutgoingMail } from './message.ts';

export function passwordResetMail(input: { to: string; link: string; ttlMinutes: number }): OutgoingMail {
  const { to, link, ttlMinutes } = input;
  const text = [
    'Hello,',
    '',
    `Someone asked to reset the password of your ${PRODUCT_NAME} account. To choose a new password, open:`,
    '',
    link,
    '',
    `The link works once and expires in ${ttlMinutes} minutes. If you did not ask for this, ignore this e-mail.`,
  ].join('\n');
  const html = [
    '<p>Hello,</p>',
    `<p>Someone asked to reset the password of your ${PRODUCT_NAME} account.</p>`,
    `<p><a href="${escapeHtml(link)}">Choose a new password</a></p>`,
    `<p>The link works once and expires in ${ttlMinutes} minutes. If you did not ask for this, ignore this e-mail.</p>`,
  ].join('\n');
  return { to, subject: `Reset your ${PRODUCT_NAME} password`, text, html, links: [link] };
}

/** The 6-digit code a resident types to verify an e-mail address before voting (issue 12). */
export function voterCodeMail(input: {
  to: string;
  code: string;
  prioritization: string;
  ttlMinutes: number;
}): OutgoingMail {
  const { to, code, prioritization, ttlMinutes } = input;
  const text = [
    'Hello,',
    '',
    `Your code to vote in “${prioritization}” is:`,
    '',
    code,
    '',
    `Type it on the ballot page. It expires in ${ttlMinutes} minutes. If you did not ask for it, ignore this e-mail.`,
  ].join('\n');
  const html = [
    '<p>Hello,</p>',
    `<p>Your code to vote in “${escapeHtml(prioritization)}” is:</p>`,
    `<p style="font-size:1.5em;letter-spacing:0.2em"><strong>${code}</strong></p>`,
    `<p>Type it on the ballot page. It expires in ${ttlMinutes} minutes. If you did not ask for it, ignore this e-mail.</p>`,
  ].join('\n');
  return { to, subject: `Your voting code: ${code}`, text, html, links: [] };
}
