import { panelFieldText, panelText } from '../../src/core/panel/languages'

/**
 * The outbox's names in Payload's panel, in the seven languages. Kept beside the collection
 * rather than in src/core/panel/labels.ts: nothing else names these fields.
 */
const texts = {
  singular: { en: 'Outgoing e-mail', bn: 'বহির্গামী ই-মেইল', es: 'Correo saliente', ar: 'رسالة بريد صادرة', fr: 'E-mail sortant', zh: '待发邮件', ja: '送信メール' },
  plural: { en: 'Outbox', bn: 'আউটবক্স', es: 'Bandeja de salida', ar: 'صندوق الصادر', fr: "Boîte d'envoi", zh: '发件箱', ja: '送信トレイ' },
  to: { en: 'To', bn: 'প্রাপক', es: 'Para', ar: 'إلى', fr: 'À', zh: '收件人', ja: '宛先' },
  replyTo: { en: 'Reply to', bn: 'উত্তর পাঠানোর ঠিকানা', es: 'Responder a', ar: 'الرد إلى', fr: 'Répondre à', zh: '回复至', ja: '返信先' },
  subject: { en: 'Subject', bn: 'বিষয়', es: 'Asunto', ar: 'الموضوع', fr: 'Objet', zh: '主题', ja: '件名' },
  text: { en: 'Plain text', bn: 'সাধারণ লেখা', es: 'Texto sin formato', ar: 'نص عادي', fr: 'Texte brut', zh: '纯文本', ja: 'プレーンテキスト' },
  html: { en: 'HTML', bn: 'HTML', es: 'HTML', ar: 'HTML', fr: 'HTML', zh: 'HTML', ja: 'HTML' },
  headers: { en: 'Extra headers', bn: 'অতিরিক্ত হেডার', es: 'Cabeceras adicionales', ar: 'ترويسات إضافية', fr: 'En-têtes supplémentaires', zh: '附加邮件头', ja: '追加ヘッダー' },
  status: { en: 'Status', bn: 'অবস্থা', es: 'Estado', ar: 'الحالة', fr: 'Statut', zh: '状态', ja: 'ステータス' },
  queued: { en: 'Queued', bn: 'অপেক্ষমাণ', es: 'En cola', ar: 'في الانتظار', fr: 'En attente', zh: '排队中', ja: '送信待ち' },
  sent: { en: 'Sent', bn: 'পাঠানো হয়েছে', es: 'Enviado', ar: 'أُرسلت', fr: 'Envoyé', zh: '已发送', ja: '送信済み' },
  failed: { en: 'Failed', bn: 'ব্যর্থ', es: 'Fallido', ar: 'فشل', fr: 'Échec', zh: '失败', ja: '失敗' },
  attempts: { en: 'Attempts', bn: 'চেষ্টার সংখ্যা', es: 'Intentos', ar: 'المحاولات', fr: 'Tentatives', zh: '尝试次数', ja: '試行回数' },
  lastError: { en: 'Last error', bn: 'সর্বশেষ ত্রুটি', es: 'Último error', ar: 'آخر خطأ', fr: 'Dernière erreur', zh: '最近错误', ja: '直近のエラー' },
  nextAttemptAt: { en: 'Next attempt at', bn: 'পরবর্তী চেষ্টার সময়', es: 'Próximo intento', ar: 'موعد المحاولة التالية', fr: 'Prochaine tentative', zh: '下次尝试时间', ja: '次回試行日時' },
  sentAt: { en: 'Sent at', bn: 'পাঠানোর সময়', es: 'Enviado el', ar: 'تاريخ الإرسال', fr: 'Envoyé le', zh: '发送时间', ja: '送信日時' },
} as const

export type OutboxLabel = keyof typeof texts
export const outboxLabel = (key: OutboxLabel) => panelText(texts[key])
export const outboxFieldLabel = (key: OutboxLabel) => panelFieldText(texts[key])
