import fp from 'fastify-plugin';
import { JobQueue } from '../jobs/job-queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The durable background queue; features register their job handlers on it. */
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
    const queue = new JobQueue(app.db, app.log.child({ component: 'jobs' }), pollMs ? { pollMs } : {});
    app.decorate('jobs', queue);
    if (runWorker) app.addHook('onReady', async () => queue.start());
    // Runs after the server stopped taking requests: the job in progress finishes first.
    app.addHook('onClose', async () => queue.stop());
  },
  { name: 'jobs', fastify: '5.x', dependencies: ['database'] },
);
