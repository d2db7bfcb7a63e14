/**
 * The environment the production server starts with: `npm run serve` and docs/deploy.md's units carry the
 * same (apps/api/test/start-command.test.ts holds them to this), and the benches start it so.
 *
 * glibc's malloc serves 32 KB and more by mmap and gives it back to the system when freed. Its default
 * (128 KB, raised as large blocks are freed) leaves start-up's freed blocks (V8 compiling PGlite's
 * WebAssembly, the modules' code) in the main heap, which a few live blocks above them keep from
 * shrinking: 25–30 MB of an idle embedded server that malloc_trim(0) would give back. Measured with
 * scripts/bench/idle-memory.ts: 251–257 MB idle without it, 186–191 MB with it (docs/benchmarks.md).
 * musl and other C libraries ignore the variable.
 */
export const SERVER_ENV = { GLIBC_TUNABLES: 'glibc.malloc.mmap_threshold=32768' } as const;
