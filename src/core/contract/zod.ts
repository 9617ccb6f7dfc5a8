import { z } from 'zod';

// Every message zod produces by default reaches users, so it must be Spanish. In the browser
// zod also runs without compiling parsers with `new Function`: its probe for that is an eval,
// which the CSP (`script-src 'self'`, no 'unsafe-eval') reports as a violation. Each object
// schema reads the setting when it is created, so it is set here, before any schema exists.
// The server keeps the compiled parsers.
const runtime = globalThis as { process?: { versions?: { node?: string } } };
z.config({ ...z.locales.es(), jitless: typeof runtime.process?.versions?.node !== 'string' });

export { z };
