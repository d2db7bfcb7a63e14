/** The jobs module's public entry: the durable queue other modules add work to and handle it from. */
export { PermanentJobError, type JobQueue } from './job-queue';
