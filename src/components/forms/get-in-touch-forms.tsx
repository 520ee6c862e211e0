'use client'

import { ContactForm, type ContactFormStrings } from './contact-form'
import { NewsletterForm, type NewsletterFormStrings } from './newsletter-form'

export type GetInTouchStrings = {
  contact: ContactFormStrings & { title: string; description: string }
  newsletter: NewsletterFormStrings & { title: string; description: string }
  errors: Record<string, string>
  required: string
}

/** The contact and newsletter forms side by side; loaded when "Get in Touch" comes near. */
export default function GetInTouchForms({ strings }: { strings: GetInTouchStrings }) {
  const card = 'rounded-lg border border-black/10 p-6 shadow-sm dark:border-white/15'
  return (
    <div className="grid gap-8 lg:grid-cols-5">
      <section aria-labelledby="contact-title" className={`${card} lg:col-span-3`}>
        <h3 id="contact-title" className="text-xl font-semibold">
          {strings.contact.title}
        </h3>
        <p className="mt-1 mb-5 text-sm text-[var(--muted)]">{strings.contact.description}</p>
        <ContactForm strings={strings.contact} errors={strings.errors} requiredLabel={strings.required} />
      </section>
      <section aria-labelledby="newsletter-title" className={`${card} lg:col-span-2`}>
        <h3 id="newsletter-title" className="text-xl font-semibold">
          {strings.newsletter.title}
        </h3>
        <p className="mt-1 mb-5 text-sm text-[var(--muted)]">{strings.newsletter.description}</p>
        <NewsletterForm strings={strings.newsletter} errors={strings.errors} requiredLabel={strings.required} />
      </section>
    </div>
  )
}
