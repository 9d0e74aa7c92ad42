import { stopOnSignals } from '@cs/service-kit';
import { readConfig } from './config';
import { startAudit } from './service';

const handle = await startAudit(readConfig());
stopOnSignals(handle);
