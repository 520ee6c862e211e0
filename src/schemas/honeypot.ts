/**
 * A field no person sees or fills in (the forms hide it). A bot that fills every field gets
 * the same success as a person, and nothing is stored.
 */
export const honeypotField = 'website'
