import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

interface HomeJsBudgetOptions {
  /** Path (relative to the app root) of the module the home route lazy-loads. */
  homeRouteModule: string;
  /** Budget in kB (1 kB = 1000 bytes, as Vite prints sizes). */
  limitKb: number;
}

interface JsChunk {
  fileName: string;
  code: string;
  imports: string[];
  isEntry: boolean;
  facadeModuleId: string | null;
}

/**
 * Prints the JavaScript a first visit to `/` downloads before it can render (the entry chunk, the
 * home route chunk and every chunk they import statically), gzip-compressed, and fails the build
 * when it exceeds the budget. Dynamic imports (other routes) are not counted: they load later.
 */
export function homeJsBudget({ homeRouteModule, limitKb }: HomeJsBudgetOptions): Plugin {
  return {
    name: 'home-js-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, JsChunk>();
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') chunks.set(output.fileName, output);
      }
      const all = [...chunks.values()];
      const entry = all.find((chunk) => chunk.isEntry);
      const home = all.find((chunk) => chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(homeRouteModule));
      if (!entry || !home) {
        this.error(`home-js-budget: could not find the entry chunk or the chunk of ${homeRouteModule}`);
      }

      const counted = new Set<string>();
      const visit = (fileName: string) => {
        if (counted.has(fileName)) return;
        counted.add(fileName);
        for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
      };
      visit(entry.fileName);
      visit(home.fileName);

      const sizes = [...counted].map((fileName) => ({
        fileName,
        bytes: gzipSync(chunks.get(fileName)?.code ?? '', { level: 9 }).length,
      }));
      sizes.sort((a, b) => b.bytes - a.bytes);
      const kb = sizes.reduce((sum, { bytes }) => sum + bytes, 0) / 1000;
      const breakdown = sizes.map(({ fileName, bytes }) => `    ${(bytes / 1000).toFixed(1).padStart(6)} kB  ${fileName}`).join('\n');
      const summary = `home route initial JS: ${kb.toFixed(1)} kB gzip (budget ${limitKb} kB)`;
      console.log(`\n  ${summary}\n${breakdown}\n`);
      if (kb > limitKb) this.error(`${summary}: over budget`);
    },
  };
}
