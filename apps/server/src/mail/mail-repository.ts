import { createHash } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';

export type MailAttachment = { filename: string; content: Buffer; contentType?: string };

/** One message as it leaves: `id` is its unique key, so a retry sends the same message again. */
export type OutgoingMail = {
  id: string;
  to: readonly string[];
  subject: string;
  text: string;
  html?: string | undefined;
  attachments: readonly MailAttachment[];
};

/** Where e-mails go: the only code that talks to the mail server or writes messages. */
export type MailRepository = {
  /** Hands the message to the SMTP server, or writes it to the outbox folder; the `.eml` path then. */
  send(mail: OutgoingMail): Promise<{ emlPath?: string }>;
};

export type MailSettings = {
  /** smtp:// or smtps:// address, with its credentials; unset writes `.eml` files instead. */
  smtpUrl?: string | undefined;
  from: string;
  /** Folder of the `.eml` files written when there is no SMTP server (DATA_DIR/outbox). */
  outboxDir: string;
};

export const outboxDir = (dataDir: string) => join(dataDir, 'outbox');

/** The message's key as a name that is safe in a Message-ID and a file name. */
const keyDigest = (id: string) => createHash('sha256').update(id).digest('hex').slice(0, 32);

export function createMailRepository(settings: MailSettings): MailRepository {
  const message = (mail: OutgoingMail): Mail.Options => ({
    from: settings.from,
    to: [...mail.to],
    subject: mail.subject,
    text: mail.text,
    ...(mail.html === undefined ? {} : { html: mail.html }),
    attachments: mail.attachments.map((a) => ({
      filename: a.filename,
      content: a.content,
      ...(a.contentType ? { contentType: a.contentType } : {}),
    })),
    // The same key gives the same Message-ID: a mail server or reader can tell a repeat.
    messageId: `<${keyDigest(mail.id)}@hub.mail>`,
  });

  if (settings.smtpUrl) {
    const transport = nodemailer.createTransport(settings.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail(message(mail));
        return {};
      },
    };
  }

  // No SMTP server: nodemailer builds the RFC 822 message, and it is kept as a file.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async send(mail) {
      const info = await transport.sendMail(message(mail));
      await mkdir(settings.outboxDir, { recursive: true });
      const path = join(settings.outboxDir, `${keyDigest(mail.id)}.eml`);
      // Written whole or not at all: a retry writes the same file again.
      const partial = `${path}.partial`;
      await writeFile(partial, info.message, { mode: 0o600 });
      await rename(partial, path);
      return { emlPath: path };
    },
  };
}
