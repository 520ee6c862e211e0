import type { GlobalConfig, Payload } from 'payload'
import { isAdmin } from '../access'
import { localeOfPanel, panelFieldText, panelText } from '../panel/languages'
import { addressListMessage, notificationAddresses, splitAddresses } from '../../schemas/site-settings'

/**
 * Settings an administrator changes in the back office (Payload's own form for the global):
 * who is told by e-mail of a new contact message or software request. NOTIFY_EMAIL fills the
 * addresses on the first start only (fillSiteSettings); after that the back office decides.
 */

const texts = {
  label: { en: 'Site settings', bn: 'সাইটের সেটিংস', es: 'Ajustes del sitio', ar: 'إعدادات الموقع', fr: 'Paramètres du site', zh: '网站设置', ja: 'サイト設定' },
  group: { en: 'Administration', bn: 'প্রশাসন', es: 'Administración', ar: 'الإدارة', fr: 'Administration', zh: '系统管理', ja: '管理' },
  notifyEmails: { en: 'Notification addresses', bn: 'বিজ্ঞপ্তির ঠিকানা', es: 'Direcciones de aviso', ar: 'عناوين الإشعارات', fr: 'Adresses de notification', zh: '通知地址', ja: '通知先アドレス' },
  notifyEmailsHint: {
    en: 'E-mail addresses, separated by commas, that receive each new contact message and software request.',
    bn: 'কমা দিয়ে আলাদা করা ই-মেইল ঠিকানা, যেগুলোতে প্রতিটি নতুন যোগাযোগ বার্তা ও সফটওয়্যার অনুরোধ পাঠানো হয়।',
    es: 'Direcciones de correo, separadas por comas, que reciben cada nuevo mensaje de contacto y solicitud de software.',
    ar: 'عناوين بريد إلكتروني مفصولة بفواصل تتلقى كل رسالة تواصل جديدة وكل طلب برمجيات جديد.',
    fr: 'Adresses e-mail, séparées par des virgules, qui reçoivent chaque nouveau message de contact et chaque demande de logiciel.',
    zh: '接收每条新联系留言和软件需求的电子邮件地址，以逗号分隔。',
    ja: '新しいお問い合わせとソフトウェア開発依頼を受け取るメールアドレス（カンマ区切り）。',
  },
  notifyContact: {
    en: 'E-mail each new contact message',
    bn: 'প্রতিটি নতুন যোগাযোগ বার্তা ই-মেইলে পাঠান',
    es: 'Enviar por correo cada nuevo mensaje de contacto',
    ar: 'إرسال كل رسالة تواصل جديدة بالبريد الإلكتروني',
    fr: 'Envoyer par e-mail chaque nouveau message de contact',
    zh: '通过电子邮件发送每条新联系留言',
    ja: '新しいお問い合わせをメールで通知する',
  },
  notifySoftwareRequests: {
    en: 'E-mail each new software request',
    bn: 'প্রতিটি নতুন সফটওয়্যার অনুরোধ ই-মেইলে পাঠান',
    es: 'Enviar por correo cada nueva solicitud de software',
    ar: 'إرسال كل طلب برمجيات جديد بالبريد الإلكتروني',
    fr: 'Envoyer par e-mail chaque nouvelle demande de logiciel',
    zh: '通过电子邮件发送每条新软件需求',
    ja: '新しいソフトウェア開発依頼をメールで通知する',
  },
  invalid: {
    en: addressListMessage,
    bn: 'কমা দিয়ে আলাদা করে ই-মেইল ঠিকানা লিখুন।',
    es: 'Introduzca direcciones de correo separadas por comas.',
    ar: 'أدخل عناوين بريد إلكتروني مفصولة بفواصل.',
    fr: 'Saisissez des adresses e-mail séparées par des virgules.',
    zh: '请输入以逗号分隔的电子邮件地址。',
    ja: 'メールアドレスをカンマ区切りで入力してください。',
  },
} as const

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: panelText(texts.label),
  admin: { group: panelText(texts.group) },
  access: { read: isAdmin, update: isAdmin },
  fields: [
    {
      name: 'notifyEmails',
      label: panelFieldText(texts.notifyEmails),
      type: 'text',
      admin: { description: panelFieldText(texts.notifyEmailsHint) },
      validate: (value: unknown, { req }: { req?: { i18n?: { language?: string } } }) =>
        value === undefined || value === null || notificationAddresses.safeParse(value).success
          ? true
          : texts.invalid[localeOfPanel(req?.i18n?.language) ?? 'en'],
      hooks: { beforeChange: [({ value }) => (typeof value === 'string' ? splitAddresses(value).join(', ') : value)] },
    },
    { name: 'notifyContact', label: panelFieldText(texts.notifyContact), type: 'checkbox', defaultValue: true },
    { name: 'notifySoftwareRequests', label: panelFieldText(texts.notifySoftwareRequests), type: 'checkbox', defaultValue: true },
    // Set once NOTIFY_EMAIL has been read, so that emptying the addresses later stays empty.
    { name: 'filledFromEnvironment', type: 'checkbox', defaultValue: false, admin: { hidden: true } },
  ],
}

export type NotificationSettings = { addresses: string[]; contact: boolean; softwareRequests: boolean }

export async function notificationSettings(payload: Payload): Promise<NotificationSettings> {
  const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true, depth: 0 })
  return {
    addresses: splitAddresses(settings.notifyEmails),
    contact: settings.notifyContact !== false,
    softwareRequests: settings.notifySoftwareRequests !== false,
  }
}

/** On the first start: the addresses from NOTIFY_EMAIL (comma-separated), both switches on. */
export async function fillSiteSettings(payload: Payload, env: Record<string, string | undefined> = process.env): Promise<void> {
  const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true, depth: 0 })
  if (settings.filledFromEnvironment) return
  const raw = env.NOTIFY_EMAIL?.trim() ?? ''
  if (raw && !notificationAddresses.safeParse(raw).success) {
    payload.logger.warn('NOTIFY_EMAIL is not a comma-separated list of e-mail addresses; the notification addresses stay empty.')
  }
  await payload.updateGlobal({
    slug: 'site-settings',
    data: {
      notifyEmails: notificationAddresses.safeParse(raw).success ? splitAddresses(raw).join(', ') : '',
      notifyContact: true,
      notifySoftwareRequests: true,
      filledFromEnvironment: true,
    },
    overrideAccess: true,
  })
}
