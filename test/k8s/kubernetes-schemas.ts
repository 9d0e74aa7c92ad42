/**
 * Validation of Kubernetes objects against the Kubernetes API's OpenAPI schemas, as
 * `kubernetes-models` carries them (its README names the Kubernetes version): the JSON-schema
 * validators it compiles (types, required fields, formats), and — what those leave out, as
 * `kubeconform -strict` does not — fields the API does not know (a misspelt `readinesProbe` would
 * otherwise pass and do nothing): TypeScript's excess-property check against the package's types,
 * generated from the same OpenAPI document.
 */
import path from 'node:path';
import ts from 'typescript';
import type { Located } from './manifests';

/** kubernetes-models' module of a kind: core `v1` → kubernetes-models/v1/Service, `apps/v1` → kubernetes-models/apps/v1/Deployment. */
const modelModule = (apiVersion: string, kind: string) => `kubernetes-models/${apiVersion}/${kind}`;

const models = new Map<string, Promise<any>>();
/** The model class of a kind, or undefined when kubernetes-models has none; one import per module. */
function modelOf(apiVersion: string, kind: string) {
  const name = modelModule(apiVersion, kind);
  if (!models.has(name)) models.set(name, import(name).then((m) => m[kind], (error) => (/Cannot find module/.test(String(error)) ? undefined : Promise.reject(error))));
  return models.get(name)!;
}

/** The JSON-schema errors of one object ([] when it is valid). */
export async function schemaErrors(doc: { apiVersion: string; kind: string }): Promise<string[]> {
  const Model = await modelOf(doc.apiVersion, doc.kind);
  if (!Model) return [`no schema for ${doc.apiVersion} ${doc.kind}`];
  try {
    new Model(doc).validate();
    return [];
  } catch (error) {
    return [(error as Error).message];
  }
}

/** Type errors (unknown fields included) of each object, by index into `manifests`; all of them type-checked in one program. */
export function typeErrors(manifests: Located[], root: string): Map<number, string[]> {
  const lines: string[] = [];
  const firstLine: number[] = [];
  manifests.forEach(({ doc }, i) => {
    firstLine.push(lines.length);
    lines.push(`import type { I${doc.kind} as T${i} } from '${modelModule(doc.apiVersion, doc.kind)}';`);
    lines.push(...`export const m${i}: T${i} = ${JSON.stringify(doc, null, 1)};`.split('\n'));
  });
  const source = lines.join('\n');
  const fileName = path.join(root, 'test/k8s/__manifests__.ts');
  const options: ts.CompilerOptions = { strict: true, noEmit: true, skipLibCheck: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, types: [] };
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, languageVersion, ...rest) =>
    name === fileName ? ts.createSourceFile(name, source, languageVersion) : getSourceFile(name, languageVersion, ...rest);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => name === fileName || fileExists(name);
  const program = ts.createProgram([fileName], options, host);
  const sourceFile = program.getSourceFile(fileName)!;
  const byManifest = new Map<number, string[]>();
  for (const diagnostic of ts.getPreEmitDiagnostics(program, sourceFile)) {
    const line = diagnostic.start === undefined ? 0 : sourceFile.getLineAndCharacterOfPosition(diagnostic.start).line;
    const index = firstLine.filter((start) => start <= line).length - 1;
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
    byManifest.set(index, [...(byManifest.get(index) ?? []), message]);
  }
  return byManifest;
}
