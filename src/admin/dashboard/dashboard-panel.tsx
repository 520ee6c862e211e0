'use client'

import { Button, toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

export type DashboardTab = {
  id: string
  name: string
  sections: { id: string; name: string; items: { id: number; title: string; preview: string; isActive: boolean }[] }[]
}
type Inbox = { label: string; href: string; count: number }[]

// The spec's managers (SPEC.md section 2).
const managers = [
  ['Manage Submenus', '/admin/submenus'],
  ['Manage Member Bios', '/admin/bio-manager'],
  ['Manage Team Members', '/admin/member-manager'],
  ['Manage Admin Accounts', '/admin/admin-manager'],
  ['Manage Gallery Photos', '/admin/photo-manager'],
] as const

const newContentHref = '/admin/content/new'

/** The message of a failed contract call, or the fallback. */
async function failureOf(res: Response, fallback: string) {
  const body = (await res.json().catch(() => null)) as { message?: string } | null
  return body?.message || fallback
}

/** The dashboard's interactive part: Logout, the site-area tabs with their content items, Delete. */
export function DashboardPanel({ username, tabs, inbox }: { username: string; tabs: DashboardTab[]; inbox: Inbox }) {
  const router = useRouter()
  const [active, setActive] = useState(tabs[0].id)
  const tab = tabs.find((t) => t.id === active) ?? tabs[0]
  const empty = tabs.every((t) => t.sections.length === 0)

  const logout = async () => {
    localStorage.removeItem('adminToken')
    localStorage.removeItem('adminUser')
    await fetch('/api/logout', { method: 'POST', credentials: 'same-origin' }).catch(() => null)
    toast.success('Logged Out')
    // The public site is another application shell: a full navigation loads it.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.setTimeout(() => window.location.assign('/'), 600)
  }

  const remove = async (id: number, title: string) => {
    if (!window.confirm(`Delete "${title}"? This cannot be undone.`)) return
    try {
      const res = await fetch(`/api/content/${id}`, { method: 'DELETE', credentials: 'same-origin' })
      if (!res.ok) throw new Error(await failureOf(res, 'An error occurred while deleting the content'))
      toast.success('Content Deleted')
      router.refresh()
    } catch (error) {
      toast.error((error as Error).message || 'An error occurred while deleting the content')
    }
  }

  return (
    <div style={{ display: 'grid', gap: 'calc(var(--base) * 1.5)', paddingBlock: 'calc(var(--base) * 2)' }}>
      <header style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: 'var(--base)' }}>
        <h1 style={{ margin: 0 }}>Admin Dashboard</h1>
        <div style={{ display: 'flex', alignItems: 'center', gap: 'var(--base)' }}>
          <span>
            Signed in as <strong>{username}</strong>
          </span>
          <Button buttonStyle="secondary" size="small" margin={false} onClick={logout}>
            Logout
          </Button>
        </div>
      </header>

      <nav aria-label="Managers" style={{ display: 'flex', flexWrap: 'wrap', gap: 'calc(var(--base) / 2)' }}>
        {managers.map(([label, url]) => (
          <Button key={url} el="link" url={url} buttonStyle="secondary" margin={false}>
            {label}
          </Button>
        ))}
      </nav>

      <section aria-labelledby="inbox-title">
        <h2 id="inbox-title">Inbox</h2>
        <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--base)', listStyle: 'none', padding: 0 }}>
          {inbox.map((entry) => (
            <li key={entry.href}>
              <a href={entry.href}>
                {entry.label}: <strong>{entry.count}</strong>
              </a>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="content-title">
        <h2 id="content-title">Content</h2>
        {empty ? (
          <div>
            <p>No content items yet.</p>
            <Button el="link" url={newContentHref} margin={false}>
              Create Your First Content Item
            </Button>
          </div>
        ) : (
          <>
            <div role="tablist" aria-label="Site areas" style={{ display: 'flex', flexWrap: 'wrap', gap: 'calc(var(--base) / 4)' }}>
              {tabs.map((t) => (
                <button
                  key={t.id}
                  type="button"
                  role="tab"
                  id={`tab-${t.id}`}
                  aria-selected={t.id === tab.id}
                  aria-controls="content-panel"
                  onClick={() => setActive(t.id)}
                  className={`btn btn--size-small btn--style-${t.id === tab.id ? 'primary' : 'secondary'} btn--withoutPopup`}
                  style={{ margin: 0 }}
                >
                  {t.name}
                </button>
              ))}
            </div>
            <div id="content-panel" role="tabpanel" aria-labelledby={`tab-${tab.id}`} style={{ paddingBlock: 'var(--base)' }}>
              <Button el="link" url={`${newContentHref}?tab=${tab.id}`} margin={false}>
                Add New Content
              </Button>
              {tab.sections.length === 0 && <p>No content items in {tab.name} yet.</p>}
              {tab.sections.map((section) => (
                <section key={section.id} aria-label={section.name}>
                  <h3>{section.name}</h3>
                  <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: 'calc(var(--base) / 2)' }}>
                    {section.items.map((item) => (
                      <li key={item.id} style={{ border: '1px solid var(--theme-elevation-150)', borderRadius: 4, padding: 'calc(var(--base) / 2) var(--base)' }}>
                        <strong>{item.title}</strong>
                        {!item.isActive && <em> (Inactive)</em>}
                        <p style={{ margin: '0.25rem 0' }}>{item.preview}</p>
                        <div style={{ display: 'flex', gap: 'calc(var(--base) / 2)' }}>
                          <Button el="link" url={`/admin/content/edit/${item.id}`} buttonStyle="secondary" size="small" margin={false}>
                            Edit
                          </Button>
                          <Button buttonStyle="error" size="small" margin={false} onClick={() => remove(item.id, item.title)}>
                            Delete
                          </Button>
                        </div>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          </>
        )}
      </section>
    </div>
  )
}
