// Every screen of the app, with the data a daily user has on it, for the phone-width test and the
// screenshot tour: one account per level, each with finished tests, a summary, a study
// plan and a physical plan (the usuario made them while invitado, then was promoted), three
// personality attempts; a ranking of 60 users with long names; and a process with a long name.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { paths } from '../src/config/paths';
import { E2E_SA, loginViaUi, newUser } from './support';

export type Role = 'SA' | 'admin' | 'usuario' | 'invitado';
export const ROLES: Role[] = ['SA', 'admin', 'usuario', 'invitado'];

export const PHONES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
] as const;

/** A process named as long as the real calls name them (the select and the cards must cope). */
export const LONG_PROCESS =
  'Cuerpo General Auxiliar de la Administración del Estado, turno libre y cupo de discapacidad (convocatoria 2026)';

export interface Account {
  role: Role;
  email: string;
  password: string;
  resumen: number;
  planEstudio: number;
  planFisico: number;
  /** The uuid of one of the account's finished tests (its results screen). */
  resultado: string;
}

/** The starter process with psychotechnic topics. */
const AUXILIAR = 'Auxiliar Administrativo del Estado';

/** What a screen's address needs besides its path. */
type Ids = Pick<Account, 'resumen' | 'planEstudio' | 'planFisico' | 'resultado'>;

export interface Screen {
  /** The address to open. */
  url: (ids: Ids) => string;
  /** Public screens are visited without a session. */
  public?: boolean;
  /** Waits for what the screen shows once its data is in (beyond its heading). */
  ready?: (page: Page) => Promise<void>;
  /**
   * The states the screen goes on to (a test's runner, a corrected question), each reached from
   * the one before and measured like a screen of its own.
   */
  states?: { name: string; reach: (page: Page) => Promise<void> }[];
}

const visible = (page: Page, text: string | RegExp) =>
  expect(page.getByText(text).first()).toBeVisible();

/**
 * One entry per route of `paths`, so a route added to the app cannot be left out: the type asks
 * for its entry here, and the test also checks it at run time.
 */
export const SCREENS: Record<keyof typeof paths, Screen> = {
  home: { url: () => paths.home, ready: (page) => visible(page, 'Tus últimos procesos') },
  auth: { url: () => paths.auth, public: true },
  privacy: { url: () => paths.privacy, public: true },
  resetPassword: { url: () => `${paths.resetPassword}?token=e2e`, public: true },
  test: { url: () => paths.test, states: runnerStates(LONG_PROCESS, 'simulacion') },
  mockExam: { url: () => paths.mockExam, states: runnerStates(LONG_PROCESS, 'examen') },
  psychotechnicTest: {
    url: () => paths.psychotechnicTest,
    states: runnerStates(AUXILIAR, 'simulacion'),
  },
  psychotechnicMockExam: {
    url: () => paths.psychotechnicMockExam,
    states: runnerStates(AUXILIAR, 'examen'),
  },
  personality: {
    url: () => paths.personality,
    ready: (page) =>
      expect(page.getByRole('button', { name: /^Ver perfil del/ }).nth(1)).toBeVisible(),
  },
  statistics: { url: () => paths.statistics, ready: (page) => visible(page, 'Logros') },
  history: {
    url: () => paths.history,
    ready: (page) => expect(page.getByTestId('history-item').first()).toBeVisible(),
  },
  ranking: {
    url: () => paths.ranking,
    // It opens on the user's last process; the 60 seeded users are in 'Todos los procesos'.
    ready: async (page) => {
      await page.getByLabel('Proceso del ranking').selectOption('0');
      await expect(page.getByTestId('ranking-row')).toHaveCount(50);
    },
  },
  donation: { url: () => paths.donation },
  profile: { url: () => paths.profile },
  summaries: { url: () => paths.summaries, ready: (page) => visible(page, LONG_TOPIC) },
  summary: { url: (ids) => paths.summary.replace(':id', String(ids.resumen)) },
  createSummary: { url: () => paths.createSummary },
  createTest: { url: () => paths.createTest },
  createPsychotechnics: { url: () => paths.createPsychotechnics },
  users: { url: () => paths.users },
  issueReports: { url: () => paths.issueReports },
  studyPlans: { url: () => paths.studyPlans, ready: (page) => visible(page, STUDY_PLAN) },
  createStudyPlan: { url: () => paths.createStudyPlan },
  studyPlan: {
    url: (ids) => paths.studyPlan.replace(':id', String(ids.planEstudio)),
    ready: (page) => visible(page, STUDY_PLAN),
  },
  physicalPlans: { url: () => paths.physicalPlans, ready: (page) => visible(page, PHYSICAL_PLAN) },
  physicalPlan: {
    url: (ids) => paths.physicalPlan.replace(':id', String(ids.planFisico)),
    ready: (page) => visible(page, PHYSICAL_PLAN),
  },
  results: {
    url: (ids) => paths.results.replace(':uuid', ids.resultado),
    ready: (page) => expect(page.getByTestId('review-item').first()).toBeVisible(),
  },
  questionReview: { url: () => paths.questionReview },
};

/** A 404 is a screen too. */
export const NOT_FOUND_URL = '/esta-ruta-no-existe';

const LONG_TOPIC = 'Procedimiento administrativo común de las Administraciones Públicas';

/**
 * A test of `proceso` started from the configurator (its 'Test iniciado' toast on screen), then,
 * in simulación, its first question answered and corrected (comments and the Profesor Virtual
 * below it). Five questions in simulación and four in examen: a test left on screen is saved
 * under its process and count, and the next screen's should not meet it.
 */
function runnerStates(
  proceso: string,
  tipo: 'simulacion' | 'examen',
): NonNullable<Screen['states']> {
  const started = {
    name: 'runner',
    reach: async (page: Page) => {
      await page.getByLabel('Proceso', { exact: true }).selectOption({ label: proceso });
      await page.getByLabel('Número de preguntas').fill(tipo === 'examen' ? '4' : '5');
      const start = page.getByRole('button', { name: 'Comenzar Test' });
      await expect(start).toBeEnabled();
      await start.click();
      // The same account left this test on another phone size: its progress (kept on the
      // server) is offered, and declined.
      const exit = page.getByRole('button', { name: 'Salir del Test' });
      const resume = page.getByRole('alertdialog', { name: 'Tienes un test sin terminar' });
      await expect(exit.or(resume)).toBeVisible();
      if (await resume.isVisible())
        await resume.getByRole('button', { name: 'Empezar de nuevo' }).click();
      await expect(exit).toBeVisible();
      await expect(
        page.getByRole('list', { name: 'Opciones' }).getByRole('button').first(),
      ).toBeVisible();
    },
  };
  if (tipo === 'examen') return [started];
  return [
    started,
    {
      name: 'corrected',
      reach: async (page: Page) => {
        await page.getByRole('list', { name: 'Opciones' }).getByRole('button').first().click();
        await expect(
          page.getByRole('button', { name: /^(Siguiente Pregunta|Finalizar Test)$/ }),
        ).toBeVisible();
      },
    },
  ];
}
const STUDY_PLAN = 'Plan de estudio para la convocatoria de Auxiliar Administrativo';
const PHYSICAL_PLAN = 'Preparación de las pruebas físicas de Policía Nacional';

// ---------------------------------------------------------------- seeding through the API

interface Question {
  id: number;
  respuestas: { indice: number; respuesta: string }[];
  correcta_indice: number;
}

async function call<T>(
  request: APIRequestContext,
  token: string | null,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body?: unknown,
): Promise<T> {
  const res = await request.fetch(`/api/${url}`, {
    method,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(body === undefined ? {} : { data: body }),
  });
  const json = (await res.json()) as T;
  if (!res.ok()) throw new Error(`${method} ${url}: ${res.status()} ${JSON.stringify(json)}`);
  return json;
}

async function register(request: APIRequestContext, username: string) {
  const user = { ...newUser(), username };
  const res = await call<{ token: string; user_id: number }>(request, null, 'POST', 'auth.php', {
    action: 'register',
    ...user,
  });
  return { ...user, token: res.token, id: res.user_id };
}

async function login(request: APIRequestContext, email: string, password: string) {
  const res = await call<{ token: string; user_id: number }>(request, null, 'POST', 'auth.php', {
    action: 'login',
    email,
    password,
    remember: false,
  });
  return { token: res.token, id: res.user_id };
}

/** One finished test of `total` questions, `right` of them right. */
async function finishTest(
  request: APIRequestContext,
  token: string,
  idProceso: number,
  right: number,
  total: number,
  tipo: 'simulacion' | 'examen',
) {
  const questions = await call<Question[]>(
    request,
    token,
    'GET',
    `genera_test.php?proceso_id=${idProceso}&numPreguntas=${total}`,
  );
  const respuestas: Record<string, number> = {};
  questions.forEach((q, i) => {
    const wrong = q.respuestas.find((r) => r.indice !== q.correcta_indice)?.indice ?? 1;
    respuestas[String(q.id)] = i < right ? q.correcta_indice : wrong;
  });
  const end = Date.now();
  const uuid = crypto.randomUUID();
  // 17 s a question, within a limit of at least 10 minutes.
  const minutes = Math.max(10, Math.ceil((17 * questions.length) / 60) + 1);
  await call(request, token, 'POST', 'guardar_tests_realizados.php', {
    uuid,
    id_proceso: idProceso,
    tipo_test: tipo,
    psicotecnico: false,
    secciones: 'Organización Pública,Actividad Administrativa y Ofimática',
    temas: `${LONG_TOPIC},La Constitución Española de 1978`,
    num_preguntas: questions.length,
    tiempo: minutes,
    tiempo_restante: minutes * 60 - 17 * questions.length,
    respuestas,
    fecha_inicio: new Date(end - 17_000 * questions.length).toISOString(),
    fecha_finalizacion: new Date(end).toISOString(),
  });
  return uuid;
}

const GIFT_LONG_PROCESS = Array.from(
  { length: 6 },
  (_, i) => `::E2E-PHONE-${i + 1}::¿Cuál es la respuesta correcta de la pregunta ${i + 1}?{
=La primera opción, que es la correcta
~Una segunda opción bastante más larga que la primera para ocupar espacio
~La tercera opción
}
`,
).join('\n');

/** The SA imports a small bank into a new process with a long name; its id. */
async function longProcess(request: APIRequestContext, saToken: string): Promise<number> {
  const res = await request.post('/api/importar_preguntas.php', {
    headers: { authorization: `Bearer ${saToken}` },
    multipart: {
      proceso: LONG_PROCESS,
      seccion: 'Organización Pública',
      tema: LONG_TOPIC,
      archivo: {
        name: 'largo.gift',
        mimeType: 'text/plain',
        buffer: Buffer.from(GIFT_LONG_PROCESS),
      },
    },
  });
  const body = (await res.json()) as { ok?: boolean; id_proceso?: number };
  if (!res.ok() || !body.ok || !body.id_proceso)
    throw new Error(`importar: ${JSON.stringify(body)}`);
  return body.id_proceso;
}

/** A ranking of 60 users (some with names as long as allowed), each with one finished 50-question test. */
async function ranking(request: APIRequestContext, idProceso: number) {
  const current = await call<{ ranking: unknown[] }>(
    request,
    (await register(request, `rk${Date.now().toString(36)}`)).token,
    'GET',
    'ranking_usuarios.php?limit=50',
  );
  if (current.ranking.length >= 50) return;
  for (let batch = 0; batch < 60; batch += 6) {
    await Promise.all(
      Array.from({ length: 6 }, async (_, i) => {
        const n = batch + i;
        const tag = `${Date.now().toString(36)}${n}`;
        const name =
          n % 3 === 0 ? `opositora_con_nombre_muy_largo_${tag}`.slice(0, 50) : `op${tag}`;
        const user = await register(request, name);
        // 50 answered questions: what a user needs to enter a ranking.
        await finishTest(
          request,
          user.token,
          idProceso,
          n % 50,
          50,
          n % 2 ? 'examen' : 'simulacion',
        );
      }),
    );
  }
}

/** Three finished personality profiles, a day apart. */
async function personality(request: APIRequestContext, token: string) {
  const def = await call<{ version: string | number; items: { id: number }[] }>(
    request,
    null,
    'GET',
    'generar_personalidad.php',
  );
  for (let attempt = 0; attempt < 3; attempt++) {
    const respuestas = Object.fromEntries(
      def.items.map((item, i) => [String(item.id), ((i + attempt) % 5) + 1]),
    );
    await call(request, token, 'POST', 'perfiles_personalidad.php', {
      uuid: crypto.randomUUID(),
      version: def.version,
      respuestas,
      fecha: new Date(Date.now() - (3 - attempt) * 86_400_000).toISOString(),
    });
  }
}

const isoDay = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A summary, a study plan with its AI weeks and a physical plan with a generated week and marks. */
async function ownData(
  request: APIRequestContext,
  token: string,
  idProceso: number,
): Promise<Omit<Ids, 'resultado'>> {
  const resumen = await call<{ id: number }>(request, token, 'POST', 'generar_resumen.php', {
    id_proceso: idProceso,
    seccion: `${LONG_PROCESS} - Organización Pública`,
    tema: LONG_TOPIC,
    texto:
      'El procedimiento administrativo común regula la iniciación, ordenación, instrucción y finalización de los procedimientos. '.repeat(
        6,
      ),
    nivel_detalle: 'corto',
  });
  const estudio = await call<{ id_plan: number }>(request, token, 'POST', 'planes_estudio.php', {
    action: 'crear',
    id_proceso: 1,
    titulo: STUDY_PLAN,
    descripcion: 'Repaso de la Constitución, del procedimiento administrativo y de ofimática.',
    fecha_inicio: isoDay(-7),
    fecha_fin: isoDay(60),
    secciones: ['Organización Pública'],
    temas: ['La Constitución Española de 1978', 'El Gobierno y la Administración'],
  });
  await call(request, token, 'POST', 'functions/generar-plan-estudio', {
    id_plan: estudio.id_plan,
    titulo: STUDY_PLAN,
    proceso: 'Auxiliar Administrativo del Estado',
    secciones: ['Organización Pública'],
    temas: ['La Constitución Española de 1978', 'El Gobierno y la Administración'],
  });
  const fisico = await call<{ id?: number; plan?: { id: number } }>(
    request,
    token,
    'POST',
    'planes_fisicos.php?action=crear',
    {
      titulo: PHYSICAL_PLAN,
      tipo_prueba: 'Policía',
      descripcion:
        'Circuito de agilidad, dominadas y carrera de 1.000 metros, tres días por semana.',
      fecha_inicio: isoDay(-14),
      fecha_fin: isoDay(42),
    },
  );
  const planFisico = fisico.id ?? fisico.plan?.id;
  if (!planFisico) throw new Error(`plan físico sin id: ${JSON.stringify(fisico)}`);
  await call(request, token, 'POST', 'planes_fisicos.php?action=generar_semana', {
    id_plan: planFisico,
    semana: 1,
    fast: false,
  });
  const escala = await call<{ escala: { pruebas: { id: string }[] } | null }>(
    request,
    token,
    'GET',
    `planes_fisicos.php?action=marcas_listar&id_plan=${planFisico}`,
  );
  const prueba = escala.escala?.pruebas[0]?.id;
  if (prueba) {
    for (const [days, valor] of [
      [-10, 14],
      [-3, 12],
    ] as const) {
      await call(request, token, 'POST', 'planes_fisicos.php?action=marca_guardar', {
        id_plan: planFisico,
        prueba,
        valor,
        fecha: isoDay(days),
      });
    }
  }
  return { resumen: resumen.id, planEstudio: estudio.id_plan, planFisico };
}

/** Personality attempts and two finished tests; answers the first test's uuid. */
async function withHistory(request: APIRequestContext, token: string, ids: number[]) {
  await personality(request, token);
  const first = await finishTest(request, token, ids[0] ?? 1, 7, 10, 'simulacion');
  await finishTest(request, token, ids[1] ?? 1, 3, 6, 'examen');
  return first;
}

/**
 * The accounts and their data, made once per run and spec file: a failed test restarts its
 * worker, which runs beforeAll again, so what was made is kept in the run's output directory
 * (emptied at the start of every run, like the server's database).
 */
export async function seedScreens(
  request: APIRequestContext,
  testInfo: TestInfo,
): Promise<Record<Role, Account>> {
  const file = path.join(testInfo.project.outputDir, `seed-${path.basename(testInfo.file)}.json`);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Record<Role, Account>;
  const accounts = await seed(request);
  writeFileSync(file, JSON.stringify(accounts));
  return accounts;
}

async function seed(request: APIRequestContext): Promise<Record<Role, Account>> {
  const sa = await login(request, E2E_SA.email, E2E_SA.password);
  const idLong = await longProcess(request, sa.token);
  await ranking(request, 1);

  const accounts = {} as Record<Role, Account>;
  const saIds = await ownData(request, sa.token, 1);
  const saResultado = await withHistory(request, sa.token, [1, idLong]);
  accounts.SA = {
    role: 'SA',
    email: E2E_SA.email,
    password: E2E_SA.password,
    ...saIds,
    resultado: saResultado,
  };

  for (const role of ['admin', 'usuario', 'invitado'] as const) {
    const user = await register(request, `${role}_${Date.now().toString(36)}`);
    // Made while invitado (a new account's level); the usuario is promoted afterwards and
    // keeps them.
    const ids = await ownData(request, user.token, idLong);
    const resultado = await withHistory(request, user.token, [idLong, 1]);
    if (role !== 'invitado') {
      await call(request, sa.token, 'POST', 'usuarios.php', {
        action: 'nivel',
        id: user.id,
        nivel: role,
      });
    }
    accounts[role] = { role, email: user.email, password: user.password, ...ids, resultado };
  }
  return accounts;
}

export async function loginAs(page: Page, account: Account) {
  await loginViaUi(page, account.email, account.password);
}

/** Opens a screen and waits until its heading and its data show, with no spinner left. */
export async function openScreen(page: Page, screen: Screen, ids: Ids) {
  await page.goto(screen.url(ids));
  await expect(page.locator('h1').first()).toBeVisible();
  await screen.ready?.(page);
  await expect(page.getByRole('status').filter({ hasText: /^Cargando/ })).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

// ---------------------------------------------------------------- the measure

/**
 * What does not fit a phone: the page scrolling sideways, an interactive element (even partly)
 * outside the viewport, or content cut off at the right edge by a clipping <html>/<body>.
 */
export function widthProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const problems: string[] = [];
    const pageWidth = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
    if (pageWidth > width)
      problems.push(`la página mide ${pageWidth} px de ancho (pantalla ${width} px)`);

    const describe = (el: Element) => {
      const label =
        el.getAttribute('aria-label') ??
        (el as HTMLElement).innerText?.trim().slice(0, 40) ??
        el.getAttribute('name') ??
        '';
      return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}> "${label}"`;
    };
    const shown = (el: Element) => {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 && rect.height === 0) return null;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.opacity === '0') return null;
      return rect;
    };
    /** Inside an element that clips or scrolls its content (other than the page itself). */
    const clipped = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        if (getComputedStyle(a).overflowX !== 'visible') return true;
      }
      return false;
    };

    const interactive = document.querySelectorAll(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="combobox"], [role="switch"], [tabindex]:not([tabindex="-1"])',
    );
    for (const el of interactive) {
      const rect = shown(el);
      if (!rect) continue;
      // A visually hidden control (a native checkbox under its drawn box, a skip link) is 1 px.
      if (rect.width <= 1 && rect.height <= 1) continue;
      if (rect.left < -0.5 || rect.right > width + 0.5) {
        problems.push(
          `${describe(el)} queda fuera de la pantalla (${Math.round(rect.left)}–${Math.round(rect.right)} px)`,
        );
      }
    }
    // A table that must stay a table may scroll inside its own box when that box is a named
    // region the keyboard can reach (the results breakdown, the ranking); any other box may not.
    const scrollRegion = '[role="region"][aria-label][tabindex="0"]';
    for (const el of document.body.querySelectorAll('*')) {
      const overflowX = getComputedStyle(el).overflowX;
      if (el.matches(scrollRegion)) continue;
      if (
        (overflowX === 'auto' || overflowX === 'scroll') &&
        el.scrollWidth > el.clientWidth + 1 &&
        shown(el)
      ) {
        problems.push(
          `${describe(el)} se desplaza de lado: ${el.scrollWidth} px de contenido en ${el.clientWidth} px`,
        );
      }
    }
    for (const el of document.body.querySelectorAll('*')) {
      if (el.children.length > 0 && !(el instanceof SVGSVGElement)) continue;
      if (el.closest('svg') && !(el instanceof SVGSVGElement)) continue;
      const rect = shown(el);
      if (!rect || rect.right <= width + 0.5 || clipped(el)) continue;
      problems.push(`${describe(el)} se sale por la derecha (hasta ${Math.round(rect.right)} px)`);
    }
    return [...new Set(problems)];
  });
}
