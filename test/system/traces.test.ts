/**
 * Trace export across the system: every service and the gateway send their spans to a small
 * OTLP/HTTP receiver of the test's own. One request through the gateway that creates an employee
 * must arrive as one trace — the client's — from the gateway through staffing, the event's creation
 * and publish, to audit's consumer writing the audit entry, each span the child of the one before.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { parseTraceparent } from '@cs/service-kit';
import { eventually } from '@cs/service-kit/testing/index';
import { AUDIT_CONSUMER } from '../../services/audit/src/handlers/start-audit-consumers';
import { startSystem, type System } from './start-system';
import { Caller } from './support/office';
import { awaitEntriesOfRequest } from './support/audit-log';
import { otlpKinds, startOtlpReceiver, type ReceivedSpan } from './support/otlp-receiver';

let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
let system: System;
let admin: Caller;

beforeAll(async () => {
  receiver = await startOtlpReceiver();
  system = await startSystem('sys_traces', { tracesTo: receiver.url });
  admin = new Caller(system, (await system.login()).token);
}, 180_000);

afterAll(async () => {
  await system?.stop();
  await receiver?.stop();
});

/** The one span of `spans` that fits (failing with what there is when none or several do). */
function single(spans: ReceivedSpan[], what: string, fits: (span: ReceivedSpan) => boolean): ReceivedSpan {
  const found = spans.filter(fits);
  if (found.length !== 1) throw new Error(`${found.length} spans for ${what} among ${JSON.stringify(spans.map(({ service, name, kind }) => ({ service, name, kind })))}`);
  return found[0];
}

const SUBJECT = 'staffing.employee.created.v1';

test('creating an employee through the gateway: one trace from the client’s span through gateway, staffing, the event’s publish and audit’s consumer', async () => {
  const traceId = randomBytes(16).toString('hex');
  const clientSpan = randomBytes(8).toString('hex');
  const body = { firstName: 'Tara', lastName: 'Spurensuche', entryDate: '2024-03-01', qualifications: ['pflegehelfer'] };
  const res = await admin.send('post', '/api/employees', { body, headers: { traceparent: `00-${traceId}-${clientSpan}-01` } });
  expect(res.status).toBe(200);
  expect(parseTraceparent(res.headers.get('traceparent'))?.traceId).toBe(traceId);
  // Audit wrote its entry of this request; its span ends just after and is sent within 100 ms.
  await awaitEntriesOfRequest(admin, { type: 'employee', id: res.body.id }, res.requestId);
  const isAuditProcessing = (span: ReceivedSpan) => span.service === 'audit' && span.kind === otlpKinds.consumer;
  const spans = await eventually(async () => (receiver.trace(traceId).some(isAuditProcessing) ? receiver.trace(traceId) : null), 30_000);

  const gateway = single(spans, 'the gateway', (s) => s.service === 'gateway');
  expect(gateway).toMatchObject({ kind: otlpKinds.server, parentSpanId: clientSpan, attributes: { 'http.request.method': 'POST', 'http.response.status_code': 200 } });

  const staffing = single(spans, 'staffing’s request', (s) => s.service === 'staffing' && s.kind === otlpKinds.server);
  expect(staffing).toMatchObject({
    name: 'POST /api/employees',
    parentSpanId: gateway.spanId,
    attributes: { 'http.route': '/api/employees', 'http.response.status_code': 200, 'http.request.header.x-request-id': [res.requestId] },
  });

  const created = single(spans, 'the event’s creation', (s) => s.kind === otlpKinds.producer);
  expect(created).toMatchObject({ service: 'staffing', name: `create ${SUBJECT}`, parentSpanId: staffing.spanId, attributes: { 'messaging.system': 'nats' } });
  const eventId = created.attributes['messaging.message.id'];
  expect(eventId).toMatch(/^[0-9a-f-]{36}$/);

  const published = single(spans, 'the relay’s publish', (s) => s.kind === otlpKinds.client);
  expect(published).toMatchObject({ service: 'staffing', name: `publish ${SUBJECT}`, parentSpanId: created.spanId, attributes: { 'messaging.message.id': eventId } });

  const audited = single(spans, 'audit’s processing', isAuditProcessing);
  expect(audited).toMatchObject({
    name: `process ${SUBJECT}`,
    parentSpanId: created.spanId,
    attributes: { 'messaging.consumer.group.name': AUDIT_CONSUMER, 'messaging.message.id': eventId, 'care_staffing.event.outcome': 'applied' },
  });
  // Every span received is well formed and nothing was refused.
  for (const span of spans) expect(span.spanId).toMatch(/^[0-9a-f]{16}$/);
  expect(receiver.refused).toEqual([]);
});
