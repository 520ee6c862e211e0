import type { LocaleCode } from '../config'
import arAdmin from './ar/admin.json'
import arCommon from './ar/common.json'
import arForms from './ar/forms.json'
import arMail from './ar/mail.json'
import arNewsletter from './ar/newsletter.json'
import arOperations from './ar/operations.json'
import bnAdmin from './bn/admin.json'
import bnCommon from './bn/common.json'
import bnForms from './bn/forms.json'
import bnMail from './bn/mail.json'
import bnNewsletter from './bn/newsletter.json'
import bnOperations from './bn/operations.json'
import enAdmin from './en/admin.json'
import enCommon from './en/common.json'
import enForms from './en/forms.json'
import enMail from './en/mail.json'
import enNewsletter from './en/newsletter.json'
import enOperations from './en/operations.json'
import esAdmin from './es/admin.json'
import esCommon from './es/common.json'
import esForms from './es/forms.json'
import esMail from './es/mail.json'
import esNewsletter from './es/newsletter.json'
import esOperations from './es/operations.json'
import frAdmin from './fr/admin.json'
import frCommon from './fr/common.json'
import frForms from './fr/forms.json'
import frMail from './fr/mail.json'
import frNewsletter from './fr/newsletter.json'
import frOperations from './fr/operations.json'
import jaAdmin from './ja/admin.json'
import jaCommon from './ja/common.json'
import jaForms from './ja/forms.json'
import jaMail from './ja/mail.json'
import jaNewsletter from './ja/newsletter.json'
import jaOperations from './ja/operations.json'
import zhAdmin from './zh/admin.json'
import zhCommon from './zh/common.json'
import zhForms from './zh/forms.json'
import zhMail from './zh/mail.json'
import zhNewsletter from './zh/newsletter.json'
import zhOperations from './zh/operations.json'

export type Namespaces = { common: typeof enCommon; forms: typeof enForms; admin: typeof enAdmin; mail: typeof enMail; newsletter: typeof enNewsletter; operations: typeof enOperations }
export const namespaces = ['common', 'forms', 'admin', 'mail', 'newsletter', 'operations'] as const

/** Every message of the interface, per language and namespace. */
export const messages: Record<LocaleCode, Namespaces> = {
  en: { common: enCommon, forms: enForms, admin: enAdmin, mail: enMail, newsletter: enNewsletter, operations: enOperations },
  bn: { common: bnCommon, forms: bnForms, admin: bnAdmin, mail: bnMail, newsletter: bnNewsletter, operations: bnOperations },
  es: { common: esCommon, forms: esForms, admin: esAdmin, mail: esMail, newsletter: esNewsletter, operations: esOperations },
  ar: { common: arCommon, forms: arForms, admin: arAdmin, mail: arMail, newsletter: arNewsletter, operations: arOperations },
  fr: { common: frCommon, forms: frForms, admin: frAdmin, mail: frMail, newsletter: frNewsletter, operations: frOperations },
  zh: { common: zhCommon, forms: zhForms, admin: zhAdmin, mail: zhMail, newsletter: zhNewsletter, operations: zhOperations },
  ja: { common: jaCommon, forms: jaForms, admin: jaAdmin, mail: jaMail, newsletter: jaNewsletter, operations: jaOperations },
}
