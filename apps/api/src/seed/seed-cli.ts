import { loadConfig } from '../config/env';
import { openDatabase } from '../db/client';
import { databaseOptionsFrom } from '../db/options';
import { reseedCatalogue } from './seed';

const config = loadConfig();
const database = await openDatabase(databaseOptionsFrom(config));
try {
  await database.migrate();
  const count = await reseedCatalogue(database.db);
  console.log(`Seeded ${count} products into the ${database.kind} database.`);
} finally {
  await database.close();
}
