import { fileURLToPath } from 'node:url';
import path from 'node:path';

// This file sits one level below the package root both as source (src/paths.ts)
// and once bundled (dist/server.js), so '..' is the API package in both cases.
export const API_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const MIGRATIONS_DIR = path.join(API_ROOT, 'drizzle');
export const ASSETS_DIR = path.join(API_ROOT, 'assets');
export const WEB_DIST_DIR = path.resolve(API_ROOT, '../web/dist');
