import { describe, expect, it } from 'vitest';
import './zod-jitless';

describe('zod-jitless', () => {
  it('puts Zod in jitless mode through the global it reads', async () => {
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
  });
});
