const mods = process.argv.slice(2);
const t0 = performance.now(); const c0 = process.cpuUsage();
for (const m of mods) { const t = performance.now(); const c = process.cpuUsage(); await import(m); const cu = process.cpuUsage(c); console.log(m.padEnd(40), ((cu.user+cu.system)/1000).toFixed(0), 'ms cpu', (performance.now()-t).toFixed(0), 'ms wall'); }
const cu = process.cpuUsage(c0); console.log('total', ((cu.user+cu.system)/1000).toFixed(0), 'ms cpu', (performance.now()-t0).toFixed(0), 'ms wall');
