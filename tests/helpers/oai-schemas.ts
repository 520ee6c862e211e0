import fs from 'node:fs'
import path from 'node:path'
import { validateXML } from 'xmllint-wasm'

/*
 * The OAI-PMH and Dublin Core schemas (tests/fixtures/oai, written out from the official ones, their
 * imports pointed at each other), checked with libxml2's xmllint compiled to WebAssembly: nothing
 * is fetched.
 */

const dir = path.resolve(import.meta.dirname, '../fixtures/oai')
const files = ['OAI-PMH.xsd', 'oai_dc.xsd', 'simpledc20021212.xsd', 'xml.xsd', 'harvest.xsd'].map((fileName) => ({
  fileName,
  contents: fs.readFileSync(path.join(dir, fileName), 'utf8'),
}))

/**
 * What is wrong with `xml` under a schema (empty when it is valid): `harvest` is an OAI-PMH answer
 * with its oai_dc records, `oai_dc` one oai_dc:dc element on its own.
 */
export async function schemaProblems(xml: string, schema: 'harvest' | 'oai_dc'): Promise<string[]> {
  const main = files.find((file) => file.fileName === (schema === 'harvest' ? 'harvest.xsd' : 'oai_dc.xsd'))!
  const result = await validateXML({
    xml: { fileName: 'answer.xml', contents: xml },
    schema: main,
    preload: files.filter((file) => file !== main),
  })
  return result.valid ? [] : result.errors.map((error) => error.rawMessage)
}
