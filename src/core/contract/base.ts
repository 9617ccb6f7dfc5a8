// The parts of the contract that need no zod (levels and shared messages), so the first
// screen (/auth) can use them without downloading the schema library.
export const NIVELES = ['SA', 'admin', 'usuario', 'invitado'] as const;
export type Nivel = (typeof NIVELES)[number];

/** How each level is named to the user (profile, user menu). */
export const NIVEL_LABEL: Record<Nivel, string> = {
  SA: 'Super-administrador',
  admin: 'Administrador',
  usuario: 'Usuario',
  invitado: 'Invitado',
};

export function isNivel(value: unknown): value is Nivel {
  return typeof value === 'string' && (NIVELES as readonly string[]).includes(value);
}

/** What a question left unanswered shows as the user's answer (spec §3). */
export const SIN_RESPONDER = 'Sin responder';

/**
 * Spec §6 flags both plan screens 'not for the usuario level': a usuario starts no new plan,
 * but keeps and uses the plans already theirs (decision in README).
 */
export const canStartPlans = (nivel: Nivel): boolean => nivel !== 'usuario';

export const PLANS_NOT_FOR_USUARIO =
  'Tu nivel de cuenta (Usuario) no permite crear planes de estudio ni físicos nuevos. Los planes que ya tienes siguen siendo tuyos.';

export const MSG = {
  invalidJson: 'El cuerpo de la petición no es JSON válido',
  tooLarge: 'La petición es demasiado grande',
  notFound: 'Recurso no encontrado',
  unauthorized: 'Sesión no válida o caducada. Vuelve a iniciar sesión.',
  forbidden: 'No tienes permiso para realizar esta acción',
  rateLimited: 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.',
  serverError: 'Error interno del servidor. Inténtalo de nuevo más tarde.',
  invalidInput: 'Datos no válidos',
  unsupportedMedia: 'Tipo de contenido no admitido',
  /** A file over the readers' caps or limits: 422. */
  tooComplex:
    'No se pudo leer el archivo: el documento es demasiado complejo o demasiado largo. Prueba con uno más corto o divídelo en partes.',
  /** A request that arrives while the server shuts down: 503 with Retry-After. */
  shuttingDown: 'El servidor se está reiniciando. Vuelve a intentarlo en unos segundos.',
  /** Every file reader busy and its queue full: 503, to be retried. */
  readersBusy:
    'El servidor está ocupado leyendo otros archivos. Vuelve a intentarlo en unos segundos.',
} as const;
