import { DrizzleQueryError } from 'drizzle-orm';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { capturedLog } from '../../test/captured-log';
import { registerErrorHandling } from './errors';

describe('an unexpected failure', () => {
  it("is answered 500 without details, and logged without the failed query's parameters", async () => {
    const log = capturedLog();
    const app = Fastify({ loggerInstance: log.logger as FastifyBaseLogger });
    registerErrorHandling(app);
    const words = 'My private words about the laptop, and my phone 98765 43210';
    app.get('/fails', async () => {
      throw new DrizzleQueryError('insert into "reviews" ("text") values ($1)', [words], new Error('invalid byte sequence for encoding "UTF8": 0x00'));
    });

    const res = await app.inject({ url: '/fails' });
    expect([res.statusCode, res.json()]).toEqual([500, { message: 'Internal server error' }]);
    expect(res.body).not.toContain('insert');
    await app.close();

    const logged = log.text();
    expect(logged).toContain('request failed');
    expect(logged).toContain('insert into \\"reviews\\" (\\"text\\") values ($1)');
    expect(logged).toContain('invalid byte sequence');
    expect(logged).not.toContain('My private words');
    expect(logged).not.toContain('98765');
  });
});
