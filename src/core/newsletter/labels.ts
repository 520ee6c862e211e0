import { panelFieldText, panelText } from '../panel/languages'

/** The subscription's own names in Payload's panel, in the seven languages (the collection's fields and the dashboard's counts). */
const texts = {
  subscription: { en: 'Subscription', bn: 'সাবস্ক্রিপশন', es: 'Suscripción', ar: 'الاشتراك', fr: 'Abonnement', zh: '订阅状态', ja: '購読状態' },
  pending: { en: 'Pending confirmation', bn: 'নিশ্চিতকরণের অপেক্ষায়', es: 'Pendiente de confirmación', ar: 'بانتظار التأكيد', fr: 'En attente de confirmation', zh: '待确认', ja: '確認待ち' },
  confirmed: { en: 'Confirmed', bn: 'নিশ্চিত', es: 'Confirmada', ar: 'مؤكَّد', fr: 'Confirmé', zh: '已确认', ja: '確認済み' },
  unsubscribed: { en: 'Unsubscribed', bn: 'সাবস্ক্রিপশন বাতিল', es: 'Baja', ar: 'أُلغي الاشتراك', fr: 'Désabonné', zh: '已退订', ja: '購読解除' },
  locale: { en: 'Language of e-mails', bn: 'ই-মেইলের ভাষা', es: 'Idioma de los correos', ar: 'لغة الرسائل', fr: 'Langue des e-mails', zh: '邮件语言', ja: 'メールの言語' },
  confirmedAt: { en: 'Confirmed at', bn: 'নিশ্চিত করার সময়', es: 'Confirmada el', ar: 'تاريخ التأكيد', fr: 'Confirmé le', zh: '确认时间', ja: '確認日時' },
  unsubscribedAt: { en: 'Unsubscribed at', bn: 'বাতিলের সময়', es: 'Baja el', ar: 'تاريخ إلغاء الاشتراك', fr: 'Désabonné le', zh: '退订时间', ja: '購読解除日時' },
} as const

export type SubscriptionLabel = keyof typeof texts
export const subscriptionLabel = (key: SubscriptionLabel) => panelText(texts[key])
export const subscriptionFieldLabel = (key: SubscriptionLabel) => panelFieldText(texts[key])
