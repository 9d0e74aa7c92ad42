import { stopOnSignals } from '@cs/service-kit';
import { readConfig } from './config';
import { startGateway } from './service';

const handle = await startGateway(readConfig());
stopOnSignals(handle);
