/** Every route of the app in one place (spec §2). */
export const paths = {
  home: '/',
  auth: '/auth',
  privacy: '/privacy-policy',
  resetPassword: '/restablecer-contrasena',
  test: '/test',
  simulacro: '/simulacro',
  testPsicotecnico: '/test-psicotecnico',
  simulacroPsicotecnico: '/simulacro-psicotecnico',
  personalidad: '/test-personalidad',
  estadisticas: '/estadisticas',
  historial: '/historial',
  ranking: '/ranking',
  resultados: '/resultados/:uuid',
  donacion: '/donacion',
  profile: '/profile',
  resumenes: '/resumenes',
  resumen: '/resumenes/:id',
  crearResumen: '/crear-resumen',
  crearTest: '/crear-test',
  crearPsicotecnicos: '/crear-psicotecnicos',
  usuarios: '/usuarios',
  incidencias: '/incidencias',
  revision: '/revisar-preguntas',
  planesEstudio: '/planes-estudio',
  crearPlanEstudio: '/crear-plan-estudio',
  planEstudio: '/plan-estudio/:id',
  planesFisicos: '/planes-fisicos',
  planFisico: '/planes-fisicos/:id',
} as const;

/** The results screen of one finished test. */
export const resultadosPath = (uuid: string) => `/resultados/${encodeURIComponent(uuid)}`;
