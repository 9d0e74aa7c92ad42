/**
 * deploy/k8s against the Kubernetes API's schemas (kubernetes-schemas.ts: JSON schema and unknown
 * fields) and against what the services expect: each service's own config parser accepts the
 * environment its Deployment gives it (secrets as files from the Secret's keys), every address
 * (service URLs, JWKS, database, NATS) names a Service or pod that exists with that port, probes
 * ask endpoints the services have, and every Deployment has replicas, resources and a disruption budget.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test } from '@jest/globals';
import { readConfig as auditConfig } from '../../services/audit/src/config';
import { readConfig as facilitiesConfig } from '../../services/facilities/src/config';
import { readConfig as gatewayConfig } from '../../services/gateway/src/config';
import { readConfig as identityConfig } from '../../services/identity/src/config';
import { readConfig as staffingConfig } from '../../services/staffing/src/config';
import { allManifests, kustomization, labelOf, named, objectsOf, SECRET_TEMPLATE, selects, yamlFiles, type Manifest } from './manifests';
import { schemaErrors, typeErrors } from './kubernetes-schemas';

const root = fileURLToPath(new URL('../../', import.meta.url));
const manifests = allManifests();
const deployments = objectsOf(manifests, 'Deployment');
const readers: Record<string, (env: Record<string, string>) => unknown> = { audit: auditConfig, facilities: facilitiesConfig, gateway: gatewayConfig, identity: identityConfig, staffing: staffingConfig };
const secretFiles = mkdtempSync(path.join(os.tmpdir(), 'k8s-secrets-'));
afterAll(() => rmSync(secretFiles, { recursive: true, force: true }));

const containerOf = (deployment: Manifest) => deployment.spec.template.spec.containers[0];
const configMap = (name: string) => named(manifests, 'ConfigMap', name).data as Record<string, string>;
const serviceNamed = (name: string) => named(manifests, 'Service', name);
const portOf = (service: Manifest, port: number) => service.spec.ports.find((p: { port: number }) => p.port === port);

/** A container's environment as the kubelet makes it: envFrom ConfigMaps, then env values (secretKeyRef is not used). */
function environmentOf(deployment: Manifest): Record<string, string> {
  const container = containerOf(deployment);
  const env: Record<string, string> = {};
  for (const from of container.envFrom ?? []) Object.assign(env, configMap(from.configMapRef.name));
  for (const variable of container.env ?? []) env[variable.name] = String(variable.value);
  return env;
}

/** NAME_FILE paths → the Secret key mounted there, or an error naming what is missing. */
function secretKeyAt(deployment: Manifest, file: string): string {
  const spec = deployment.spec.template.spec;
  const mount = containerOf(deployment).volumeMounts?.find((m: { mountPath: string }) => file.startsWith(`${m.mountPath}/`));
  const volume = spec.volumes?.find((v: { name: string }) => v.name === mount?.name);
  const item = volume?.secret?.items?.find((i: { path: string }) => path.join(mount.mountPath, i.path) === file);
  if (!item) throw new Error(`${deployment.metadata.name}: nothing of a Secret is mounted at ${file}`);
  const secret = named(manifests, 'Secret', volume.secret.secretName);
  if (!(item.key in secret.stringData)) throw new Error(`${deployment.metadata.name}: Secret ${secret.metadata.name} has no key ${item.key}`);
  return item.key;
}

/** The environment with each NAME_FILE pointing at a local file holding a stand-in value of that secret. */
function withSecretFiles(deployment: Manifest, env: Record<string, string>) {
  return Object.fromEntries(
    Object.entries(env).map(([name, value]) => {
      if (!name.endsWith('_FILE')) return [name, value];
      const key = secretKeyAt(deployment, value);
      const local = path.join(secretFiles, key);
      writeFileSync(local, `${key}-stand-in-value-of-forty-characters`);
      return [name, local];
    }),
  );
}

describe('deploy/k8s against the Kubernetes schemas', () => {
  test('the kustomization lists every manifest but the Secret template, and applies to one namespace', () => {
    expect(kustomization().resources.sort()).toEqual(yamlFiles().filter((f) => f !== 'kustomization.yaml' && f !== SECRET_TEMPLATE).sort());
    expect(named(manifests, 'Namespace', kustomization().namespace)).toBeDefined();
  });

  test('every object is valid against its schema', async () => {
    const errors: Record<string, string[]> = {};
    for (const m of manifests) {
      const found = await schemaErrors(m.doc);
      if (found.length > 0) errors[labelOf(m)] = found;
    }
    expect(errors).toEqual({});
  });

  test('no object has a field the Kubernetes API does not know', () => {
    const errors = typeErrors(manifests, root);
    expect(Object.fromEntries([...errors].map(([i, e]) => [labelOf(manifests[i]), e]))).toEqual({});
  });

  test('the check finds a misspelt field and a wrong type (it can fail)', async () => {
    const deployment = structuredClone(named(manifests, 'Deployment', 'staffing'));
    containerOf(deployment).readinesProbe = containerOf(deployment).readinessProbe;
    const wrongType = structuredClone(deployment);
    containerOf(wrongType).ports[0].containerPort = 'http';
    expect(typeErrors([{ file: 'x', doc: deployment }], root).get(0)?.join()).toMatch(/readinesProbe/);
    expect((await schemaErrors(wrongType)).join()).toMatch(/containerPort must be integer/);
  });
});

describe('deploy/k8s against what the services expect', () => {
  test('the five services run as Deployments, twice, each with a Service, resources and a disruption budget', () => {
    expect(deployments.map((d) => d.metadata.name).sort()).toEqual(Object.keys(readers).sort());
    for (const deployment of deployments) {
      const labels = deployment.spec.template.metadata.labels;
      expect(deployment.spec.replicas).toBeGreaterThanOrEqual(2);
      expect(selects(deployment.spec.selector.matchLabels, labels)).toBe(true);
      expect(objectsOf(manifests, 'Service').filter((s) => selects(s.spec.selector, labels))).toHaveLength(1);
      expect(objectsOf(manifests, 'PodDisruptionBudget').filter((p) => selects(p.spec.selector.matchLabels, labels))).toHaveLength(1);
      expect(containerOf(deployment).resources.requests).toEqual({ cpu: expect.any(String), memory: expect.any(String) });
      expect(containerOf(deployment).resources.limits.memory).toEqual(expect.any(String));
    }
  });

  test.each(deployments.map((d) => [d.metadata.name, d] as const))('%s starts with the environment its Deployment gives it', (name, deployment) => {
    const env = environmentOf(deployment);
    expect(env.SERVICE).toBe(name);
    const config = readers[name](withSecretFiles(deployment, env)) as Record<string, unknown>;
    // It listens where its container port, its probes and its Service send requests.
    const listens = name === 'gateway' ? config.GATEWAY_PORT : config.PORT;
    const http = containerOf(deployment).ports.find((p: { name: string }) => p.name === 'http');
    expect(http.containerPort).toBe(listens);
    expect(serviceNamed(name).spec.ports.map((p: { targetPort: string }) => p.targetPort)).toEqual(['http']);
    for (const probe of ['startupProbe', 'readinessProbe', 'livenessProbe']) {
      expect(containerOf(deployment)[probe].httpGet).toEqual({ path: expect.stringMatching(/^\/health\/(live|ready)$/), port: 'http' });
    }
  });

  test('every address a service is given is a Service of the manifests with that port', () => {
    const http = (url: string) => {
      const { hostname, port } = new URL(url);
      return { service: serviceNamed(hostname), port: Number(port) };
    };
    const gateway = environmentOf(named(manifests, 'Deployment', 'gateway'));
    for (const upstream of ['IDENTITY_URL', 'FACILITIES_URL', 'STAFFING_URL', 'AUDIT_URL']) {
      const { service, port } = http(gateway[upstream]);
      expect(portOf(service, port)).toBeDefined();
      expect(service.metadata.name).toBe(upstream.replace('_URL', '').toLowerCase());
    }
    const jwks = http(configMap('care-staffing-config').JWKS_URL);
    expect([jwks.service.metadata.name, portOf(jwks.service, jwks.port)?.targetPort]).toEqual(['identity', 'http']);

    const databases = [...configMap('postgres-init')['init.sql'].matchAll(/CREATE DATABASE (\w+)/g)].map((m) => m[1]);
    for (const deployment of deployments.filter((d) => d.metadata.name !== 'gateway')) {
      const url = new URL(environmentOf(deployment).DATABASE_URL);
      expect(portOf(serviceNamed(url.hostname), Number(url.port))).toBeDefined();
      expect(databases).toContain(url.pathname.slice(1));
    }
  });

  test('NATS_URL names every pod of the NATS StatefulSet, whose size the streams\' replicas fit', () => {
    const nats = named(manifests, 'StatefulSet', 'nats');
    const config = configMap('care-staffing-config');
    const hosts = config.NATS_URL.split(',').map((url) => new URL(url));
    expect(hosts.map((u) => u.hostname)).toEqual(Array.from({ length: nats.spec.replicas }, (_, i) => `nats-${i}.${nats.spec.serviceName}`));
    expect(hosts.every((u) => portOf(serviceNamed(nats.spec.serviceName), Number(u.port)))).toBe(true);
    expect(Number(config.NATS_STREAM_REPLICAS)).toBe(3);
    expect(nats.spec.replicas).toBeGreaterThanOrEqual(3);
    const routes = configMap('nats-config')['nats.conf'].match(/nats:\/\/nats-\d\.nats:6222/g);
    expect(routes).toEqual(hosts.map((u) => `nats://${u.hostname}:6222`));
  });

  test('the Ingress sends everything to the gateway\'s Service', () => {
    const backend = named(manifests, 'Ingress', 'care-staffing').spec.rules[0].http.paths[0].backend.service;
    expect(serviceNamed(backend.name).spec.ports.map((p: { name: string }) => p.name)).toContain(backend.port.name);
    expect(backend.name).toBe('gateway');
  });

  test('PostgreSQL creates the databases of deploy/postgres-init.sql; the Secret template holds no value', () => {
    expect(configMap('postgres-init')['init.sql']).toBe(readFileSync(path.join(root, 'deploy/postgres-init.sql'), 'utf8'));
    expect(Object.values(named(manifests, 'Secret', 'care-staffing-secrets').stringData)).toEqual(['', '', '']);
  });
});
