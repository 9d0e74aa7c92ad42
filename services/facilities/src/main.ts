import { stopOnSignals } from '@cs/service-kit';
import { readConfig } from './config';
import { startFacilities } from './service';

const handle = await startFacilities(readConfig());
stopOnSignals(handle);
