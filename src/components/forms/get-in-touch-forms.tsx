'use client'

import { FormCard } from './form-card'
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
  return (
    <div className="grid gap-8 lg:grid-cols-5">
      <FormCard
        id="contact-title"
        title={strings.contact.title}
        description={strings.contact.description}
        className="lg:col-span-3"
      >
        <ContactForm strings={strings.contact} errors={strings.errors} requiredLabel={strings.required} />
      </FormCard>
      <FormCard
        id="newsletter-title"
        title={strings.newsletter.title}
        description={strings.newsletter.description}
        className="lg:col-span-2"
      >
        <NewsletterForm strings={strings.newsletter} errors={strings.errors} requiredLabel={strings.required} />
      </FormCard>
    </div>
  )
}
