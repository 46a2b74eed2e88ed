export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The links the message carries, kept in the outbox file so a test or a person can follow them. */
  links: string[];
}
