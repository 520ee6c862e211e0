import type { LocaleCode } from '../config'
import arCommon from './ar/common.json'
import bnCommon from './bn/common.json'
import enCommon from './en/common.json'
import esCommon from './es/common.json'
import frCommon from './fr/common.json'
import jaCommon from './ja/common.json'
import zhCommon from './zh/common.json'

/** Every message of the interface, per language and namespace. */
export const messages: Record<LocaleCode, { common: typeof enCommon }> = {
  en: { common: enCommon },
  bn: { common: bnCommon },
  es: { common: esCommon },
  ar: { common: arCommon },
  fr: { common: frCommon },
  zh: { common: zhCommon },
  ja: { common: jaCommon },
}
