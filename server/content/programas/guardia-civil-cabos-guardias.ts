import type { Programa, TemaPrograma } from './types';
import { temaName } from './types';

// The call is the latest one published in the BOE (Resolución 160/38243/2026, de 5 de mayo, de la
// Dirección General de la Guardia Civil). Its bases do not reproduce the syllabus: the knowledge
// test draws on the temario of the Resolución de 26 de junio de 2019 of the same Dirección General,
// as amended by the Resolución de 3 de octubre de 2022, which is published by the Guardia Civil and
// not in the BOE. The 23 temas below follow that temario (the 2022 amendment added temas 19 to 23);
// each title lists what the tema covers. Ortografía, gramática and inglés are separate tests of the
// same written exam and have no number.

const JURIDICAS = 'Ciencias Jurídicas';
const SOCIOCULTURALES = 'Materias Socio-culturales';
const TECNICAS = 'Materias Técnico-científicas';
const LENGUA = 'Lengua española';
const INGLES = 'Lengua inglesa';

function tema(numero: number, seccion: string, corto: string, titulo: string): TemaPrograma {
  return { numero, seccion, tema: temaName(numero, corto), titulo };
}

export const programa: Programa = {
  slug: 'guardia-civil-cabos-guardias',
  convocatoria: {
    boe: 'BOE-A-2026-9982',
    fecha: '2026-05-08',
    titulo:
      'Resolución 160/38243/2026, de 5 de mayo, de la Dirección General de la Guardia Civil, por la que se convocan pruebas selectivas para el ingreso en los centros docentes de formación para la incorporación a la Escala de Cabos y Guardias',
  },
  temas: [
    tema(
      1,
      JURIDICAS,
      'Derechos Humanos',
      'Derechos Humanos: la Carta de las Naciones Unidas y sus órganos; la Declaración Universal de Derechos Humanos; el Convenio Europeo para la Protección de los Derechos Humanos y el Tribunal Europeo de Derechos Humanos; la Carta Social Europea; los Pactos Internacionales de Derechos Civiles y Políticos y de Derechos Económicos, Sociales y Culturales; el Consejo de Derechos Humanos; la Convención contra la Tortura y su Protocolo Facultativo; la Carta de los Derechos Fundamentales de la Unión Europea; el Estatuto de Roma de la Corte Penal Internacional y la Ley Orgánica 18/2003, de cooperación con ella.',
    ),
    tema(
      2,
      JURIDICAS,
      'Igualdad efectiva de mujeres y hombres',
      'Igualdad efectiva de mujeres y hombres: Ley Orgánica 3/2007, de 22 de marzo. El principio de igualdad y la tutela contra la discriminación; políticas públicas para la igualdad; igualdad en los medios de comunicación, en el trabajo y en el empleo público; acceso a bienes y servicios; disposiciones organizativas.',
    ),
    tema(
      3,
      JURIDICAS,
      'Prevención de riesgos laborales',
      'Prevención de riesgos laborales: Ley 31/1995, de 8 de noviembre (objeto, definiciones, política de prevención, derechos y obligaciones, consulta y participación, responsabilidades); su adaptación a la Administración General del Estado y la prevención de riesgos laborales en la Guardia Civil (Real Decreto 179/2005).',
    ),
    tema(
      4,
      JURIDICAS,
      'Derecho Constitucional',
      'Derecho Constitucional: la Constitución Española de 1978 (estructura, derechos y deberes fundamentales y su garantía y suspensión, la Corona, las Cortes Generales, el Gobierno, el Poder Judicial, la organización territorial, el Tribunal Constitucional y la reforma); el Defensor del Pueblo (Ley Orgánica 3/1981); la protección del honor, la intimidad y la propia imagen (Ley Orgánica 1/1982).',
    ),
    tema(
      5,
      JURIDICAS,
      'Derecho de la Unión Europea',
      'Derecho de la Unión Europea: el Tratado de la Unión Europea y el Tratado de Funcionamiento de la Unión Europea. Principios, ciudadanía y libertades; las instituciones; el espacio de libertad, seguridad y justicia; la acción exterior y la política común de seguridad y defensa; los actos jurídicos de la Unión.',
    ),
    tema(
      6,
      JURIDICAS,
      'Instituciones internacionales',
      'Instituciones internacionales: la Organización de las Naciones Unidas, el Consejo de Europa, la Unión Europea, la Organización del Tratado del Atlántico Norte, la OSCE, INTERPOL, Europol, Eurojust, Frontex, CEPOL y otros organismos internacionales.',
    ),
    tema(
      7,
      JURIDICAS,
      'Derecho Civil',
      'Derecho Civil: el Código Civil. Título preliminar (las normas jurídicas, su aplicación y eficacia); Libro I, de las personas (personalidad, nacionalidad, vecindad civil, domicilio, matrimonio, filiación, patria potestad, emancipación, ausencia y Registro Civil).',
    ),
    tema(
      8,
      JURIDICAS,
      'Derecho Penal',
      'Derecho Penal: el Código Penal. Garantías penales y aplicación de la ley penal; la infracción penal; las personas criminalmente responsables; las penas y las medidas de seguridad; la responsabilidad civil y la extinción de la responsabilidad criminal. Homicidio, lesiones, delitos contra la libertad, torturas, trata de seres humanos, delitos contra la libertad sexual y las relaciones familiares, contra la Administración Pública y contra la Constitución.',
    ),
    tema(
      9,
      JURIDICAS,
      'Derecho Procesal Penal',
      'Derecho Procesal Penal: la Ley de Enjuiciamiento Criminal (competencia, acciones, denuncia y querella, la Policía Judicial, la comprobación del delito, la detención y la prisión provisional, la entrada y registro); el procedimiento de «Habeas Corpus»; la organización de los tribunales penales y el Ministerio Fiscal; la Policía Judicial (Real Decreto 769/1987); el Estatuto de la víctima del delito (Ley 4/2015).',
    ),
    tema(
      10,
      JURIDICAS,
      'Derecho Administrativo',
      'Derecho Administrativo: la Ley 39/2015, del Procedimiento Administrativo Común de las Administraciones Públicas (interesados, actividad de las Administraciones, actos administrativos, procedimiento, revisión y recursos, iniciativa legislativa y potestad reglamentaria) y la Ley 40/2015, de Régimen Jurídico del Sector Público (principios, órganos, Administración General del Estado y relaciones interadministrativas).',
    ),
    tema(
      11,
      JURIDICAS,
      'Protección de datos',
      'Protección de datos: el Reglamento (UE) 2016/679 y la Ley Orgánica 3/2018, de Protección de Datos Personales y garantía de los derechos digitales; el tratamiento de datos para fines penales (Ley Orgánica 7/2021).',
    ),
    tema(
      12,
      JURIDICAS,
      'Extranjería e inmigración',
      'Extranjería e inmigración: Ley Orgánica 4/2000, sobre derechos y libertades de los extranjeros en España y su integración social (derechos, entrada, situaciones, infracciones y sanciones, expulsión y devolución); entrada y residencia de los ciudadanos de la Unión Europea (Real Decreto 240/2007); protección internacional.',
    ),
    tema(
      13,
      JURIDICAS,
      'Seguridad pública y seguridad privada',
      'Seguridad pública y seguridad privada: Ley Orgánica 4/2015, de protección de la seguridad ciudadana (disposiciones generales, documentación e identificación, actuaciones para el mantenimiento de la seguridad, potestades especiales de policía administrativa, régimen sancionador); Ley 5/2014, de Seguridad Privada.',
    ),
    tema(
      14,
      JURIDICAS,
      'Ministerio del Interior y Ministerio de Defensa',
      'Ministerio del Interior y Ministerio de Defensa: estructura orgánica básica y competencias; la Secretaría de Estado de Seguridad; la Defensa Nacional y las Fuerzas Armadas (Ley Orgánica 5/2005).',
    ),
    tema(
      15,
      JURIDICAS,
      'Fuerzas y Cuerpos de Seguridad. Guardia Civil',
      'Fuerzas y Cuerpos de Seguridad: Ley Orgánica 2/1986 (principios básicos de actuación, funciones y distribución de competencias). La Guardia Civil: naturaleza, historia y organización; régimen de personal (Ley 29/2014); derechos y deberes (Ley Orgánica 11/2007) y régimen disciplinario (Ley Orgánica 12/2007).',
    ),
    tema(
      16,
      SOCIOCULTURALES,
      'Protección civil. Desarrollo sostenible y eficiencia energética',
      'Protección civil: Ley 17/2015, del Sistema Nacional de Protección Civil. Desarrollo sostenible y medio ambiente: el patrimonio natural y la biodiversidad (Ley 42/2007), el cambio climático y la Agenda 2030. Eficiencia energética.',
    ),
    tema(
      17,
      TECNICAS,
      'Tecnologías de la información y la comunicación',
      'Tecnologías de la información y la comunicación: conceptos básicos de informática, redes e Internet; telecomunicaciones; identificación y firma electrónica y servicios electrónicos de confianza; seguridad de la información y ciberseguridad; los Esquemas Nacionales de Seguridad e Interoperabilidad.',
    ),
    tema(
      18,
      TECNICAS,
      'Topografía',
      'Topografía: elementos geográficos y sistemas de coordenadas; unidades de medida y escalas; orientación; representación del terreno (planimetría y altimetría, curvas de nivel); el mapa topográfico.',
    ),
    tema(
      19,
      JURIDICAS,
      'Deontología profesional',
      'Deontología profesional: códigos éticos de los funcionarios encargados de hacer cumplir la ley (Naciones Unidas y Consejo de Europa) y los Principios Básicos sobre el Empleo de la Fuerza y de Armas de Fuego; el Código de Conducta del personal de la Guardia Civil (Real Decreto 176/2022).',
    ),
    tema(
      20,
      JURIDICAS,
      'Responsabilidad penal de los menores',
      'Responsabilidad penal de los menores: Ley Orgánica 5/2000, de 12 de enero (ámbito, medidas, procedimiento, ejecución y actuación policial con menores).',
    ),
    tema(
      21,
      JURIDICAS,
      'Protección integral contra la violencia de género',
      'Protección integral contra la violencia de género: Ley Orgánica 1/2004, de 28 de diciembre (objeto y principios, medidas de sensibilización, derechos de las mujeres víctimas, tutela institucional, penal y judicial).',
    ),
    tema(
      22,
      JURIDICAS,
      'Armas y explosivos',
      'Armas y explosivos: el Reglamento de Armas (Real Decreto 137/1993) y el Reglamento de Explosivos (Real Decreto 130/2017).',
    ),
    tema(
      23,
      JURIDICAS,
      'Derecho fiscal',
      'Derecho fiscal: la represión del contrabando (Ley Orgánica 12/1995 y Real Decreto 1649/1998) y el Código Aduanero de la Unión (Reglamento (UE) n.º 952/2013).',
    ),
    {
      numero: null,
      seccion: LENGUA,
      tema: 'Ortografía',
      titulo:
        'Prueba de ortografía: identificar las palabras con falta de ortografía en frases de la lengua española oficial del Estado, según las normas de la Real Academia Española.',
    },
    {
      numero: null,
      seccion: LENGUA,
      tema: 'Gramática',
      titulo:
        'Prueba de gramática: distinguir las expresiones correctas de las incorrectas desde el punto de vista morfológico y sintáctico (conjugación, preposiciones y conjunciones, pronombres, concordancia, orden de las palabras, leísmo, laísmo y loísmo), según las normas de la Real Academia Española.',
    },
    {
      numero: null,
      seccion: INGLES,
      tema: 'Inglés',
      titulo:
        'Prueba de lengua inglesa: gramática y vocabulario de nivel de Educación Secundaria y Bachillerato.',
    },
  ],
  psicotecnicos: [],
};
