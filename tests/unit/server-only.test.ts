import fs from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')

const modulesUnder = (dir: string): string[] =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? modulesUnder(path.join(dir, entry.name))
        : /\.tsx?$/.test(entry.name)
          ? [path.join(dir, entry.name)]
          : [],
    )

// Request-time code (CONTRIBUTING.md): a module of src/server that reached a browser bundle or a
// script would fail at once, not leak the database's answers.
it("marks every module of src/server 'server-only'", () => {
  const unmarked = modulesUnder('src/server').filter(
    (file) => !/^import 'server-only'$/m.test(fs.readFileSync(path.join(root, file), 'utf8')),
  )
  expect(unmarked).toEqual([])
})
