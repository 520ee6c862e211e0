import type { TFunction } from 'i18next'
import type React from 'react'
import { siteContent } from '@/content'
import type { TabId } from '@/content/site-structure'
import type { LocaleCode } from '@/i18n/config'
import type { Namespaces } from '@/i18n/messages'
import { notFound } from 'next/navigation'
import { activeMembers, sectionContentPage, type PublicMember } from '@/server/data/public-content'
import { Pagination } from './pagination'
import { LazySoftwareRequest } from '../forms/lazy-software-request'
import { errorTranslations } from '../site/get-in-touch'
import { MemberGrid } from '../team/member-grid'
import type { GridMember } from '../team/types'
import { AboutDescription, MissionVision, Partners } from './about'
import { Careers, ContactDetails, Internships, PartnershipTypes, Volunteer } from './join'
import { Lead } from './parts'
import { ProgrammeSection, ProgrammesOverview } from './programmes'
import { CapacityBlock, PolicyAreas, PolicyProcess, ProjectApproach, ProjectServices, ResearchAreas } from './work'
import { PublicationLibrary } from '../publications/library'
import { NewsList } from '../news/news-list'
import { EventList } from '../events/event-list'
import type { EventFilters } from '@/schemas/event'
import type { NewsFilters } from '@/schemas/news'
import type { PublicationFilters } from '@/schemas/publication'
import { englishFallback } from './english-fallback'
import { SectionLinks } from './section-links'

type Props = {
  locale: LocaleCode
  tab: TabId
  section?: string
  sectionLabel?: string
  sectionLabelInEnglish?: boolean
  t: TFunction
}

function toGridMember(member: PublicMember): GridMember {
  const sizes = member.image?.sizes ?? {}
  const variants = [sizes.thumbnail, sizes.card].filter((size) => size !== undefined)
  const photo = variants.length
    ? { src: variants[0].url, srcSet: variants.map((v) => `${v.url} ${v.width}w`).join(', ') }
    : member.image
      ? { src: member.image.url, srcSet: member.image.url }
      : null
  return {
    id: member.id,
    name: member.name,
    title: member.title,
    titleInEnglish: member.untranslated?.includes('title') ?? false,
    memberType: member.memberType,
    photo,
  }
}

async function Members({
  locale,
  memberType,
  intro,
  t,
}: {
  locale: LocaleCode
  memberType: 'board' | 'team'
  intro: string
  t: TFunction
}) {
  const members = (await activeMembers(locale, memberType)).map(toGridMember)
  const strings = t('team', { returnObjects: true }) as Namespaces['common']['team']
  return (
    <>
      <Lead>{intro}</Lead>
      {members.length ? (
        <MemberGrid members={members} locale={locale} strings={strings} />
      ) : (
        <p className="mt-8">{strings.noMembers}</p>
      )}
    </>
  )
}

/** The static content of a tab's section, or null when the section has none (a CMS-only section). */
function StaticSection({ locale, tab, section, t }: Props & { section: string }): React.ReactNode {
  const content = siteContent(locale)
  const key = `${tab}/${section}`
  switch (key) {
    case 'about/description':
      return <AboutDescription about={content.about} />
    case 'about/mission-vision':
      return <MissionVision about={content.about} />
    case 'about/board':
      return <Members locale={locale} memberType="board" intro={content.about.board.intro} t={t} />
    case 'about/team':
      return <Members locale={locale} memberType="team" intro={content.about.team.intro} t={t} />
    case 'about/partners':
      return <Partners about={content.about} />
    case 'policy/areas':
      return <PolicyAreas policy={content.policy} />
    case 'policy/process':
      return <PolicyProcess policy={content.policy} />
    case 'project/services':
      return <ProjectServices project={content.project} />
    case 'project/approach':
      return <ProjectApproach project={content.project} />
    case 'research/areas':
      return <ResearchAreas research={content.research} />
    case 'join/careers':
      return <Careers join={content.join} />
    case 'join/internships':
      return <Internships join={content.join} />
    case 'join/volunteer':
      return <Volunteer join={content.join} />
    case 'join/partnerships':
      return <PartnershipTypes join={content.join} />
    case 'join/contact':
      return <ContactDetails join={content.join} />
  }
  if (tab === 'programmes') {
    const programme = content.programmes.list.find((p) => p.id === section)
    if (programme?.id === 'software-development') {
      return (
        <>
          <Lead>{content.programmes.softwareDevelopment.intro}</Lead>
          <LazySoftwareRequest
            strings={t('forms:request', { returnObjects: true }) as Namespaces['forms']['request']}
            errors={errorTranslations(t)}
            requiredLabel={t('forms:required')}
          />
        </>
      )
    }
    if (programme)
      return <ProgrammeSection programme={programme} focusAreasTitle={content.programmes.focusAreasTitle} />
  }
  if (tab === 'capacity' && content.capacity.blocks.some((b) => b.id === section))
    return <CapacityBlock capacity={content.capacity} id={section} />
  return null
}

/** The About tab with no section: the welcome and the prompt to pick a topic. */
function AboutWelcome({ t }: { t: TFunction }) {
  return (
    <>
      <Lead>{t('about.welcome')}</Lead>
      <p className="mt-8 rounded-md bg-brand-50 p-4 text-brand-800 dark:bg-brand-800/40 dark:text-brand-50">
        {t('about.selectTopic')}
      </p>
    </>
  )
}

/** The home page below the hero: About's welcome, as on the About tab. */
export function HomeAbout({ t }: { t: TFunction }) {
  return (
    <section aria-labelledby="home-about-title" className="mx-auto max-w-5xl px-4 pt-16">
      <h2 id="home-about-title" className="mb-6 text-2xl font-bold sm:text-3xl">
        {t('about.title')}
      </h2>
      <AboutWelcome t={t} />
    </section>
  )
}

/** A tab with no section: its introduction and the prompt to pick a section. */
function TabIntro({ locale, tab, t }: Omit<Props, 'section'>) {
  const content = siteContent(locale)
  const prompt = (
    <p className="mt-8 rounded-md bg-brand-50 p-4 text-brand-800 dark:bg-brand-800/40 dark:text-brand-50">
      {t('sections.pickFromMenu', { tab: t(`nav.tabs.${tab}`) })}
    </p>
  )
  switch (tab) {
    case 'about':
      return <AboutWelcome t={t} />
    case 'programmes':
      return (
        <>
          <ProgrammesOverview programmes={content.programmes} />
          {prompt}
        </>
      )
    case 'capacity':
      return (
        <>
          <Lead>{content.capacity.intro}</Lead>
          {prompt}
          <SectionLinks locale={locale} tab={tab} t={t} />
        </>
      )
    default:
      return (
        <>
          {prompt}
          <SectionLinks locale={locale} tab={tab} t={t} />
        </>
      )
  }
}

/** A tab's page below the header: its heading, then what the view shows. */
export function TabFrame({ tab, t, children }: { tab: TabId; t: TFunction; children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-bold sm:text-4xl">{tab === 'about' ? t('about.title') : t(`nav.tabs.${tab}`)}</h1>
      {children}
    </div>
  )
}

const comingSoon = (t: TFunction) => <p className="text-lg">{t('sections.comingSoon')}</p>

/** A section the tab does not have: the page that answers 404 shows this. */
export function UnknownSection({ t }: { t: TFunction }) {
  return <section className="mt-6">{comingSoon(t)}</section>
}

/**
 * A built-in or CMS section: its name, its static content and its CMS items, or "coming soon"
 * while it has none. Items come a page at a time; the static content is on the first page.
 */
export async function SectionView(
  props: Props & { section: string; page?: number; filters?: PublicationFilters & NewsFilters & Partial<EventFilters> },
) {
  const { locale, tab, section, sectionLabel, sectionLabelInEnglish, page = 1, filters = {}, t } = props
  // The library and the news page through their own lists; the section's content items follow on its first page.
  const publications = tab === 'research' && section === 'publications'
  const news = tab === 'about' && section === 'news'
  const events = tab === 'about' && section === 'events'
  const library = publications || news || events
  const { items, meta } = await sectionContentPage(locale, tab, section, library ? 1 : page)
  if (!library && page > meta.pages) notFound()
  const staticPart = publications ? (
    <PublicationLibrary
      locale={locale}
      filters={filters}
      page={page}
      intro={siteContent(locale).research.publications.intro}
      t={t}
    />
  ) : news ? (
    <NewsList locale={locale} filters={filters} page={page} t={t} />
  ) : events ? (
    <EventList
      locale={locale}
      filters={{ when: filters.when ?? 'upcoming', programme: filters.programme }}
      page={page}
      t={t}
    />
  ) : page === 1 ? (
    StaticSection(props)
  ) : null
  const contentItems = library && page > 1 ? [] : items
  return (
    <section aria-labelledby={sectionLabel ? 'section-title' : undefined} className="mt-6">
      {sectionLabel && (
        <h2
          id="section-title"
          className="mb-6 text-2xl font-semibold text-brand-700 dark:text-brand-100"
          {...englishFallback(sectionLabelInEnglish)}
        >
          {sectionLabel}
        </h2>
      )}
      {staticPart}
      {contentItems.length > 0 && (
        <div className="mt-10 space-y-8">
          {contentItems.map((item) => (
            <article
              key={item.id}
              aria-labelledby={`content-${item.id}`}
              className="below-fold rounded-lg border border-black/10 p-6 dark:border-white/15"
            >
              <h3
                id={`content-${item.id}`}
                className="text-xl font-semibold"
                {...englishFallback(item.untranslated?.includes('title'))}
              >
                {item.title}
              </h3>
              {/* Sanitised on the way in and rendered from Lexical with a URL allow-list (src/core/rich-text.ts). */}
              <div
                className="cms-content mt-3"
                {...englishFallback(item.untranslated?.includes('content'))}
                dangerouslySetInnerHTML={{ __html: item.content }}
              />
            </article>
          ))}
        </div>
      )}
      {!staticPart && contentItems.length === 0 && comingSoon(t)}
      {!library && meta.pages > 1 && <Pagination view={{ tab, section }} page={page} pages={meta.pages} t={t} />}
    </section>
  )
}

/** A tab's page: its introduction, or the chosen section. */
export function TabView(props: Props) {
  const { locale, tab, section, t } = props
  return (
    <TabFrame tab={tab} t={t}>
      {section ? (
        <SectionView {...props} section={section} />
      ) : (
        <div className="mt-6">
          <TabIntro locale={locale} tab={tab} t={t} />
        </div>
      )}
    </TabFrame>
  )
}
