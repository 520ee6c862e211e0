/** The public pages of the site's records, by slug (proxy.ts maps them to the page of the language). */

/** A publication's page. */
export const publicationPath = (slug: string) => `/publications/${slug}`
/** A news story's page. */
export const newsPath = (slug: string) => `/news/${slug}`
/** An event's page. */
export const eventPath = (slug: string) => `/events/${slug}`
/** A newsletter edition in the archive. */
export const editionPath = (slug: string) => `/newsletter/${slug}`
/** A content item, in its section of a tab. */
export const contentItemPath = (item: { id: number; tabId: string; sectionId: string }) =>
  `/?tab=${item.tabId}&section=${item.sectionId}#content-${item.id}`
