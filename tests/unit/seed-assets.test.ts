import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { seedMembers, seedPhotos } from '../../src/seed/data'

// The seed's images are committed files; renaming a record's image must not leave one behind
// or point at one that is missing.
const assets = path.resolve(__dirname, '../../src/seed/assets')
const filesIn = (folder: string) =>
  fs
    .readdirSync(path.join(assets, folder))
    .filter((name) => !name.startsWith('.'))
    .sort()

describe('seed images', () => {
  it('every member portrait the seed names is shipped, and every shipped portrait is used', () => {
    const named = seedMembers.flatMap((member) => (member.image ? [member.image] : [])).sort()
    expect(filesIn('members')).toEqual([...new Set(named)])
  })

  it('every gallery photo the seed names is shipped, and every shipped photo is used', () => {
    const named = seedPhotos.map((photo) => photo.file).sort()
    expect(filesIn('photos')).toEqual([...new Set(named)])
  })
})
