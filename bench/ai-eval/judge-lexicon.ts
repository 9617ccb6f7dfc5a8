// What the question checker accepts as a named body or a legal term. Written for the judge alone
// (the engine has its own knowledge), so a generated blank is judged, not agreed with.

/** The kind of body a name is, by its longest known beginning (normalized, no article). */
const BODY_PREFIXES: [string, string][] = [
  ['tribunal de cuentas', 'control'],
  ['tribunal constitucional', 'tribunal'],
  ['consejo general del poder judicial', 'control'],
  ['consejo de estado', 'control'],
  ['consejo de ministros', 'gobierno'],
  ['consejo insular', 'local'],
  ['ministerio fiscal', 'control'],
  ['fiscal general', 'control'],
  ['defensor del pueblo', 'control'],
  ['presidente del gobierno', 'gobierno'],
  ['presidente del congreso', 'parlamento'],
  ['presidente del senado', 'parlamento'],
  ['presidente del tribunal', 'tribunal'],
  ['presidente de la camara', 'parlamento'],
  ['diputacion permanente', 'parlamento'],
  ['junta de gobierno local', 'local'],
  ['junta electoral', 'control'],
  ['comision mixta', 'parlamento'],
  ['comunidad autonoma', 'local'],
  ['comunidades autonomas', 'local'],
  ['teniente de alcalde', 'local'],
  ['tenientes de alcalde', 'local'],
  ['delegado del gobierno', 'gobierno'],
  ['boletin oficial', 'boletin'],
  ['administracion general del estado', 'administracion'],
  ['administraciones publicas', 'administracion'],
];

const BODY_HEADS: Record<string, string> = {
  tribunal: 'tribunal',
  tribunales: 'tribunal',
  audiencia: 'tribunal',
  juzgado: 'tribunal',
  juzgados: 'tribunal',
  sala: 'tribunal',
  congreso: 'parlamento',
  senado: 'parlamento',
  cortes: 'parlamento',
  parlamento: 'parlamento',
  asamblea: 'parlamento',
  asambleas: 'parlamento',
  comision: 'parlamento',
  mesa: 'parlamento',
  gobierno: 'gobierno',
  ministro: 'gobierno',
  ministros: 'gobierno',
  ministerio: 'gobierno',
  vicepresidente: 'gobierno',
  consejo: 'control',
  defensor: 'control',
  fiscal: 'control',
  fiscalia: 'control',
  rey: 'corona',
  reina: 'corona',
  corona: 'corona',
  regente: 'corona',
  regencia: 'corona',
  principe: 'corona',
  princesa: 'corona',
  ayuntamiento: 'local',
  ayuntamientos: 'local',
  alcalde: 'local',
  concejal: 'local',
  concejales: 'local',
  pleno: 'colegiado',
  diputacion: 'local',
  diputaciones: 'local',
  cabildo: 'local',
  municipio: 'local',
  municipios: 'local',
  agencia: 'administracion',
};

/** Bare words that name no body in particular ('la Cámara respectiva', 'el Estado'). */
const GENERIC = new Set([
  'camara',
  'camaras',
  'estado',
  'constitucion',
  'ley',
  'leyes',
  'administracion',
  'presidente',
  'nacion',
]);

/** The kind of body a normalized name (without article) is, or null when it names none. */
export function bodyKind(name: string): string | null {
  if (GENERIC.has(name)) return null;
  const prefix = BODY_PREFIXES.find(([p]) => name === p || name.startsWith(`${p} `));
  if (prefix) return prefix[1];
  return BODY_HEADS[name.split(' ')[0] ?? ''] ?? null;
}

/** Terms of Spanish public law a test asks about; the judge compares them normalized. */
export const LEGAL_TERMS: readonly string[] =
  `inviolabilidad; inmunidad; aforamiento; indemnidad; soberanía; soberanía nacional; potestad legislativa;
potestad reglamentaria; potestad sancionadora; mandato imperativo; mandato representativo; sufragio universal;
representación proporcional; circunscripción; legislatura; investidura; moción de censura; cuestión de confianza;
refrendo; sanción; promulgación; veto; enmienda; decreto-ley; decreto legislativo; ley orgánica; ley ordinaria;
ley de bases; texto refundido; texto articulado; reglamento; estatuto de autonomía; recurso de amparo;
recurso de inconstitucionalidad; cuestión de inconstitucionalidad; conflicto de competencia; habeas corpus;
silencio administrativo; caducidad; prescripción; nulidad; anulabilidad; lesividad; revisión de oficio;
recurso de alzada; alzada; recurso de reposición; reposición; recurso extraordinario de revisión;
acto administrativo; interés legítimo; desviación de poder; indefensión; notificación; publicación; convalidación;
derogación; delegación legislativa; subdelegación; prerrogativa de gracia; iniciativa legislativa;
iniciativa legislativa popular; referéndum; disolución; primogenitura; sucesión; jurisdicción; unidad jurisdiccional;
dependencia jerárquica; unidad de actuación; responsabilidad patrimonial; responsabilidad contable;
responsabilidad criminal; fiscalización; función fiscalizadora; función jurisdiccional; comisión de investigación;
estado de alarma; estado de excepción; estado de sitio; detención preventiva; funcionario de carrera;
funcionario interino; personal laboral; personal eventual; quórum; abstención; recusación; estimatorio;
desestimatorio; días hábiles; días naturales; hábiles; naturales; firme; expreso; presunto; indelegable;
hereditaria; bicameral; constructiva; vía administrativa; tramitación de urgencia; ampliación;
jurisdicción contencioso-administrativa; comunicación previa; declaración responsable; derecho de petición;
dominio público; servicio público; personalidad jurídica; autonomía; autogobierno; representación territorial;
libertad; seguridad; reunión; asociación; tutela judicial; amparo; igualdad; legalidad; imparcialidad;
inamovibles; independientes; equidad; buena fe; interés público; intereses generales; ley marco;
interpelación; estado de guerra; reclamación previa; derecho de reunión; derecho de asociación; derecho de huelga;
jerarquía; eficacia; sufragio censitario; sufragio restringido; sufragio indirecto; representación mayoritaria;
representación corporativa; potestad jurisdiccional; funcionarios de carrera; funcionarios interinos`
    .split(';')
    .map((t) => t.trim())
    .filter(Boolean);
