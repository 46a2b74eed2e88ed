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
