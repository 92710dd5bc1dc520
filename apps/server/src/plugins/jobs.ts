import fp from 'fastify-plugin';
import { JobQueue } from '../jobs/job-queue.ts';
import { JOBS } from '../jobs/registry.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The durable background queue, with every job kind of jobs/registry.ts registered. */
    jobs: JobQueue;
  }
}

export type JobsPluginOptions = {
  /** Start the worker loop when the app is ready (tests leave it off and call drain()). */
  runWorker: boolean;
  pollMs?: number;
};

export default fp<JobsPluginOptions>(
  async (app, { runWorker, pollMs }) => {
    const queue = new JobQueue(
      { db: app.db, dbKind: app.dbKind },
      app.log.child({ component: 'jobs' }),
      pollMs ? { pollMs } : {},
    );
    for (const job of JOBS) queue.register(job);
    app.decorate('jobs', queue);
    if (runWorker) app.addHook('onReady', async () => queue.start());
    // Runs after the server stopped taking requests: the job in progress finishes first.
    app.addHook('onClose', async () => queue.stop());
  },
  { name: 'jobs', fastify: '5.x', dependencies: ['database'] },
);
