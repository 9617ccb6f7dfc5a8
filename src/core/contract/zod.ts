import { z } from 'zod';

// Every message zod produces by default reaches users, so it must be Spanish.
z.config(z.locales.es());

export { z };
