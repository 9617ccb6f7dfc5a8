// Input fuzzing of every endpoint: for each route the server registers, bodies and
// query strings generated from its zod schema (the route's own, read through an onRoute hook,
// or, for a route that reads its body by hand, the contract schemas it parses with), both of the
// right shape and malformed, sent as anonymous, an invitado and the SA. No answer may be a 5xx,
// none may carry a stack trace or an internal path, and every 4xx is `{success:false, error}`
// with a Spanish message. FUZZ_RUNS (default 30) sets the runs per route and kind of input.
// Every run prints its FUZZ_SEED; setting it replays that run (each property's seed is derived
// from it in a fixed order), and a failure names the input that broke the server.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  AUTH_ACTIONS,
  addCommentSchema,
  authActionSchemas,
  avanceSchema,
  crearIncidenciaSchema,
  deleteCommentSchema,
  editCommentSchema,
  generarSemanaSchema,
  importarFieldsSchema,
  physicalPlanInputSchema,
  physicalPlanRefSchema,
  resolverIncidenciaSchema,
} from '../../src/core/contract';
import {
  buscarImagenSchema,
  marcaEliminarSchema,
  marcaGuardarSchema,
} from '../../src/core/contract/physical-marks';
import type { FakeStripe } from './fake-stripe';
import { startFakeStripe } from './fake-stripe';
import type { Json, TestServer } from './harness';
import { dbKinds, request, startTestServer } from './harness';
import type { JsonSchema } from './security-arbitraries';
import {
  arbitraryOf,
  jsonSchemaOf,
  mutated,
  rawBodies,
  rawQueries,
  toParams,
  withConst,
} from './security-arbitraries';
import type { CapturedRoute } from './security-capture';
import { routeKeys } from './security-capture';
import type { Account } from './security-helpers';
import { createAccount, multipart, problemWith, superAdmin } from './security-helpers';

const captured = vi.hoisted(() => [] as CapturedRoute[]);
vi.mock('fastify', async (original) =>
  (await import('./security-capture')).withRouteCapture(await original(), captured),
);

const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
const SEED = process.env.FUZZ_SEED
  ? Number(process.env.FUZZ_SEED)
  : Math.floor(Math.random() * 2 ** 31);
console.log(`security-fuzz: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS} (set both to replay)`);

/** Routes that read their body by hand: the schemas they parse it with. */
const BODY_SCHEMAS: Record<string, JsonSchema[]> = {
  'POST /api/auth.php': AUTH_ACTIONS.map((action) =>
    withConst(jsonSchemaOf(authActionSchemas[action]), 'action', action),
  ),
  'POST /api/comentarios.php': [jsonSchemaOf(addCommentSchema), jsonSchemaOf(deleteCommentSchema)],
  'PUT /api/comentarios.php': [jsonSchemaOf(editCommentSchema)],
  'POST /api/incidencias.php': [
    jsonSchemaOf(crearIncidenciaSchema),
    jsonSchemaOf(resolverIncidenciaSchema),
  ],
  ...Object.fromEntries(
    ['POST', 'PUT', 'DELETE'].map((method) => [
      `${method} /api/planes_fisicos.php`,
      [
        physicalPlanInputSchema,
        physicalPlanRefSchema,
        generarSemanaSchema,
        avanceSchema,
        buscarImagenSchema,
        marcaGuardarSchema,
        marcaEliminarSchema,
      ].map(jsonSchemaOf),
    ]),
  ),
};

/** test_progreso.php is form-encoded (spec §7); it is fuzzed both ways. */
const FORM_ROUTES = new Set(['POST /api/test_progreso.php']);
/** Fuzzed by their own properties below (multipart uploads, Stripe's signed raw body). */
const SPECIAL = new Set([
  'POST /api/extraer_texto.php',
  'POST /api/importar_preguntas.php',
  'POST /api/stripe_webhook.php',
]);

type Who = 'anon' | 'invitado' | 'SA';
const who = fc.constantFrom<Who>('SA', 'SA', 'invitado', 'anon');

/** A value for a path parameter (`/api/ejercicios/:file`): names, traversal, encodings. */
const segment = fc.oneof(
  fc.string({ maxLength: 30 }).map(encodeURIComponent),
  fc.constantFrom(
    'flexiones.svg',
    'a.svg',
    '..%2F..%2Fpackage.json',
    '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '%00.svg',
    'x'.repeat(300),
    '%E0%A4%A',
    'CON',
  ),
);

interface Input {
  who: Who;
  /** The path with its parameters filled in. */
  path: string;
  query: string;
  body?: { text: string; contentType: string };
}

/** What a request sent, as the server may quote it back: the query (raw and decoded), the body. */
function echoOf(input: Input): string {
  const decoded = [...new URLSearchParams(input.query).values()];
  const form = input.body?.contentType.includes('urlencoded')
    ? [...new URLSearchParams(input.body.text).values()]
    : [];
  return [
    input.path,
    input.query,
    JSON.stringify(decoded),
    JSON.stringify(form),
    input.body?.text ?? '',
  ].join('\n');
}

function describeInput(input: Input): string {
  const body = input.body ? ` ${input.body.contentType} ${input.body.text.slice(0, 300)}` : '';
  return `${input.who} ${input.path}?${input.query.slice(0, 300)}${body}`;
}

describe.each(dbKinds)('input fuzzing on %s', (kind) => {
  let server: TestServer;
  let stripe: FakeStripe;
  const accounts: Partial<Record<Who, Account>> = {};
  const fuzzed = new Set<string>();
  let properties = 0;
  /** fast-check's options for the next property: its own seed, derived from SEED in order. */
  const options = (numRuns = RUNS) => {
    const seed = (SEED + properties++) | 0;
    return { numRuns, seed, endOnFailure: true };
  };

  /** Fuzzing may delete or demote its own accounts (eliminar_usuario, usuarios.php): remake them. */
  async function ensureAccounts() {
    const alive = async (a: Account | undefined) =>
      a !== undefined &&
      (
        await request(server, 'POST', '/api/auth.php', {
          token: a.token,
          body: { action: 'profile', id: a.id },
        })
      ).status === 200;
    if (!(await alive(accounts.invitado)))
      accounts.invitado = await createAccount(server, 'invitado', 'fuzzinv');
    const sa = accounts.SA;
    const stillSa =
      sa !== undefined &&
      (await request(server, 'GET', '/api/usuarios.php?q=x', { token: sa.token })).status === 200;
    if (!stillSa)
      accounts.SA = await superAdmin(server).catch(() => createAccount(server, 'SA', 'fuzzsa'));
  }

  async function send(method: string, input: Input): Promise<Json> {
    const token = input.who === 'anon' ? undefined : accounts[input.who]?.token;
    const path = input.query ? `${input.path}?${input.query}` : input.path;
    if (!input.body) return request(server, method, path, { token });
    return request(server, method, path, {
      token,
      rawBody: input.body.text,
      headers: { 'content-type': input.body.contentType },
    });
  }

  async function check(method: string, url: string, inputs: fc.Arbitrary<Input>) {
    await ensureAccounts();
    await fc.assert(
      fc.asyncProperty(inputs, async (input) => {
        const res = await send(method, input);
        const problem = problemWith(res, echoOf(input));
        if (problem) throw new Error(`${method} ${url} ${describeInput(input)} → ${problem}`);
      }),
      options(),
    );
  }

  beforeAll(async () => {
    captured.length = 0;
    stripe = await startFakeStripe();
    server = await startTestServer(kind, {
      stripe: { secretKey: 'sk_test_fuzz', webhookSecret: 'whsec_fuzz', apiUrl: stripe.url },
      rateLimits: {
        authPerIpPerMinute: 1_000_000,
        authPerEmailPer15Min: 1_000_000,
        aiPerUserPerMinute: 1_000_000,
        loginFailures: { freePerEmailIp: 1_000_000, freePerIp: 1_000_000 },
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await stripe?.close();
  });

  it('fuzzes every registered route', async () => {
    const routes = captured.filter((r) => !r.methods.every((m) => m === 'HEAD'));
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes) {
      for (const method of route.methods) {
        const key = `${method} ${route.url}`;
        if (method === 'HEAD' || SPECIAL.has(key)) continue;
        const querySchema = route.schema?.querystring
          ? jsonSchemaOf(route.schema.querystring as never)
          : { type: 'object' };
        // A GET carries no body (fetch refuses one); any other method gets the schema's, or any JSON.
        const bodySchemas =
          method === 'GET'
            ? []
            : (BODY_SCHEMAS[key] ??
              (route.schema?.body ? [jsonSchemaOf(route.schema.body as never)] : [{}]));
        const validQuery = arbitraryOf(querySchema);
        const validBody =
          bodySchemas.length > 0 ? fc.oneof(...bodySchemas.map((s) => arbitraryOf(s))) : null;
        const encode = (value: unknown): fc.Arbitrary<Input['body']> => {
          const json = { text: JSON.stringify(value) ?? 'null', contentType: 'application/json' };
          if (!FORM_ROUTES.has(key)) return fc.constant(json);
          return fc.constantFrom(json, {
            text: toParams(value).toString(),
            contentType: 'application/x-www-form-urlencoded',
          });
        };
        const body = (arb: fc.Arbitrary<unknown>) => arb.chain(encode);
        const params = route.url.match(/:\w+/g) ?? [];
        const path = fc
          .tuple(...params.map(() => segment))
          .map((values) =>
            values.reduce((url, value, i) => url.replace(params[i] ?? '', value), route.url),
          );

        // 1. Valid-shaped query and body.
        const valid = fc.record({
          who,
          path,
          query: validQuery.map((q) => toParams(q).toString()),
          body: validBody ? body(validBody) : fc.constant(undefined),
        });
        // 2. One field of either broken, or the raw text abused.
        const malformedQuery = fc.oneof(
          validQuery.chain(mutated).map((q) => toParams(q).toString()),
          rawQueries,
          validQuery.map((q) => toParams(q).toString()),
        );
        const malformedBody = validBody
          ? fc.oneof(
              body(validBody.chain(mutated)),
              rawBodies(validBody).map((text) => ({ text, contentType: 'application/json' })),
              fc.constantFrom(
                { text: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
                { text: '<xml/>', contentType: 'application/xml' },
                { text: '{"a":1}', contentType: 'application/json; charset=latin1' },
                { text: '{"a":1}', contentType: 'text/plain' },
              ),
            )
          : fc.constant(undefined);
        const malformed = fc.record({ who, path, query: malformedQuery, body: malformedBody });

        await check(method, route.url, valid);
        await check(method, route.url, malformed);
        fuzzed.add(key);
      }
    }
  }, 600_000);

  it('fuzzes the uploads: any bytes, names and fields', async () => {
    await ensureAccounts();
    const file = fc.record({
      name: fc.oneof(
        fc.string({ maxLength: 40 }),
        fc.constantFrom(
          'a.pdf',
          'a.docx',
          'a.doc',
          'a.txt',
          'a.gift',
          'a.xml',
          'a.csv',
          '../../x.txt',
          'nul\u0000.txt',
          '',
        ),
      ),
      bytes: fc.oneof(
        fc.uint8Array({ maxLength: 2_000 }).map((b) => new Uint8Array(b)),
        fc.string({ maxLength: 500, unit: 'grapheme' }).map((s) => new TextEncoder().encode(s)),
        fc
          .constantFrom(
            '%PDF-1.7\n%%EOF',
            'PK\u0003\u0004roto',
            '\u00d0\u00cf\u0011\u00e0roto',
            '<?xml version="1.0"?><quiz><question',
            '::a::b{=c ~d}',
          )
          .map((s) => new TextEncoder().encode(s)),
      ),
      type: fc.constantFrom(
        'application/pdf',
        'text/plain',
        'application/octet-stream',
        'image/png',
        '',
      ),
    });
    const fields = fc.oneof(
      arbitraryOf(jsonSchemaOf(importarFieldsSchema)),
      arbitraryOf(jsonSchemaOf(importarFieldsSchema)).chain(mutated),
    );
    for (const path of ['/api/extraer_texto.php', '/api/importar_preguntas.php']) {
      await fc.assert(
        fc.asyncProperty(who, file, fields, async (w, f, flds) => {
          const token = w === 'anon' ? undefined : accounts[w]?.token;
          const res = await multipart(server, path, {
            token,
            file: f,
            fields: Object.fromEntries(toParams(flds).entries()),
          });
          const problem = problemWith(
            res,
            `${JSON.stringify(f.name)}\n${JSON.stringify(flds)}\n${JSON.stringify(toParams(flds).toString())}`,
          );
          if (problem)
            throw new Error(
              `${path} ${w} ${JSON.stringify(f.name)} (${f.bytes.length} bytes) ${JSON.stringify(flds).slice(0, 200)} → ${problem}`,
            );
        }),
        options(RUNS * 2),
      );
      fuzzed.add(`POST ${path}`);
    }
    // A multipart body that is not well formed.
    for (const path of ['/api/extraer_texto.php', '/api/importar_preguntas.php']) {
      for (const text of [
        '--x\r\nContent-Disposition: form-data; name="archivo"; filename="a.txt"\r\n\r\nhola',
        'sin límites',
        '',
      ]) {
        const res = await request(server, 'POST', path, {
          token: accounts.SA?.token,
          rawBody: text,
          headers: { 'content-type': 'multipart/form-data; boundary=x' },
        });
        expect(problemWith(res), `${path} ${JSON.stringify(text)}`).toBeNull();
      }
    }
  });

  it('fuzzes the Stripe webhook: any body and signature is a Spanish 400', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.jsonValue().map((v) => JSON.stringify(v)),
          fc.string(),
        ),
        fc.option(fc.string({ maxLength: 80 })),
        async (text, signature) => {
          const res = await request(server, 'POST', '/api/stripe_webhook.php', {
            rawBody: text,
            headers: {
              'content-type': 'application/json',
              ...(signature === null ? {} : { 'stripe-signature': signature }),
            },
          });
          const problem = problemWith(res);
          if (problem)
            throw new Error(`stripe_webhook ${JSON.stringify(text).slice(0, 200)} → ${problem}`);
          expect(res.status).toBe(400);
        },
      ),
      options(),
    );
    fuzzed.add('POST /api/stripe_webhook.php');
  });

  it('left no registered route out', () => {
    expect([...fuzzed].sort()).toEqual(routeKeys(captured));
  });
});
