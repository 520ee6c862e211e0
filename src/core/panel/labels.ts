import { siteContent } from '../../content'
import type { SiteContent } from '../../content/site-content'
import { adminRoles, budgets, memberTypes, photoCategories, projectTypes, tabIds, timelines } from '../../content/site-structure'
import { localeCodes, type LocaleCode } from '../../i18n/config'
import { messages, type Namespaces } from '../../i18n/messages'
import { panelFieldText, panelText } from './languages'

/**
 * The labels of the site's collections in Payload's panel, in the seven languages, in the same
 * `{ [language]: text }` shape Payload accepts. A field or an option
 * that the back-office screens or the public site already name takes their words
 * (messages/<locale>/*.json), so the panel and the screens agree and
 * nothing is translated twice. Labels only: field names and option values stay as they are.
 */

type Texts = Record<LocaleCode, string>

const fromMessages = (pick: (m: Namespaces) => string): Texts =>
  Object.fromEntries(localeCodes.map((code) => [code, pick(messages[code])])) as Texts

const fromContent = (pick: (c: SiteContent) => string): Texts =>
  Object.fromEntries(localeCodes.map((code) => [code, pick(siteContent(code))])) as Texts

const texts = {
  // Groups of the panel's navigation.
  site: { en: 'Site', bn: 'সাইট', es: 'Sitio', ar: 'الموقع', fr: 'Site', zh: '网站', ja: 'サイト' },
  people: { en: 'People', bn: 'ব্যক্তিবর্গ', es: 'Personas', ar: 'الأشخاص', fr: 'Personnes', zh: '人员', ja: '人物' },
  administration: { en: 'Administration', bn: 'প্রশাসন', es: 'Administración', ar: 'الإدارة', fr: 'Administration', zh: '系统管理', ja: '管理' },

  // Collections, singular and plural.
  contentItem: { en: 'Content item', bn: 'বিষয়বস্তুর আইটেম', es: 'Elemento de contenido', ar: 'عنصر محتوى', fr: 'Élément de contenu', zh: '内容条目', ja: 'コンテンツ項目' },
  contentItems: { en: 'Content items', bn: 'বিষয়বস্তুর আইটেমসমূহ', es: 'Elementos de contenido', ar: 'عناصر المحتوى', fr: 'Éléments de contenu', zh: '内容条目', ja: 'コンテンツ項目一覧' },
  submenu: { en: 'Submenu', bn: 'সাবমেনু', es: 'Submenú', ar: 'قائمة فرعية', fr: 'Sous-menu', zh: '子菜单', ja: 'サブメニュー' },
  submenus: { en: 'Submenus', bn: 'সাবমেনুসমূহ', es: 'Submenús', ar: 'القوائم الفرعية', fr: 'Sous-menus', zh: '子菜单', ja: 'サブメニュー一覧' },
  member: { en: 'Member', bn: 'সদস্য', es: 'Miembro', ar: 'عضو', fr: 'Membre', zh: '成员', ja: 'メンバー' },
  members: { en: 'Members', bn: 'সদস্যবৃন্দ', es: 'Miembros', ar: 'الأعضاء', fr: 'Membres', zh: '成员', ja: 'メンバー一覧' },
  memberBio: { en: 'Member bio', bn: 'সদস্যের জীবনী', es: 'Biografía de miembro', ar: 'سيرة ذاتية لعضو', fr: 'Biographie de membre', zh: '成员简介', ja: 'メンバー経歴' },
  memberBios: { en: 'Member bios', bn: 'সদস্যদের জীবনী', es: 'Biografías de miembros', ar: 'السير الذاتية للأعضاء', fr: 'Biographies des membres', zh: '成员简介', ja: 'メンバー経歴一覧' },
  galleryPhoto: { en: 'Gallery photo', bn: 'চিত্রশালার ছবি', es: 'Foto de la galería', ar: 'صورة المعرض', fr: 'Photo de la galerie', zh: '图片集照片', ja: 'ギャラリー写真' },
  galleryPhotos: { en: 'Gallery photos', bn: 'চিত্রশালার ছবিসমূহ', es: 'Fotos de la galería', ar: 'صور المعرض', fr: 'Photos de la galerie', zh: '图片集照片', ja: 'ギャラリー写真一覧' },
  image: { en: 'Image', bn: 'ছবি', es: 'Imagen', ar: 'صورة', fr: 'Image', zh: '图片', ja: '画像' },
  images: { en: 'Images', bn: 'ছবিসমূহ', es: 'Imágenes', ar: 'الصور', fr: 'Images', zh: '图片', ja: '画像一覧' },
  adminAccount: { en: 'Admin account', bn: 'অ্যাডমিন অ্যাকাউন্ট', es: 'Cuenta de administrador', ar: 'حساب مشرف', fr: 'Compte administrateur', zh: '管理员账号', ja: '管理者アカウント' },
  adminAccounts: { en: 'Admin accounts', bn: 'অ্যাডমিন অ্যাকাউন্টসমূহ', es: 'Cuentas de administrador', ar: 'حسابات المشرفين', fr: 'Comptes administrateur', zh: '管理员账号', ja: '管理者アカウント一覧' },

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

  // The Inbox: what visitors send, and what an administrator did with it.
  inbox: { en: 'Inbox', bn: 'ইনবক্স', es: 'Bandeja de entrada', ar: 'صندوق الوارد', fr: 'Boîte de réception', zh: '收件箱', ja: '受信箱' },
  contactMessage: { en: 'Contact message', bn: 'যোগাযোগ বার্তা', es: 'Mensaje de contacto', ar: 'رسالة تواصل', fr: 'Message de contact', zh: '联系留言', ja: 'お問い合わせ' },
  contactMessages: { en: 'Contact messages', bn: 'যোগাযোগ বার্তাসমূহ', es: 'Mensajes de contacto', ar: 'رسائل التواصل', fr: 'Messages de contact', zh: '联系留言', ja: 'お問い合わせ一覧' },
  newsletterSubscription: { en: 'Newsletter subscription', bn: 'নিউজলেটার সাবস্ক্রিপশন', es: 'Suscripción al boletín', ar: 'اشتراك في النشرة الإخبارية', fr: 'Abonnement à la newsletter', zh: '新闻通讯订阅', ja: 'ニュースレター購読' },
  newsletterSubscriptions: { en: 'Newsletter subscriptions', bn: 'নিউজলেটার সাবস্ক্রিপশনসমূহ', es: 'Suscripciones al boletín', ar: 'اشتراكات النشرة الإخبارية', fr: 'Abonnements à la newsletter', zh: '新闻通讯订阅', ja: 'ニュースレター購読一覧' },
  softwareRequest: { en: 'Software request', bn: 'সফটওয়্যার অনুরোধ', es: 'Solicitud de software', ar: 'طلب برمجيات', fr: 'Demande de logiciel', zh: '软件需求', ja: 'ソフトウェア開発依頼' },
  softwareRequests: { en: 'Software requests', bn: 'সফটওয়্যার অনুরোধসমূহ', es: 'Solicitudes de software', ar: 'طلبات البرمجيات', fr: 'Demandes de logiciel', zh: '软件需求', ja: 'ソフトウェア開発依頼一覧' },
  name: { en: 'Name', bn: 'নাম', es: 'Nombre', ar: 'الاسم', fr: 'Nom', zh: '姓名', ja: '名前' },
  subject: { en: 'Subject', bn: 'বিষয়', es: 'Asunto', ar: 'الموضوع', fr: 'Objet', zh: '主题', ja: '件名' },
  message: { en: 'Message', bn: 'বার্তা', es: 'Mensaje', ar: 'الرسالة', fr: 'Message', zh: '留言', ja: 'メッセージ' },
  consent: { en: 'Consent', bn: 'সম্মতি', es: 'Consentimiento', ar: 'الموافقة', fr: 'Consentement', zh: '同意', ja: '同意' },
  organization: { en: 'Organization', bn: 'প্রতিষ্ঠান', es: 'Organización', ar: 'المنظمة', fr: 'Organisation', zh: '机构', ja: '組織' },
  projectType: { en: 'Project type', bn: 'প্রকল্পের ধরন', es: 'Tipo de proyecto', ar: 'نوع المشروع', fr: 'Type de projet', zh: '项目类型', ja: 'プロジェクトの種類' },
  budget: { en: 'Budget', bn: 'বাজেট', es: 'Presupuesto', ar: 'الميزانية', fr: 'Budget', zh: '预算', ja: '予算' },
  timeline: { en: 'Timeline', bn: 'সময়সীমা', es: 'Plazo', ar: 'الجدول الزمني', fr: 'Délai', zh: '时间安排', ja: 'スケジュール' },
  requirements: { en: 'Requirements', bn: 'প্রয়োজনীয়তা', es: 'Requisitos', ar: 'المتطلبات', fr: 'Exigences', zh: '需求', ja: '要件' },
  additionalInfo: { en: 'Additional information', bn: 'অতিরিক্ত তথ্য', es: 'Información adicional', ar: 'معلومات إضافية', fr: 'Informations complémentaires', zh: '补充信息', ja: '追加情報' },
  status: { en: 'Status', bn: 'অবস্থা', es: 'Estado', ar: 'الحالة', fr: 'Statut', zh: '状态', ja: 'ステータス' },
  receivedAt: { en: 'Received at', bn: 'প্রাপ্তির সময়', es: 'Recibido el', ar: 'تاريخ الاستلام', fr: 'Reçu le', zh: '接收时间', ja: '受信日時' },
  new: { en: 'New', bn: 'নতুন', es: 'Nuevo', ar: 'جديد', fr: 'Nouveau', zh: '新', ja: '新規' },
  read: { en: 'Read', bn: 'পঠিত', es: 'Leído', ar: 'مقروء', fr: 'Lu', zh: '已读', ja: '既読' },
  archived: { en: 'Archived', bn: 'আর্কাইভকৃত', es: 'Archivado', ar: 'مؤرشف', fr: 'Archivé', zh: '已归档', ja: 'アーカイブ済み' },
} satisfies Record<string, Texts>

export type PanelLabel = keyof typeof texts

/** The label of one collection or group in every panel language. */
export const panelLabel = (key: PanelLabel) => panelText(texts[key])

/** The label of one field in every panel language (see panelFieldText). */
export const fieldLabel = (key: PanelLabel) => panelFieldText(texts[key])

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
}
