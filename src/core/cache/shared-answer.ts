/**
 * Marks an API answer that is the same for every visitor who sends the same request: made from a
 * visitors' read kept in the process (src/server/data/visitor-cache.ts, frozen all the way down).
 * The site's server layer gives such an answer again for a moment to the same anonymous request
 * (scripts/lib/api-answers.ts, docs/decisions/039) and never sends the mark itself.
 */
export const sharedAnswerHeader = 'x-site-shared-answer'
