/**
 * Where the official e-invoice validation runs from (docs/billing.md, "What is validated"): the
 * processors are Debian packages (Saxon-HE 9.9 for the schematron XSLT, libxml2's xmllint for the
 * XSD), the artefacts (the rule files and schemas of CEN, KoSIT and OASIS) lie in one directory
 * outside this repository: E_INVOICE_ARTEFACTS, else `shared/e-invoice-validation/` beside the
 * checkout (where CI lays the steering repository's shared/). Its layout is below and in the docs.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export const saxonJar = process.env.SAXON_JAR ?? '/usr/share/java/Saxon-HE.jar';
export const artefactsDir = path.resolve(process.env.E_INVOICE_ARTEFACTS ?? path.join(repoRoot, '../shared/e-invoice-validation'));

const inArtefacts = (...parts: string[]) => path.join(artefactsDir, ...parts);

/** The files the validation needs, by what they check. */
export const artefacts = {
  /** OASIS UBL 2.1 (os), the Invoice schema with ../common/ beside it. */
  ublXsd: inArtefacts('ubl-2.1', 'xsd', 'maindoc', 'UBL-Invoice-2.1.xsd'),
  /** UN/CEFACT CII D16B (the EN 16931 subset, uncoupled code lists), with its three imports beside it. */
  ciiXsd: inArtefacts('cii-d16b', 'CrossIndustryInvoice_100pD16B.xsd'),
  /** CEN/TC 434 EN 16931 schematron, compiled to XSLT (eInvoicing-EN16931 ubl/xslt, cii/xslt). */
  en16931Ubl: inArtefacts('en16931', 'EN16931-UBL-validation.xslt'),
  en16931Cii: inArtefacts('en16931', 'EN16931-CII-validation.xslt'),
  /** KoSIT XRechnung CIUS schematron, compiled to XSLT (the xrechnung-schematron release). */
  xrechnungUbl: inArtefacts('xrechnung', 'XRechnung-UBL-validation.xsl'),
  xrechnungCii: inArtefacts('xrechnung', 'XRechnung-CII-validation.xsl'),
};

const runs = (command: string, args: string[]) => {
  const result = spawnSync(command, args, { stdio: 'ignore' });
  return !result.error && result.status === 0;
};

/** The processors that are missing, each with the Debian package that brings it. */
export function missingTools(): string[] {
  const missing: string[] = [];
  if (!runs('java', ['-version'])) missing.push('java (Debian: default-jre-headless)');
  if (!existsSync(saxonJar)) missing.push(`${saxonJar} (Debian: libsaxonhe-java)`);
  if (!runs('xmllint', ['--version'])) missing.push('xmllint (Debian: libxml2-utils)');
  return missing;
}

/** The artefact files that are missing. */
export const missingArtefacts = () => Object.values(artefacts).filter((file) => !existsSync(file));
