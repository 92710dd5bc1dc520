import { z } from 'zod';
import { defineJob } from '../jobs/define-job.ts';

/** A queued e-mail: attachments travel in the job's row, base64-encoded. */
export const ZMailPayload = z.object({
  id: z.string().min(1),
  to: z.array(z.email()).min(1),
  subject: z.string().min(1),
  text: z.string(),
  html: z.string().optional(),
  attachments: z.array(
    z.object({
      filename: z.string().min(1),
      content_base64: z.base64(),
      content_type: z.string().optional(),
    }),
  ),
});

/** Sends one e-mail; an SMTP server that is away is tried again (30 s, 2, 8, 32 and 128 minutes later). */
export const sendMailJob = defineJob({
  kind: 'mail.send',
  payload: ZMailPayload,
  maxAttempts: 6,
  handler: async (payload, { mail, log }) => {
    const { emlPath } = await mail.send({
      id: payload.id,
      to: payload.to,
      subject: payload.subject,
      text: payload.text,
      html: payload.html,
      attachments: payload.attachments.map((a) => ({
        filename: a.filename,
        content: Buffer.from(a.content_base64, 'base64'),
        ...(a.content_type ? { contentType: a.content_type } : {}),
      })),
    });
    log.info(
      { mailId: payload.id, ...(emlPath ? { emlPath } : {}) },
      emlPath ? 'e-mail written' : 'e-mail sent',
    );
  },
});
