/**
 * A steady write load through the gateway for the backup test: workers create facilities,
 * employees, orders and assignments one after the other, and every acknowledged (2xx) create is
 * recorded with the phase of the backup it was sent and acknowledged in.
 */
import { eventually } from '@cs/service-kit/testing/index';
import { Caller, nextWeek, QUALIFICATION, unique, type Json } from './office';

/** Where the backup stands: not begun, running, finished. */
export type Phase = 'before' | 'during' | 'after';
export type WriteKind = 'facility' | 'employee' | 'order' | 'assignment';

export interface AckedWrite {
  kind: WriteKind;
  id: string;
  /** The record's own route (`/api/employees/<id>`). */
  path: string;
  sentIn: Phase;
  ackedIn: Phase;
}

const routes: Record<WriteKind, string> = { facility: '/api/facilities', employee: '/api/employees', order: '/api/orders', assignment: '/api/assignments' };

export class WriteLoad {
  /** Set by the test around the backup. */
  phase: Phase = 'before';
  readonly acked: AckedWrite[] = [];
  /** Creates answered with anything but 2xx (none are expected). */
  readonly refused: string[] = [];
  private running = true;
  private readonly workers: Promise<void>[];

  /** `facilityId`: a facility with an Active contract that staffing's directory knows (the orders' facility). */
  constructor(
    private readonly office: Caller,
    private readonly facilityId: string,
    workers = 3,
  ) {
    this.workers = Array.from({ length: workers }, () => this.work());
  }

  private async create(kind: WriteKind, body: unknown): Promise<Json | null> {
    const sentIn = this.phase;
    const res = await this.office.send('post', routes[kind], { body });
    if (res.status >= 300) {
      this.refused.push(`${kind}: ${res.status} ${res.text}`);
      return null;
    }
    this.acked.push({ kind, id: res.body.id, path: `${routes[kind]}/${res.body.id}`, sentIn, ackedIn: this.phase });
    return res.body;
  }

  private async work() {
    while (this.running) {
      await this.create('facility', { name: unique('Haus Backup'), city: 'Berlin', travelCostMode: 'ProKilometer', travelCostPerKm: 0.3 });
      const employee = await this.create('employee', { firstName: unique('Berta'), lastName: 'Sicher', entryDate: '2020-01-01', qualifications: [QUALIFICATION], weeklyHours: 40 });
      const { monday, friday } = nextWeek();
      const order = await this.create('order', { facilityId: this.facilityId, requiredQualification: QUALIFICATION, startDate: monday, endDate: friday, hoursPerDay: 8, headcount: 1 });
      if (employee && order) await this.create('assignment', { orderId: order.id, employeeId: employee.id, startDate: monday, endDate: friday });
    }
  }

  /** Resolves once `count` writes were acknowledged in `phase`. */
  async acknowledgedIn(phase: Phase, count: number) {
    await eventually(async () => this.refused.length > 0 || this.acked.filter((w) => w.sentIn === phase && w.ackedIn === phase).length >= count, 120_000);
  }

  async stop() {
    this.running = false;
    await Promise.all(this.workers);
  }
}
