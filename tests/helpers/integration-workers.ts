/**
 * The integration files run this many at a time (vitest.config.ts), each worker on a database
 * and media folder of its own (integration-global-setup.ts).
 */
export const integrationWorkers = 2
