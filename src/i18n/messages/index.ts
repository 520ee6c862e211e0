import type { LocaleCode } from '../config'
import arAdmin from './ar/admin.json'
import arCommon from './ar/common.json'
import arForms from './ar/forms.json'
import arOperations from './ar/operations.json'
import bnAdmin from './bn/admin.json'
import bnCommon from './bn/common.json'
import bnForms from './bn/forms.json'
import bnOperations from './bn/operations.json'
import enAdmin from './en/admin.json'
import enCommon from './en/common.json'
import enForms from './en/forms.json'
import enOperations from './en/operations.json'
import esAdmin from './es/admin.json'
import esCommon from './es/common.json'
import esForms from './es/forms.json'
import esOperations from './es/operations.json'
import frAdmin from './fr/admin.json'
import frCommon from './fr/common.json'
import frForms from './fr/forms.json'
import frOperations from './fr/operations.json'
import jaAdmin from './ja/admin.json'
import jaCommon from './ja/common.json'
import jaForms from './ja/forms.json'
import jaOperations from './ja/operations.json'
import zhAdmin from './zh/admin.json'
import zhCommon from './zh/common.json'
import zhForms from './zh/forms.json'
import zhOperations from './zh/operations.json'

export type Namespaces = { common: typeof enCommon; forms: typeof enForms; admin: typeof enAdmin; operations: typeof enOperations }
export const namespaces = ['common', 'forms', 'admin', 'operations'] as const

/** Every message of the interface, per language and namespace. */
export const messages: Record<LocaleCode, Namespaces> = {
  en: { common: enCommon, forms: enForms, admin: enAdmin, operations: enOperations },
  bn: { common: bnCommon, forms: bnForms, admin: bnAdmin, operations: bnOperations },
  es: { common: esCommon, forms: esForms, admin: esAdmin, operations: esOperations },
  ar: { common: arCommon, forms: arForms, admin: arAdmin, operations: arOperations },
  fr: { common: frCommon, forms: frForms, admin: frAdmin, operations: frOperations },
  zh: { common: zhCommon, forms: zhForms, admin: zhAdmin, operations: zhOperations },
  ja: { common: jaCommon, forms: jaForms, admin: jaAdmin, operations: jaOperations },
}
