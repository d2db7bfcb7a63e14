/**
 * The server's CSP allows no eval, so Zod's compiled ("JIT") parsers can never run here, and Zod's
 * `new Function` probe for them is reported by the browser as a CSP violation (Lighthouse
 * best-practices) the first time a form's schema loads. Jitless mode skips the probe.
 *
 * Zod reads its settings from this global (zod/v4/core `globalConfig`). It is set here, on start-up,
 * rather than through `z.config()`, which would put Zod on the home page's critical path; the
 * schemas build their parsers when their module loads, so it has to be set before any of them does.
 * zod-jitless.test.ts checks that Zod still reads this global.
 */
type ZodGlobal = typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };

((globalThis as ZodGlobal).__zod_globalConfig ??= {}).jitless = true;
