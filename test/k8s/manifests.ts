/** The Kubernetes manifests of deploy/k8s, parsed: what kustomization.yaml lists, plus the Secret template. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';

export const k8sDir = fileURLToPath(new URL('../../deploy/k8s/', import.meta.url));
export const SECRET_TEMPLATE = 'secrets.template.yaml';

export type Manifest = Record<string, any> & { apiVersion: string; kind: string; metadata: { name: string } };
export interface Located {
  file: string;
  doc: Manifest;
}

export function parseYamlFile(file: string): Manifest[] {
  return parseAllDocuments(readFileSync(path.join(k8sDir, file), 'utf8')).flatMap((document) => {
    if (document.errors.length > 0) throw new Error(`${file}: ${document.errors.map((e) => e.message).join('; ')}`);
    const value = document.toJS();
    return value ? [value as Manifest] : [];
  });
}

export const kustomization = () => parseYamlFile('kustomization.yaml')[0] as unknown as { namespace: string; resources: string[] };
export const yamlFiles = () => readdirSync(k8sDir).filter((f) => f.endsWith('.yaml'));

/** Every object the kustomization applies, and the Secret template. */
export function allManifests(): Located[] {
  return [...kustomization().resources, SECRET_TEMPLATE].flatMap((file) => parseYamlFile(file).map((doc) => ({ file, doc })));
}

export const labelOf = ({ file, doc }: Located) => `${file}: ${doc.kind} ${doc.metadata?.name}`;

export function objectsOf(manifests: Located[], kind: string): Manifest[] {
  return manifests.filter((m) => m.doc.kind === kind).map((m) => m.doc);
}

export function named(manifests: Located[], kind: string, name: string): Manifest {
  const found = objectsOf(manifests, kind).find((doc) => doc.metadata.name === name);
  if (!found) throw new Error(`no ${kind} named ${name}`);
  return found;
}

/** Every label of `selector` is on `labels`. */
export const selects = (selector: Record<string, string> = {}, labels: Record<string, string> = {}) =>
  Object.keys(selector).length > 0 && Object.entries(selector).every(([key, value]) => labels[key] === value);
