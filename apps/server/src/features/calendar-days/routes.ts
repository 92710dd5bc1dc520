import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';

// Scaffold: the routes of this area are being written.
export const calendarDaysRoutes: FastifyPluginAsyncZod<{ config: Config }> = async () => {};
