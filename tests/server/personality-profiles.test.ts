import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPersonalityDefinition } from '../../server/routes/personality';
import { personalityProfiles } from '../../server/db/schema';
import type { PersonalityDefinition } from '../../src/core/contract';
import { personalityProfilesResponseSchema } from '../../src/core/contract';
import { scoreItem } from '../../src/core/personality';
import type { TestServer } from './harness';
import { dbKinds, request, startTestServer } from './harness';
import type { Session } from './quiz-helpers';
import { ENGLISH, loginSuperAdmin, registerUser } from './quiz-helpers';

const PATH = '/api/perfiles_personalidad.php';

describe.each(dbKinds)('perfiles_personalidad.php on %s', (kind) => {
  let server: TestServer;
  let definition: PersonalityDefinition;
  beforeAll(async () => {
    server = await startTestServer(kind);
    definition = await loadPersonalityDefinition();
  });
  afterAll(async () => {
    await server?.close();
  });

  /** Every item answered so that it scores `scored` after reversal; IP items get `ip`. */
  function answersScoring(scored: number, ip = 3): Record<string, number> {
    return Object.fromEntries(
      definition.items.map((item) => [
        String(item.id),
        item.factor === 'IP' ? ip : scoreItem(item, scored),
      ]),
    );
  }

  function profileBody(respuestas: Record<string, number>, extra: Record<string, unknown> = {}) {
    return {
      uuid: randomUUID(),
      version: definition.version,
      respuestas,
      fecha: '2026-11-21T10:30:00.000Z',
      ...extra,
    };
  }

  const save = (session: Session, body: unknown, key?: string) =>
    request(server, 'POST', PATH, {
      token: session.token,
      body,
      headers: key ? { 'Idempotency-Key': key } : {},
    });
  const list = (session: Session, query = '') =>
    request(server, 'GET', `${PATH}${query}`, { token: session.token });
  const rowsOf = async (userId: number) =>
    (
      await server.database.db
        .select({ n: count() })
        .from(personalityProfiles)
        .where(eq(personalityProfiles.userId, userId))
    )[0]?.n;

  it('saves a finished profile and lists it, scored by the server', async () => {
    const user = await registerUser(server);
    const body = profileBody(answersScoring(5, 5));
    const res = await save(user, body, randomUUID());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, id: expect.any(Number) });

    const listed = await list(user);
    expect(listed.status).toBe(200);
    const { perfiles } = personalityProfilesResponseSchema.parse(listed.body);
    expect(perfiles).toHaveLength(1);
    const [perfil] = perfiles;
    expect(perfil).toMatchObject({
      id: res.body.id,
      uuid: body.uuid,
      version: String(definition.version),
      respuestas: body.respuestas,
      fecha: '2026-11-21T10:30:00.000Z',
    });
    expect(perfil?.resultado.subescalas.map((s) => [s.codigo, s.puntuacion, s.banda])).toEqual([
      ['EE', 100, 'Alto'],
      ['AI', 100, 'Alto'],
      ['TE', 100, 'Alto'],
      ['DC', 100, 'Alto'],
      ['IR', 100, 'Alto'],
      ['OS', 100, 'Alto'],
    ]);
    expect(perfil?.resultado.alertas.map((a) => a.titulo)).toEqual(['Posible deseabilidad social']);
    expect(res.body.resultado).toEqual(perfil?.resultado);
  });

  it('scores from the answers alone and ignores any score the client sends', async () => {
    const user = await registerUser(server);
    const body = profileBody(answersScoring(1), {
      resultado: { subescalas: [{ codigo: 'EE', puntuacion: 100, banda: 'Alto' }] },
      puntuacion: 100,
    });
    const res = await save(user, body);
    expect(res.status).toBe(200);
    const { perfiles } = personalityProfilesResponseSchema.parse((await list(user)).body);
    const subescalas = perfiles[0]?.resultado.subescalas ?? [];
    expect(subescalas).toHaveLength(6);
    expect(subescalas.every((s) => s.puntuacion === 0 && s.banda === 'Bajo')).toBe(true);
    expect(subescalas[0]?.interpretacion).toMatch(/^Tus respuestas/);
  });

  it('flags inconsistent pairs on the server from the raw answers', async () => {
    const user = await registerUser(server);
    const respuestas = answersScoring(3);
    // Four pairs answered 1 and 5: high inconsistency.
    for (const [a, b] of definition.pares_inconsistencia.slice(0, 4)) {
      respuestas[String(a)] = 1;
      respuestas[String(b)] = 5;
    }
    await save(user, profileBody(respuestas));
    const { perfiles } = personalityProfilesResponseSchema.parse((await list(user)).body);
    expect(perfiles[0]?.resultado.inconsistencia.nivel).toBe('alta');
    expect(perfiles[0]?.resultado.alertas.map((a) => a.titulo)).toEqual(['Inconsistencia alta']);
  });

  it('applies the same Idempotency-Key once: one row, the first response replayed', async () => {
    const user = await registerUser(server);
    const key = randomUUID();
    const body = profileBody(answersScoring(4));
    const first = await save(user, body, key);
    const again = await save(user, body, key);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await rowsOf(user.userId)).toBe(1);
  });

  it('stores a uuid once even when it comes back under another key', async () => {
    const user = await registerUser(server);
    const body = profileBody(answersScoring(2));
    const first = await save(user, body, randomUUID());
    const second = await save(user, body, randomUUID());
    expect(second.status).toBe(200);
    expect(second.body.id).toBe(first.body.id);
    expect(await rowsOf(user.userId)).toBe(1);
  });

  it('lists profiles newest first', async () => {
    const user = await registerUser(server);
    const older = profileBody(answersScoring(2), { fecha: '2026-01-10T09:00:00Z' });
    const newer = profileBody(answersScoring(4), { fecha: '2026-03-10T09:00:00Z' });
    await save(user, newer);
    await save(user, older);
    const { perfiles } = personalityProfilesResponseSchema.parse((await list(user)).body);
    expect(perfiles.map((p) => p.uuid)).toEqual([newer.uuid, older.uuid]);
  });

  it("never shows a user another user's profiles", async () => {
    const owner = await registerUser(server);
    const other = await registerUser(server);
    await save(owner, profileBody(answersScoring(3)));
    const mine = personalityProfilesResponseSchema.parse((await list(other)).body);
    expect(mine.perfiles).toEqual([]);
    const asked = await list(other, `?user_id=${owner.userId}`);
    expect(asked.status).toBe(403);
    expect(asked.body).toEqual({ success: false, error: expect.any(String) });
    expect(asked.body.error).not.toMatch(ENGLISH);

    // Staff may read them (api.md: user_id of someone else only for admin and SA).
    const sa = await loginSuperAdmin(server);
    const staff = personalityProfilesResponseSchema.parse(
      (await list(sa, `?user_id=${owner.userId}`)).body,
    );
    expect(staff.perfiles).toHaveLength(1);
  });

  it('the same uuid from two users is two profiles, each for its owner', async () => {
    const a = await registerUser(server);
    const b = await registerUser(server);
    const body = profileBody(answersScoring(3));
    expect((await save(a, body)).status).toBe(200);
    expect((await save(b, body)).status).toBe(200);
    expect(await rowsOf(a.userId)).toBe(1);
    expect(await rowsOf(b.userId)).toBe(1);
  });

  it('asks for a session: 401 in Spanish without a token', async () => {
    const post = await request(server, 'POST', PATH, { body: profileBody(answersScoring(3)) });
    const get = await request(server, 'GET', PATH);
    for (const res of [post, get]) {
      expect(res.status).toBe(401);
      expect(res.body.success).toBe(false);
      expect(res.body.error).not.toMatch(ENGLISH);
    }
  });

  describe('refuses bad input with 400 and a Spanish message, storing nothing', () => {
    const cases: [string, (d: PersonalityDefinition) => unknown, RegExp][] = [
      ['a missing uuid', () => ({ uuid: undefined }), /Identificador del perfil no válido/],
      ['a malformed uuid', () => ({ uuid: 'no-es-un-uuid' }), /Identificador del perfil no válido/],
      ['a missing version', () => ({ version: undefined }), /versión/],
      ['an answer of 6', () => ({ respuestas: { '1': 6 } }), /1 al 5/],
      ['an answer of 0', () => ({ respuestas: { '1': 0 } }), /1 al 5/],
      ['a text answer', () => ({ respuestas: { '1': 'mucho' } }), /1 al 5/],
      ['a non-numeric item key', () => ({ respuestas: { uno: 3 } }), /1 al 5/],
      ['answers that are not an object', () => ({ respuestas: [3, 3, 3] }), /1 al 5/],
      ['a bad date', () => ({ fecha: 'ayer' }), /Fecha no válida/],
      ['an unknown item', (d) => ({ respuestas: { ...all(d, 3), '999': 3 } }), /no existe.*999/],
      ['unanswered items', (d) => ({ respuestas: dropTwo(all(d, 3)) }), /Faltan 2 ítems/],
      ['another version of the test', () => ({ version: 'antigua' }), /versión antigua/],
    ];
    const all = (d: PersonalityDefinition, value: number) =>
      Object.fromEntries(d.items.map((item) => [String(item.id), value]));
    const dropTwo = (answers: Record<string, number>) => {
      const { '1': _a, '2': _b, ...rest } = answers;
      return rest;
    };

    it.each(cases)('%s', async (_name, change, message) => {
      const user = await registerUser(server);
      const body = { ...profileBody(all(definition, 3)), ...(change(definition) as object) };
      const res = await save(user, body, randomUUID());
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, error: expect.stringMatching(message) });
      expect(res.body.error).not.toMatch(ENGLISH);
      expect(await rowsOf(user.userId)).toBe(0);
    });

    it('a body that is not JSON', async () => {
      const user = await registerUser(server);
      const res = await request(server, 'POST', PATH, { token: user.token, rawBody: '{"uuid":' });
      expect(res.status).toBe(400);
      expect(res.body.error).not.toMatch(ENGLISH);
    });
  });
});
