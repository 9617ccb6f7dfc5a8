// `npm run bench`: prints figures, asserts nothing. Build first (`npm run build`).
import { benchAiLocal } from './ai-local';
import { benchBundle } from './bundle-size';
import { benchHostileUploads } from './hostile-uploads';
import { benchImport } from './import';
import { benchLoad } from './load';
import { benchOffline } from './offline';
import { benchRunner } from './runner';
import { benchStartup } from './startup';
import { benchStats } from './stats';

await benchBundle();
await benchStartup();
await benchHostileUploads();
await benchAiLocal();
await benchOffline();
await benchImport();
await benchRunner();
await benchStats();
await benchLoad();
