// Bundles the server into dist/server.js. npm packages stay external (node_modules at run time);
// the workspace's own TypeScript packages (@store/*) are compiled in, as Node cannot run .ts.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externalize-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@store/') ? undefined : { path: args.path, external: true }));
      },
    },
  ],
});
console.log('built apps/api/dist/server.js');
