import { type core, z } from 'zod';

/*
 * What a refused field says when its schema names no message of its own: one rule, in words, for
 * every schema of the contract, on both sides (the web's forms and the server's 400s). A message a
 * schema gives itself ('must be AZ or NV', or the spec's own text) wins over these.
 *
 * Messages follow the contract's wording: a phrase that completes the field's name ("must be at most
 * 200 characters", "is required"); the server's detail puts the field before it
 * ("body.title: must be at most 200 characters") and a form shows it under the field, capitalised.
 */

const SIZE_UNITS: Partial<Record<string, [one: string, many: string]>> = {
  string: ['character', 'characters'],
  array: ['item', 'items'],
  set: ['item', 'items'],
  map: ['entry', 'entries'],
  file: ['byte', 'bytes'],
};

const counted = (n: number | bigint, origin: string) => {
  const unit = SIZE_UNITS[origin];
  if (!unit) return String(n);
  return `${n} ${Number(n) === 1 ? unit[0] : unit[1]}`;
};

const TYPE_NAMES: Partial<Record<string, string>> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  date: 'a date',
  null: 'empty',
  nan: 'a number',
};

const FORMAT_NAMES: Partial<Record<string, string>> = {
  email: 'an e-mail address',
  url: 'a web address',
  uuid: 'a uuid',
  guid: 'a uuid',
  date: 'a date such as 2024-01-31',
  datetime: 'a date and time such as 2024-01-31T09:30:00Z',
  time: 'a time such as 09:30',
  e164: 'a phone number such as +16025551234',
};

/** " or "-joined choices: 'AZ or NV', 'a, b or c'. */
const orList = (values: readonly unknown[]) => {
  const words = values.map((value) => (typeof value === 'string' ? value : JSON.stringify(value)));
  return words.length <= 1
    ? (words[0] ?? '')
    : `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;
};

/** The message of a contract issue that names none itself. */
export function contractMessage(issue: core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'is required';
      return `must be ${TYPE_NAMES[issue.expected] ?? issue.expected}`;
    case 'too_big': {
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint')
        return issue.inclusive === false
          ? `must be less than ${issue.maximum}`
          : `must be at most ${issue.maximum}`;
      if (issue.origin === 'date') return 'is too late';
      const most = issue.exact ? 'exactly' : 'at most';
      if (issue.origin === 'string') return `must be ${most} ${counted(issue.maximum, 'string')}`;
      return `must hold ${most} ${counted(issue.maximum, issue.origin)}`;
    }
    case 'too_small': {
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint')
        return issue.inclusive === false
          ? `must be more than ${issue.minimum}`
          : `must be at least ${issue.minimum}`;
      if (issue.origin === 'date') return 'is too early';
      if (Number(issue.minimum) === 1 && !issue.exact)
        return issue.origin === 'string' ? 'is required' : 'must hold at least one item';
      const least = issue.exact ? 'exactly' : 'at least';
      if (issue.origin === 'string') return `must be ${least} ${counted(issue.minimum, 'string')}`;
      return `must hold ${least} ${counted(issue.minimum, issue.origin)}`;
    }
    case 'invalid_format': {
      const name = FORMAT_NAMES[issue.format];
      return name ? `must be ${name}` : 'is not in the expected form';
    }
    case 'invalid_value':
      return issue.values.length <= 3
        ? `must be ${orList(issue.values)}`
        : `must be one of ${issue.values.map((value) => orList([value])).join(', ')}`;
    case 'not_multiple_of':
      return `must be a multiple of ${issue.divisor}`;
    case 'unrecognized_keys':
      return issue.keys.length === 1 ? 'unknown field' : 'unknown fields';
    default:
      return 'is not valid';
  }
}

z.config({ customError: contractMessage });
