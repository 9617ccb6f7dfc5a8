// A fake Stripe API on loopback: the payment provider is a true edge of the system. It answers
// the one call the server makes (create a Checkout Session) the way Stripe does, or fails.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeStripe {
  /** What to configure as STRIPE_API_URL. */
  url: string;
  mode: 'ok' | 'error';
  /** The form fields of each Checkout Session request, with the Authorization header. */
  requests: { authorization: string | undefined; form: URLSearchParams }[];
  close(): Promise<void>;
}

export async function startFakeStripe(listenPort = 0): Promise<FakeStripe> {
  let counter = 0;
  const fake: Omit<FakeStripe, 'url' | 'close'> = { mode: 'ok', requests: [] };
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      if (req.method === 'GET' && req.url === '/health') {
        res.end('{"ok":true}');
        return;
      }
      // Lets a browser test make the provider fail: POST /__mode with `ok` or `error`.
      if (req.method === 'POST' && req.url === '/__mode') {
        fake.mode = raw.trim() === 'error' ? 'error' : 'ok';
        res.end(JSON.stringify({ mode: fake.mode }));
        return;
      }
      if (req.method !== 'POST' || req.url !== '/v1/checkout/sessions') {
        res.statusCode = 404;
        res.end(
          JSON.stringify({
            error: { type: 'invalid_request_error', message: 'Unrecognized request URL' },
          }),
        );
        return;
      }
      fake.requests.push({
        authorization: req.headers.authorization,
        form: new URLSearchParams(raw),
      });
      if (fake.mode === 'error') {
        res.statusCode = 400;
        res.end(
          JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid amount' } }),
        );
        return;
      }
      counter += 1;
      const id = `cs_test_${counter}`;
      res.end(
        JSON.stringify({
          id,
          object: 'checkout.session',
          mode: 'payment',
          payment_status: 'unpaid',
          status: 'open',
          url: `https://checkout.stripe.test/c/pay/${id}`,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
