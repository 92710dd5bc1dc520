import {
  ZCreateEmployeeBody,
  ZEmployeeParams,
  ZGetEmployeeSecureParams,
  ZGetEmployeeSecureResponse,
  ZGetEmployeesQuery,
  ZGetEmployeesResponse,
  ZGetEmployeesSimpleQuery,
  ZGetEmployeesSimpleResponse,
  ZSaveEmployeeResponse,
  ZUpdateEmployeeBaseAnswer,
  ZUpdateEmployeeBaseBody,
  ZUpdateEmployeeBody,
  ZUpdateEmployeePhotoResponse,
} from '@hub/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { receivePublicImage } from '../../http/images.ts';
import { recordRoutes } from '../../http/record-routes.ts';
import {
  createEmployee,
  exportEmployees,
  getEmployeeSecure,
  listEmployeeOptions,
  listEmployees,
  updateEmployee,
  updateEmployeeBase,
  updateEmployeePhoto,
} from './service.ts';

/** A save may also meet a payroll id already in use (409) or a stale copy (412). */
const saveErrors = [409, 412] as const;

export const employeesRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const deps = { db: app.db, dataDir: config.dataDir };
  const routes = recordRoutes(app, { tags: ['employees'] });

  routes.list(
    '/employees/simple',
    {
      summary: "Employees of the caller's states for pickers, by last then first name",
      query: ZGetEmployeesSimpleQuery,
      response: ZGetEmployeesSimpleResponse,
    },
    ({ user, query }) => listEmployeeOptions(deps, user, query),
  );

  routes.list(
    '/employees',
    {
      summary: "Employees of the caller's states with partners and linked users' roles",
      query: ZGetEmployeesQuery,
      response: ZGetEmployeesResponse,
    },
    ({ user, query }) => listEmployees(deps, user, query),
    {
      title: 'Employees',
      filterLabels: { active: 'Active only', is_active: 'Active', emp_type: 'Type', state: 'State' },
      rows: ({ query, user }) => exportEmployees(deps, user, query),
      columns: [
        { key: 'last_name', header: 'Last Name', kind: 'text' },
        { key: 'first_name', header: 'First Name', kind: 'text' },
        { key: 'email', header: 'E-mail', kind: 'text' },
        { key: 'title', header: 'Title', kind: 'text' },
        { key: 'emp_type', header: 'Type', kind: 'text' },
        { key: 'state', header: 'State', kind: 'text' },
        { key: 'is_active', header: 'Active', kind: 'text' },
        { key: 'def_branch_name', header: 'Branch', kind: 'text' },
        { key: 'payroll_id', header: 'Payroll ID', kind: 'text' },
        {
          key: 'share_with',
          header: 'Shares With',
          kind: 'text',
          value: (row) => row.share_with.map((p) => `${p.first_name} ${p.last_name}`).join('; '),
        },
        { key: 'user_roles', header: 'User Roles', kind: 'text', value: (row) => row.user_roles.join('; ') },
      ],
    },
  );

  routes.get(
    '/employees/secure/:uuid',
    {
      summary: 'The full employee, by uuid or employee id',
      description:
        'Administrators within their states, or the user whose linked or viewed employee it is; others 403.',
      params: ZGetEmployeeSecureParams,
      response: ZGetEmployeeSecureResponse,
    },
    ({ user, params }) => getEmployeeSecure(deps, user, params.uuid),
  );

  routes.create(
    '/employees',
    {
      summary: 'Create an employee (with its sharing partners)',
      body: ZCreateEmployeeBody,
      response: ZSaveEmployeeResponse,
      errors: saveErrors,
    },
    ({ user, body }) => createEmployee(deps, user, body),
  );

  routes.update(
    '/employees/:uuid',
    {
      summary: 'Save an employee: the fields sent (absent ones are kept); If-Match checks the version',
      params: ZEmployeeParams,
      body: ZUpdateEmployeeBody,
      response: ZSaveEmployeeResponse,
      errors: saveErrors,
    },
    ({ user, params, body, ifMatch }) => updateEmployee(deps, user, params.uuid, body, ifMatch),
  );

  routes.update(
    '/employees/:uuid/photo',
    {
      method: 'PATCH',
      summary: 'Attach a photo (multipart field "file", PNG or JPEG, at most 5 MB)',
      consumes: ['multipart/form-data'],
      params: ZEmployeeParams,
      response: ZUpdateEmployeePhotoResponse,
      errors: [...saveErrors, 413],
    },
    ({ user, params, request, ifMatch }) =>
      updateEmployeePhoto(
        deps,
        user,
        params.uuid,
        () => receivePublicImage(request, config.dataDir, 'photo'),
        ifMatch,
      ),
  );

  routes.update(
    '/employees/:uuid/base',
    {
      method: 'PATCH',
      summary:
        "Set an employee's monthly base, or with period_start and period_end that period's base (super only)",
      description:
        "Without a period: the monthly base and its description; answers the employee. With period_start and period_end: the base of exactly that commission period (the Commission Summary's Edit Base), the monthly base untouched; a blank or null base removes it (the monthly base applies again); answers the period's base. 409 while the period is finalised.",
      params: ZEmployeeParams,
      body: ZUpdateEmployeeBaseBody,
      response: ZUpdateEmployeeBaseAnswer,
      errors: saveErrors,
    },
    ({ user, params, body, ifMatch }) => updateEmployeeBase(deps, user, params.uuid, body, ifMatch),
  );
};
