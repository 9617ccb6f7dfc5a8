// The fake Stripe API as its own process for the browser tests (playwright.config.ts starts it).
import { startFakeStripe } from '../tests/server/fake-stripe';

const fake = await startFakeStripe(Number(process.env.FAKE_STRIPE_PORT ?? 8281));
console.log(`fake Stripe on ${fake.url}`);
