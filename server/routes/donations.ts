// Card donations through Stripe Checkout. `create-donation-payment` records a
// pending donation and answers the checkout page's URL; the signed webhook completes it.
// Without STRIPE_SECRET_KEY the card route says so (503) and config.php tells the client.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import Stripe from 'stripe';
import {
  DONATION_MSG,
  donationRequestSchema,
  donationResponseSchema,
} from '../../src/core/contract';
import type { ServerConfig } from '../config';
import type { Db } from '../db';
import {
  completeDonation,
  expireDonation,
  findDonorEmail,
  insertPendingDonation,
} from '../db/repositories/donations';
import { HttpError } from '../http-error';
import { requireUser } from '../plugins/auth';
import { errorSchemas } from './route-kit';

export function createStripeClient(config: ServerConfig): Stripe | null {
  if (!config.stripe.secretKey) return null;
  const api = config.stripe.apiUrl ? new URL(config.stripe.apiUrl) : null;
  return new Stripe(config.stripe.secretKey, {
    maxNetworkRetries: 1,
    timeout: 15_000,
    ...(api
      ? {
          host: api.hostname,
          port: api.port || undefined,
          protocol: api.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
}

export async function donationsRoutes(
  app: FastifyInstance,
  { db, config }: { db: Db; config: ServerConfig },
) {
  const stripe = createStripeClient(config);
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    '/functions/create-donation-payment',
    {
      schema: {
        body: donationRequestSchema,
        response: { 200: donationResponseSchema, ...errorSchemas },
      },
    },
    async (request) => {
      const user = requireUser(request);
      if (!stripe) throw new HttpError(503, DONATION_MSG.notConfigured);
      const email = await findDonorEmail(db, user.id);
      const amountCents = request.body.amount * 100;
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.create({
          mode: 'payment',
          customer_email: email ?? undefined,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'eur',
                unit_amount: amountCents,
                product_data: { name: `Donación a Opositor (${request.body.amount} €)` },
              },
            },
          ],
          success_url: `${config.publicUrl}/donacion?success=true`,
          cancel_url: `${config.publicUrl}/donacion?canceled=true`,
          metadata: { user_id: String(user.id) },
        });
      } catch (error) {
        request.log.warn({ err: error }, 'stripe checkout session failed');
        throw new HttpError(502, DONATION_MSG.providerError);
      }
      if (!session.url) throw new HttpError(502, DONATION_MSG.providerError);
      await insertPendingDonation(db, { userId: user.id, amountCents, sessionId: session.id });
      return { url: session.url };
    },
  );

  // The webhook needs the exact bytes Stripe signed, so this scope reads JSON as a buffer.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post('/stripe_webhook.php', async (request, reply) => {
      const secret = config.stripe.webhookSecret;
      if (!stripe || !secret) throw new HttpError(503, DONATION_MSG.notConfigured);
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body))
        throw new HttpError(400, DONATION_MSG.badSignature);
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(request.body, signature, secret);
      } catch {
        throw new HttpError(400, DONATION_MSG.badSignature);
      }
      if (
        event.type === 'checkout.session.completed' ||
        event.type === 'checkout.session.async_payment_succeeded'
      ) {
        const session = event.data.object;
        if (session.payment_status === 'paid') {
          await completeDonation(db, session.id);
        }
      } else if (event.type === 'checkout.session.expired') {
        await expireDonation(db, event.data.object.id);
      }
      return reply.send({ received: true });
    });
  });
}
