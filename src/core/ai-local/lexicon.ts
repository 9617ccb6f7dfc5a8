// What the local engine knows of Spanish public law: the institutions a text names (each with
// its kind and article, so a distractor is another body of the same kind that fits the same
// sentence) and the legal terms a test asks about, in families of terms that can stand in for
// each other. Compared through normalized text.
import { normalize } from './text';

/** 'm' el, 'f' la, 'mp' los, 'fp' las. */
export type Gender = 'm' | 'f' | 'mp' | 'fp';

export type BodyKind =
  | 'parlamento'
  | 'tribunal'
  | 'gobierno'
  | 'control'
  | 'corona'
  | 'territorial'
  | 'administracion'
  | 'boletin'
  | 'adjunto';

export interface Institution {
  name: string;
  kind: BodyKind;
  gender: Gender;
  /** A person in office ('Presidente del Congreso', 'Rey'), not a body: never offered for one. */
  office: boolean;
}

const OFFICE =
  /^(presidente|vicepresidente|ministros?|delegado|defensor|fiscal general|rey|regente|principe|alcalde|tenientes|concejales|adjunto)\b/;

const BODIES: [BodyKind, Gender, string][] = [
  ['parlamento', 'm', 'Congreso de los Diputados'],
  ['parlamento', 'm', 'Congreso'],
  ['parlamento', 'm', 'Senado'],
  ['parlamento', 'fp', 'Cortes Generales'],
  ['parlamento', 'f', 'Diputación Permanente'],
  ['parlamento', 'f', 'Mesa del Congreso'],
  ['parlamento', 'f', 'Mesa del Senado'],
  ['parlamento', 'f', 'Mesa'],
  ['parlamento', 'f', 'Comisión Mixta'],
  ['parlamento', 'm', 'Presidente del Congreso'],
  ['parlamento', 'm', 'Presidente del Senado'],
  ['parlamento', 'fp', 'Asambleas de las Comunidades Autónomas'],
  ['tribunal', 'm', 'Tribunal Supremo'],
  ['tribunal', 'm', 'Tribunal Constitucional'],
  ['tribunal', 'f', 'Audiencia Nacional'],
  ['tribunal', 'm', 'Tribunal Superior de Justicia'],
  ['tribunal', 'f', 'Sala de lo Penal del Tribunal Supremo'],
  ['tribunal', 'f', 'Sala de lo Penal de la Audiencia Nacional'],
  ['tribunal', 'f', 'Sala de lo Militar del Tribunal Supremo'],
  ['tribunal', 'f', 'Sala de lo Contencioso-administrativo del Tribunal Supremo'],
  ['gobierno', 'm', 'Gobierno'],
  ['gobierno', 'm', 'Consejo de Ministros'],
  ['gobierno', 'm', 'Presidente del Gobierno'],
  ['gobierno', 'm', 'Vicepresidente del Gobierno'],
  ['gobierno', 'mp', 'Ministros'],
  ['gobierno', 'm', 'Ministro de Justicia'],
  ['gobierno', 'm', 'Ministro del Interior'],
  ['gobierno', 'm', 'Delegado del Gobierno'],
  ['control', 'm', 'Defensor del Pueblo'],
  ['adjunto', 'm', 'Adjunto Primero'],
  ['adjunto', 'm', 'Adjunto Segundo'],
  ['control', 'm', 'Tribunal de Cuentas'],
  ['control', 'm', 'Consejo de Estado'],
  ['control', 'm', 'Consejo General del Poder Judicial'],
  ['control', 'm', 'Ministerio Fiscal'],
  ['control', 'm', 'Fiscal General del Estado'],
  ['control', 'f', 'Junta Electoral Central'],
  ['corona', 'm', 'Rey'],
  ['corona', 'f', 'Corona'],
  ['corona', 'm', 'Regente'],
  ['corona', 'f', 'Regencia'],
  ['corona', 'm', 'Príncipe heredero'],
  ['corona', 'f', 'Casa del Rey'],
  ['territorial', 'm', 'Ayuntamiento'],
  ['territorial', 'mp', 'Ayuntamientos'],
  ['territorial', 'm', 'Alcalde'],
  ['territorial', 'm', 'Pleno'],
  ['territorial', 'f', 'Junta de Gobierno Local'],
  ['territorial', 'mp', 'Tenientes de Alcalde'],
  ['territorial', 'mp', 'Concejales'],
  ['territorial', 'f', 'Diputación Provincial'],
  ['territorial', 'fp', 'Diputaciones'],
  ['territorial', 'm', 'Cabildo Insular'],
  ['territorial', 'f', 'Comunidad Autónoma'],
  ['territorial', 'fp', 'Comunidades Autónomas'],
  ['administracion', 'f', 'Administración General del Estado'],
  ['administracion', 'fp', 'Administraciones Públicas'],
  ['administracion', 'f', 'Administración'],
  ['boletin', 'm', 'Boletín Oficial del Estado'],
];

export const INSTITUTIONS: readonly Institution[] = BODIES.map(([kind, gender, name]) => ({
  kind,
  gender,
  name,
  office: OFFICE.test(normalize(name)),
}));

const BY_NAME = new Map(INSTITUTIONS.map((i) => [normalize(i.name), i]));

/** Names that mean the same institution: one is never the wrong option for the other. */
const SAME_MEANING = [
  ['cortes', 'cortes generales', 'camaras', 'parlamento'],
  ['congreso', 'congreso de los diputados'],
  ['rey', 'jefe del estado', 'monarca', 'corona'],
  ['gobierno', 'consejo de ministros'],
].map((group) => new Set(group));

export function institutionNamed(name: string): Institution | null {
  return BY_NAME.get(normalize(name.trim())) ?? null;
}

export function sameInstitution(a: string, b: string): boolean {
  const x = normalize(a);
  const y = normalize(b);
  return x === y || SAME_MEANING.some((g) => g.has(x) && g.has(y));
}

/** Families of legal terms that can stand in for each other in a question. */
const TERM_FAMILIES: string[][] = [
  ['inviolabilidad', 'inmunidad', 'aforamiento', 'indemnidad'],
  [
    'recurso de alzada',
    'recurso de reposición',
    'recurso extraordinario de revisión',
    'reclamación previa',
  ],
  [
    'recurso de amparo',
    'recurso de inconstitucionalidad',
    'cuestión de inconstitucionalidad',
    'conflicto de competencia',
  ],
  ['ley orgánica', 'ley ordinaria', 'decreto-ley', 'decreto legislativo', 'reglamento'],
  ['ley de bases', 'ley ordinaria', 'ley orgánica', 'ley marco'],
  ['estado de alarma', 'estado de excepción', 'estado de sitio', 'estado de guerra'],
  ['moción de censura', 'cuestión de confianza', 'investidura', 'interpelación'],
  ['nulidad', 'anulabilidad', 'caducidad', 'prescripción'],
  ['sanción', 'promulgación', 'refrendo', 'publicación'],
  ['funcionarios de carrera', 'funcionarios interinos', 'personal laboral', 'personal eventual'],
  ['legalidad', 'imparcialidad', 'jerarquía', 'eficacia'],
  [
    'potestad legislativa',
    'potestad reglamentaria',
    'potestad jurisdiccional',
    'potestad sancionadora',
  ],
  ['sufragio universal', 'sufragio censitario', 'sufragio restringido', 'sufragio indirecto'],
  [
    'representación proporcional',
    'representación mayoritaria',
    'representación territorial',
    'representación corporativa',
  ],
  ['derecho de petición', 'derecho de reunión', 'derecho de asociación', 'derecho de huelga'],
];

export interface LegalTerm {
  term: string;
  family: readonly string[];
}

const TERMS = new Map<string, LegalTerm>();
for (const family of TERM_FAMILIES)
  for (const term of family)
    if (!TERMS.has(normalize(term))) TERMS.set(normalize(term), { term, family });

/** The known legal terms, longest first (so 'recurso de alzada' wins over 'alzada'). */
export const LEGAL_TERM_LIST: readonly LegalTerm[] = [...TERMS.values()].sort(
  (a, b) => b.term.length - a.term.length,
);

export function legalTerm(text: string): LegalTerm | null {
  return TERMS.get(normalize(text.trim())) ?? null;
}
