import { emailOutbox, type DbOrTx } from '@commonpurse/db';
import type { OutgoingMail } from './message.ts';

export async function insertOutboxRow(
  db: DbOrTx,
  mail: OutgoingMail & { from: string; transport: 'outbox' | 'smtp'; sentAt: Date | null },
) {
  const [row] = await db
    .insert(emailOutbox)
    .values({
      to_address: mail.to,
      from_address: mail.from,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      transport: mail.transport,
      sent_at: mail.sentAt,
    })
    .returning({ id: emailOutbox.id, createdAt: emailOutbox.created_at });
  if (!row) throw new Error('Inserting the outbox row returned no row');
  return row;
}
