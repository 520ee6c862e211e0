/**
 * The integration files run this many at a time (vitest.config.ts), each worker on a database
 * and media folder of its own (integration-global-setup.ts). Three on two cores: some files wait
 * (on mail retries, login delays, pg_dump), and with two the cores idled for the last minute of
 * the step (docs/test-time.md).
 */
export const integrationWorkers = 3
