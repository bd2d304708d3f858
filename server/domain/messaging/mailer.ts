/** One email as the players domain sends it. */
export interface Mail {
  memberId: number;
  to: string;
  subject: string;
  text: string;
}

/** One SMS. */
export interface TextMessage {
  memberId: number;
  to: string;
  text: string;
}

/**
 * Where email goes. The development outbox stores it (GET /dev/outbox); a real deployment plugs
 * SMTP in behind the same interface (SMTP_URL, nodemailer: not installed yet, see docs/operations.md).
 */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export interface Texter {
  send(message: TextMessage): Promise<void>;
}
