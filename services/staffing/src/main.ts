import { stopOnSignals } from '@cs/service-kit';
import { readConfig } from './config';
import { startStaffing } from './service';

const handle = await startStaffing(readConfig());
stopOnSignals(handle);
