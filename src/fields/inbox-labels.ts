import type { LocaleCode } from '../i18n/config'
import { panelFieldText, panelText } from '../i18n/panel'

/**
 * The panel's labels for what visitors send (the Inbox collections), in the site's seven
 * languages. Record<LocaleCode, ...> keeps every language present.
 */
const texts = {
  inbox: { en: 'Inbox', bn: 'ইনবক্স', es: 'Bandeja de entrada', ar: 'صندوق الوارد', fr: 'Boîte de réception', zh: '收件箱', ja: '受信箱' },
  contactMessage: { en: 'Contact message', bn: 'যোগাযোগ বার্তা', es: 'Mensaje de contacto', ar: 'رسالة تواصل', fr: 'Message de contact', zh: '联系留言', ja: 'お問い合わせ' },
  contactMessages: { en: 'Contact messages', bn: 'যোগাযোগ বার্তাসমূহ', es: 'Mensajes de contacto', ar: 'رسائل التواصل', fr: 'Messages de contact', zh: '联系留言', ja: 'お問い合わせ一覧' },
  newsletterSubscription: { en: 'Newsletter subscription', bn: 'নিউজলেটার সাবস্ক্রিপশন', es: 'Suscripción al boletín', ar: 'اشتراك في النشرة الإخبارية', fr: 'Abonnement à la newsletter', zh: '新闻通讯订阅', ja: 'ニュースレター購読' },
  newsletterSubscriptions: { en: 'Newsletter subscriptions', bn: 'নিউজলেটার সাবস্ক্রিপশনসমূহ', es: 'Suscripciones al boletín', ar: 'اشتراكات النشرة الإخبارية', fr: 'Abonnements à la newsletter', zh: '新闻通讯订阅', ja: 'ニュースレター購読一覧' },
  softwareRequest: { en: 'Software request', bn: 'সফটওয়্যার অনুরোধ', es: 'Solicitud de software', ar: 'طلب برمجيات', fr: 'Demande de logiciel', zh: '软件需求', ja: 'ソフトウェア開発依頼' },
  softwareRequests: { en: 'Software requests', bn: 'সফটওয়্যার অনুরোধসমূহ', es: 'Solicitudes de software', ar: 'طلبات البرمجيات', fr: 'Demandes de logiciel', zh: '软件需求', ja: 'ソフトウェア開発依頼一覧' },
  name: { en: 'Name', bn: 'নাম', es: 'Nombre', ar: 'الاسم', fr: 'Nom', zh: '姓名', ja: '名前' },
  email: { en: 'Email', bn: 'ইমেইল', es: 'Correo electrónico', ar: 'البريد الإلكتروني', fr: 'E-mail', zh: '电子邮件', ja: 'メールアドレス' },
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
} satisfies Record<string, Record<LocaleCode, string>>

export type InboxLabel = keyof typeof texts

/** The label of one Inbox word in every panel language. */
export const inboxLabel = (key: InboxLabel) => panelText(texts[key])

/** The label of one Inbox field in every panel language (see panelFieldText). */
export const inboxFieldLabel = (key: InboxLabel) => panelFieldText(texts[key])
