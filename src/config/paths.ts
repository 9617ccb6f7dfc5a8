/** Every route of the app in one place (spec §2). */
export const paths = {
  home: '/',
  auth: '/auth',
  privacy: '/privacy-policy',
  resetPassword: '/restablecer-contrasena',
  test: '/test',
  mockExam: '/simulacro',
  psychotechnicTest: '/test-psicotecnico',
  psychotechnicMockExam: '/simulacro-psicotecnico',
  personality: '/test-personalidad',
  statistics: '/estadisticas',
  history: '/historial',
  ranking: '/ranking',
  results: '/resultados/:uuid',
  donation: '/donacion',
  profile: '/profile',
  summaries: '/resumenes',
  summary: '/resumenes/:id',
  createSummary: '/crear-resumen',
  createTest: '/crear-test',
  createPsychotechnics: '/crear-psicotecnicos',
  users: '/usuarios',
  issueReports: '/incidencias',
  questionReview: '/revisar-preguntas',
  studyPlans: '/planes-estudio',
  createStudyPlan: '/crear-plan-estudio',
  studyPlan: '/plan-estudio/:id',
  physicalPlans: '/planes-fisicos',
  physicalPlan: '/planes-fisicos/:id',
} as const;

/** The results screen of one finished test. */
export const resultsPath = (uuid: string) => `/resultados/${encodeURIComponent(uuid)}`;

const withId = (base: string) => (id: string | number) =>
  `${base}/${encodeURIComponent(String(id))}`;

/** One summary (its server id, or the device's id while it is not synced). */
export const summaryPath = withId('/resumenes');
/** One study plan. */
export const studyPlanPath = withId('/plan-estudio');
/** One physical plan. */
export const physicalPlanPath = withId('/planes-fisicos');
