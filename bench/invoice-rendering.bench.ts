/**
 * Issue 26: an invoice of 400 lines (200 employees × 2 kinds, the practical size of "≈ 4 000 duties":
 * one line per employee and kind) rendered as PDF, XRechnung (UBL and CII) and Factur-X, each
 * `RUNS` times after a warm-up, in one process; beside peers measured in the same run
 * (peers/invoice-peers.ts): the same table with pdf-lib and a bare template-string UBL.
 * Prints ms p50 / p99 per output and the "PDF + e-invoice" target: renderFacturX (which renders the
 * PDF and the CII) plus renderXRechnung UBL, ≤ 1 000 ms at p50.
 * Usage: npm run bench -- invoice-rendering     Overrides: BENCH_RUNS (20), BENCH_EMPLOYEES (200)
 */
import { renderFacturX, renderInvoicePdf, renderXRechnung } from '../services/staffing/src/invoice-rendering';
import { sampleInvoiceDocument, sampleLines } from '../services/staffing/test/support/sample-invoice-document';
import { pdfLibPeer, templateUblPeer } from './peers/invoice-peers';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 200);
const TARGET_MS = 1000;
const doc = sampleInvoiceDocument({}, sampleLines(EMPLOYEES, 2));

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)];

async function timed(name: string, work: () => Promise<unknown> | unknown) {
  await work();
  const ms: number[] = [];
  let size = 0;
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const out = (await work()) as { length: number };
    ms.push(performance.now() - start);
    size = out.length;
  }
  return { name, p50: percentile(ms, 50), p99: percentile(ms, 99), size };
}

async function main() {
  console.log(`${doc.lines.length} lines, ${RUNS} runs each (after one warm-up), node ${process.version}`);
  const rows = [
    await timed('renderInvoicePdf (pdfkit, DejaVu embedded, PDF/A-3b)', () => renderInvoicePdf(doc)),
    await timed('peer: same table with pdf-lib, standard font', () => pdfLibPeer(doc)),
    await timed('renderXRechnung UBL (our serializer)', () => renderXRechnung(doc, 'ubl')),
    await timed('renderXRechnung CII (our serializer)', () => renderXRechnung(doc, 'cii')),
    await timed('peer: UBL by a bare template string', () => templateUblPeer(doc)),
    await timed('renderFacturX (PDF + CII embedded, one pdfkit pass)', () => renderFacturX(doc)),
    await timed('target: renderFacturX + renderXRechnung UBL', async () => {
      const [pdf] = await Promise.all([renderFacturX(doc), renderXRechnung(doc, 'ubl')]);
      return pdf;
    }),
  ];
  console.log('| rendering | p50 ms | p99 ms | size bytes |\n|---|---:|---:|---:|');
  for (const r of rows) console.log(`| ${r.name} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.size} |`);
  const target = rows[rows.length - 1];
  console.log(`\nPDF + e-invoice p50 ${target.p50.toFixed(0)} ms (target ≤ ${TARGET_MS} ms): ${target.p50 <= TARGET_MS ? 'met' : 'NOT met'}`);
}

await main();
