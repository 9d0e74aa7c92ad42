/**
 * A service bundle holds its npm packages too (build.mjs), and so did its source map: ≈ 10 MB,
 * which `--enable-source-maps` parses at every start (≈ 40–90 ms of CPU and 20–40 MB per process).
 * Stack traces need our sources, not the packages': this keeps only the mappings into sources
 * outside `node_modules` (a package's frames then show the bundle's line, with the function name).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { decode, encode } from '@jridgewell/sourcemap-codec';

const ours = (source) => !source.split(/[\\/]/).includes('node_modules');

export function trimSourceMap(file) {
  const map = JSON.parse(readFileSync(file, 'utf8'));
  const sourceIndex = new Map();
  const nameIndex = new Map();
  const sources = [];
  const sourcesContent = [];
  const names = [];
  map.sources.forEach((source, i) => {
    if (!ours(source)) return;
    sourceIndex.set(i, sources.length);
    sources.push(source);
    sourcesContent.push(map.sourcesContent?.[i] ?? null);
  });
  const keptName = (i) => {
    if (!nameIndex.has(i)) nameIndex.set(i, names.push(map.names[i]) - 1);
    return nameIndex.get(i);
  };
  // A package's code keeps one segment without a source where it begins: a position there is then
  // "unmapped", not attributed to the nearest mapping of ours before it (node looks up the closest
  // preceding segment, across lines).
  let inPackage = false;
  const mappings = decode(map.mappings).map((line) =>
    line.flatMap((segment) => {
      if (segment.length === 1 || !sourceIndex.has(segment[1])) {
        if (inPackage) return [];
        inPackage = true;
        return [[segment[0]]];
      }
      inPackage = false;
      const [column, source, sourceLine, sourceColumn, name] = segment;
      const kept = [column, sourceIndex.get(source), sourceLine, sourceColumn];
      return [segment.length === 5 ? [...kept, keptName(name)] : kept];
    }),
  );
  writeFileSync(file, JSON.stringify({ ...map, sources, sourcesContent, names, mappings: encode(mappings) }));
}
