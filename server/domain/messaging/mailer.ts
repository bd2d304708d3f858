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
 * Where email goes: the development outbox stores it (GET /dev/outbox), or, when SMTP_URL is set,
 * smtpMailer delivers it (docs/operations.md).
 */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Where SMS goes: the development outbox, or, when SMS_URL is set, an HTTP gateway (httpTexter;
 * in development mode, both).
 */
export interface Texter {
  send(message: TextMessage): Promise<void>;
}
