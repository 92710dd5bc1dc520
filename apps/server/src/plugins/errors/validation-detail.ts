import type { FastifySchemaValidationError } from 'fastify';

const CONTEXT_NAMES: Record<string, string> = { querystring: 'query', params: 'path' };

/** "body.email: Invalid email address; body.role: unknown field" from the validator's issues. */
export function validationDetail(
  issues: readonly FastifySchemaValidationError[],
  context: string | undefined,
): string {
  const where = context ? (CONTEXT_NAMES[context] ?? context) : 'request';
  return issues.flatMap((issue) => describeIssue(issue, where)).join('; ');
}

function describeIssue(issue: FastifySchemaValidationError, where: string): string[] {
  const path = [where, ...issue.instancePath.split('/').filter(Boolean)];
  const unknownKeys = issue.keyword === 'unrecognized_keys' ? issue.params.keys : undefined;
  if (Array.isArray(unknownKeys)) {
    return unknownKeys.map((key) => `${[...path, String(key)].join('.')}: unknown field`);
  }
  const missing = issue.keyword === 'invalid_type' && issue.message?.endsWith('received undefined');
  return [`${path.join('.')}: ${missing ? 'is required' : (issue.message ?? 'is invalid')}`];
}
