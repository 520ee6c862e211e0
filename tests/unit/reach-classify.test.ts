import { describe, expect, it } from 'vitest'
import { classify, countable, deviceOf, referrerOf } from '../../src/core/reach/classify'
import { isLowOrMiddleIncome } from '../../src/core/reach/income'
import { countryOf } from '../../src/core/reach/country'

const firefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0'
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const ipad =
  'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

const request = (path: string, headers: Record<string, string> = {}, status = 200, method = 'GET') => {
  const at = path.indexOf('?')
  return {
    method,
    pathname: at === -1 ? path : path.slice(0, at),
    search: new URLSearchParams(at === -1 ? '' : path.slice(at + 1)),
    headers: { 'user-agent': firefox, host: 'research.example', ...headers },
    status,
  }
}

describe('what the reach counts', () => {
  it('counts a page with its language, device and referring domain', () => {
    expect(
      classify(
        request('/?tab=about&section=team&page=2', {
          'accept-language': 'bn,en;q=0.8',
          referer: 'https://www.partner.example/x?y',
        }),
      ),
    ).toEqual({
      kind: 'view',
      target: '/?tab=about&section=team',
      language: 'bn',
      device: 'desktop',
      referrer: 'partner.example',
    })
    expect(classify(request('/news/cyclone-season/', { cookie: 'a=1; locale=ar' }))).toMatchObject({
      target: '/news/cyclone-season',
      language: 'ar',
      referrer: null,
    })
    expect(classify(request('/search?q=flood&lang=fr', { referer: 'https://research.example/' }))).toMatchObject({
      target: '/search',
      language: 'fr',
      referrer: null,
    })
  })

  it('counts a publication PDF downloaded whole, or its first range', () => {
    const file = '/api/cms/publications/file/delta-report.pdf'
    expect(classify(request(file))).toMatchObject({ kind: 'download', target: 'delta-report.pdf' })
    expect(classify(request(file, { range: 'bytes=0-65535' }, 206))).toMatchObject({ kind: 'download' })
    expect(classify(request(file, { range: 'bytes=65536-131071' }, 206))).toBeNull()
    expect(classify(request(file, {}, 404))).toBeNull()
  })

  it('leaves out bots, Global Privacy Control, prefetches, other methods and what is not a page', () => {
    expect(countable('GET', { 'user-agent': firefox, 'sec-gpc': '1' })).toBe(false)
    expect(
      countable('GET', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }),
    ).toBe(false)
    expect(countable('GET', { 'user-agent': 'curl/8.5.0' })).toBe(false)
    expect(countable('GET', {})).toBe(false)
    expect(countable('GET', { 'user-agent': firefox, 'sec-purpose': 'prefetch;prerender' })).toBe(false)
    expect(countable('GET', { 'user-agent': firefox, 'next-router-prefetch': '1' })).toBe(false)
    expect(countable('HEAD', { 'user-agent': firefox })).toBe(false)
    expect(countable('GET', { 'user-agent': firefox })).toBe(true)
    for (const path of [
      '/api/content',
      '/_next/static/chunks/a.js',
      '/admin',
      '/admin/reach',
      '/admin-login',
      '/oai',
      '/favicon.ico',
    ])
      expect(classify(request(path)), path).toBeNull()
    expect(classify(request('/missing', {}, 404))).toBeNull()
    expect(classify(request('/', {}, 304))).toMatchObject({ kind: 'view' })
  })

  it("tells phones, tablets and desktops apart, and keeps only a referrer's domain", () => {
    expect([deviceOf(iphone), deviceOf(ipad), deviceOf(firefox)]).toEqual(['phone', 'tablet', 'desktop'])
    expect(referrerOf({ referer: 'android-app://com.example', host: 'x' })).toBeNull()
    expect(referrerOf({ referer: 'not a url', host: 'x' })).toBeNull()
    expect(referrerOf({ referer: 'http://News.Example:8080/a', host: 'x' })).toBe('news.example')
  })

  it('finds the country in the shipped database, and whether it is low- or middle-income', () => {
    expect(countryOf('103.4.145.1')).toBe('BD')
    expect(countryOf('8.8.8.8')).toBe('US')
    expect(countryOf('::ffff:41.190.2.1')).toBe('NG')
    expect(countryOf('10.0.0.1')).toBe('unknown')
    expect(countryOf('not an address')).toBe('unknown')
    expect([isLowOrMiddleIncome('BD'), isLowOrMiddleIncome('NG'), isLowOrMiddleIncome('US')]).toEqual([
      true,
      true,
      false,
    ])
    expect(isLowOrMiddleIncome('unknown')).toBeNull()
  })
})
