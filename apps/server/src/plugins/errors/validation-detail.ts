import type { FieldError } from '@hub/contract';
import type { FastifySchemaValidationError } from 'fastify';

const CONTEXT_NAMES: Record<string, string> = { querystring: 'query', params: 'path' };

type ValidationAnswer = { detail: string; errors: FieldError[] };

/**
 * What the validator refused, for the caller: each field with its message in words (`errors`, the path
 * without its `body.`/`query.` prefix), and one `detail` that names them all
 * ("body.email: must be an e-mail address; body.role: unknown field").
 */
export function validationAnswer(
  issues: readonly FastifySchemaValidationError[],
  context: string | undefined,
): ValidationAnswer {
  const where = context ? (CONTEXT_NAMES[context] ?? context) : 'request';
  const described = issues.flatMap(describeIssue);
  const detail = described.map(
    ({ path, message }) => `${[where, path].filter(Boolean).join('.')}: ${message}`,
  );
  // Fields are what a form sends (body or query string); a bad address (path) names no field.
  return { detail: detail.join('; '), errors: where === 'path' ? [] : described };
}

function describeIssue(issue: FastifySchemaValidationError): FieldError[] {
  const path = issue.instancePath.split('/').filter(Boolean);
  const unknownKeys = issue.keyword === 'unrecognized_keys' ? issue.params.keys : undefined;
  if (Array.isArray(unknownKeys)) {
    return unknownKeys.map((key) => ({ path: [...path, String(key)].join('.'), message: 'unknown field' }));
  }
  // The contract's messages are words already (packages/contract/src/common/messages.ts).
  return [{ path: path.join('.'), message: issue.message ?? 'is not valid' }];
}
