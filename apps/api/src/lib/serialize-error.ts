import { stdSerializers } from 'pino';

/** What PostgreSQL (node-postgres and PGlite alike) says about a failed statement, without its values. */
type DatabaseFailure = { code: string; constraint?: string; table?: string; column?: string; routine?: string };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The driver's error somewhere in `err`'s cause chain (Drizzle wraps it), and the failed query's text. */
function findDatabaseFailure(err: unknown): { failure: DatabaseFailure; query?: string } | undefined {
  let query: string | undefined;
  for (let e = err, depth = 0; isObject(e) && depth < 5; e = e.cause, depth++) {
    if (typeof e.query === 'string') query = e.query;
    if (typeof e.severity === 'string' && typeof e.code === 'string') return { failure: e as DatabaseFailure, query };
  }
  return undefined;
}

/**
 * Errors as the log shows them (pino's `err` serializer). A failed query keeps its SQL text and
 * the server's SQLSTATE, constraint and routine, but not its parameters, nor the server's message
 * and detail, which quote values ("Key (email)=(…) already exists", "Failing row contains (…)"):
 * what a player sent stays out of the log at every level. Other errors are logged as pino does.
 */
export function serializeError(err: unknown) {
  const found = findDatabaseFailure(err);
  if (!found) return stdSerializers.err(err as Error);
  const { code, constraint, table, column, routine } = found.failure;
  const stack = isObject(err) && typeof err.stack === 'string' ? err.stack : '';
  return {
    type: 'DatabaseError',
    message: `Failed query (SQLSTATE ${code})`,
    query: found.query,
    code,
    constraint,
    table,
    column,
    routine,
    // The call sites only: the stack's first line repeats the message, with the parameters in it.
    stack: stack
      .split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .join('\n'),
  };
}
