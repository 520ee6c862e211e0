import type { LocaleCode } from '../config'
import arAdmin from './ar/admin.json'
import arCommon from './ar/common.json'
import arForms from './ar/forms.json'
import bnAdmin from './bn/admin.json'
import bnCommon from './bn/common.json'
import bnForms from './bn/forms.json'
import enAdmin from './en/admin.json'
import enCommon from './en/common.json'
import enForms from './en/forms.json'
import esAdmin from './es/admin.json'
import esCommon from './es/common.json'
import esForms from './es/forms.json'
import frAdmin from './fr/admin.json'
import frCommon from './fr/common.json'
import frForms from './fr/forms.json'
import jaAdmin from './ja/admin.json'
import jaCommon from './ja/common.json'
import jaForms from './ja/forms.json'
import zhAdmin from './zh/admin.json'
import zhCommon from './zh/common.json'
import zhForms from './zh/forms.json'

export type Namespaces = { common: typeof enCommon; forms: typeof enForms; admin: typeof enAdmin }
export const namespaces = ['common', 'forms', 'admin'] as const

/** Every message of the interface, per language and namespace. */
export const messages: Record<LocaleCode, Namespaces> = {
  en: { common: enCommon, forms: enForms, admin: enAdmin },
  bn: { common: bnCommon, forms: bnForms, admin: bnAdmin },
  es: { common: esCommon, forms: esForms, admin: esAdmin },
  ar: { common: arCommon, forms: arForms, admin: arAdmin },
  fr: { common: frCommon, forms: frForms, admin: frAdmin },
  zh: { common: zhCommon, forms: zhForms, admin: zhAdmin },
  ja: { common: jaCommon, forms: jaForms, admin: jaAdmin },
}
