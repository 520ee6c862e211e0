import type { Payload } from 'payload'

/** Placeholder until the seed data lands. */
export async function seedSite(_payload: Payload): Promise<void> {}
