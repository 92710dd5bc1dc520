// A readable layout of one SQL statement for review (test/report-sql): each clause on a line of its
// own, one item of a select list a line, `and`/`or` of a where clause a line, subqueries indented.
// Only whitespace outside quotes changes, so the text is still the statement the app runs; no
// parser, no dependency.

/** The words a line starts at, inside a query (not inside `filter (where ...)` or a function's parentheses). */
const CLAUSES = [
  'with recursive',
  'with',
  'select distinct on',
  'select distinct',
  'select',
  'from',
  'left join lateral',
  'left join',
  'inner join',
  'cross join lateral',
  'cross join',
  'join',
  'where',
  'group by',
  'having',
  'window',
  'order by',
  'limit',
  'offset',
  'union all',
  'union',
  'except',
  'intersect',
  'values',
  'on conflict',
  'returning',
].map((clause) => clause.split(' '));

/** Clauses whose items (separated by commas at their level) go one a line. */
const LISTS = new Set(['with', 'with recursive', 'select', 'select distinct', 'group by', 'order by']);
/** Clauses whose `and`/`or` (not a `between`'s) start a line. */
const CONDITIONS = new Set(['where', 'having']);
/** A parenthesis opening one of these holds a query. */
const QUERY_STARTS = new Set(['select', 'with', 'values']);

type Token = { text: string; space: boolean };
type Level = { query: boolean; clause: string; between: boolean };

const TOKEN = /\s+|'(?:[^']|'')*'?|"(?:[^"]|"")*"?|[A-Za-z_][\w$]*|\$\d+|::|./gsy;

function tokenize(statement: string): Token[] {
  const tokens: Token[] = [];
  let space = false;
  for (const [text] of statement.matchAll(TOKEN)) {
    if (/^\s/.test(text)) space = true;
    else {
      tokens.push({ text, space });
      space = false;
    }
  }
  return tokens;
}

const isWord = (token: Token | undefined) => token !== undefined && /^[A-Za-z_]/.test(token.text);

/** The clause (as its lower-case words) starting at tokens[index], if any. */
function clauseAt(tokens: readonly Token[], index: number): string[] | undefined {
  return CLAUSES.find((words) =>
    words.every((word, offset) => {
      const token = tokens[index + offset];
      return isWord(token) && token?.text.toLowerCase() === word;
    }),
  );
}

/**
 * The statement laid out a clause a line (`CLAUSES`), indented two spaces per open parenthesis;
 * whitespace between tokens becomes one space or a line break.
 */
export function formatSql(statement: string): string {
  const tokens = tokenize(statement);
  const lines: string[] = [];
  const levels: Level[] = [{ query: true, clause: '', between: false }];
  let line = '';
  let indent = 0;
  const breakLine = (extra = 0) => {
    if (line) lines.push(`${'  '.repeat(indent)}${line}`);
    line = '';
    indent = levels.length - 1 + extra;
  };
  const append = (token: Token) => {
    line += line && token.space && token.text !== ')' ? ` ${token.text}` : token.text;
  };
  let index = 0;
  while (index < tokens.length) {
    const token = tokens[index] as Token;
    const level = levels[levels.length - 1] as Level;
    const word = isWord(token) ? token.text.toLowerCase() : '';
    if (token.text === '(') {
      append(token);
      const next = tokens[index + 1];
      const query = isWord(next) && QUERY_STARTS.has(next?.text.toLowerCase() ?? '');
      levels.push({ query, clause: '', between: false });
      index += 1;
      continue;
    }
    if (token.text === ')') {
      if (levels.length > 1) levels.pop();
      append(token);
      index += 1;
      continue;
    }
    if (level.query && word) {
      const clause = clauseAt(tokens, index);
      if (clause) {
        breakLine();
        const words = tokens.slice(index, index + clause.length);
        append({ text: words.map((w) => w.text).join(' '), space: token.space });
        level.clause = clause.join(' ');
        level.between = false;
        index += clause.length;
        continue;
      }
      if (word === 'between') level.between = true;
      else if (word === 'and' && level.between) level.between = false;
      else if ((word === 'and' || word === 'or') && CONDITIONS.has(level.clause)) breakLine(1);
    }
    append(token);
    index += 1;
    if (token.text === ',' && level.query && LISTS.has(level.clause)) breakLine(1);
  }
  breakLine();
  return lines.join('\n');
}

/** The parameters as SQL comments, one a line: `-- $1 = 'AZ'`. */
export function formatParams(params: readonly unknown[]): string[] {
  return params.map((value, index) => `-- $${index + 1} = ${literal(value)}`);
}

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  if (value instanceof Date) return `'${value.toISOString()}'`;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return `'${text.replaceAll("'", "''")}'`;
}
