// Card donations against a fake Stripe on loopback, and the signed webhook that completes them.
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donations } from '../../server/db/schema';
import type { FakeStripe } from './fake-stripe';
import { startFakeStripe } from './fake-stripe';
import type { TestServer } from './harness';
import { dbKinds, request, startTestServer } from './harness';
import { ENGLISH, registerUser } from './quiz-helpers';

const WEBHOOK_SECRET = 'whsec_prueba_de_opositor';
const stripeForSigning = new Stripe('sk_test_firma');

function webhook(server: TestServer, event: object, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const signature = stripeForSigning.webhooks.generateTestHeaderString({ payload, secret });
  return request(server, 'POST', '/api/stripe_webhook.php', {
    rawBody: payload,
    headers: { 'stripe-signature': signature },
  });
}

function completed(sessionId: string, paymentStatus = 'paid') {
  return {
    id: `evt_${sessionId}`,
    object: 'event',
    type: 'checkout.session.completed',
    data: { object: { id: sessionId, object: 'checkout.session', payment_status: paymentStatus } },
  };
}

describe.each(dbKinds)('donations on %s', (kind) => {
  let stripe: FakeStripe;
  let server: TestServer;
  let unconfigured: TestServer;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    server = await startTestServer(kind, {
      stripe: { secretKey: 'sk_test_opositor', webhookSecret: WEBHOOK_SECRET, apiUrl: stripe.url },
    });
    unconfigured = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.close();
    await unconfigured?.close();
    await stripe?.close();
  });

  it('creates a Checkout Session for 5, 10 or 20 € with the return URLs, and records it pending', async () => {
    const user = await registerUser(server);
    const res = await request(server, 'POST', '/api/functions/create-donation-payment', {
      token: user.token,
      body: { amount: 20, userEmail: 'quien@example.com' },
    });
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_\d+$/);
    const sent = stripe.requests.at(-1)!;
    expect(sent.authorization).toBe('Bearer sk_test_opositor');
    expect(sent.form.get('mode')).toBe('payment');
    expect(sent.form.get('line_items[0][price_data][unit_amount]')).toBe('2000');
    expect(sent.form.get('line_items[0][price_data][currency]')).toBe('eur');
    expect(sent.form.get('success_url')).toBe('http://localhost:8080/donacion?success=true');
    expect(sent.form.get('cancel_url')).toBe('http://localhost:8080/donacion?canceled=true');
    const sessionId = String(res.body.url).split('/').at(-1)!;
    const [row] = await server.database.db
      .select()
      .from(donations)
      .where(eq(donations.sessionId, sessionId));
    expect(row).toMatchObject({
      userId: user.userId,
      amountCents: 2000,
      estado: 'pendiente',
      metodo: 'tarjeta',
    });
  });

  it('refuses other amounts, anonymous callers and a provider failure, in Spanish', async () => {
    const user = await registerUser(server);
    const seven = await request(server, 'POST', '/api/functions/create-donation-payment', {
      token: user.token,
      body: { amount: 7 },
    });
    expect(seven.status).toBe(400);
    expect(seven.body.error).toBe('El importe debe ser 5, 10 o 20 €');
    const anonymous = await request(server, 'POST', '/api/functions/create-donation-payment', {
      body: { amount: 10 },
    });
    expect(anonymous.status).toBe(401);
    stripe.mode = 'error';
    try {
      const failed = await request(server, 'POST', '/api/functions/create-donation-payment', {
        token: user.token,
        body: { amount: 10 },
      });
      expect(failed.status).toBe(502);
      expect(failed.body.error).toBe(
        'No se pudo iniciar el pago con tarjeta. Inténtalo de nuevo más tarde.',
      );
      expect(String(failed.body.error)).not.toMatch(ENGLISH);
    } finally {
      stripe.mode = 'ok';
    }
  });

  it('completes the donation on a validly signed webhook and ignores a forged one', async () => {
    const user = await registerUser(server);
    const res = await request(server, 'POST', '/api/functions/create-donation-payment', {
      token: user.token,
      body: { amount: 5 },
    });
    const sessionId = String(res.body.url).split('/').at(-1)!;
    const status = async () =>
      (
        await server.database.db.select().from(donations).where(eq(donations.sessionId, sessionId))
      )[0]?.estado;

    const forged = await webhook(server, completed(sessionId), 'whsec_otro_secreto');
    expect(forged.status).toBe(400);
    expect(forged.body.error).toBe('Firma del webhook no válida');
    const unsigned = await request(server, 'POST', '/api/stripe_webhook.php', {
      rawBody: JSON.stringify(completed(sessionId)),
    });
    expect(unsigned.status).toBe(400);
    expect(await status()).toBe('pendiente');

    const unpaid = await webhook(server, completed(sessionId, 'unpaid'));
    expect(unpaid.status).toBe(200);
    expect(await status()).toBe('pendiente');

    const ok = await webhook(server, completed(sessionId));
    expect(ok.status).toBe(200);
    expect(await status()).toBe('completada');
  });

  it('without Stripe configured says card payment is not available, and config.php tells the client', async () => {
    const user = await registerUser(unconfigured);
    const res = await request(unconfigured, 'POST', '/api/functions/create-donation-payment', {
      token: user.token,
      body: { amount: 10 },
    });
    expect(res.status).toBe(503);
    expect(res.body.error).toBe(
      'El pago con tarjeta no está disponible en este servidor. Puedes donar con Bizum.',
    );
    const config = await request(unconfigured, 'GET', '/api/config.php');
    expect(config.body).toMatchObject({ pago_tarjeta: false, bizum_telefono: '600000000' });
    expect((await request(server, 'GET', '/api/config.php')).body).toMatchObject({
      pago_tarjeta: true,
    });
  });
});
