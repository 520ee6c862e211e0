// npx tsx scripts/generate-seed-images.ts
//
// Renders the shipped seed images from SVG art with sharp: portrait placeholders for the members
// in src/seed/assets/members/ and illustrated scenes for the gallery in src/seed/assets/photos/.
// Everything is drawn here (seeded randomness, so reruns give the same pictures); nothing is
// downloaded. The generated JPEG files are committed with the repository.
import { mkdir, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

import { seedMembers, seedPhotos } from '../src/seed/data'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const membersDir = path.join(root, 'src/seed/assets/members')
const photosDir = path.join(root, 'src/seed/assets/photos')

const W = 1600
const H = 1067
const PORTRAIT = 480
const JPEG = { quality: 78, mozjpeg: true } as const

// ---------------------------------------------------------------------------------------------
// Small SVG toolkit
// ---------------------------------------------------------------------------------------------

type Pt = [number, number]
type Rand = () => number

/** Deterministic PRNG (mulberry32). */
function rng(seed: number): Rand {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const f = (n: number) => String(Math.round(n * 10) / 10)
const between = (r: Rand, a: number, b: number) => a + (b - a) * r()
const pick = <T,>(r: Rand, list: readonly T[]): T => list[Math.floor(r() * list.length)]
const lerp = (a: number, b: number, t: number) => a + (b - a) * t
const pts = (list: Pt[]) => list.map(([x, y]) => `${f(x)},${f(y)}`).join(' ')
const poly = (list: Pt[], attrs: string) => `<polygon points="${pts(list)}" ${attrs}/>`

type Stop = [offset: number, color: string, opacity?: number]
const stops = (list: Stop[]) =>
  list
    .map(
      ([o, c, op]) =>
        `<stop offset="${o}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`,
    )
    .join('')

function lin(id: string, list: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`
}

function rad(id: string, list: Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops(list)}</radialGradient>`
}

const blur = (id: string, sd: number) =>
  `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`

class Scene {
  private defs: string[] = []
  private body: string[] = []
  constructor(
    readonly w: number,
    readonly h: number,
  ) {}
  def(...s: string[]) {
    this.defs.push(...s)
    return this
  }
  add(...s: string[]) {
    this.body.push(...s)
    return this
  }
  toString() {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}"><defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`
  }
}

/** Catmull-Rom spline through the points, as cubic Bézier path data. */
function smooth(list: Pt[]): string {
  let d = `M${f(list[0][0])},${f(list[0][1])}`
  for (let i = 0; i < list.length - 1; i++) {
    const p0 = list[i - 1] ?? list[i]
    const p1 = list[i]
    const p2 = list[i + 1]
    const p3 = list[i + 2] ?? p2
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6]
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6]
    d += `C${f(c1[0])},${f(c1[1])} ${f(c2[0])},${f(c2[1])} ${f(p2[0])},${f(p2[1])}`
  }
  return d
}

/** A rolling skyline (hills, far banks) filled down to `bottom`. */
function ridge(
  r: Rand,
  o: { y: number; amp: number; n?: number; bottom?: number; x0?: number; x1?: number },
): string {
  const n = o.n ?? 14
  const x0 = o.x0 ?? -40
  const x1 = o.x1 ?? W + 40
  const p1 = r() * 6
  const p2 = r() * 6
  const list: Pt[] = []
  for (let i = 0; i <= n; i++) {
    const x = lerp(x0, x1, i / n)
    const y =
      o.y +
      o.amp * (Math.sin(x / 260 + p1) * 0.6 + Math.sin(x / 97 + p2) * 0.25 + (r() - 0.5) * 0.3)
    list.push([x, y])
  }
  return `${smooth(list)}L${f(x1)},${f(o.bottom ?? H)}L${f(x0)},${f(o.bottom ?? H)}Z`
}

/** A band of tree crowns along a horizon line. */
function treeLine(
  r: Rand,
  o: { y: number; x0?: number; x1?: number; minR: number; maxR: number; fill: string; depth?: number },
): string {
  const x0 = o.x0 ?? -30
  const x1 = o.x1 ?? W + 30
  let s = `<g fill="${o.fill}">`
  let x = x0
  while (x < x1) {
    const rr = between(r, o.minR, o.maxR)
    s += `<circle cx="${f(x)}" cy="${f(o.y - rr * between(r, 0.3, 0.9))}" r="${f(rr)}"/>`
    x += rr * between(r, 0.6, 1.1)
  }
  s += `<rect x="${f(x0)}" y="${f(o.y - 2)}" width="${f(x1 - x0)}" height="${f(o.depth ?? 30)}"/></g>`
  return s
}

/** Cloud made of overlapping ellipses, filled with a gradient id. */
function cloud(r: Rand, cx: number, cy: number, w: number, fill: string, opacity = 1): string {
  let s = `<g fill="${fill}" opacity="${opacity}">`
  const n = 6 + Math.floor(r() * 4)
  for (let i = 0; i < n; i++) {
    const t = i / (n - 1)
    const x = cx - w / 2 + w * t
    const bump = Math.sin(t * Math.PI)
    const rx = w * between(r, 0.12, 0.2)
    const ry = rx * between(r, 0.55, 0.8) * (0.6 + bump * 0.5)
    s += `<ellipse cx="${f(x)}" cy="${f(cy - ry * 0.5 * bump)}" rx="${f(rx)}" ry="${f(ry)}"/>`
  }
  s += `<ellipse cx="${f(cx)}" cy="${f(cy + w * 0.02)}" rx="${f(w * 0.55)}" ry="${f(w * 0.06)}"/></g>`
  return s
}

/** Coconut palm; (x, y) is the foot of the trunk. */
function palm(
  r: Rand,
  x: number,
  y: number,
  h: number,
  lean: number,
  trunk = '#6b4f36',
  leaf = '#3f7a36',
): string {
  const tx = x + lean
  const ty = y - h
  let s = `<path d="M${f(x)},${f(y)}Q${f(x + lean * 0.15)},${f(y - h * 0.55)} ${f(tx)},${f(ty)}" stroke="${trunk}" stroke-width="${f(h * 0.045)}" fill="none" stroke-linecap="round"/>`
  const n = 9
  for (let i = 0; i < n; i++) {
    const a = -Math.PI + (Math.PI * i) / (n - 1) + between(r, -0.15, 0.15)
    const L = h * between(r, 0.32, 0.42)
    const tip: Pt = [tx + Math.cos(a) * L, ty + Math.sin(a) * L * 0.55 + L * 0.45]
    const mid: Pt = [(tx + tip[0]) / 2, (ty + tip[1]) / 2 - L * 0.28]
    const nx = -(tip[1] - ty) / L
    const ny = (tip[0] - tx) / L
    const wdt = L * 0.12
    s += `<path d="M${f(tx)},${f(ty)}Q${f(mid[0] + nx * wdt)},${f(mid[1] + ny * wdt)} ${f(tip[0])},${f(tip[1])}Q${f(mid[0] - nx * wdt * 0.4)},${f(mid[1] - ny * wdt * 0.4)} ${f(tx)},${f(ty)}Z" fill="${leaf}"/>`
  }
  s += `<circle cx="${f(tx - h * 0.015)}" cy="${f(ty + h * 0.02)}" r="${f(h * 0.022)}" fill="#5a6b2a"/><circle cx="${f(tx + h * 0.02)}" cy="${f(ty + h * 0.025)}" r="${f(h * 0.02)}" fill="#4d5d24"/>`
  return s
}

/** Broadleaf tree with a layered crown; (x, y) is the foot of the trunk. */
function roundTree(r: Rand, x: number, y: number, h: number, dark: string, light: string): string {
  const cr = h * 0.32
  const cy = y - h + cr
  let s = `<path d="M${f(x - h * 0.03)},${f(y)}L${f(x - h * 0.015)},${f(cy)}L${f(x + h * 0.015)},${f(cy)}L${f(x + h * 0.03)},${f(y)}Z" fill="#5b4430"/>`
  for (let i = 0; i < 7; i++) {
    const a = (i / 7) * Math.PI * 2
    s += `<circle cx="${f(x + Math.cos(a) * cr * 0.55)}" cy="${f(cy + Math.sin(a) * cr * 0.4)}" r="${f(cr * between(r, 0.5, 0.7))}" fill="${dark}"/>`
  }
  for (let i = 0; i < 4; i++) {
    s += `<circle cx="${f(x - cr * 0.3 + between(r, -cr * 0.3, cr * 0.3))}" cy="${f(cy - cr * 0.35 + between(r, -cr * 0.15, cr * 0.2))}" r="${f(cr * between(r, 0.3, 0.45))}" fill="${light}" opacity="0.8"/>`
  }
  return s
}

type PersonOpts = {
  top: string
  bottom: string
  skin?: string
  hair?: string
  scarf?: string
  hat?: boolean
  facing?: 'front' | 'back'
}

/** Standing figure; (x, g) is the point between the feet. */
function person(x: number, g: number, h: number, o: PersonOpts): string {
  const skin = o.skin ?? '#a8714f'
  const hr = h * 0.075
  const hy = g - h + hr
  const sw = h * 0.13
  const yS = g - h * 0.8
  const yH = g - h * 0.42
  let s = ''
  // arms
  s += `<path d="M${f(x - sw * 0.95)},${f(yS + sw * 0.3)}L${f(x - sw * 1.05)},${f(yH + h * 0.03)}M${f(x + sw * 0.95)},${f(yS + sw * 0.3)}L${f(x + sw * 1.05)},${f(yH + h * 0.03)}" stroke="${o.top}" stroke-width="${f(sw * 0.42)}" stroke-linecap="round"/>`
  s += `<circle cx="${f(x - sw * 1.05)}" cy="${f(yH + h * 0.05)}" r="${f(sw * 0.2)}" fill="${skin}"/><circle cx="${f(x + sw * 1.05)}" cy="${f(yH + h * 0.05)}" r="${f(sw * 0.2)}" fill="${skin}"/>`
  // lower garment, torso
  s += `<path d="M${f(x - sw * 0.85)},${f(yH - 2)}L${f(x + sw * 0.85)},${f(yH - 2)}L${f(x + sw * 0.72)},${f(g - h * 0.02)}L${f(x - sw * 0.72)},${f(g - h * 0.02)}Z" fill="${o.bottom}"/>`
  s += `<ellipse cx="${f(x - sw * 0.35)}" cy="${f(g)}" rx="${f(sw * 0.35)}" ry="${f(h * 0.018)}" fill="#2b2420"/><ellipse cx="${f(x + sw * 0.35)}" cy="${f(g)}" rx="${f(sw * 0.35)}" ry="${f(h * 0.018)}" fill="#2b2420"/>`
  s += `<path d="M${f(x - sw)},${f(yS + sw * 0.45)}Q${f(x - sw)},${f(yS)} ${f(x)},${f(yS)}Q${f(x + sw)},${f(yS)} ${f(x + sw)},${f(yS + sw * 0.45)}L${f(x + sw * 0.85)},${f(yH)}L${f(x - sw * 0.85)},${f(yH)}Z" fill="${o.top}"/>`
  // head
  s += `<rect x="${f(x - hr * 0.4)}" y="${f(hy + hr * 0.6)}" width="${f(hr * 0.8)}" height="${f(yS - hy - hr * 0.5)}" fill="${skin}"/>`
  if (o.scarf) {
    s += `<circle cx="${f(x)}" cy="${f(hy - hr * 0.05)}" r="${f(hr * 1.28)}" fill="${o.scarf}"/><path d="M${f(x - hr * 1.2)},${f(hy + hr * 0.4)}Q${f(x)},${f(yS + sw * 0.9)} ${f(x + hr * 1.2)},${f(hy + hr * 0.4)}Z" fill="${o.scarf}"/>`
    if (o.facing !== 'back') s += `<ellipse cx="${f(x)}" cy="${f(hy + hr * 0.1)}" rx="${f(hr * 0.78)}" ry="${f(hr * 0.92)}" fill="${skin}"/>`
  } else {
    s += `<circle cx="${f(x)}" cy="${f(hy)}" r="${f(hr)}" fill="${o.facing === 'back' ? (o.hair ?? '#1e1a18') : skin}"/>`
    if (o.facing !== 'back')
      s += `<path d="M${f(x - hr * 1.02)},${f(hy + hr * 0.05)}A${f(hr * 1.02)},${f(hr * 1.02)} 0 0 1 ${f(x + hr * 1.02)},${f(hy + hr * 0.05)}Q${f(x)},${f(hy - hr * 0.5)} ${f(x - hr * 1.02)},${f(hy + hr * 0.05)}Z" fill="${o.hair ?? '#1e1a18'}"/>`
  }
  if (o.hat) {
    s += `<path d="M${f(x - hr * 2.7)},${f(hy - hr * 0.1)}L${f(x)},${f(hy - hr * 2.1)}L${f(x + hr * 2.7)},${f(hy - hr * 0.1)}Q${f(x)},${f(hy + hr * 0.25)} ${f(x - hr * 2.7)},${f(hy - hr * 0.1)}Z" fill="#d8b66a"/><path d="M${f(x - hr * 2.7)},${f(hy - hr * 0.1)}Q${f(x)},${f(hy + hr * 0.25)} ${f(x + hr * 2.7)},${f(hy - hr * 0.1)}" stroke="#a8843f" stroke-width="${f(hr * 0.2)}" fill="none"/>`
  }
  return s
}

/** Head and shoulders seen from behind (audiences, workshop participants). */
function backBust(x: number, y: number, s: number, clothes: string, hair: string, scarf?: string): string {
  const hr = s * 0.22
  let out = `<path d="M${f(x - s * 0.62)},${f(y + s * 0.9)}Q${f(x - s * 0.62)},${f(y + s * 0.18)} ${f(x)},${f(y + s * 0.14)}Q${f(x + s * 0.62)},${f(y + s * 0.18)} ${f(x + s * 0.62)},${f(y + s * 0.9)}Z" fill="${clothes}"/>`
  if (scarf) {
    out += `<path d="M${f(x - hr * 1.25)},${f(y - hr * 0.2)}Q${f(x - hr * 1.5)},${f(y + s * 0.3)} ${f(x - s * 0.45)},${f(y + s * 0.4)}L${f(x + s * 0.45)},${f(y + s * 0.4)}Q${f(x + hr * 1.5)},${f(y + s * 0.3)} ${f(x + hr * 1.25)},${f(y - hr * 0.2)}Z" fill="${scarf}"/><circle cx="${f(x)}" cy="${f(y - hr * 0.35)}" r="${f(hr * 1.25)}" fill="${scarf}"/>`
  } else {
    out += `<rect x="${f(x - hr * 0.45)}" y="${f(y)}" width="${f(hr * 0.9)}" height="${f(s * 0.2)}" fill="#8a5a3c"/><circle cx="${f(x)}" cy="${f(y - hr * 0.3)}" r="${f(hr)}" fill="${hair}"/>`
  }
  return out
}

/** Wooden country boat (crescent hull); (x, y) is the middle of the waterline. */
function countryBoat(x: number, y: number, len: number, hull: string): string {
  const hl = len / 2
  return `<path d="M${f(x - hl)},${f(y - len * 0.12)}Q${f(x - hl * 0.7)},${f(y + len * 0.05)} ${f(x)},${f(y + len * 0.05)}Q${f(x + hl * 0.7)},${f(y + len * 0.05)} ${f(x + hl)},${f(y - len * 0.12)}Q${f(x + hl * 0.6)},${f(y - len * 0.02)} ${f(x)},${f(y - len * 0.02)}Q${f(x - hl * 0.6)},${f(y - len * 0.02)} ${f(x - hl)},${f(y - len * 0.12)}Z" fill="${hull}"/>`
}

/** Solar panel drawn as a parallelogram with cell grid. */
function solarPanel(corners: [Pt, Pt, Pt, Pt], cols: number, rows: number, fill: string): string {
  const [a, b, c, d] = corners // top-left, top-right, bottom-right, bottom-left
  let s = poly(corners, `fill="${fill}" stroke="#c9d2dc" stroke-width="3"`)
  let lines = ''
  for (let i = 1; i < cols; i++) {
    const t = i / cols
    lines += `M${f(lerp(a[0], b[0], t))},${f(lerp(a[1], b[1], t))}L${f(lerp(d[0], c[0], t))},${f(lerp(d[1], c[1], t))}`
  }
  for (let j = 1; j < rows; j++) {
    const t = j / rows
    lines += `M${f(lerp(a[0], d[0], t))},${f(lerp(a[1], d[1], t))}L${f(lerp(b[0], c[0], t))},${f(lerp(b[1], c[1], t))}`
  }
  s += `<path d="${lines}" stroke="#9fb7d6" stroke-width="1.3" opacity="0.7"/>`
  // sheen
  s += poly(
    [a, [lerp(a[0], b[0], 0.35), lerp(a[1], b[1], 0.35)], [lerp(d[0], c[0], 0.15), lerp(d[1], c[1], 0.15)], d],
    `fill="#ffffff" opacity="0.12"`,
  )
  return s
}

/** Grass blades along the bottom band. */
function grass(r: Rand, y0: number, y1: number, n: number, colors: string[], x0 = -10, x1 = W + 10): string {
  const d: Record<string, string> = {}
  for (let i = 0; i < n; i++) {
    const x = between(r, x0, x1)
    const y = between(r, y0, y1)
    const len = lerp(8, 34, (y - y0) / Math.max(1, y1 - y0)) * between(r, 0.6, 1.3)
    const lean = between(r, -0.5, 0.5) * len
    const c = pick(r, colors)
    d[c] = (d[c] ?? '') + `M${f(x)},${f(y)}q${f(lean * 0.3)},${f(-len * 0.6)} ${f(lean)},${f(-len)}`
  }
  return Object.entries(d)
    .map(([c, p]) => `<path d="${p}" stroke="${c}" stroke-width="2.2" fill="none" stroke-linecap="round"/>`)
    .join('')
}

/** Horizontal shimmer lines on water. */
function ripples(r: Rand, y0: number, y1: number, n: number, color: string, opacity: number, x0 = 0, x1 = W): string {
  let d = ''
  for (let i = 0; i < n; i++) {
    const y = between(r, y0, y1)
    const t = (y - y0) / Math.max(1, y1 - y0)
    const len = lerp(20, 140, t) * between(r, 0.5, 1.4)
    const x = between(r, x0, x1)
    d += `M${f(x)},${f(y)}h${f(len)}`
  }
  return `<path d="${d}" stroke="${color}" stroke-width="2" opacity="${opacity}" stroke-linecap="round"/>`
}

// ---------------------------------------------------------------------------------------------
// Scenes
// ---------------------------------------------------------------------------------------------

function skyAndSun(sc: Scene, id: string, sky: Stop[], sun?: { x: number; y: number; r: number; color: string }) {
  sc.def(lin(`${id}Sky`, sky)).add(`<rect width="${W}" height="${H}" fill="url(#${id}Sky)"/>`)
  if (sun) {
    sc.def(rad(`${id}Glow`, [[0, sun.color, 0.9], [0.25, sun.color, 0.45], [1, sun.color, 0]]))
    sc.add(
      `<circle cx="${sun.x}" cy="${sun.y}" r="${sun.r * 6}" fill="url(#${id}Glow)"/>`,
      `<circle cx="${sun.x}" cy="${sun.y}" r="${sun.r}" fill="#fffbe8" opacity="0.95"/>`,
    )
  }
}

function weatherStation(): string {
  const r = rng(11)
  const sc = new Scene(W, H)
  skyAndSun(sc, 'ws', [[0, '#3d86c6'], [0.55, '#8cc3ea'], [0.62, '#d7ecf7']], { x: 1320, y: 170, r: 48, color: '#fff3c4' })
  sc.def(lin('wsCloud', [[0, '#ffffff'], [1, '#dbe7f1']]))
  sc.add(cloud(r, 300, 180, 340, 'url(#wsCloud)', 0.95), cloud(r, 860, 110, 260, 'url(#wsCloud)', 0.85), cloud(r, 1120, 330, 220, 'url(#wsCloud)', 0.8), cloud(r, 560, 400, 180, 'url(#wsCloud)', 0.7))
  // distant tree line and village
  const hz = 640
  sc.add(treeLine(r, { y: hz, minR: 14, maxR: 34, fill: '#7fa88a' }))
  for (const [x, hh] of [[120, 120], [210, 150], [1400, 135], [1480, 110], [1530, 150]] as const) sc.add(palm(r, x, hz + 4, hh, between(r, -12, 12), '#6d7f6e', '#6f9a78'))
  sc.add(treeLine(r, { y: hz + 10, minR: 10, maxR: 24, fill: '#5f8e5c' }))
  // field
  sc.def(lin('wsField', [[0, '#9cc864'], [0.3, '#77ad45'], [1, '#3f7d2a']]))
  sc.add(`<rect x="0" y="${hz + 6}" width="${W}" height="${H - hz}" fill="url(#wsField)"/>`)
  for (let i = 0; i < 6; i++) {
    const y = hz + 30 + i * i * 14
    sc.add(`<path d="M0,${y}Q${W / 2},${y - 10} ${W},${y + 4}" stroke="#b7d98a" stroke-width="${3 + i * 2}" opacity="0.25" fill="none"/>`)
  }
  // fence enclosure
  const fy = 905
  let fence = ''
  for (let x = 360; x <= 1260; x += 75) fence += `<rect x="${x}" y="${fy - 70}" width="8" height="76" fill="#8a6f4e"/>`
  sc.add(`<path d="M360,${fy - 60}H1268M360,${fy - 35}H1268" stroke="#b8b8b0" stroke-width="2.5"/>`, fence)
  // shadows
  sc.add(`<ellipse cx="800" cy="850" rx="150" ry="14" fill="#214d1a" opacity="0.35"/><ellipse cx="1080" cy="858" rx="70" ry="9" fill="#214d1a" opacity="0.35"/><ellipse cx="560" cy="855" rx="36" ry="7" fill="#214d1a" opacity="0.35"/>`)
  // mast with tripod
  sc.def(lin('wsMetal', [[0, '#8d969f'], [0.45, '#eef2f5'], [1, '#7c858e']], 0, 0, 1, 0))
  sc.add(`<path d="M800,690L700,850M800,690L900,850M800,700L815,858" stroke="#7d868f" stroke-width="7" stroke-linecap="round"/>`)
  sc.add(`<rect x="792" y="250" width="16" height="605" fill="url(#wsMetal)"/>`)
  // cross-arm, anemometer and vane
  sc.add(`<rect x="660" y="282" width="280" height="8" fill="url(#wsMetal)"/>`)
  sc.add(`<rect x="668" y="230" width="6" height="56" fill="#8d969f"/><path d="M626,232H716M671,190V274" stroke="#8d969f" stroke-width="4"/>`)
  for (const [cx, cy] of [[626, 232], [716, 232], [671, 190]] as const) sc.add(`<circle cx="${cx}" cy="${cy}" r="15" fill="#f3f5f7" stroke="#9aa3ac" stroke-width="3"/><circle cx="${cx - 4}" cy="${cy - 4}" r="5" fill="#ffffff"/>`)
  sc.add(`<circle cx="671" cy="232" r="9" fill="#5d666f"/>`)
  sc.add(`<rect x="926" y="236" width="6" height="50" fill="#8d969f"/><path d="M880,236H990" stroke="#6f7880" stroke-width="5"/><path d="M990,236L1012,222L1012,250Z" fill="#d4553f"/><path d="M880,236L858,224V248Z" fill="#6f7880"/>`)
  sc.add(`<rect x="780" y="236" width="40" height="16" rx="6" fill="#c9d0d6"/><path d="M800,236V206" stroke="#6f7880" stroke-width="3"/><circle cx="800" cy="204" r="5" fill="#d4553f"/>`)
  // solar panel and logger box on the mast
  sc.add(`<path d="M808,520L850,540" stroke="#7d868f" stroke-width="6"/>`)
  sc.add(solarPanel([[830, 470], [960, 500], [930, 590], [800, 560]], 4, 3, '#1f3f78'))
  sc.def(lin('wsBox', [[0, '#f5f7f8'], [1, '#c4ccd3']], 0, 0, 1, 0))
  sc.add(`<rect x="740" y="610" width="120" height="110" rx="8" fill="url(#wsBox)" stroke="#a6afb8" stroke-width="2"/><rect x="760" y="632" width="80" height="12" rx="3" fill="#9aa5ae"/><circle cx="780" cy="690" r="6" fill="#6bbf59"/>`)
  // Stevenson screen (instrument shelter)
  sc.add(`<path d="M1040,850V760M1120,850V760M1030,850V780M1130,850V780" stroke="#e6e6e0" stroke-width="8"/>`)
  let louvres = ''
  for (let y = 668; y < 760; y += 12) louvres += `M1022,${y}H1138`
  sc.add(`<path d="M1010,660L1080,630L1150,660Z" fill="#f4f4ef" stroke="#c9c9c0" stroke-width="2"/><rect x="1016" y="660" width="128" height="104" fill="url(#wsBox)" stroke="#bfc3c7" stroke-width="2"/><path d="${louvres}" stroke="#aab1b8" stroke-width="2.5"/>`)
  // rain gauge
  sc.add(`<rect x="536" y="780" width="48" height="72" fill="url(#wsMetal)"/><ellipse cx="560" cy="780" rx="24" ry="7" fill="#5f6a73"/><ellipse cx="560" cy="852" rx="24" ry="6" fill="#7d868f"/>`)
  sc.add(grass(r, 880, H + 10, 900, ['#356e23', '#4b8a2e', '#5f9e3a', '#2d5f1f']))
  return sc.toString()
}

function ricePaddies(): string {
  const r = rng(22)
  const sc = new Scene(W, H)
  const hz = 450
  skyAndSun(sc, 'rp', [[0, '#7fb6e0'], [0.3, '#b8d8ec'], [0.42, '#f6dcb0']], { x: 360, y: 330, r: 40, color: '#ffe1a0' })
  sc.def(lin('rpCloud', [[0, '#ffffff'], [1, '#f2d9c6']]))
  sc.add(cloud(r, 1150, 150, 300, 'url(#rpCloud)', 0.85), cloud(r, 620, 90, 220, 'url(#rpCloud)', 0.7), cloud(r, 1450, 290, 180, 'url(#rpCloud)', 0.6))
  sc.add(treeLine(r, { y: hz + 6, minR: 10, maxR: 24, fill: '#8fae9b' }))
  for (let i = 0; i < 9; i++) sc.add(palm(r, between(r, 40, 1560), hz + 8, between(r, 70, 110), between(r, -10, 10), '#7d8f83', '#84a48e'))
  sc.add(treeLine(r, { y: hz + 14, minR: 8, maxR: 18, fill: '#6f9a72' }))
  // paddy mosaic in one-point perspective
  const vp: Pt = [800, hz - 40]
  const rows = 11
  const cols = 22
  const ys: number[] = []
  for (let j = 0; j <= rows; j++) ys.push(hz + 10 + (H + 40 - hz) * Math.pow(j / rows, 1.7))
  const xb: number[] = []
  for (let i = 0; i <= cols; i++) xb.push(lerp(-2400, 4000, i / cols) + between(r, -60, 60))
  const xAt = (i: number, y: number) => lerp(vp[0], xb[i], (y - vp[1]) / (H - vp[1]))
  sc.add(`<rect x="0" y="${hz + 8}" width="${W}" height="${H - hz}" fill="#8dbf57"/>`)
  const greens = ['#7fb347', '#8cc152', '#6fa43d', '#9acb5e', '#a9cf6a', '#78a944']
  let cells = ''
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < cols; i++) {
      const y0 = ys[j]
      const y1 = ys[j + 1]
      const flooded = r() < 0.18
      const c = flooded ? '#a8cfc9' : pick(r, greens)
      cells += poly([[xAt(i, y0), y0], [xAt(i + 1, y0), y0], [xAt(i + 1, y1), y1], [xAt(i, y1), y1]], `fill="${c}"`)
    }
  }
  sc.add(cells)
  let bunds = ''
  for (let j = 1; j < rows; j++) bunds += `M0,${f(ys[j])}H${W}`
  for (let i = 0; i <= cols; i++) bunds += `M${f(xAt(i, hz + 10))},${hz + 10}L${f(xAt(i, H + 40))},${H + 40}`
  sc.add(`<path d="${bunds}" stroke="#c8b27a" stroke-width="3" opacity="0.85"/>`)
  // rice tufts texture
  let tufts = ''
  for (let k = 0; k < 1300; k++) {
    const y = between(r, hz + 60, H)
    const t = (y - hz) / (H - hz)
    const x = between(r, 0, W)
    const s = 2 + t * 12
    tufts += `M${f(x - s * 0.5)},${f(y - s)}L${f(x)},${f(y)}L${f(x + s * 0.5)},${f(y - s)}M${f(x)},${f(y)}V${f(y - s * 1.2)}`
  }
  sc.add(`<path d="${tufts}" stroke="#4f8a2b" stroke-width="1.6" opacity="0.55" fill="none"/>`)
  // winding river
  const left: Pt[] = []
  const right: Pt[] = []
  for (let k = 0; k <= 16; k++) {
    const t = k / 16
    const y = lerp(hz + 12, H + 30, t)
    const cx = 820 + Math.sin(t * 5.2 + 0.4) * 260 * t + 240 * t * t
    const w = 8 + 330 * Math.pow(t, 1.5)
    left.push([cx - w, y])
    right.push([cx + w, y])
  }
  sc.def(lin('rpRiver', [[0, '#d9e9ef'], [0.4, '#8fbfd6'], [1, '#4a88ac']]))
  const riverD = `${smooth(left)}L${f(right[right.length - 1][0])},${f(right[right.length - 1][1])}${smooth([...right].reverse()).replace(/^M[^C]*/, '')}Z`
  sc.add(`<path d="${riverD}" fill="#d8c38b" transform="translate(0,6)" opacity="0.9"/>`)
  sc.add(`<path d="${riverD}" fill="url(#rpRiver)"/>`)
  sc.add(`<path d="${smooth(left)}" stroke="#e4d3a0" stroke-width="5" fill="none"/><path d="${smooth(right)}" stroke="#e4d3a0" stroke-width="5" fill="none"/>`)
  sc.add(ripples(r, hz + 120, H, 60, '#ffffff', 0.35, 560, 1500))
  // boat on the river
  sc.add(`<ellipse cx="900" cy="772" rx="95" ry="8" fill="#2f6a8a" opacity="0.35"/>`, countryBoat(900, 765, 170, '#5a3a22'), `<path d="M860,747Q900,695 940,747Z" fill="#7b5a3a"/>`, person(962, 748, 70, { top: '#e9e2cf', bottom: '#3b5b8a' }), `<path d="M975,696L1012,800" stroke="#6b4f36" stroke-width="3"/>`)
  // farmers
  sc.add(person(420, 690, 84, { top: '#f0ead6', bottom: '#5a6f9c', hat: true }), person(300, 860, 140, { top: '#c9463d', bottom: '#2f4f7a', hat: true }), person(520, 600, 56, { top: '#e7c35a', bottom: '#6d4c8c', hat: true }))
  // foreground rice plants
  sc.add(grass(r, 980, H + 20, 700, ['#3f7a22', '#5a9a32', '#74b043']))
  return sc.toString()
}

function mangrove(): string {
  const r = rng(33)
  const sc = new Scene(W, H)
  const wl = 640
  skyAndSun(sc, 'mg', [[0, '#a9cbb8'], [0.45, '#e3ecd0'], [0.6, '#f3efd6']], { x: 1050, y: 360, r: 30, color: '#fff6cf' })
  sc.def(blur('mgSoft', 6), blur('mgSoft2', 14))
  // far canopy layers
  const layers = [
    { y: 520, amp: 40, fill: '#a9c3a2' },
    { y: 560, amp: 45, fill: '#7fa57b' },
    { y: 600, amp: 40, fill: '#5a8558' },
  ]
  for (const l of layers) sc.add(`<path d="${ridge(r, { y: l.y, amp: l.amp, n: 40, bottom: wl + 10 })}" fill="${l.fill}"/>`)
  for (let k = 0; k < 3; k++) sc.add(treeLine(r, { y: 610 + k * 8, minR: 12, maxR: 30, fill: ['#4f7a4c', '#466f43', '#3c623a'][k], depth: 40 }))
  // water and reflections
  sc.def(lin('mgWater', [[0, '#7d9e86'], [0.35, '#a9c1ad'], [1, '#5f7f6c']]))
  sc.add(`<rect x="0" y="${wl}" width="${W}" height="${H - wl}" fill="url(#mgWater)"/>`)
  sc.add(`<g filter="url(#mgSoft2)" opacity="0.55"><path d="${ridge(r, { y: wl + 90, amp: 30, n: 30, bottom: wl - 4 })}" fill="#3f6444"/></g>`)
  sc.add(ripples(r, wl + 10, H, 140, '#e8f0e4', 0.35))
  // mudflat with breathing roots
  sc.def(lin('mgMud', [[0, '#8a7657'], [1, '#5d4b36']]))
  sc.add(`<path d="M-20,${H}L-20,860Q200,820 420,850Q640,880 820,930Q980,980 1100,${H + 20}Z" fill="url(#mgMud)"/>`)
  sc.add(`<path d="M-20,862Q200,822 420,852Q640,882 820,932Q980,982 1100,${H + 20}" stroke="#b6a27d" stroke-width="4" fill="none" opacity="0.7"/>`)
  let pn = ''
  for (let k = 0; k < 160; k++) {
    const x = between(r, 0, 980)
    const yTop = 860 + (x / 980) * 120
    const y = between(r, Math.max(yTop, 850), H)
    const h = between(r, 10, 28) * (0.6 + (y - 840) / 300)
    pn += `M${f(x)},${f(y)}l${f(between(r, -2, 2))},${f(-h)}`
  }
  sc.add(`<path d="${pn}" stroke="#3b2e22" stroke-width="3.5" stroke-linecap="round"/>`)
  // foreground mangrove trees with prop roots
  const tree = (tx: number, ground: number, h: number, spread: number) => {
    let s = ''
    const rootTop = ground - h * 0.35
    let roots = ''
    for (let k = 0; k < 9; k++) {
      const dx = lerp(-spread, spread, k / 8) + between(r, -20, 20)
      const sy = rootTop + between(r, -30, 40)
      roots += `M${f(tx)},${f(sy)}Q${f(tx + dx * 0.75)},${f(sy - between(r, 10, 50))} ${f(tx + dx)},${f(ground + between(r, -8, 12))}`
    }
    s += `<path d="${roots}" stroke="#3d2f24" stroke-width="${f(h * 0.014)}" fill="none" stroke-linecap="round"/>`
    s += `<path d="M${f(tx - h * 0.02)},${f(rootTop + 20)}L${f(tx - h * 0.012)},${f(ground - h)}L${f(tx + h * 0.012)},${f(ground - h)}L${f(tx + h * 0.02)},${f(rootTop + 20)}Z" fill="#4a3a2c"/>`
    s += `<path d="M${f(tx)},${f(ground - h * 0.7)}L${f(tx - h * 0.18)},${f(ground - h * 0.95)}M${f(tx)},${f(ground - h * 0.8)}L${f(tx + h * 0.2)},${f(ground - h * 1.02)}" stroke="#4a3a2c" stroke-width="${f(h * 0.016)}" stroke-linecap="round"/>`
    return s
  }
  const crown = (cx: number, cy: number, w: number) => {
    let s = ''
    for (let k = 0; k < 26; k++) {
      const x = cx + between(r, -w / 2, w / 2)
      const y = cy + between(r, -w * 0.16, w * 0.14)
      s += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(between(r, 40, 90))}" ry="${f(between(r, 30, 60))}" fill="${pick(r, ['#2f5a2c', '#386a33', '#2a4f27', '#427a3a'])}"/>`
    }
    for (let k = 0; k < 14; k++) {
      s += `<ellipse cx="${f(cx + between(r, -w / 2, w / 2))}" cy="${f(cy - w * 0.12 + between(r, -20, 20))}" rx="${f(between(r, 25, 55))}" ry="${f(between(r, 16, 30))}" fill="#6e9e52" opacity="0.6"/>`
    }
    return s
  }
  sc.add(tree(1230, 760, 560, 210), tree(330, 880, 640, 240), tree(760, 720, 380, 140))
  sc.add(crown(760, 330, 300), crown(1260, 200, 520), crown(300, 170, 620))
  let top = ''
  for (let x = -40; x < W + 60; x += between(r, 50, 90)) top += `<ellipse cx="${f(x)}" cy="${f(between(r, 10, 60))}" rx="${f(between(r, 60, 110))}" ry="${f(between(r, 35, 60))}" fill="${pick(r, ['#264a24', '#2c5429', '#21421f'])}"/>`
  sc.add(`<rect x="0" y="0" width="${W}" height="20" fill="#264a24"/>`, top)
  // egret
  sc.add(`<g transform="translate(1010,700)"><path d="M0,0L-6,44M10,0L14,44" stroke="#3a3a30" stroke-width="3"/><ellipse cx="4" cy="-14" rx="30" ry="16" fill="#fbfbf6"/><path d="M22,-20Q40,-40 28,-60Q22,-72 34,-78" stroke="#fbfbf6" stroke-width="8" fill="none" stroke-linecap="round"/><circle cx="36" cy="-78" r="7" fill="#fbfbf6"/><path d="M42,-78L64,-74L42,-72Z" fill="#e2b43a"/></g>`)
  sc.add(`<g opacity="0.4"><ellipse cx="1014" cy="760" rx="30" ry="6" fill="#ffffff"/></g>`)
  // light shafts
  sc.add(`<path d="M980,60L1160,60L1400,${wl}L1100,${wl}Z" fill="#fff8dc" opacity="0.14" filter="url(#mgSoft2)"/>`)
  return sc.toString()
}

function cycloneShelter(): string {
  const r = rng(44)
  const sc = new Scene(W, H)
  const hz = 660
  skyAndSun(sc, 'cs', [[0, '#262b36'], [0.4, '#48505e'], [0.62, '#7b8592']])
  sc.def(blur('csBlur', 18), blur('csGlow', 10))
  let clouds = ''
  for (let k = 0; k < 24; k++) clouds += `<ellipse cx="${f(between(r, -100, 1700))}" cy="${f(between(r, 40, 420))}" rx="${f(between(r, 140, 320))}" ry="${f(between(r, 50, 110))}" fill="${pick(r, ['#1f232c', '#2f3541', '#3b4250', '#555e6d'])}" opacity="0.85"/>`
  sc.add(`<g filter="url(#csBlur)">${clouds}</g>`)
  // lightning
  const bolt = 'M1270,120L1240,230L1275,235L1225,380L1262,385L1210,520'
  sc.add(`<path d="${bolt}" stroke="#cfe0ff" stroke-width="14" fill="none" filter="url(#csGlow)" opacity="0.7"/><path d="${bolt}" stroke="#ffffff" stroke-width="4" fill="none"/>`)
  // land and flood water
  sc.add(`<path d="${ridge(r, { y: hz, amp: 10, n: 20 })}" fill="#3d4a3a"/>`)
  sc.add(treeLine(r, { y: hz + 8, minR: 10, maxR: 26, fill: '#34432f' }))
  sc.def(lin('csWater', [[0, '#5d6b70'], [1, '#2f3d42']]))
  sc.add(`<path d="M-20,820Q400,790 800,812Q1200,835 1620,800V${H + 20}H-20Z" fill="url(#csWater)"/>`)
  sc.add(ripples(r, 830, H, 120, '#b9c6cc', 0.3))
  sc.add(`<path d="M-20,${hz + 30}H1620V812Q1200,840 800,815Q400,792 -20,822Z" fill="#4b5a44"/>`)
  // shelter on pillars
  const bx = 700
  const by = 380
  const bw = 620
  sc.def(lin('csWall', [[0, '#e8e2d2'], [1, '#b8b09d']]))
  sc.add(`<rect x="${bx - 10}" y="${by + 330}" width="${bw + 20}" height="130" fill="#22282a" opacity="0.5"/>`)
  let pillars = ''
  for (let k = 0; k <= 6; k++) pillars += `<rect x="${f(bx + 10 + k * ((bw - 40) / 6))}" y="${by + 300}" width="22" height="${f(830 - by - 300)}" fill="#a7a08e"/>`
  sc.add(pillars)
  sc.add(`<rect x="${bx}" y="${by}" width="${bw}" height="300" fill="url(#csWall)"/><rect x="${bx - 14}" y="${by - 18}" width="${bw + 28}" height="22" fill="#d5cfbf"/><rect x="${bx - 14}" y="${by + 140}" width="${bw + 28}" height="14" fill="#c9c2b0"/><rect x="${bx - 14}" y="${by + 290}" width="${bw + 28}" height="16" fill="#c9c2b0"/>`)
  sc.add(`<rect x="${bx}" y="${by + 110}" width="${bw}" height="14" fill="#2f7d6d"/><rect x="${bx}" y="${by + 262}" width="${bw}" height="14" fill="#2f7d6d"/>`)
  let windows = ''
  for (let row = 0; row < 2; row++)
    for (let k = 0; k < 8; k++)
      windows += `<rect x="${bx + 26 + k * 74}" y="${by + 30 + row * 150}" width="50" height="66" fill="#3e4a55"/><rect x="${bx + 26 + k * 74}" y="${by + 30 + row * 150}" width="50" height="66" fill="#ffd98a" opacity="${r() < 0.4 ? 0.55 : 0}"/><path d="M${bx + 51 + k * 74},${by + 30 + row * 150}v66" stroke="#c9c2b0" stroke-width="3"/>`
  sc.add(windows)
  // ramp with people
  sc.add(`<path d="M${bx - 10},${by + 300}L${bx - 300},820L${bx - 240},820L${bx + 20},${by + 316}Z" fill="#b3ab98"/><path d="M${bx - 10},${by + 288}L${bx - 300},808" stroke="#8f8876" stroke-width="5"/>`)
  sc.add(person(bx - 200, 762, 70, { top: '#b84a3e', bottom: '#2e3a55', scarf: '#6d3b5e' }), person(bx - 130, 722, 66, { top: '#d7c6a0', bottom: '#334455' }), person(bx - 100, 706, 44, { top: '#3e7bb0', bottom: '#2a2f3a' }))
  // bending palms
  for (const [x, h] of [[170, 420], [330, 360], [1460, 400]] as const) sc.add(palm(r, x, 812, h, 110, '#2d2a24', '#27402a'))
  // rain
  let rain = ''
  for (let k = 0; k < 700; k++) {
    const x = between(r, -200, W)
    const y = between(r, -40, H)
    const l = between(r, 20, 46)
    rain += `M${f(x)},${f(y)}l${f(l * 0.35)},${f(l)}`
  }
  sc.add(`<path d="${rain}" stroke="#dfe8f0" stroke-width="1.6" opacity="0.35"/>`)
  sc.add(`<rect width="${W}" height="${H}" fill="#1b2330" opacity="0.12"/>`)
  return sc.toString()
}

function coastalEmbankment(): string {
  const r = rng(55)
  const sc = new Scene(W, H)
  const hz = 470
  skyAndSun(sc, 'ce', [[0, '#8fa6bd'], [0.35, '#c5d2dc'], [0.44, '#e6ebee']])
  sc.def(lin('ceCloud', [[0, '#f7f9fb'], [1, '#b9c6d2']]))
  sc.add(cloud(r, 300, 140, 420, 'url(#ceCloud)', 0.9), cloud(r, 900, 220, 380, 'url(#ceCloud)', 0.8), cloud(r, 1380, 120, 360, 'url(#ceCloud)', 0.85))
  const vp: Pt = [900, hz]
  const at = (xBottom: number, y: number): number => lerp(vp[0], xBottom, (y - vp[1]) / (H - vp[1]))
  // sea
  sc.def(lin('ceSea', [[0, '#a6bccb'], [0.3, '#6f92a8'], [1, '#3e6882']]))
  sc.add(`<rect x="0" y="${hz}" width="${W}" height="${H - hz}" fill="url(#ceSea)"/>`)
  let waves = ''
  for (let k = 0; k < 40; k++) {
    const y = hz + 8 + Math.pow(k / 40, 1.6) * (H - hz)
    const t = (y - hz) / (H - hz)
    const x0 = -40
    const x1 = at(-200, y)
    for (let x = x0 + between(r, 0, 60); x < x1 - 20; x += between(r, 60, 200) * (0.4 + t)) {
      const l = between(r, 20, 80) * (0.3 + t)
      waves += `M${f(x)},${f(y)}q${f(l / 2)},${f(-6 * (0.3 + t))} ${f(l)},0`
    }
  }
  sc.add(`<path d="${waves}" stroke="#eef4f7" stroke-width="2.5" fill="none" opacity="0.6"/>`)
  // land right of the embankment
  sc.def(lin('ceLand', [[0, '#a7b98a'], [1, '#6f9448']]))
  sc.add(poly([[vp[0], vp[1]], [W + 20, hz + 10], [W + 20, H + 20], [1040, H + 20]], 'fill="url(#ceLand)"'))
  sc.add(poly([[vp[0] + 6, vp[1] + 2], [1240, H + 20], [1130, H + 20]], 'fill="#7d9fb0" opacity="0.8"'))
  sc.add(treeLine(r, { y: hz + 12, x0: 940, minR: 8, maxR: 22, fill: '#6e8f6a' }))
  // village on the low land
  const hut = (x: number, y: number, w: number, wall: string) =>
    `<rect x="${f(x)}" y="${f(y - w * 0.5)}" width="${f(w)}" height="${f(w * 0.5)}" fill="${wall}"/><rect x="${f(x + w * 0.4)}" y="${f(y - w * 0.32)}" width="${f(w * 0.18)}" height="${f(w * 0.32)}" fill="#4a3526"/>` +
    poly([[x - w * 0.1, y - w * 0.48], [x + w * 0.5, y - w * 0.85], [x + w * 1.1, y - w * 0.48]], 'fill="#8f9aa3"') +
    `<path d="M${f(x - w * 0.1)},${f(y - w * 0.48)}L${f(x + w * 0.5)},${f(y - w * 0.85)}" stroke="#c2cbd2" stroke-width="2"/>`
  sc.add(roundTree(r, 1180, 600, 150, '#3f6b35', '#6c9b4a'), hut(1220, 610, 90, '#c9a77a'), palm(r, 1350, 620, 210, 14), hut(1380, 640, 110, '#b9c7a0'), roundTree(r, 1540, 700, 240, '#355f2e', '#5e8f42'))
  sc.add(`<ellipse cx="1300" cy="760" rx="150" ry="34" fill="#7fa2b3"/><ellipse cx="1300" cy="756" rx="140" ry="26" fill="#9ab9c6"/>`)
  sc.add(palm(r, 1130, 760, 300, -20), roundTree(r, 1480, 980, 360, '#2f5a2a', '#568a3c'))
  // embankment: sea slope (blocks), crest, land slope
  const toeSea = -260
  const crestL = 520
  const crestR = 780
  const toeLand = 1080
  sc.def(lin('ceCrest', [[0, '#cdb98c'], [1, '#a68d5e']]))
  sc.def(lin('ceSlope', [[0, '#9cb36e'], [1, '#5f8a3a']], 0, 0, 1, 0))
  sc.add(poly([vp, [toeLand, H + 20], [crestR, H + 20]], 'fill="url(#ceSlope)"'))
  const rows = 24
  let blocks = ''
  for (let j = 0; j < rows; j++) {
    const y0 = hz + Math.pow(j / rows, 1.8) * (H + 20 - hz)
    const y1 = hz + Math.pow((j + 1) / rows, 1.8) * (H + 20 - hz)
    for (let i = 0; i < 5; i++) {
      const a0 = lerp(toeSea, crestL, i / 5)
      const a1 = lerp(toeSea, crestL, (i + 1) / 5)
      const g = Math.floor(between(r, 150, 190))
      blocks += poly([[at(a0, y0), y0], [at(a1, y0), y0], [at(a1, y1), y1], [at(a0, y1), y1]], `fill="rgb(${g},${g - 4},${g - 12})" stroke="#7d7a72" stroke-width="1.5"`)
    }
  }
  sc.add(blocks)
  sc.add(poly([vp, [crestR, H + 20], [crestL, H + 20]], 'fill="url(#ceCrest)"'))
  sc.add(`<path d="M${vp[0]},${vp[1]}L${(crestL + crestR) / 2 - 20},${H + 20}M${vp[0]},${vp[1]}L${(crestL + crestR) / 2 + 40},${H + 20}" stroke="#8c744a" stroke-width="3" opacity="0.5"/>`)
  // foam at the toe of the slope
  let foam = ''
  for (let k = 0; k < 60; k++) {
    const y = hz + Math.pow(r(), 1.3) * (H - hz)
    const t = (y - hz) / (H - hz)
    foam += `<ellipse cx="${f(at(toeSea, y) + between(r, -10, 30) * t)}" cy="${f(y)}" rx="${f(6 + 40 * t)}" ry="${f(2 + 7 * t)}" fill="#ffffff" opacity="0.75"/>`
  }
  sc.add(foam)
  // people walking on the crest
  sc.add(person(700, 900, 150, { top: '#2f6f8f', bottom: '#404040' }), person(835, 620, 52, { top: '#c2452f', bottom: '#2f3a55', scarf: '#d6a23a' }))
  sc.add(`<path d="M640,760Q700,700 760,760Z" fill="#2b2b2b"/><path d="M700,760V790" stroke="#2b2b2b" stroke-width="3"/>`)
  sc.add(grass(r, 900, H + 20, 160, ['#4c7a2c', '#6c9a40'], 900, 1080), grass(r, 960, H + 20, 160, ['#4c7a2c', '#6c9a40'], 1250, W))
  return sc.toString()
}

function rooftopSolar(): string {
  const r = rng(66)
  const sc = new Scene(W, H)
  skyAndSun(sc, 'rs', [[0, '#2f7fd0'], [0.5, '#78b6ea'], [0.7, '#cfe8f8']], { x: 230, y: 150, r: 60, color: '#fff2b0' })
  sc.def(lin('rsCloud', [[0, '#ffffff'], [1, '#e1edf7']]))
  sc.add(cloud(r, 820, 140, 300, 'url(#rsCloud)', 0.95), cloud(r, 1340, 230, 260, 'url(#rsCloud)', 0.85))
  const g = 760
  sc.add(treeLine(r, { y: 560, minR: 20, maxR: 48, fill: '#5b8f54', depth: 220 }))
  for (let k = 0; k < 7; k++) sc.add(palm(r, between(r, 0, W), 590, between(r, 220, 330), between(r, -25, 25), '#6b5640', '#3e7a3a'))
  sc.add(treeLine(r, { y: 620, minR: 14, maxR: 30, fill: '#487c42', depth: 200 }))
  sc.def(lin('rsGround', [[0, '#d8c69a'], [1, '#b29564']]))
  sc.add(`<rect x="0" y="${g - 20}" width="${W}" height="${H - g + 20}" fill="url(#rsGround)"/>`)
  sc.def(lin('rsTin', [[0, '#b9c2c9'], [1, '#7c8790']]), lin('rsPanel', [[0, '#28508f'], [1, '#142c5a']], 0, 0, 1, 1))
  const house = (x: number, base: number, w: number, wall: string, trim: string) => {
    const wh = w * 0.42
    const top = base - wh
    const rh = w * 0.3
    const ov = w * 0.06
    let s = `<rect x="${f(x)}" y="${f(top)}" width="${f(w)}" height="${f(wh)}" fill="${wall}"/>`
    s += `<rect x="${f(x)}" y="${f(base - wh * 0.12)}" width="${f(w)}" height="${f(wh * 0.12)}" fill="#7a6148"/>`
    s += `<rect x="${f(x + w * 0.42)}" y="${f(top + wh * 0.3)}" width="${f(w * 0.16)}" height="${f(wh * 0.58)}" fill="${trim}"/>`
    s += `<rect x="${f(x + w * 0.12)}" y="${f(top + wh * 0.3)}" width="${f(w * 0.16)}" height="${f(wh * 0.28)}" fill="#3a3f46"/><rect x="${f(x + w * 0.72)}" y="${f(top + wh * 0.3)}" width="${f(w * 0.16)}" height="${f(wh * 0.28)}" fill="#3a3f46"/>`
    s += `<path d="M${f(x + w * 0.2)},${f(top + wh * 0.3)}v${f(wh * 0.28)}M${f(x + w * 0.8)},${f(top + wh * 0.3)}v${f(wh * 0.28)}" stroke="${trim}" stroke-width="3"/>`
    const roof: Pt[] = [[x - ov, top + 4], [x + w + ov, top + 4], [x + w - ov, top - rh], [x + ov, top - rh]]
    s += poly(roof, 'fill="url(#rsTin)"')
    let corr = ''
    for (let k = 1; k < 26; k++) {
      const t = k / 26
      corr += `M${f(lerp(x - ov, x + w + ov, t))},${f(top + 4)}L${f(lerp(x + ov, x + w - ov, t))},${f(top - rh)}`
    }
    s += `<path d="${corr}" stroke="#6d7780" stroke-width="1.5" opacity="0.6"/><path d="M${f(x + ov)},${f(top - rh)}H${f(x + w - ov)}" stroke="#dfe4e8" stroke-width="5"/>`
    // two panels on the roof
    for (const [a, b] of [[0.12, 0.46], [0.54, 0.88]]) {
      const y0 = top - rh * 0.85
      const y1 = top - rh * 0.12
      const xl0 = lerp(x + ov, x + w - ov, a)
      const xr0 = lerp(x + ov, x + w - ov, b)
      const xl1 = lerp(x - ov, x + w + ov, a)
      const xr1 = lerp(x - ov, x + w + ov, b)
      const lift = rh * 0.08
      s += solarPanel([[xl0, y0 - lift], [xr0, y0 - lift], [xr1, y1 - lift], [xl1, y1 - lift]], 6, 3, 'url(#rsPanel)')
    }
    s += `<path d="M${f(x + w * 0.9)},${f(top - rh * 0.1)}Q${f(x + w * 0.95)},${f(top + 10)} ${f(x + w * 0.9)},${f(top + wh * 0.25)}" stroke="#222" stroke-width="2.5" fill="none"/>`
    return s
  }
  sc.add(`<ellipse cx="330" cy="${g - 40}" rx="300" ry="16" fill="#7a6446" opacity="0.4"/>`)
  sc.add(house(60, g - 40, 540, '#d7c2a0', '#3f7f8c'))
  sc.add(house(1060, g - 60, 480, '#9fc7c0', '#b45a3c'))
  sc.add(palm(r, 700, g - 10, 420, 30, '#6b5640', '#3a7334'))
  sc.add(house(560, g + 150, 640, '#e3b8a6', '#2f5e8a'))
  sc.add(roundTree(r, 1500, g + 60, 330, '#2f6a30', '#5d9a45'))
  sc.add(person(1320, g + 140, 150, { top: '#7b3f8f', bottom: '#7b3f8f', scarf: '#e2a93b' }), person(1390, g + 150, 96, { top: '#f2f2ee', bottom: '#2f4a6b' }))
  sc.add(grass(r, g + 160, H + 10, 350, ['#6f8f3a', '#8aa64a', '#5d7a31']))
  // sun rays
  let rays = ''
  for (let k = 0; k < 12; k++) {
    const a = (k / 12) * Math.PI * 2
    rays += `M${f(230 + Math.cos(a) * 80)},${f(150 + Math.sin(a) * 80)}L${f(230 + Math.cos(a) * 150)},${f(150 + Math.sin(a) * 150)}`
  }
  sc.add(`<path d="${rays}" stroke="#fff6c8" stroke-width="6" opacity="0.5" stroke-linecap="round"/>`)
  return sc.toString()
}

function healthCamp(): string {
  const r = rng(77)
  const sc = new Scene(W, H)
  skyAndSun(sc, 'hc', [[0, '#6eaedc'], [0.45, '#b7dbef'], [0.55, '#e4f1f7']], { x: 1380, y: 120, r: 40, color: '#fff5c9' })
  sc.def(lin('hcCloud', [[0, '#ffffff'], [1, '#dde9f2']]))
  sc.add(cloud(r, 420, 140, 300, 'url(#hcCloud)', 0.9), cloud(r, 1000, 90, 240, 'url(#hcCloud)', 0.8))
  const g = 820
  sc.add(treeLine(r, { y: 560, minR: 30, maxR: 70, fill: '#4f8a4a', depth: 120 }))
  for (const x of [60, 250, 1250, 1450]) sc.add(roundTree(r, x, 640, between(r, 300, 420), '#3a7338', '#67a04c'))
  sc.add(palm(r, 1560, 660, 420, -30))
  sc.def(lin('hcGround', [[0, '#b7c77d'], [0.4, '#c8b98a'], [1, '#a68c62']]))
  sc.add(`<path d="M-20,620Q800,590 1620,630V${H + 20}H-20Z" fill="url(#hcGround)"/>`)
  // background tent
  sc.add(`<path d="M1090,660L1180,590L1270,660Z" fill="#e8eef0"/><rect x="1100" y="660" width="160" height="80" fill="#d2dde1"/><rect x="1150" y="680" width="60" height="60" fill="#5d7680"/>`)
  // main open-sided tent
  sc.def(lin('hcTent', [[0, '#ffffff'], [1, '#dfe7ea']]), lin('hcTable', [[0, '#cfe6f3'], [1, '#9fc3d8']]))
  const tx0 = 260
  const tx1 = 1040
  sc.add(`<ellipse cx="${(tx0 + tx1) / 2}" cy="${g + 16}" rx="460" ry="30" fill="#6b5a3e" opacity="0.35"/>`)
  sc.add(`<path d="M${tx0},${g}V500M${tx1},${g}V500M${tx0 + 90},${g - 30}V480M${tx1 - 90},${g - 30}V480" stroke="#9aa4ab" stroke-width="10"/>`)
  sc.add(`<path d="M${tx0 - 40},500L${(tx0 + tx1) / 2},330L${tx1 + 40},500Z" fill="url(#hcTent)" stroke="#c4ced3" stroke-width="3"/>`)
  let valance = `M${tx0 - 40},500`
  for (let k = 0; k < 12; k++) {
    const x = tx0 - 40 + ((tx1 - tx0 + 80) * (k + 1)) / 12
    valance += `Q${f(x - (tx1 - tx0 + 80) / 24)},548 ${f(x)},500`
  }
  sc.add(`<path d="${valance}Z" fill="#2a8c84"/>`)
  sc.add(`<circle cx="${(tx0 + tx1) / 2}" cy="430" r="42" fill="#2a8c84"/><path d="M${(tx0 + tx1) / 2 - 10},404h20v16h16v20h-16v16h-20v-16h-16v-20h16Z" fill="#ffffff"/>`)
  // table, health worker, patient
  sc.add(person(690, 760, 200, { top: '#ffffff', bottom: '#3c5a7a', scarf: '#2a8c84' }))
  sc.add(`<rect x="520" y="700" width="360" height="20" fill="#8b6a48"/><rect x="530" y="720" width="340" height="90" fill="url(#hcTable)"/><path d="M540,720V${g}M860,720V${g}" stroke="#6d5238" stroke-width="8"/>`)
  sc.add(`<rect x="580" y="664" width="70" height="40" rx="6" fill="#e8e8e8" stroke="#9a9a9a" stroke-width="2"/><rect x="590" y="672" width="34" height="20" fill="#9ed3c9"/><path d="M650,690q40,-10 60,12" stroke="#444" stroke-width="3" fill="none"/>`)
  sc.add(`<rect x="770" y="660" width="44" height="40" fill="#f2c94c"/><rect x="818" y="672" width="40" height="28" fill="#e07a5f"/><rect x="740" y="670" width="20" height="30" rx="4" fill="#8fc1e3" opacity="0.9"/>`)
  sc.add(`<rect x="920" y="760" width="70" height="10" fill="#7a5a3c"/><path d="M928,770V${g}M982,770V${g}M984,700V770" stroke="#7a5a3c" stroke-width="7"/>`)
  sc.add(person(950, 820, 190, { top: '#d14f6b', bottom: '#d14f6b', scarf: '#f0b13c' }))
  // queue
  const q = [
    { x: 1120, h: 210, top: '#3f7bb5', bottom: '#2d3f57' },
    { x: 1230, h: 200, top: '#e07a2f', bottom: '#e07a2f', scarf: '#7d3c98' },
    { x: 1300, h: 130, top: '#f2d15c', bottom: '#4a6d3a' },
    { x: 1400, h: 215, top: '#e9e4d4', bottom: '#6a4f9c' },
    { x: 1510, h: 205, top: '#2f9e6e', bottom: '#2f9e6e', scarf: '#c0392b' },
  ]
  for (const p of q) sc.add(person(p.x, g + 30 + (p.x - 1120) * 0.05, p.h, { top: p.top, bottom: p.bottom, scarf: p.scarf }))
  sc.add(person(170, g + 80, 230, { top: '#f0ede4', bottom: '#5b4a8a' }), person(90, g + 90, 150, { top: '#c94e4e', bottom: '#3a4a6a' }))
  sc.add(grass(r, g + 50, H + 10, 300, ['#7c8f4a', '#95a55a', '#6b7a3e']))
  return sc.toString()
}

function reliefCamp(): string {
  const r = rng(88)
  const sc = new Scene(W, H)
  skyAndSun(sc, 'rc', [[0, '#8fb6d8'], [0.3, '#cfe0ea'], [0.4, '#efe6d6']], { x: 300, y: 110, r: 36, color: '#fff0c4' })
  sc.def(lin('rcCloud', [[0, '#ffffff'], [1, '#e6e1d8']]))
  sc.add(cloud(r, 1100, 100, 300, 'url(#rcCloud)', 0.8), cloud(r, 620, 160, 200, 'url(#rcCloud)', 0.6))
  const hills = [
    { y: 330, amp: 60, fill: '#b9b8a0', roofs: 0.55 },
    { y: 450, amp: 70, fill: '#c9a878', roofs: 0.75 },
    { y: 590, amp: 70, fill: '#bb9165', roofs: 0.9 },
  ]
  hills.forEach((hl, idx) => {
    const d = ridge(r, { y: hl.y, amp: hl.amp, n: 18 })
    sc.add(`<path d="${d}" fill="${hl.fill}"/>`)
    // green patches
    for (let k = 0; k < 10; k++) sc.add(`<ellipse cx="${f(between(r, 0, W))}" cy="${f(hl.y + between(r, 10, 70))}" rx="${f(between(r, 30, 90))}" ry="${f(between(r, 10, 22))}" fill="#7c9a58" opacity="0.6"/>`)
    // rows of shelters following the slope
    const s = 16 + idx * 10
    let shelters = ''
    for (let row = 0; row < 3; row++) {
      for (let x = between(r, -20, 20); x < W; x += s * between(r, 1.6, 2.4)) {
        if (r() > hl.roofs) continue
        const yy = hl.y + 6 + row * s * 1.6 + hl.amp * (Math.sin(x / 260) * 0.4) + between(r, -4, 4)
        const roof = pick(r, ['#eef1f2', '#dfe7ec', '#3f78b5', '#f2f2ea', '#9fb8cc'])
        shelters += `<rect x="${f(x)}" y="${f(yy)}" width="${f(s * 1.4)}" height="${f(s * 0.6)}" fill="#8a6a45"/>` + poly([[x - 2, yy + 2], [x + s * 0.3, yy - s * 0.45], [x + s * 1.1, yy - s * 0.45], [x + s * 1.4 + 2, yy + 2]], `fill="${roof}"`)
      }
    }
    sc.add(shelters)
  })
  // foreground ground and path
  sc.def(lin('rcGround', [[0, '#c7a274'], [1, '#9a7550']]))
  sc.add(`<path d="M-20,720Q500,690 900,720Q1300,750 1620,720V${H + 20}H-20Z" fill="url(#rcGround)"/>`)
  sc.add(`<path d="M560,${H + 20}Q700,880 900,800Q1060,740 1300,726L1340,732Q1120,760 980,820Q820,900 860,${H + 20}Z" fill="#dcc29a"/>`)
  // distribution warehouse
  sc.def(lin('rcShed', [[0, '#f4f6f7'], [1, '#c9d3da']]))
  sc.add(`<rect x="120" y="600" width="440" height="190" fill="url(#rcShed)"/><path d="M100,604Q340,500 580,604Z" fill="#5d86ad"/><path d="M100,604Q340,500 580,604" stroke="#3f6a92" stroke-width="5" fill="none"/>`)
  let ribs = ''
  for (let k = 1; k < 10; k++) ribs += `M${120 + k * 44},604V790`
  sc.add(`<path d="${ribs}" stroke="#b9c5cf" stroke-width="2"/><rect x="260" y="660" width="160" height="130" fill="#3d4852"/>`)
  let sacks = ''
  for (let row = 0; row < 3; row++)
    for (let k = 0; k < 5 - row; k++)
      sacks += `<rect x="${f(450 + k * 44 + row * 22)}" y="${f(770 - row * 28)}" width="44" height="30" rx="10" fill="${row % 2 ? '#efe6cf' : '#e6dcc0'}" stroke="#b9a77f" stroke-width="2"/>`
  sc.add(sacks)
  // water tank on a platform
  sc.add(`<path d="M1220,740V620M1320,740V620M1220,700H1320" stroke="#7a6a55" stroke-width="8"/><rect x="1200" y="520" width="140" height="104" rx="14" fill="#3f78b5"/><ellipse cx="1270" cy="522" rx="70" ry="14" fill="#5b93cc"/><path d="M1200,560H1340M1200,590H1340" stroke="#346aa0" stroke-width="3"/><path d="M1290,700V760h14" stroke="#707070" stroke-width="5" fill="none"/>`)
  sc.add(`<rect x="1276" y="740" width="28" height="30" fill="#e39b2f"/>`)
  // people carrying sacks
  const carrier = (x: number, g: number, h: number, top: string, bottom: string, scarf?: string) =>
    person(x, g, h, { top, bottom, scarf }) + `<rect x="${f(x - h * 0.14)}" y="${f(g - h * 1.1)}" width="${f(h * 0.28)}" height="${f(h * 0.14)}" rx="${f(h * 0.05)}" fill="#efe6cf" stroke="#b9a77f" stroke-width="2"/>`
  sc.add(carrier(980, 830, 150, '#4a6fa5', '#2f3b4f'), carrier(1080, 790, 120, '#c0583a', '#c0583a', '#3d5a80'), carrier(780, 960, 210, '#e2d9c4', '#4b5e3a'))
  sc.add(person(620, 830, 160, { top: '#7c4a8f', bottom: '#7c4a8f', scarf: '#e5b84c' }), person(660, 836, 96, { top: '#3aa17e', bottom: '#3b4a5e' }))
  sc.add(grass(r, 860, H + 10, 220, ['#8a8a4a', '#6f7a3a']))
  return sc.toString()
}

function riverBoat(): string {
  const r = rng(99)
  const sc = new Scene(W, H)
  const hz = 470
  skyAndSun(sc, 'rb', [[0, '#8cb7dc'], [0.32, '#cfe0ec'], [0.44, '#f6e2cd']], { x: 1200, y: 300, r: 34, color: '#fff0cc' })
  sc.def(lin('rbCloud', [[0, '#ffffff'], [1, '#f0dccc']]))
  sc.add(cloud(r, 380, 160, 360, 'url(#rbCloud)', 0.85), cloud(r, 1000, 110, 240, 'url(#rbCloud)', 0.7))
  sc.add(treeLine(r, { y: hz, minR: 8, maxR: 20, fill: '#8aa596', depth: 14 }))
  for (let k = 0; k < 8; k++) sc.add(palm(r, between(r, 0, W), hz + 2, between(r, 50, 80), between(r, -8, 8), '#8aa596', '#8aa596'))
  sc.add(`<rect x="0" y="${hz + 8}" width="${W}" height="6" fill="#c9c0a2"/>`)
  sc.def(lin('rbWater', [[0, '#c9dbe3'], [0.3, '#8fb3c6'], [1, '#3f6f8c']]))
  sc.add(`<rect x="0" y="${hz + 12}" width="${W}" height="${H - hz}" fill="url(#rbWater)"/>`)
  sc.add(ripples(r, hz + 20, H, 220, '#f4f8fa', 0.35))
  sc.add(`<path d="M1170,${hz + 14}h60l40,${H - hz}h-140Z" fill="#fff3d6" opacity="0.15"/>`)
  sc.add(countryBoat(260, hz + 40, 90, '#4d4a44'), countryBoat(1420, hz + 50, 70, '#4d4a44'))
  // research boat
  const bx = 700
  const wl = 770
  sc.def(lin('rbHull', [[0, '#ffffff'], [1, '#c7d3db']]), lin('rbCabin', [[0, '#f7f7f2'], [1, '#d7ddd9']]))
  sc.add(`<ellipse cx="${bx}" cy="${wl + 14}" rx="420" ry="26" fill="#2f5a72" opacity="0.45"/>`)
  // wake
  sc.add(`<path d="M${bx + 380},${wl}Q${bx + 600},${wl + 20} ${bx + 820},${wl + 60}M${bx + 380},${wl + 12}Q${bx + 620},${wl + 50} ${bx + 900},${wl + 120}" stroke="#ffffff" stroke-width="5" opacity="0.5" fill="none"/>`)
  // hull
  sc.add(`<path d="M${bx - 400},${wl - 80}L${bx + 380},${wl - 80}L${bx + 340},${wl + 10}Q${bx},${wl + 24} ${bx - 330},${wl + 10}Z" fill="url(#rbHull)"/>`)
  sc.add(`<path d="M${bx - 398},${wl - 40}L${bx + 364},${wl - 40}L${bx + 356},${wl - 22}L${bx - 384},${wl - 22}Z" fill="#1f5f8b"/><path d="M${bx - 400},${wl - 80}L${bx + 380},${wl - 80}" stroke="#8a97a0" stroke-width="5"/>`)
  // cabin
  sc.add(`<rect x="${bx - 260}" y="${wl - 220}" width="300" height="140" fill="url(#rbCabin)"/><path d="M${bx - 280},${wl - 220}H${bx + 60}L${bx + 40},${wl - 240}H${bx - 260}Z" fill="#1f5f8b"/>`)
  for (let k = 0; k < 4; k++) sc.add(`<rect x="${bx - 240 + k * 70}" y="${wl - 196}" width="50" height="46" rx="6" fill="#5b7d93"/><rect x="${bx - 236 + k * 70}" y="${wl - 192}" width="18" height="38" fill="#a9c6d6" opacity="0.6"/>`)
  sc.add(`<path d="M${bx - 110},${wl - 240}V${wl - 320}M${bx - 110},${wl - 300}H${bx - 60}" stroke="#8a97a0" stroke-width="5"/><circle cx="${bx - 110}" cy="${wl - 326}" r="8" fill="#e0e4e7"/>`)
  // canopy over the aft deck
  sc.add(`<path d="M${bx + 60},${wl - 80}V${wl - 220}M${bx + 330},${wl - 80}V${wl - 210}" stroke="#8a97a0" stroke-width="6"/><path d="M${bx + 40},${wl - 226}L${bx + 350},${wl - 216}L${bx + 340},${wl - 196}L${bx + 50},${wl - 204}Z" fill="#2a8c84"/>`)
  // A-frame with cable and instrument
  sc.add(`<path d="M${bx + 330},${wl - 80}L${bx + 430},${wl - 250}L${bx + 360},${wl - 80}" stroke="#d9822b" stroke-width="10" fill="none" stroke-linejoin="round"/>`)
  sc.add(`<path d="M${bx + 430},${wl - 250}V${wl + 120}" stroke="#333" stroke-width="2.5"/><circle cx="${bx + 430}" cy="${wl - 250}" r="9" fill="#555"/>`)
  sc.add(`<g opacity="0.75"><rect x="${bx + 412}" y="${wl + 110}" width="36" height="80" rx="8" fill="#b8c4cc"/><rect x="${bx + 412}" y="${wl + 150}" width="36" height="10" fill="#d9822b"/></g>`)
  sc.add(`<rect x="0" y="${wl + 20}" width="${W}" height="${H - wl}" fill="#3f6f8c" opacity="0.08"/>`)
  sc.add(`<ellipse cx="${bx + 430}" cy="${wl + 4}" rx="40" ry="6" fill="none" stroke="#ffffff" stroke-width="3" opacity="0.7"/>`)
  // researchers in life vests
  sc.add(person(bx + 210, wl - 80, 150, { top: '#f07b22', bottom: '#2f3f55', scarf: '#3d5a80' }), person(bx + 300, wl - 80, 150, { top: '#f07b22', bottom: '#3a3a3a' }))
  sc.add(`<rect x="${bx + 160}" y="${wl - 170}" width="30" height="38" fill="#f5f5f5" stroke="#777" stroke-width="2"/>`)
  sc.add(person(bx - 330, wl - 80, 130, { top: '#f07b22', bottom: '#2b4a3a' }))
  // buoy
  sc.add(`<g transform="translate(1380,860)"><ellipse cx="0" cy="12" rx="60" ry="10" fill="#2f5a72" opacity="0.5"/><path d="M-36,10Q0,-70 36,10Z" fill="#f06a2a"/><rect x="-36" y="-10" width="72" height="14" fill="#ffffff"/><path d="M0,-40V-90" stroke="#444" stroke-width="4"/><circle cx="0" cy="-94" r="7" fill="#ffd34d"/></g>`)
  sc.add(`<path d="M1344,890q36,40 72,0" stroke="#f06a2a" stroke-width="5" opacity="0.35" fill="none"/>`)
  return sc.toString()
}

function trainingWorkshop(): string {
  const r = rng(111)
  const sc = new Scene(W, H)
  // room: back wall, ceiling, floor, side wall with window
  sc.def(lin('twWall', [[0, '#efe4d2'], [1, '#dccbb1']]), lin('twFloor', [[0, '#b78b5f'], [1, '#7a5536']]), lin('twCeil', [[0, '#cfc6b8'], [1, '#e7dfd2']]))
  sc.add(`<rect width="${W}" height="${H}" fill="url(#twWall)"/>`)
  sc.add(`<path d="M0,0H${W}L1380,120H220Z" fill="url(#twCeil)"/>`)
  sc.add(`<path d="M0,${H}L220,620H1380L${W},${H}Z" fill="url(#twFloor)"/>`)
  sc.add(`<path d="M0,0L220,120V620L0,${H}Z" fill="#e3d4bb"/><path d="M${W},0L1380,120V620L${W},${H}Z" fill="#d8c7ab"/>`)
  let boards = ''
  for (let k = 1; k < 14; k++) boards += `M${f(lerp(220, 1380, k / 14))},620L${f(lerp(-400, 2000, k / 14))},${H}`
  sc.add(`<path d="${boards}" stroke="#6e4b2f" stroke-width="2" opacity="0.35"/>`)
  // ceiling lights
  for (const x of [500, 800, 1100]) sc.add(`<rect x="${x - 70}" y="40" width="140" height="18" rx="4" fill="#fffbe6"/><ellipse cx="${x}" cy="60" rx="120" ry="20" fill="#fffbe6" opacity="0.3"/>`)
  // window on the left wall
  sc.def(lin('twOut', [[0, '#a9d6ef'], [0.6, '#d9efe1'], [0.61, '#7fb36a'], [1, '#5a9a4a']]))
  sc.add(`<path d="M40,180L170,220V470L40,520Z" fill="url(#twOut)" stroke="#f5f0e6" stroke-width="10"/><path d="M105,200V495M40,350L170,345" stroke="#f5f0e6" stroke-width="6"/>`)
  // screen
  sc.add(`<rect x="548" y="168" width="520" height="330" fill="#5a5048" opacity="0.25"/><rect x="540" y="160" width="520" height="330" fill="#fbfbf9" stroke="#c9c2b6" stroke-width="4"/><rect x="530" y="150" width="540" height="14" fill="#4a4a4a"/>`)
  let bars = ''
  const vals = [0.35, 0.48, 0.42, 0.6, 0.55, 0.72, 0.8]
  vals.forEach((v, k) => (bars += `<rect x="${590 + k * 36}" y="${f(440 - v * 210)}" width="24" height="${f(v * 210)}" fill="${k === vals.length - 1 ? '#e07a2f' : '#3f7bb5'}"/>`))
  sc.add(`<path d="M575,200V440H850" stroke="#555" stroke-width="3" fill="none"/>`, bars)
  let line = 'M880,420'
  for (let k = 1; k <= 8; k++) line += `L${880 + k * 20},${f(420 - k * 22 + between(r, -20, 20))}`
  sc.add(`<path d="M870,200V440H1045" stroke="#555" stroke-width="3" fill="none"/><path d="${line}" stroke="#2a8c84" stroke-width="5" fill="none" stroke-linejoin="round"/>`)
  sc.add(`<rect x="585" y="186" width="150" height="12" rx="4" fill="#c9c9c9"/><rect x="880" y="186" width="120" height="12" rx="4" fill="#c9c9c9"/>`)
  // projector and beam
  sc.add(`<path d="M800,90V120" stroke="#555" stroke-width="6"/><rect x="765" y="118" width="70" height="30" rx="6" fill="#3b3b3b"/>`)
  sc.add(`<path d="M790,146L540,160L540,490L800,150Z" fill="#fffbe0" opacity="0"/><path d="M800,148L560,490H1040Z" fill="#fff7d0" opacity="0.1"/>`)
  // facilitator
  sc.add(person(1180, 640, 300, { top: '#2a8c84', bottom: '#2a8c84', scarf: '#7a3b5e' }))
  sc.add(`<path d="M1140,480L1040,400" stroke="#333" stroke-width="4"/>`)
  // plant
  sc.add(`<rect x="1410" y="560" width="80" height="90" fill="#b35c3c"/>`)
  for (let k = 0; k < 9; k++) sc.add(`<ellipse cx="${f(1450 + between(r, -60, 60))}" cy="${f(between(r, 420, 560))}" rx="22" ry="60" transform="rotate(${f(between(r, -40, 40))} 1450 560)" fill="${pick(r, ['#3f7a36', '#4e8f3f', '#2f6a2b'])}"/>`)
  // tables and participants (from behind)
  const rowsY = [690, 820, 980]
  const scale = [0.62, 0.8, 1.05]
  const clothes = ['#3f7bb5', '#c0583a', '#f2d15c', '#7c4a8f', '#e9e4d4', '#2f9e6e', '#d14f6b', '#5d6d7e']
  sc.def(lin('twScreen', [[0, '#d7ecfb'], [1, '#8fbfe3']]))
  rowsY.forEach((y, i) => {
    const s = scale[i]
    const tableW = W * (0.56 + i * 0.2)
    const tx = (W - tableW) / 2
    const n = 4 + i
    const bottom = i + 1 < rowsY.length ? rowsY[i + 1] : H + 20
    // table, then the laptops' screens facing the participants (and us, behind them)
    sc.add(`<rect x="${f(tx)}" y="${f(y - 10 * s)}" width="${f(tableW)}" height="${f(22 * s)}" fill="#f4f1ea"/><rect x="${f(tx)}" y="${f(y + 12 * s)}" width="${f(tableW)}" height="${f(60 * s)}" fill="#2f4f6b"/>`)
    let out = ''
    for (let k = 0; k < n; k++) {
      const x = tx + (tableW * (k + 0.5)) / n
      out += `<rect x="${f(x - 50 * s)}" y="${f(y - 80 * s)}" width="${f(100 * s)}" height="${f(68 * s)}" rx="${f(4 * s)}" fill="#2e3338"/><rect x="${f(x - 44 * s)}" y="${f(y - 74 * s)}" width="${f(88 * s)}" height="${f(56 * s)}" fill="url(#twScreen)"/><path d="M${f(x - 56 * s)},${f(y - 6 * s)}L${f(x - 50 * s)},${f(y - 12 * s)}H${f(x + 50 * s)}L${f(x + 56 * s)},${f(y - 6 * s)}Z" fill="#9aa3ab"/>`
    }
    sc.add(out)
    // participants seated on our side of the table, seen from behind
    out = ''
    for (let k = 0; k < n; k++) {
      const x = tx + (tableW * (k + 0.5)) / n + (k % 2 ? 1 : -1) * between(r, 30, 45) * s
      const c = pick(r, clothes)
      const bs = 170 * s
      const by = y - 20 * s
      out += `<rect x="${f(x - bs * 0.6)}" y="${f(by + bs * 0.6)}" width="${f(bs * 1.2)}" height="${f(bottom - by - bs * 0.6)}" rx="${f(bs * 0.1)}" fill="${c}"/>`
      out +=
        r() < 0.35
          ? backBust(x, by, bs, c, '#1c1a18', pick(r, ['#2a8c84', '#7a3b5e', '#d9822b', '#34495e']))
          : backBust(x, by, bs, c, pick(r, ['#1c1a18', '#2b231e', '#3a2f28']))
    }
    sc.add(out)
  })
  return sc.toString()
}

function symposium(): string {
  const r = rng(122)
  const sc = new Scene(W, H)
  sc.def(lin('syBg', [[0, '#0f1b2d'], [1, '#1c2c44']]), lin('syScreen', [[0, '#0f6e74'], [1, '#1d3f7a']], 0, 0, 1, 1), lin('syStage', [[0, '#3a2f2a'], [1, '#241d1a']]), blur('sySoft', 12))
  sc.add(`<rect width="${W}" height="${H}" fill="url(#syBg)"/>`)
  // backdrop with abstract emblem
  sc.add(`<rect x="260" y="120" width="1080" height="440" rx="8" fill="url(#syScreen)"/>`)
  sc.add(`<path d="M260,460Q560,360 800,440T1340,400V560H260Z" fill="#2aa198" opacity="0.35"/><path d="M260,500Q600,420 860,490T1340,470V560H260Z" fill="#7fd1c7" opacity="0.25"/>`)
  sc.add(`<circle cx="800" cy="250" r="70" fill="none" stroke="#e9f5f2" stroke-width="8" opacity="0.85"/><path d="M760,280Q800,170 850,215Q830,290 760,280Z" fill="#9be08a" opacity="0.9"/><path d="M740,262Q800,240 860,262" stroke="#8fd3ff" stroke-width="7" fill="none"/>`)
  sc.add(`<rect x="630" y="350" width="340" height="12" rx="6" fill="#e9f5f2" opacity="0.5"/><rect x="680" y="374" width="240" height="10" rx="5" fill="#e9f5f2" opacity="0.35"/>`)
  // stage
  sc.add(`<path d="M80,600H1520L1600,720H0Z" fill="url(#syStage)"/><rect x="0" y="720" width="${W}" height="40" fill="#191412"/>`)
  // spotlights
  for (const x of [420, 800, 1180]) sc.add(`<path d="M${x - 20},0H${x + 20}L${x + 170},640H${x - 170}Z" fill="#fff6da" opacity="0.07"/><ellipse cx="${x}" cy="650" rx="190" ry="26" fill="#fff3cc" opacity="0.12"/>`)
  // panel table with speakers
  sc.add(person(520, 640, 230, { top: '#2c3e50', bottom: '#2c3e50', skin: '#a8714f' }), person(700, 640, 220, { top: '#8e3b5e', bottom: '#8e3b5e', scarf: '#d9a441' }), person(880, 640, 235, { top: '#dcd6c8', bottom: '#3b4a5e', skin: '#e0b596', hair: '#8a6a4a' }))
  sc.add(`<rect x="400" y="520" width="600" height="18" fill="#e9e4d8"/><rect x="410" y="538" width="580" height="110" fill="#135e63"/><path d="M410,600H990" stroke="#1d7c80" stroke-width="6"/>`)
  for (const x of [520, 700, 880]) sc.add(`<path d="M${x + 20},520L${x - 10},470" stroke="#222" stroke-width="4"/><circle cx="${x - 12}" cy="468" r="6" fill="#333"/><rect x="${x + 40}" y="488" width="14" height="34" rx="3" fill="#b7dff5" opacity="0.8"/>`)
  // podium with speaker
  sc.add(person(1180, 640, 250, { top: '#1f4e79', bottom: '#1f4e79', skin: '#8a5a3c' }))
  sc.add(`<path d="M1110,500H1260L1245,650H1125Z" fill="#6b4a2f"/><rect x="1100" y="490" width="170" height="18" fill="#8a6440"/><circle cx="1185" cy="575" r="26" fill="#2aa198" opacity="0.8"/><path d="M1160,490L1150,450" stroke="#222" stroke-width="4"/>`)
  // plants
  for (const x of [160, 1440]) {
    sc.add(`<rect x="${x - 30}" y="560" width="60" height="70" fill="#5a4a3e"/>`)
    for (let k = 0; k < 8; k++) sc.add(`<ellipse cx="${f(x + between(r, -30, 30))}" cy="${f(between(r, 470, 550))}" rx="14" ry="48" transform="rotate(${f(between(r, -45, 45))} ${x} 560)" fill="${pick(r, ['#2f6a2b', '#3f7a36', '#25561f'])}"/>`)
  }
  // audience in rows (dark silhouettes with rim light)
  const rows = [
    { y: 760, s: 90, c: '#1a2130' },
    { y: 850, s: 120, c: '#141a26' },
    { y: 960, s: 160, c: '#0d121b' },
  ]
  for (const row of rows) {
    let out = ''
    for (let x = between(r, -40, 0); x < W + 60; x += row.s * between(r, 1.0, 1.35)) {
      out += backBust(x, row.y, row.s, row.c, '#090c12', r() < 0.3 ? row.c : undefined)
    }
    sc.add(out)
    sc.add(`<rect x="0" y="${row.y + row.s * 0.85}" width="${W}" height="${H}" fill="${row.c}"/>`)
  }
  sc.add(`<rect width="${W}" height="${H}" fill="#0b1220" opacity="0.08"/>`)
  return sc.toString()
}

function riverEvening(): string {
  const r = rng(133)
  const sc = new Scene(W, H)
  const hz = 620
  skyAndSun(sc, 're', [[0, '#2d2f63'], [0.25, '#7a3f6e'], [0.45, '#d0645a'], [0.58, '#f5a552']], { x: 980, y: 575, r: 58, color: '#ffd27a' })
  // lit cloud streaks
  for (let k = 0; k < 12; k++) {
    const y = between(r, 120, 470)
    const x = between(r, -100, 1500)
    const w = between(r, 220, 520)
    sc.add(`<ellipse cx="${f(x + w / 2)}" cy="${f(y)}" rx="${f(w / 2)}" ry="${f(between(r, 8, 22))}" fill="${pick(r, ['#f2a07a', '#e07a7a', '#b85a7a', '#ffc08a'])}" opacity="${f(between(r, 0.35, 0.7))}"/>`)
  }
  // far bank
  sc.add(`<path d="${ridge(r, { y: hz - 6, amp: 6, n: 20, bottom: hz + 6 })}" fill="#3a2a3e"/>`)
  sc.add(treeLine(r, { y: hz - 2, minR: 6, maxR: 16, fill: '#2f2235', depth: 8 }))
  for (let k = 0; k < 10; k++) sc.add(palm(r, between(r, 0, W), hz - 2, between(r, 40, 80), between(r, -6, 6), '#2f2235', '#2f2235'))
  // water
  sc.def(lin('reWater', [[0, '#e59a5e'], [0.25, '#a05466'], [1, '#2b2748']]))
  sc.add(`<rect x="0" y="${hz + 4}" width="${W}" height="${H - hz}" fill="url(#reWater)"/>`)
  let glints = ''
  for (let k = 0; k < 90; k++) {
    const y = between(r, hz + 10, H)
    const t = (y - hz) / (H - hz)
    const w = between(r, 20, 120) * (0.4 + t)
    glints += `M${f(980 - w / 2 + between(r, -60, 60) * (0.3 + t))},${f(y)}h${f(w)}`
  }
  sc.add(`<path d="${glints}" stroke="#ffd9a0" stroke-width="4" opacity="0.6" stroke-linecap="round"/>`)
  sc.add(ripples(r, hz + 10, H, 120, '#f8c9a0', 0.2))
  // sailing country boats
  const sailBoat = (x: number, y: number, s: number) =>
    countryBoat(x, y, 260 * s, '#1c1424') +
    `<path d="M${f(x - 20 * s)},${f(y - 20 * s)}V${f(y - 250 * s)}" stroke="#1c1424" stroke-width="${f(5 * s)}"/>` +
    `<path d="M${f(x - 20 * s)},${f(y - 245 * s)}Q${f(x + 60 * s)},${f(y - 230 * s)} ${f(x + 110 * s)},${f(y - 240 * s)}Q${f(x + 100 * s)},${f(y - 130 * s)} ${f(x + 120 * s)},${f(y - 40 * s)}Q${f(x + 40 * s)},${f(y - 35 * s)} ${f(x - 20 * s)},${f(y - 30 * s)}Z" fill="#2a1d2c"/>` +
    `<path d="M${f(x - 20 * s)},${f(y - 160 * s)}Q${f(x + 50 * s)},${f(y - 150 * s)} ${f(x + 112 * s)},${f(y - 150 * s)}" stroke="#4a3446" stroke-width="${f(3 * s)}" fill="none"/>` +
    person(x - 90 * s, y - 18 * s, 90 * s, { top: '#1c1424', bottom: '#1c1424', skin: '#1c1424', hair: '#1c1424' }) +
    `<path d="M${f(x - 100 * s)},${f(y - 90 * s)}L${f(x - 150 * s)},${f(y + 40 * s)}" stroke="#1c1424" stroke-width="${f(3 * s)}"/>` +
    `<ellipse cx="${f(x)}" cy="${f(y + 18 * s)}" rx="${f(150 * s)}" ry="${f(8 * s)}" fill="#1c1424" opacity="0.35"/>`
  sc.add(sailBoat(420, 860, 1.3), sailBoat(1300, 720, 0.7), sailBoat(760, 670, 0.38))
  // birds
  let birds = ''
  for (let k = 0; k < 9; k++) {
    const x = between(r, 1050, 1450)
    const y = between(r, 300, 460)
    const s = between(r, 8, 16)
    birds += `M${f(x - s)},${f(y - s * 0.4)}Q${f(x - s * 0.4)},${f(y - s * 0.7)} ${f(x)},${f(y)}Q${f(x + s * 0.4)},${f(y - s * 0.7)} ${f(x + s)},${f(y - s * 0.4)}`
  }
  sc.add(`<path d="${birds}" stroke="#2a1d2c" stroke-width="3" fill="none"/>`)
  return sc.toString()
}

const scenes: Record<string, () => string> = {
  'climate-weather-station.jpg': weatherStation,
  'agriculture-rice-paddies-delta.jpg': ricePaddies,
  'ecosystem-mangrove-forest.jpg': mangrove,
  'disaster-cyclone-shelter.jpg': cycloneShelter,
  'disaster-coastal-embankment.jpg': coastalEmbankment,
  'energy-rooftop-solar.jpg': rooftopSolar,
  'health-community-camp.jpg': healthCamp,
  'humanitarian-relief-distribution.jpg': reliefCamp,
  'research-river-boat.jpg': riverBoat,
  'capacity-training-workshop.jpg': trainingWorkshop,
  'events-research-symposium.jpg': symposium,
  'general-river-evening.jpg': riverEvening,
}

// ---------------------------------------------------------------------------------------------
// Portraits
// ---------------------------------------------------------------------------------------------

const palettes: [string, string, string][] = [
  // [gradient start, gradient end, deep accent for the initials]
  ['#2a9d8f', '#a8dadc', '#1d5f57'],
  ['#5e60ce', '#c3b6f2', '#3a3c8f'],
  ['#e76f51', '#f4d35e', '#9c3d26'],
  ['#2d6a4f', '#b7e4c7', '#1b4332'],
  ['#9d4edd', '#f3b6d8', '#5a189a'],
  ['#0077b6', '#90e0ef', '#023e8a'],
  ['#bc6c25', '#fefae0', '#7f4614'],
  ['#415a77', '#b8c7dd', '#1b263b'],
  ['#d1495b', '#ffd6a5', '#8c1c2c'],
  ['#118ab2', '#b9fbc0', '#0b5e7a'],
]

const honorifics = new Set(['prof.', 'dr.', 'md.', 'mr.', 'mrs.', 'ms.', 'engr.'])

function initialsOf(name: string): string {
  const words = name
    .split(/\s+/)
    .filter((w) => w && !honorifics.has(w.toLowerCase()))
  if (words.length === 0) return '?'
  const first = Array.from(words[0])[0]
  const last = words.length > 1 ? Array.from(words[words.length - 1])[0] : ''
  return (first + last).toLocaleUpperCase()
}

const escapeXml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!)

function portrait(name: string, index: number): string {
  const [c1, c2, deep] = palettes[index % palettes.length]
  const r = rng(1000 + index * 17)
  const S = PORTRAIT
  const sc = new Scene(S, S)
  const angle = Math.floor(between(r, 0, 4))
  const dirs = [
    [0, 0, 1, 1],
    [1, 0, 0, 1],
    [0, 1, 1, 0],
    [0.5, 0, 0.5, 1],
  ][angle]
  sc.def(
    lin('pBg', [[0, c1], [1, c2]], dirs[0], dirs[1], dirs[2], dirs[3]),
    // one gradient in user space for head, neck and shoulders, so the silhouette has no seams
    `<linearGradient id="pBody" gradientUnits="userSpaceOnUse" x1="0" y1="100" x2="0" y2="${S}">${stops([[0, '#ffffff'], [1, '#f1f3f5']])}</linearGradient>`,
    rad('pHalo', [[0, '#ffffff', 0.35], [1, '#ffffff', 0]]),
  )
  sc.add(`<rect width="${S}" height="${S}" fill="url(#pBg)"/>`)
  // soft bokeh circles for depth
  for (let k = 0; k < 5; k++)
    sc.add(`<circle cx="${f(between(r, 0, S))}" cy="${f(between(r, 0, S * 0.7))}" r="${f(between(r, 40, 120))}" fill="#ffffff" opacity="${f(between(r, 0.05, 0.14))}"/>`)
  sc.add(`<circle cx="240" cy="200" r="190" fill="url(#pHalo)"/>`)
  // head and shoulders
  // drawn as one group with group opacity, so overlapping parts leave no seams
  sc.add(
    `<g opacity="0.88">`,
    `<path d="M40,${S}C40,380 110,330 190,318L290,318C370,330 440,380 440,${S}Z" fill="url(#pBody)"/>`,
    `<path d="M208,250H272V322Q240,338 208,322Z" fill="url(#pBody)"/>`,
    `<ellipse cx="240" cy="190" rx="78" ry="92" fill="url(#pBody)"/>`,
    `</g>`,
  )
  sc.add(
    `<text x="240" y="432" text-anchor="middle" font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-weight="bold" font-size="64" letter-spacing="4" fill="${deep}">${escapeXml(initialsOf(name))}</text>`,
  )
  return sc.toString()
}

// ---------------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------------

async function render(svg: string, file: string): Promise<number> {
  const buf = await sharp(Buffer.from(svg)).jpeg(JPEG).toBuffer()
  await writeFile(file, buf)
  return buf.length
}

async function main() {
  await mkdir(membersDir, { recursive: true })
  await mkdir(photosDir, { recursive: true })
  let total = 0

  for (const [i, m] of seedMembers.entries()) {
    if (!m.image) continue
    const out = path.join(membersDir, m.image)
    const size = await render(portrait(m.name, i), out)
    total += size
    console.log(`members/${m.image}  ${(size / 1024).toFixed(1)} KB${size > 40 * 1024 ? '  (over 40 KB!)' : ''}`)
  }

  for (const p of seedPhotos) {
    const scene = scenes[p.file]
    if (!scene) throw new Error(`No illustration defined for seed photo ${p.file} (${p.key})`)
    const out = path.join(photosDir, p.file)
    const size = await render(scene(), out)
    total += size
    console.log(`photos/${p.file}  ${(size / 1024).toFixed(1)} KB${size > 180 * 1024 ? '  (over 180 KB!)' : ''}`)
  }

  // Every referenced file must now exist.
  for (const m of seedMembers) if (m.image) await stat(path.join(membersDir, m.image))
  for (const p of seedPhotos) await stat(path.join(photosDir, p.file))
  console.log(`Total ${(total / 1024).toFixed(1)} KB`)
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
