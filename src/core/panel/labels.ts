import { siteContent } from '../../content'
import type { SiteContent } from '../../content/site-content'
import {
  adminRoles,
  budgets,
  memberTypes,
  photoCategories,
  projectTypes,
  publicationThemes,
  publicationTypes,
  tabIds,
  timelines,
} from '../../content/site-structure'
import { localeCodes, type LocaleCode } from '../../i18n/config'
import type { Namespaces } from '../../i18n/messages'
import { fromMessageGroup, fromMessages, panelFieldText, panelText } from './languages'

/**
 * The labels of the site's collections in Payload's panel, in the seven languages, in the same
 * `{ [language]: text }` shape Payload accepts. The panel's own words are in
 * messages/<locale>/panel.json; a field or an option
 * that the back-office screens or the public site already name takes their words
 * (messages/<locale>/*.json), so the panel and the screens agree and
 * nothing is translated twice. Labels only: field names and option values stay as they are.
 */

type Texts = Record<LocaleCode, string>

const fromContent = (pick: (c: SiteContent) => string): Texts =>
  Object.fromEntries(localeCodes.map((code) => [code, pick(siteContent(code))])) as Texts

const texts = {
  // The panel's own words (messages/<locale>/panel.json): navigation groups, collections, what visitors send.
  ...fromMessageGroup((m) => m.panel.groups),
  ...fromMessageGroup((m) => m.panel.collections),
  ...fromMessageGroup((m) => m.panel.submissions),

  // Fields, in the words of the back-office screens.
  siteArea: fromMessages((m) => m.admin.common.siteArea),
  sectionId: fromMessages((m) => m.admin.submenus.sectionId),
  sectionIdHint: fromMessages((m) => m.admin.submenus.sectionIdHint),
  displayOrder: fromMessages((m) => m.admin.common.displayOrder),
  activeOnSite: fromMessages((m) => m.admin.common.activeOnSite),
  activeInMenu: fromMessages((m) => m.admin.submenus.activeInMenu),
  activeInGallery: fromMessages((m) => m.admin.photos.activeInGallery),
  contentTitle: fromMessages((m) => m.admin.content.title),
  content: fromMessages((m) => m.admin.content.content),
  displayName: fromMessages((m) => m.admin.submenus.name),
  memberName: fromMessages((m) => m.admin.members.name),
  memberTitle: fromMessages((m) => m.admin.members.memberTitle),
  memberType: fromMessages((m) => m.admin.members.memberType),
  portrait: fromMessages((m) => m.admin.members.portrait),
  bioMember: fromMessages((m) => m.admin.bios.member),
  bio: fromMessages((m) => m.admin.bios.bio),
  education: fromMessages((m) => m.admin.bios.education),
  experience: fromMessages((m) => m.admin.bios.experience),
  achievements: fromMessages((m) => m.admin.bios.achievements),
  contactEmail: fromMessages((m) => m.admin.bios.contactEmail),
  linkedinUrl: fromMessages((m) => m.admin.bios.linkedinUrl),
  photoTitle: fromMessages((m) => m.admin.photos.photoTitle),
  description: fromMessages((m) => m.admin.photos.description),
  altText: fromMessages((m) => m.admin.photos.alt),
  category: fromMessages((m) => m.admin.photos.category),
  username: fromMessages((m) => m.admin.accounts.username),
  email: fromMessages((m) => m.admin.accounts.email),
  firstName: fromMessages((m) => m.admin.accounts.firstName),
  lastName: fromMessages((m) => m.admin.accounts.lastName),
  role: fromMessages((m) => m.admin.accounts.role),
  updatedBy: fromMessages((m) => m.admin.history.updatedBy),
  publicationTitle: fromMessages((m) => m.admin.publications.publicationTitle),
  publicationSlug: fromMessages((m) => m.admin.publications.slug),
  publicationSlugHint: fromMessages((m) => m.admin.publications.slugHint),
  abstract: fromMessages((m) => m.admin.publications.abstract),
  authors: fromMessages((m) => m.admin.publications.authors),
  authorName: fromMessages((m) => m.admin.publications.authorNameField),
  authorMember: fromMessages((m) => m.admin.publications.authorMemberField),
  year: fromMessages((m) => m.admin.publications.year),
  publicationType: fromMessages((m) => m.admin.publications.type),
  themes: fromMessages((m) => m.admin.publications.themes),
  documentLanguages: fromMessages((m) => m.admin.publications.documentLanguages),
  doi: fromMessages((m) => m.admin.publications.doi),
  isbn: fromMessages((m) => m.admin.publications.isbn),
  licence: fromMessages((m) => m.admin.publications.licence),
  externalUrl: fromMessages((m) => m.admin.publications.externalUrl),
  featured: fromMessages((m) => m.admin.publications.featured),
  featuredOrder: fromMessages((m) => m.admin.publications.featuredOrder),
  cover: fromMessages((m) => m.admin.publications.cover),
} satisfies Record<string, Texts>

export type PanelLabel = keyof typeof texts

/** The label of one collection or group in every panel language. */
export const panelLabel = (key: PanelLabel) => panelText(texts[key])

/**
 * The label of one field in every panel language (see panelFieldText): a key of the list above,
 * or the words of the back-office screen that edits it (`(m) => m.admin.<area>.<key>`), which
 * need no entry here.
 */
export const fieldLabel = (label: PanelLabel | ((m: Namespaces) => string)) =>
  panelFieldText(typeof label === 'function' ? fromMessages(label) : texts[label])

const options = <V extends string>(values: readonly V[], label: (value: V) => Texts) =>
  values.map((value) => ({ label: panelText(label(value)), value }))

/**
 * Select options labelled in every panel language; the values are the lists in
 * src/content/site-structure.ts, unchanged.
 */
export const panelOptions = {
  tabId: options(tabIds, (id) => fromMessages((m) => m.common.nav.tabs[id])),
  memberType: options(memberTypes, (type) => fromMessages((m) => m.admin.members[type])),
  photoCategory: options(photoCategories, (category) => fromContent((c) => c.gallery.categories[category])),
  projectType: options(projectTypes, (type) => fromMessages((m) => m.forms.request.projectTypes[type])),
  budget: options(budgets, (budget) => fromMessages((m) => m.forms.request.budgets[budget])),
  timeline: options(timelines, (timeline) => fromMessages((m) => m.forms.request.timelines[timeline])),
  role: options(adminRoles, () => fromMessages((m) => m.admin.accounts.roleAdmin)),
  publicationType: options(publicationTypes, (type) => fromMessages((m) => m.common.publications.types[type])),
  publicationTheme: options(publicationThemes, (theme) =>
    fromContent((c) => c.programmes.list.find((p) => p.id === theme)?.title ?? theme),
  ),
}
