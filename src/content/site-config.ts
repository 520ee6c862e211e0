import { serverUrl } from '../core/config'

/** The organisation's contact details and links: one place for all. */
export const siteConfig = {
  address: 'House 12, Road 5, Dhanmondi, Dhaka 1205, Bangladesh',
  phone: '+880 2 5815 0000',
  email: 'info@climate-humanitarian-research.org',
  social: {
    facebook: 'https://www.facebook.com/climate.humanitarian.research',
    linkedin: 'https://www.linkedin.com/company/climate-humanitarian-research',
  },
  /** The public address of the site, for absolute links in the sitemap and share tags. */
  get url() {
    return serverUrl()
  },
} as const
