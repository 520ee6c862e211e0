import type { LocaleCode } from '../config'
import arAdmin from './ar/admin.json' with { type: 'json' }
import arCommon from './ar/common.json' with { type: 'json' }
import arForms from './ar/forms.json' with { type: 'json' }
import arMail from './ar/mail.json' with { type: 'json' }
import arNewsletter from './ar/newsletter.json' with { type: 'json' }
import arOperations from './ar/operations.json' with { type: 'json' }
import arPanel from './ar/panel.json' with { type: 'json' }
import arSite from './ar/site.json' with { type: 'json' }
import bnAdmin from './bn/admin.json' with { type: 'json' }
import bnCommon from './bn/common.json' with { type: 'json' }
import bnForms from './bn/forms.json' with { type: 'json' }
import bnMail from './bn/mail.json' with { type: 'json' }
import bnNewsletter from './bn/newsletter.json' with { type: 'json' }
import bnOperations from './bn/operations.json' with { type: 'json' }
import bnPanel from './bn/panel.json' with { type: 'json' }
import bnSite from './bn/site.json' with { type: 'json' }
import enAdmin from './en/admin.json' with { type: 'json' }
import enCommon from './en/common.json' with { type: 'json' }
import enForms from './en/forms.json' with { type: 'json' }
import enMail from './en/mail.json' with { type: 'json' }
import enNewsletter from './en/newsletter.json' with { type: 'json' }
import enOperations from './en/operations.json' with { type: 'json' }
import enPanel from './en/panel.json' with { type: 'json' }
import enSite from './en/site.json' with { type: 'json' }
import esAdmin from './es/admin.json' with { type: 'json' }
import esCommon from './es/common.json' with { type: 'json' }
import esForms from './es/forms.json' with { type: 'json' }
import esMail from './es/mail.json' with { type: 'json' }
import esNewsletter from './es/newsletter.json' with { type: 'json' }
import esOperations from './es/operations.json' with { type: 'json' }
import esPanel from './es/panel.json' with { type: 'json' }
import esSite from './es/site.json' with { type: 'json' }
import frAdmin from './fr/admin.json' with { type: 'json' }
import frCommon from './fr/common.json' with { type: 'json' }
import frForms from './fr/forms.json' with { type: 'json' }
import frMail from './fr/mail.json' with { type: 'json' }
import frNewsletter from './fr/newsletter.json' with { type: 'json' }
import frOperations from './fr/operations.json' with { type: 'json' }
import frPanel from './fr/panel.json' with { type: 'json' }
import frSite from './fr/site.json' with { type: 'json' }
import jaAdmin from './ja/admin.json' with { type: 'json' }
import jaCommon from './ja/common.json' with { type: 'json' }
import jaForms from './ja/forms.json' with { type: 'json' }
import jaMail from './ja/mail.json' with { type: 'json' }
import jaNewsletter from './ja/newsletter.json' with { type: 'json' }
import jaOperations from './ja/operations.json' with { type: 'json' }
import jaPanel from './ja/panel.json' with { type: 'json' }
import jaSite from './ja/site.json' with { type: 'json' }
import zhAdmin from './zh/admin.json' with { type: 'json' }
import zhCommon from './zh/common.json' with { type: 'json' }
import zhForms from './zh/forms.json' with { type: 'json' }
import zhMail from './zh/mail.json' with { type: 'json' }
import zhNewsletter from './zh/newsletter.json' with { type: 'json' }
import zhOperations from './zh/operations.json' with { type: 'json' }
import zhPanel from './zh/panel.json' with { type: 'json' }
import zhSite from './zh/site.json' with { type: 'json' }

/** i18next's plural forms (`years_one`, `years_other`): each language has those of its grammar. */
type PluralKey = `${string}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}`

/**
 * A language's messages: English's keys, but plural forms that English has may be missing
 * (Japanese has only `_other`); forms English lacks (Arabic's `_few`) are extra keys, which a
 * JSON module may carry. A unit test checks each language's forms (Intl.PluralRules).
 */
type InLanguage<T> = T extends string
  ? string
  : T extends (infer Item)[]
    ? InLanguage<Item>[]
    : { [K in keyof T as K extends PluralKey ? never : K]: InLanguage<T[K]> } & {
        [K in keyof T as K extends PluralKey ? K : never]?: string
      }

export type Namespaces = {
  common: InLanguage<typeof enCommon>
  forms: InLanguage<typeof enForms>
  admin: InLanguage<typeof enAdmin>
  mail: InLanguage<typeof enMail>
  newsletter: InLanguage<typeof enNewsletter>
  operations: InLanguage<typeof enOperations>
  panel: InLanguage<typeof enPanel>
  site: InLanguage<typeof enSite>
}
export const namespaces = ['common', 'forms', 'admin', 'mail', 'newsletter', 'operations', 'panel', 'site'] as const

/** Every message of the interface, per language and namespace. */
export const messages: Record<LocaleCode, Namespaces> = {
  en: {
    common: enCommon,
    forms: enForms,
    admin: enAdmin,
    mail: enMail,
    newsletter: enNewsletter,
    operations: enOperations,
    panel: enPanel,
    site: enSite,
  },
  bn: {
    common: bnCommon,
    forms: bnForms,
    admin: bnAdmin,
    mail: bnMail,
    newsletter: bnNewsletter,
    operations: bnOperations,
    panel: bnPanel,
    site: bnSite,
  },
  es: {
    common: esCommon,
    forms: esForms,
    admin: esAdmin,
    mail: esMail,
    newsletter: esNewsletter,
    operations: esOperations,
    panel: esPanel,
    site: esSite,
  },
  ar: {
    common: arCommon,
    forms: arForms,
    admin: arAdmin,
    mail: arMail,
    newsletter: arNewsletter,
    operations: arOperations,
    panel: arPanel,
    site: arSite,
  },
  fr: {
    common: frCommon,
    forms: frForms,
    admin: frAdmin,
    mail: frMail,
    newsletter: frNewsletter,
    operations: frOperations,
    panel: frPanel,
    site: frSite,
  },
  zh: {
    common: zhCommon,
    forms: zhForms,
    admin: zhAdmin,
    mail: zhMail,
    newsletter: zhNewsletter,
    operations: zhOperations,
    panel: zhPanel,
    site: zhSite,
  },
  ja: {
    common: jaCommon,
    forms: jaForms,
    admin: jaAdmin,
    mail: jaMail,
    newsletter: jaNewsletter,
    operations: jaOperations,
    panel: jaPanel,
    site: jaSite,
  },
}
