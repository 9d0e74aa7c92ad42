export { outbox, inbox } from '@cs/service-kit/outbox/tables';
export { employees } from './tables/employees';
export { absences } from './tables/absences';
export { orders } from './tables/orders';
export { assignments } from './tables/assignments';
export { valueLists } from './tables/value-lists';
export { assignmentValidationSettings } from './tables/settings';
export { facilityDirectory, contractReplica, parkedEvents } from './tables/replicas';
