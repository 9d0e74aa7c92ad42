import { ifMatch, type SampleBuilder } from './audit-sample';
import { unique, uniqueCode, type Json } from './office';

const user = (id: string) => ({ type: 'user', id });
const role = (id: string) => ({ type: 'role', id });
const contract = (id: string) => ({ type: 'contract', id });
const client = (id: string) => ({ type: 'client', id });

const NEW_PASSWORD = 'a-brand-new-password-42';

/** Facilities: facilities, contracts and clients (with their trash). */
export const facilitiesSamples: Record<string, SampleBuilder> = {
  createFacility: async () => ({
    body: { name: unique('Haus Neubau'), city: 'Hamburg', billingRate: 39.9 },
    entity: (res: Json) => ({ type: 'facility', id: res.id }),
    action: 'created',
  }),
  updateFacility: async ({ make }) => {
    const facility = await make.facility();
    return {
      params: { id: facility.id },
      headers: ifMatch(facility),
      body: { name: facility.name, city: 'Potsdam', travelCostMode: 'Pauschale', travelCostRate: 20 },
      entity: { type: 'facility', id: facility.id },
      action: 'updated',
      changed: ['city', 'travelCostMode', 'travelCostRate'],
    };
  },
  createContract: async ({ facility }) => ({
    body: { facilityId: facility.id, number: uniqueCode('V'), validFrom: '2021-01-01', status: 'Draft' },
    entity: (res: Json) => contract(res.id),
    action: 'created',
  }),
  updateContract: async ({ make, facility }) => {
    const c = await make.contract(facility.id, { status: 'Draft' });
    return { params: { id: c.id }, headers: ifMatch(c), body: { facilityId: facility.id, number: c.number, validFrom: '2021-02-01', status: 'Draft' }, entity: contract(c.id), action: 'updated' };
  },
  deleteContract: async ({ make, facility }) => {
    const c = await make.contract(facility.id, { status: 'Draft' });
    return { params: { id: c.id }, entity: contract(c.id), action: 'deleted' };
  },
  restoreContract: async ({ admin, make, facility }) => {
    const c = await make.contract(facility.id, { status: 'Draft' });
    await admin.delete(`/api/contracts/${c.id}`);
    return { params: { id: c.id }, entity: contract(c.id), action: 'restored' };
  },
  purgeContract: async ({ admin, make, facility }) => {
    const c = await make.contract(facility.id, { status: 'Draft' });
    await admin.delete(`/api/contracts/${c.id}`);
    return { params: { id: c.id }, entity: contract(c.id), action: 'purged' };
  },
  createClient: async () => ({ body: { name: unique('Träger Neu'), legalForm: 'e. V.' }, entity: (res: Json) => client(res.id), action: 'created' }),
  updateClient: async ({ make }) => {
    const c = await make.client();
    return { params: { id: c.id }, headers: ifMatch(c), body: { name: c.name, legalForm: c.legalForm, city: 'Potsdam' }, entity: client(c.id), action: 'updated', changed: ['city'] };
  },
  deleteClient: async ({ make }) => {
    const c = await make.client();
    return { params: { id: c.id }, entity: client(c.id), action: 'deleted' };
  },
  restoreClient: async ({ admin, make }) => {
    const c = await make.client();
    await admin.delete(`/api/clients/${c.id}`);
    return { params: { id: c.id }, entity: client(c.id), action: 'restored' };
  },
  purgeClient: async ({ admin, make }) => {
    const c = await make.client();
    await admin.delete(`/api/clients/${c.id}`);
    return { params: { id: c.id }, entity: client(c.id), action: 'purged' };
  },
};

/** Identity: the own password, signing keys, roles, users (with the user trash). */
export const identitySamples: Record<string, SampleBuilder> = {
  changePassword: async ({ make, loginAs }) => {
    const password = 'an-old-but-long-password';
    const someone = await make.user({ password });
    const caller = await loginAs(someone.email, password);
    return {
      as: { caller, userId: someone.id, displayName: someone.displayName },
      body: { currentPassword: password, newPassword: NEW_PASSWORD },
      entity: user(someone.id),
      action: 'passwordChanged',
      secrets: [password, NEW_PASSWORD],
    };
  },
  rotateSigningKey: async () => ({ entity: (res: Json) => ({ type: 'signingKey', id: res.kid }), action: 'created' }),
  createRole: async () => ({
    body: { name: unique('Auditrolle'), permissions: [{ module: 'orders', actions: ['read'], scope: 'All' }] },
    entity: (res: Json) => role(res.id),
    action: 'created',
  }),
  updateRole: async ({ make }) => {
    const r = await make.role();
    return { params: { id: r.id }, headers: ifMatch(r), body: { name: r.name, description: 'changed', permissions: [] }, entity: role(r.id), action: 'updated', changed: ['description'] };
  },
  deleteRole: async ({ make }) => {
    const r = await make.role();
    return { params: { id: r.id }, entity: role(r.id), action: 'deleted' };
  },
  createUser: async () => {
    const password = 'a-secret-initial-password';
    return {
      body: { email: `${uniqueCode('neu')}@example.com`, displayName: unique('Neue Nutzerin'), roleIds: [], password },
      entity: (res: Json) => user(res.id),
      action: 'created',
      changed: ['email', 'displayName'],
      secrets: [password],
    };
  },
  updateUser: async ({ make }) => {
    const u = await make.user();
    return { params: { id: u.id }, headers: ifMatch(u), body: { email: u.email, displayName: `${u.displayName} (neu)`, roleIds: [] }, entity: user(u.id), action: 'updated', changed: ['displayName'] };
  },
  deactivateUser: async ({ make }) => {
    const u = await make.user();
    return { params: { id: u.id }, entity: user(u.id), action: 'deactivated' };
  },
  resetUserPassword: async ({ make }) => {
    const u = await make.user();
    return { params: { id: u.id }, body: { password: NEW_PASSWORD }, entity: user(u.id), action: 'passwordReset', secrets: [NEW_PASSWORD] };
  },
  deleteUser: async ({ make }) => {
    const u = await make.user();
    return { params: { id: u.id }, entity: user(u.id), action: 'deleted' };
  },
  restoreUser: async ({ admin, make }) => {
    const u = await make.user();
    await admin.delete(`/api/users/${u.id}`);
    return { params: { id: u.id }, entity: user(u.id), action: 'restored' };
  },
  purgeUser: async ({ admin, make }) => {
    const u = await make.user();
    await admin.delete(`/api/users/${u.id}`);
    return { params: { id: u.id }, entity: user(u.id), action: 'purged' };
  },
};
