// `npm run bench`: prints figures, asserts nothing. Build first (`npm run build`).
import { benchBundle } from './bundle-size';
import { benchStartup } from './startup';

await benchBundle();
await benchStartup();
