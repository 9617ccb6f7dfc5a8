import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from './harness';
import { dbKinds, startTestServer } from './harness';
import type { Session } from './quiz-helpers';
import { ENGLISH, loginSuperAdmin, progressForm, registerUser } from './quiz-helpers';

describe.each(dbKinds)('test_progreso.php on %s', (kind) => {
  let server: TestServer;
  let user: Session;
  beforeAll(async () => {
    server = await startTestServer(kind);
    user = await registerUser(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  let keyCount = 0;
  const newKey = () => `1_Organización Pública_La Constitución Española de 1978_${++keyCount}`;

  function save(
    testKey: string,
    updatedAt: number,
    actual: number,
    session: Session = user,
    extra: Record<string, string | number> = {},
  ) {
    return progressForm(
      server,
      {
        action: 'guardar',
        test_key: testKey,
        actual,
        respuestas: JSON.stringify({ '11': 2, '12': null }),
        tiempo_restante: 1200 - actual,
        preguntas: JSON.stringify([11, 12, 13]),
        updated_at: updatedAt,
        ...extra,
      },
      { token: session.token },
    );
  }
  const recover = (
    testKey: string,
    session: Session = user,
    extra: Record<string, string | number> = {},
  ) =>
    progressForm(
      server,
      { action: 'recuperar', test_key: testKey, ...extra },
      { token: session.token },
    );
  const remove = (testKey: string, extra: Record<string, string | number> = {}) =>
    progressForm(
      server,
      { action: 'eliminar', test_key: testKey, ...extra },
      { token: user.token },
    );

  it('saves and gives the progress back with its JSON parsed', async () => {
    const key = newKey();
    expect(await save(key, 1_000, 3)).toMatchObject({ status: 200, body: { success: true } });
    const res = await recover(key);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      progreso: {
        actual: 3,
        respuestas: { '11': 2, '12': null },
        tiempo_restante: 1197,
        preguntas: [11, 12, 13],
        updated_at: 1_000,
        marcadas: [],
      },
    });
  });

  it('keeps the marked questions of a save (beyond api.md) and refuses malformed ones', async () => {
    const key = newKey();
    expect(await save(key, 2_000, 1, user, { marcadas: JSON.stringify([12, 13]) })).toMatchObject({
      status: 200,
    });
    expect((await recover(key)).body).toMatchObject({
      progreso: { marcadas: [12, 13], updated_at: 2_000 },
    });
    // A newer save from an older client (no marks field) clears them, as it is the newest state.
    expect(await save(key, 3_000, 2)).toMatchObject({ status: 200 });
    expect((await recover(key)).body).toMatchObject({ progreso: { marcadas: [], actual: 2 } });
    for (const bad of ['{', '"12"', '[1.5]', 'null']) {
      const res = await save(key, 4_000, 2, user, { marcadas: bad });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('Las preguntas marcadas del progreso no son válidas');
    }
    expect((await recover(key)).body).toMatchObject({ progreso: { updated_at: 3_000 } });
  });

  it('gives null when nothing is saved', async () => {
    expect((await recover(newKey())).body).toEqual({ success: true, progreso: null });
  });

  it('keeps the newest save when an older one arrives later', async () => {
    const key = newKey();
    await save(key, 2_000, 7);
    expect((await save(key, 1_000, 2)).body).toEqual({ success: true });
    expect((await recover(key)).body.progreso).toMatchObject({ actual: 7, updated_at: 2_000 });
  });

  it('takes a newer save over an older one', async () => {
    const key = newKey();
    await save(key, 1_000, 2);
    await save(key, 2_000, 7);
    expect((await recover(key)).body.progreso).toMatchObject({ actual: 7, updated_at: 2_000 });
  });

  it('deletes the save, and with updated_at only a save that is not newer', async () => {
    const key = newKey();
    await save(key, 5_000, 4);
    expect((await remove(key, { updated_at: 4_999 })).body).toEqual({ success: true });
    expect((await recover(key)).body.progreso).toMatchObject({ updated_at: 5_000 });
    await remove(key, { updated_at: 5_000 });
    expect((await recover(key)).body.progreso).toBeNull();

    await save(key, 6_000, 1);
    await remove(key);
    expect((await recover(key)).body.progreso).toBeNull();
  });

  it('keeps a deletion: a later-arriving older save does not bring the progress back, a newer one does', async () => {
    const key = newKey();
    await save(key, 1_000, 1);
    expect((await remove(key, { updated_at: 3_000 })).body).toEqual({ success: true });
    expect(await save(key, 2_000, 2)).toMatchObject({ status: 200, body: { success: true } });
    expect((await recover(key)).body).toEqual({ success: true, progreso: null });
    expect(await save(key, 4_000, 4)).toMatchObject({ status: 200, body: { success: true } });
    expect((await recover(key)).body.progreso).toMatchObject({ actual: 4, updated_at: 4_000 });

    // A deletion that arrives before any save (the first save was lost) still holds.
    const early = newKey();
    await remove(early, { updated_at: 3_000 });
    await save(early, 2_000, 2);
    expect((await recover(early)).body.progreso).toBeNull();
    // A deletion without its time deletes whatever is stored at that save's time.
    await save(early, 5_000, 5);
    await remove(early);
    await save(early, 4_000, 4);
    expect((await recover(early)).body.progreso).toBeNull();
    await save(early, 5_001, 6);
    expect((await recover(early)).body.progreso).toMatchObject({ actual: 6 });
  });

  it('keeps each user’s saves apart under the same key', async () => {
    const other = await registerUser(server);
    const key = newKey();
    await save(key, 1_000, 1);
    await save(key, 9_000, 9, other);
    expect((await recover(key)).body.progreso).toMatchObject({ actual: 1 });
    expect((await recover(key, other)).body.progreso).toMatchObject({ actual: 9 });
  });

  it('accepts a test key with many topics, accents and non-Latin text', async () => {
    const key = `1_${'Organización Pública,'.repeat(40)}_${Array.from({ length: 1500 }, (_, i) => String.fromCharCode(0x4e00 + ((i * 7919) % 5000))).join('')}_50`;
    expect((await save(key, 1_000, 5)).status).toBe(200);
    expect((await recover(key)).body.progreso).toMatchObject({ actual: 5 });
  });

  it('acts on another user only for admin or SA', async () => {
    const other = await registerUser(server);
    const key = newKey();
    await save(key, 1_000, 8, other);
    const forbidden = await recover(key, user, { user_id: other.userId });
    expect(forbidden).toMatchObject({
      status: 403,
      body: { success: false, error: 'No tienes permiso para realizar esta acción' },
    });
    expect((await save(key, 2_000, 1, user, { user_id: other.userId })).status).toBe(403);
    expect((await recover(key, other)).body.progreso).toMatchObject({ actual: 8 });
    expect((await recover(key, user, { user_id: user.userId })).status).toBe(200);

    const sa = await loginSuperAdmin(server);
    expect((await recover(key, sa, { user_id: other.userId })).body.progreso).toMatchObject({
      actual: 8,
    });
  });

  it('needs a login', async () => {
    for (const action of ['guardar', 'recuperar', 'eliminar']) {
      const res = await progressForm(server, { action, test_key: newKey() });
      expect(res).toMatchObject({ status: 401, body: { success: false } });
    }
  });

  it.each([
    [
      'respuestas that are not JSON',
      { respuestas: '{no' },
      'Las respuestas del progreso no son válidas',
    ],
    [
      'respuestas of the wrong shape',
      { respuestas: '[1,2]' },
      'Las respuestas del progreso no son válidas',
    ],
    [
      'an answer index that is not a number',
      { respuestas: '{"11":"B"}' },
      'Las respuestas del progreso no son válidas',
    ],
    [
      'preguntas that are not JSON',
      { preguntas: 'once' },
      'Las preguntas del progreso no son válidas',
    ],
    [
      'preguntas that are not ids',
      { preguntas: '["a"]' },
      'Las preguntas del progreso no son válidas',
    ],
    ['a negative time left', { tiempo_restante: -1 }, null],
  ])('refuses %s with 400 in Spanish', async (_name, fields, message) => {
    const res = await save(newKey(), 1_000, 1, user, fields);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    if (message) expect(res.body.error).toBe(message);
    expect(res.body.error).not.toMatch(ENGLISH);
  });

  it('refuses a save without its fields, an unknown action and a missing key', async () => {
    const bare = await progressForm(
      server,
      { action: 'guardar', test_key: newKey() },
      { token: user.token },
    );
    expect(bare).toMatchObject({
      status: 400,
      body: { error: 'Faltan datos del progreso: actual, respuestas, tiempo_restante y preguntas' },
    });
    const action = await progressForm(
      server,
      { action: 'borrar', test_key: newKey() },
      { token: user.token },
    );
    expect(action).toMatchObject({ status: 400, body: { error: 'Acción no válida' } });
    const key = await progressForm(server, { action: 'recuperar' }, { token: user.token });
    expect(key.status).toBe(400);
    expect(key.body.error).not.toMatch(ENGLISH);
  });
});
