/**
 * Runs the official validation over a batch of e-invoices, as the KoSIT validator's scenarios do:
 * the syntax's XSD (xmllint), the EN 16931 schematron of the syntax, and for XRechnung the KoSIT
 * CIUS schematron (Saxon-HE). One process per schema or rule file for the whole batch — Saxon
 * transforms a directory with one compiled stylesheet — so a batch costs four JVM starts.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { artefacts, saxonJar } from './official-tools';
import { type Finding, svrlFindings } from './svrl';

const run = promisify(execFile);

export interface EInvoice {
  /** A file name: letters, digits, dashes. */
  name: string;
  syntax: 'ubl' | 'cii';
  /** XRechnung (the KoSIT rules run too) or Factur-X EN 16931 (EN 16931 only). */
  xrechnung: boolean;
  xml: string;
}

export interface Report {
  /** xmllint's schema errors. */
  xsd: string[];
  en16931: Finding[];
  /** Empty where the KoSIT rules did not run (Factur-X). */
  xrechnung: Finding[];
}

/** xmllint exits 3 when a file is invalid: its messages are the answer, not a failure of the run. */
async function xsdErrors(schema: string, files: string[]): Promise<Map<string, string[]>> {
  const errors = new Map<string, string[]>(files.map((f) => [f, []]));
  if (files.length === 0) return errors;
  let stderr: string;
  try {
    stderr = (await run('xmllint', ['--noout', '--schema', schema, ...files], { maxBuffer: 64 << 20 })).stderr;
  } catch (e) {
    const err = e as { code?: number; stderr?: string };
    if (err.code !== 3 || err.stderr === undefined) throw e;
    stderr = err.stderr;
  }
  for (const message of stderr.split('\n')) {
    const file = files.find((f) => message.startsWith(`${f}:`));
    if (file) errors.get(file)?.push(message.slice(file.length + 1));
  }
  return errors;
}

/** Saxon applies one stylesheet to every file of `input`, writing each SVRL report under `output`. */
async function schematron(stylesheet: string, input: string, output: string, names: string[]): Promise<Map<string, Finding[]>> {
  const findings = new Map<string, Finding[]>();
  if (names.length === 0) return findings;
  await run('java', ['-cp', saxonJar, 'net.sf.saxon.Transform', `-s:${input}`, `-xsl:${stylesheet}`, `-o:${output}`], { maxBuffer: 64 << 20 });
  for (const name of names) findings.set(name, svrlFindings(await readFile(path.join(output, `${name}.xml`), 'utf8')));
  return findings;
}

export async function validateOfficially(invoices: EInvoice[]): Promise<Map<string, Report>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'e-invoice-validation-'));
  try {
    const folder = async (name: string, docs: EInvoice[]) => {
      await mkdir(path.join(dir, name));
      await mkdir(path.join(dir, `${name}-svrl`));
      await Promise.all(docs.map((d) => writeFile(path.join(dir, name, `${d.name}.xml`), d.xml)));
      return { input: path.join(dir, name), output: path.join(dir, `${name}-svrl`), names: docs.map((d) => d.name), files: docs.map((d) => path.join(dir, name, `${d.name}.xml`)) };
    };
    const ubl = await folder('ubl', invoices.filter((d) => d.syntax === 'ubl'));
    const cii = await folder('cii', invoices.filter((d) => d.syntax === 'cii'));
    const xrUbl = await folder('xrechnung-ubl', invoices.filter((d) => d.syntax === 'ubl' && d.xrechnung));
    const xrCii = await folder('xrechnung-cii', invoices.filter((d) => d.syntax === 'cii' && d.xrechnung));
    const [ublXsd, ciiXsd, enUbl, enCii, krUbl, krCii] = await Promise.all([
      xsdErrors(artefacts.ublXsd, ubl.files),
      xsdErrors(artefacts.ciiXsd, cii.files),
      schematron(artefacts.en16931Ubl, ubl.input, ubl.output, ubl.names),
      schematron(artefacts.en16931Cii, cii.input, cii.output, cii.names),
      schematron(artefacts.xrechnungUbl, xrUbl.input, xrUbl.output, xrUbl.names),
      schematron(artefacts.xrechnungCii, xrCii.input, xrCii.output, xrCii.names),
    ]);
    const reports = new Map<string, Report>();
    for (const d of invoices) {
      const file = path.join(dir, d.syntax, `${d.name}.xml`);
      reports.set(d.name, {
        xsd: (d.syntax === 'ubl' ? ublXsd : ciiXsd).get(file) ?? [],
        en16931: (d.syntax === 'ubl' ? enUbl : enCii).get(d.name) ?? [],
        xrechnung: d.xrechnung ? ((d.syntax === 'ubl' ? krUbl : krCii).get(d.name) ?? []) : [],
      });
    }
    return reports;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
