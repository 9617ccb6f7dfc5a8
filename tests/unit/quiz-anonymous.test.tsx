// @vitest-environment jsdom
// Spec §6: an anonymous visitor takes a test like anyone else, and nothing of it is saved but
// the results screen's record on the device. The test page runs for real in jsdom
// against the real server; Dexie on fake-indexeddb.
import 'fake-indexeddb/auto';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { TestServer } from '../server/harness';
import { startTestServer } from '../server/harness';

// jsdom has no ResizeObserver, which Radix's checkbox ('Barajar respuestas') asks for its size.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const { setApiBase } = await import('../../src/lib/api-client');
const { db } = await import('../../src/lib/db/db');
const { useSession } = await import('../../src/lib/session/session-store');
const { TestPage } = await import('../../src/features/quiz/components/test-page');
const { ResultsPage } = await import('../../src/features/quiz/components/results/results-page');

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer('pglite');
  setApiBase(`${server.url}/api`);
  useSession.setState({ status: 'anonymous', user: null });
});
afterAll(async () => {
  await server?.close();
});

it('runs a whole test for an anonymous visitor, shows its results, and stores nothing of theirs but them', async () => {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/test']}>
      <Routes>
        <Route
          path="/test"
          element={<TestPage tipo="simulacion" psicotecnico={false} title="Iniciar Test" />}
        />
        <Route path="/" element={<p>Página de inicio</p>} />
        <Route path="/resultados/:uuid" element={<ResultsPage />} />
      </Routes>
    </MemoryRouter>,
  );
  const proceso = await screen.findByLabelText('Proceso');
  await screen.findByRole(
    'option',
    { name: 'Auxiliar Administrativo del Estado' },
    { timeout: 15_000 },
  );
  await user.selectOptions(proceso, 'Auxiliar Administrativo del Estado');
  await screen.findByText(/Preguntas de todo el temario del proceso \(\d+ temas\)/, undefined, {
    timeout: 15_000,
  });
  await user.clear(screen.getByLabelText('Número de preguntas'));
  await user.type(screen.getByLabelText('Número de preguntas'), '2');
  await user.click(screen.getByRole('button', { name: 'Comenzar Test' }));

  await screen.findByText('1 / 2');
  await user.keyboard('a');
  await screen.findByText(/^(Correcto!|Incorrecto)$/);
  // Profesor Virtual is there; comments and reports need an account.
  expect(screen.getByRole('button', { name: 'Pedir Explicación' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Comentarios' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Reportar error' })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Siguiente Pregunta' }));
  await screen.findByText('2 / 2');
  await user.keyboard('b');
  await user.click(await screen.findByRole('button', { name: 'Finalizar Test' }));
  await screen.findByRole(
    'heading',
    { level: 1, name: 'Resultados del test' },
    { timeout: 10_000 },
  );
  expect(screen.getByRole('group', { name: 'Aciertos' })).toHaveTextContent(/de 2 preguntas/);
  expect(screen.getAllByTestId('review-item')).toHaveLength(2);
  // No account: no deck to review into, and leaving said the test would not be kept.
  expect(screen.queryByRole('button', { name: /Repasar falladas/ })).toBeNull();
  expect(screen.queryByRole('link', { name: /Repasar falladas/ })).toBeNull();

  expect(await db.results.count()).toBe(1);
  expect((await db.results.toArray())[0]?.userId).toBe(0);
  expect(await db.progress.count()).toBe(0);
  expect(await db.tests.count()).toBe(0);
  expect(await db.outbox.count()).toBe(0);
  expect(await db.reviewCards.count()).toBe(0);
  expect(await db.comments.count()).toBe(0);
  // What it did keep is the public bank, so a later test works offline (fetched in the
  // background while the test ran).
  await vi.waitFor(async () => expect(await db.bankMeta.count()).toBe(1), {
    timeout: 30_000,
    interval: 200,
  });
});
