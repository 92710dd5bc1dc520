import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { JobQueue } from '../jobs/job-queue.ts';
import { JOBS } from '../jobs/registry.ts';
import { createMailRepository, outboxDir } from '../mail/mail-repository.ts';
import { MailService } from '../mail/mail-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The durable background queue, with every job kind of jobs/registry.ts registered. */
    jobs: JobQueue;
    /** Queues e-mails; the `mail.send` job sends them. */
    mail: MailService;
  }
}

export type JobsPluginOptions = {
  /** RUN_JOBS starts the worker loop (tests leave it off and call drain()); JOBS_POLL_MS; the mail settings. */
  config: Pick<Config, 'RUN_JOBS' | 'JOBS_POLL_MS' | 'SMTP_URL' | 'MAIL_FROM' | 'dataDir'>;
};

export default fp<JobsPluginOptions>(
  async (app, { config }) => {
    const mail = createMailRepository({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      outboxDir: outboxDir(config.dataDir),
    });
    const queue = new JobQueue(
      { db: app.db, dbKind: app.dbKind, mail },
      app.log.child({ component: 'jobs' }),
      {
        pollMs: config.JOBS_POLL_MS,
      },
    );
    for (const job of JOBS) queue.register(job);
    app.decorate('jobs', queue);
    app.decorate('mail', new MailService(app.db, queue));
    if (config.RUN_JOBS) app.addHook('onReady', async () => queue.start());
    // Runs after the server stopped taking requests: the job in progress finishes first.
    app.addHook('onClose', async () => queue.stop());
  },
  { name: 'jobs', fastify: '5.x', dependencies: ['database'] },
);
