import 'server-only'
import type { TabId } from '../../content/site-structure'

type TabChecked<T> = { [K in keyof T]: K extends 'tabId' ? Exclude<T[K], string> | TabId : T[K] }

/**
 * Data that passed a shared schema, whose `tabId` is checked against the site's tabs (z.enum)
 * but typed as a plain string: the one place that says it is a TabId.
 */
export const tabChecked = <T extends { tabId?: string }>(data: T) => data as TabChecked<T>
