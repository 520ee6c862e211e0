import type { LocaleCode } from '../config'
import arCommon from './ar/common.json'
import arForms from './ar/forms.json'
import bnCommon from './bn/common.json'
import bnForms from './bn/forms.json'
import enCommon from './en/common.json'
import enForms from './en/forms.json'
import esCommon from './es/common.json'
import esForms from './es/forms.json'
import frCommon from './fr/common.json'
import frForms from './fr/forms.json'
import jaCommon from './ja/common.json'
import jaForms from './ja/forms.json'
import zhCommon from './zh/common.json'
import zhForms from './zh/forms.json'

export type Namespaces = { common: typeof enCommon; forms: typeof enForms }
export const namespaces = ['common', 'forms'] as const

/** Every message of the interface, per language and namespace. */
export const messages: Record<LocaleCode, Namespaces> = {
  en: { common: enCommon, forms: enForms },
  bn: { common: bnCommon, forms: bnForms },
  es: { common: esCommon, forms: esForms },
  ar: { common: arCommon, forms: arForms },
  fr: { common: frCommon, forms: frForms },
  zh: { common: zhCommon, forms: zhForms },
  ja: { common: jaCommon, forms: jaForms },
}
