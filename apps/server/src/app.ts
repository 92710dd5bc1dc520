import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyReply } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { ExportSlots } from './exports/export-slots.ts';
import { authRoutes } from './features/auth/routes.ts';
import { branchReportsRoutes } from './features/branch-reports/routes.ts';
import { branchesRoutes } from './features/branches/routes.ts';
import { calendarRoutes } from './features/calendar/routes.ts';
import { calendarDaysRoutes } from './features/calendar-days/routes.ts';
import { chargesRoutes } from './features/charges/routes.ts';
import { clientGroupsRoutes } from './features/client-groups/routes.ts';
import { commGuaranteesRoutes } from './features/comm-guarantees/routes.ts';
import { commPaymentsRoutes } from './features/comm-payments/routes.ts';
import { commissionsRoutes } from './features/commissions/routes.ts';
import { costCentersRoutes } from './features/cost-centers/routes.ts';
import { employeeJvsRoutes } from './features/employee-jvs/routes.ts';
import { employeeProfitRoutes } from './features/employee-profit/routes.ts';
import { employeeReportsRoutes } from './features/employee-reports/routes.ts';
import { employeesRoutes } from './features/employees/routes.ts';
import { eoDashboardRoutes } from './features/eo-dashboard/routes.ts';
import { fileOverrideRoutes } from './features/file-override/routes.ts';
import { fileSearchRoutes } from './features/file-search/routes.ts';
import { fraudListRoutes } from './features/fraud-list/routes.ts';
import { fraudMatchesRoutes } from './features/fraud-matches/routes.ts';
import { jvClientTrendRoutes } from './features/jv-client-trend/routes.ts';
import { jvReportsRoutes } from './features/jv-reports/routes.ts';
import { jvsRoutes } from './features/jvs/routes.ts';
import { missingCloseDateRoutes } from './features/missing-close-date/routes.ts';
import { newClientsRoutes } from './features/new-clients/routes.ts';
import { ordersRoutes } from './features/orders/routes.ts';
import { reportEmailRoutes } from './features/report-email/routes.ts';
import { reportOptionsRoutes } from './features/report-options/routes.ts';
import { revenueReportsRoutes } from './features/revenue-reports/routes.ts';
import { titleTurnaroundRoutes } from './features/title-turnaround/routes.ts';
import { uploadsRoutes } from './features/uploads/routes.ts';
import { usersRoutes } from './features/users/routes.ts';
import { MULTIPART_LIMITS } from './http/multipart.ts';
import { createLogger } from './logger.ts';
import authPlugin from './plugins/auth/index.ts';
import { API_PREFIX } from './plugins/authorization/access-table.ts';
import authorizationPlugin from './plugins/authorization/index.ts';
import databasePlugin from './plugins/database.ts';
import errorsPlugin, { isApiPath } from './plugins/errors/index.ts';
import healthPlugin from './plugins/health.ts';
import jobsPlugin from './plugins/jobs.ts';
import securityHeadersPlugin from './plugins/security-headers.ts';
import staticPlugin from './plugins/static.ts';

export type BuildAppOptions = {
  config: Config;
  database: Database;
  /** Defaults to JSON lines on stdout at config.LOG_LEVEL. */
  logger?: FastifyBaseLogger;
};

const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

/** Fastify in three layers: external plugins, then the app's own plugins, then the API routes. */
export async function buildApp({ config, database, logger }: BuildAppOptions) {
  const app = Fastify({
    loggerInstance: logger ?? createLogger({ level: config.LOG_LEVEL }),
    // Refusals made while routing (a malformed or over-long address) answer like every other error.
    frameworkErrors: (error, _request, reply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      void (reply as FastifyReply)
        .code(tooLong ? 414 : 400)
        .send({ detail: tooLong ? 'A value in the address is too long.' : 'The address is not valid.' });
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // External plugins.
  await app.register(securityHeadersPlugin, {
    helmet: {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          scriptSrc: ["'self'"],
          scriptSrcAttr: ["'none'"],
          // Mantine and the OpenAPI page set inline styles.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
        },
      },
    },
  });

  await app.register(fastifyMultipart, { limits: { ...MULTIPART_LIMITS, fileSize: MAX_UPLOAD_BYTES } });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Hub API', description: 'Back office of the title and escrow hub', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });

  // The app's plugins. Authorization comes before any route, so every route passes its table.
  await app.register(errorsPlugin);
  await app.register(databasePlugin, { database });
  await app.register(jobsPlugin, { config });
  await app.register(authPlugin, { config });
  await app.register(authorizationPlugin);
  await app.register(fastifySwaggerUi, { routePrefix: '/docs', uiConfig: { validatorUrl: null } });
  await app.register(healthPlugin);
  await app.register(staticPlugin, { dataDir: config.dataDir, webDist: config.WEB_DIST });

  app.decorate(
    'exportSlots',
    new ExportSlots({ perUser: config.EXPORTS_PER_USER, overall: config.EXPORTS_TOTAL }),
  );

  app.addHook('onSend', async (request, reply) => {
    if (isApiPath(request.url)) reply.header('cache-control', 'no-store');
  });

  // The API.
  await app.register(
    async (api) => {
      await api.register(authRoutes, { config });
      await api.register(usersRoutes, { config });
      await api.register(branchesRoutes, { config });
      await api.register(calendarDaysRoutes, { config });
      await api.register(calendarRoutes, { config });
      await api.register(chargesRoutes, { config });
      await api.register(commGuaranteesRoutes, { config });
      await api.register(commPaymentsRoutes, { config });
      await api.register(costCentersRoutes, { config });
      await api.register(employeeJvsRoutes, { config });
      await api.register(employeesRoutes, { config });
      await api.register(fileOverrideRoutes, { config });
      await api.register(fileSearchRoutes, { config });
      await api.register(fraudListRoutes, { config });
      await api.register(fraudMatchesRoutes, { config });
      await api.register(jvsRoutes, { config });
      await api.register(missingCloseDateRoutes, { config });
      await api.register(newClientsRoutes, { config });
      await api.register(ordersRoutes, { config });
      await api.register(reportOptionsRoutes, { config });
      await api.register(uploadsRoutes, { config });
      await api.register(branchReportsRoutes, { config });
      await api.register(employeeReportsRoutes, { config });
      await api.register(eoDashboardRoutes, { config });
      await api.register(jvReportsRoutes, { config });
      await api.register(jvClientTrendRoutes, { config });
      await api.register(clientGroupsRoutes, { config });
      await api.register(commissionsRoutes, { config });
      await api.register(employeeProfitRoutes, { config });
      await api.register(reportEmailRoutes, { config });
      await api.register(revenueReportsRoutes, { config });
      await api.register(titleTurnaroundRoutes, { config });
    },
    { prefix: API_PREFIX },
  );

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
