import { stopOnSignals } from '@cs/service-kit';
import { readConfig } from './config';
import { startIdentity } from './service';

const handle = await startIdentity(readConfig());
stopOnSignals(handle);
