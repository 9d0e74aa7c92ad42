/**
 * The downloads of the bench's invoice once issued (the month's draft, ≈ 1 000 lines): seller data
 * set, the draft issued, then each download `runs` times over HTTP after one warm-up.
 */
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];

const seller = { name: 'Pflegeteam Nord GmbH', street: 'Hafenstraße 1', postalCode: '20457', city: 'Hamburg', vatId: 'DE123456789', iban: 'DE89370400440532013000', email: 'rechnung@pflegeteam.example', phone: '+49 40 123456' };

export async function timeDownloads(base: string, headers: Record<string, string>, draftBody: string, runs: number): Promise<string[]> {
  const call = async (method: string, path: string, body?: string) => {
    const res = await fetch(`${base}${path}`, { method, headers, body });
    if (res.status !== 200) throw new Error(`${method} ${path} → ${res.status} ${await res.text()}`);
    return res;
  };
  await call('PUT', '/api/settings/invoice-seller', JSON.stringify(seller));
  const draft = (await (await call('POST', '/api/invoices', draftBody)).json()) as { id: string };
  const issued = (await (await call('POST', `/api/invoices/${draft.id}/issue`)).json()) as { id: string; lines: unknown[] };
  const rows: string[] = [];
  for (const path of ['pdf', 'xrechnung?syntax=ubl', 'xrechnung?syntax=cii', 'zugferd']) {
    const ms: number[] = [];
    let bytes = 0;
    for (let i = 0; i <= runs; i++) {
      const started = performance.now();
      bytes = (await (await call('GET', `/api/invoices/${issued.id}/${path}`)).arrayBuffer()).byteLength;
      if (i > 0) ms.push(performance.now() - started);
    }
    rows.push(`| GET …/${path} (${issued.lines.length} lines) | ${runs} | ${percentile(ms, 50).toFixed(0)} | ${percentile(ms, 99).toFixed(0)} | ${Math.min(...ms).toFixed(0)} | ${bytes} |`);
  }
  return rows;
}
