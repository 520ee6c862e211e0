/** Rows in one page of a list call when `page` comes alone, and the most one page may hold. */
export const defaultPageLimit = 20
export const maxPageLimit = 100
