import { describe, expect, it } from 'vitest';
import { describeUnavailable, isDatabaseUnavailable } from './unavailable';

const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: SELECT 1\nparams: '), { cause });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['refused', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['dropped mid-query', new Error('Connection terminated unexpectedly')],
    ['pool connect timeout', new Error('timeout exceeded when trying to connect')],
    ['server shutting down (57P01)', Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })],
    ['starting up (57P03)', Object.assign(new Error('the database system is starting up'), { code: '57P03' })],
    ['too many connections', Object.assign(new Error('sorry, too many clients already'), { code: '53300' })],
    ['connection exception class 08', Object.assign(new Error('connection failure'), { code: '08006' })],
    ['pool already ended (shutting down)', new Error('Cannot use a pool after calling end on the pool')],
  ])('knows "%s", also wrapped by Drizzle', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
  });

  it.each([
    ['a syntax error', Object.assign(new Error('syntax error at or near "SELEC"'), { code: '42601' })],
    ['a unique violation', Object.assign(new Error('duplicate key value'), { code: '23505' })],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
  ])('leaves %s alone', (_name, error) => {
    expect(isDatabaseUnavailable(wrapped(error))).toBe(false);
  });

  it('describes the innermost cause on one short line', () => {
    const error = wrapped(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432\n   at somewhere'), { code: 'ECONNREFUSED' }));
    expect(describeUnavailable(error)).toBe('ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:5432 at somewhere');
    expect(describeUnavailable(new Error('x'.repeat(5000))).length).toBe(200);
  });
});
