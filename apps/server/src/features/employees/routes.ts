import {
  ZCreateEmployeeBody,
  ZEmployeeParams,
  ZErrorResponse,
  ZGetEmployeeSecureParams,
  ZGetEmployeeSecureResponse,
  ZGetEmployeesQuery,
  ZGetEmployeesResponse,
  ZGetEmployeesSimpleQuery,
  ZGetEmployeesSimpleResponse,
  ZSaveEmployeeResponse,
  ZUpdateEmployeeBaseBody,
  ZUpdateEmployeeBaseResponse,
  ZUpdateEmployeeBody,
  ZUpdateEmployeePhotoResponse,
} from '@hub/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { registerExport } from '../../exports/register-export.ts';
import { ifMatchVersion, sendVersion } from '../../http/etag.ts';
import { receivePublicImage } from '../../http/images.ts';
import { requireUser } from '../../plugins/auth/index.ts';
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

const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
} as const;
const saveErrors = { ...errors, 409: ZErrorResponse, 412: ZErrorResponse } as const;

export const employeesRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const deps = { db: app.db, dataDir: config.dataDir };

  app.get(
    '/employees/simple',
    {
      schema: {
        tags: ['employees'],
        summary: "Employees of the caller's states for pickers, by last then first name",
        querystring: ZGetEmployeesSimpleQuery,
        response: { 200: ZGetEmployeesSimpleResponse, ...errors },
      },
    },
    async (request) => listEmployeeOptions(deps, requireUser(request), request.query),
  );

  app.get(
    '/employees',
    {
      schema: {
        tags: ['employees'],
        summary: "Employees of the caller's states with partners and linked users' roles",
        querystring: ZGetEmployeesQuery,
        response: { 200: ZGetEmployeesResponse, ...errors },
      },
    },
    async (request) => listEmployees(deps, requireUser(request), request.query),
  );
  registerExport(app, {
    path: '/employees/export',
    tags: ['employees'],
    query: ZGetEmployeesQuery,
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
  });

  app.get(
    '/employees/secure/:uuid',
    {
      schema: {
        tags: ['employees'],
        summary: 'The full employee, by uuid or employee id',
        description:
          'Administrators within their states, or the user whose linked or viewed employee it is; others 403.',
        params: ZGetEmployeeSecureParams,
        response: { 200: ZGetEmployeeSecureResponse, ...errors },
      },
    },
    async (request, reply) => {
      const employee = await getEmployeeSecure(deps, requireUser(request), request.params.uuid);
      sendVersion(reply, employee.version);
      return employee;
    },
  );

  app.post(
    '/employees',
    {
      schema: {
        tags: ['employees'],
        summary: 'Create an employee (with its sharing partners)',
        body: ZCreateEmployeeBody,
        response: { 201: ZSaveEmployeeResponse, ...saveErrors },
      },
    },
    async (request, reply) => {
      const employee = await createEmployee(deps, requireUser(request), request.body);
      sendVersion(reply, employee.version);
      return reply.code(201).send(employee);
    },
  );

  app.put(
    '/employees/:uuid',
    {
      schema: {
        tags: ['employees'],
        summary: 'Save an employee: the fields sent (absent ones are kept); If-Match checks the version',
        params: ZEmployeeParams,
        body: ZUpdateEmployeeBody,
        response: { 200: ZSaveEmployeeResponse, ...saveErrors },
      },
    },
    async (request, reply) => {
      const employee = await updateEmployee(
        deps,
        requireUser(request),
        request.params.uuid,
        request.body,
        ifMatchVersion(request),
      );
      sendVersion(reply, employee.version);
      return employee;
    },
  );

  app.patch(
    '/employees/:uuid/photo',
    {
      schema: {
        tags: ['employees'],
        summary: 'Attach a photo (multipart field "file", PNG or JPEG, at most 5 MB)',
        consumes: ['multipart/form-data'],
        params: ZEmployeeParams,
        response: { 200: ZUpdateEmployeePhotoResponse, ...saveErrors, 413: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const employee = await updateEmployeePhoto(
        deps,
        requireUser(request),
        request.params.uuid,
        () => receivePublicImage(request, config.dataDir, 'photo'),
        ifMatchVersion(request),
      );
      sendVersion(reply, employee.version);
      return employee;
    },
  );

  app.patch(
    '/employees/:uuid/base',
    {
      schema: {
        tags: ['employees'],
        summary: "Set an employee's monthly base and its description (super only)",
        params: ZEmployeeParams,
        body: ZUpdateEmployeeBaseBody,
        response: { 200: ZUpdateEmployeeBaseResponse, ...saveErrors },
      },
    },
    async (request, reply) => {
      const employee = await updateEmployeeBase(
        deps,
        requireUser(request),
        request.params.uuid,
        request.body,
        ifMatchVersion(request),
      );
      sendVersion(reply, employee.version);
      return employee;
    },
  );
};
