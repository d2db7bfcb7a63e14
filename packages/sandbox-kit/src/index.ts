/**
 * What the sandboxes (stand-ins for Razorpay and Shiprocket) share and the shop does not: a database of
 * their own or their own schema in the shop's, migrations applied by name, and timers for delayed work.
 * Nothing here knows the shop.
 */
export { migrateSchema, openOwnDatabase, type Database, type OwnDatabase, type SchemaMigrations } from './database';
export { createTimers, defineTimersTable, timersTableSql, PermanentTimerError, type Timers, type TimersTable, type TimerToAdd } from './timers';
