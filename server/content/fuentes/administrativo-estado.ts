import type { FuenteCitable } from './types';

/** What this process's bank cites beyond FUENTES_COMUNES. */
export const fuentes: readonly FuenteCitable[] = [
  // Leyes y normas
  {
    id: 'Ley 30/1984',
    nombre: 'Ley 30/1984, de 2 de agosto, de medidas para la reforma de la Función Pública',
    tipo: 'ley',
  },
  {
    id: 'RD 33/1986',
    nombre:
      'Real Decreto 33/1986, de 10 de enero, por el que se aprueba el Reglamento de Régimen Disciplinario de los Funcionarios de la Administración del Estado',
    tipo: 'ley',
  },
  {
    id: 'RD-ley 13/2010',
    nombre:
      'Real Decreto-ley 13/2010, de 3 de diciembre, de actuaciones en el ámbito fiscal, laboral y liberalizadoras para fomentar la inversión y la creación de empleo',
    tipo: 'ley',
  },
  {
    id: 'RDL 670/1987',
    nombre:
      'Real Decreto Legislativo 670/1987, de 30 de abril, por el que se aprueba el texto refundido de Ley de Clases Pasivas del Estado',
    tipo: 'ley',
  },
  {
    id: 'IV CUAGE',
    nombre:
      'IV Convenio colectivo único para el personal laboral de la Administración General del Estado (Resolución de 13 de mayo de 2019, de la Dirección General de Trabajo, por la que se registra y publica)',
    tipo: 'ley',
  },
  {
    id: 'LO 2/2012',
    nombre:
      'Ley Orgánica 2/2012, de 27 de abril, de Estabilidad Presupuestaria y Sostenibilidad Financiera',
    tipo: 'ley',
  },
  {
    id: 'Ley 33/1987',
    nombre: 'Ley 33/1987, de 23 de diciembre, de Presupuestos Generales del Estado para 1988',
    tipo: 'ley',
  },
  {
    id: 'RD 462/2002',
    nombre: 'Real Decreto 462/2002, de 24 de mayo, sobre indemnizaciones por razón del servicio',
    tipo: 'ley',
  },
  {
    id: 'RD 725/1989',
    nombre: 'Real Decreto 725/1989, de 16 de junio, sobre anticipos de Caja fija',
    tipo: 'ley',
  },
  {
    id: 'Decreto 914/1969',
    nombre:
      'Decreto 914/1969, de 8 de mayo, de creación del Archivo General de la Administración Civil',
    tipo: 'ley',
  },
  {
    id: 'Tratado de Adhesión de 1985',
    nombre:
      'Tratado de adhesión del Reino de España y de la República Portuguesa a la Comunidad Económica Europea y a la Comunidad Europea de la Energía Atómica, firmado en Lisboa y Madrid el 12 de junio de 1985',
    tipo: 'ley',
  },
  {
    id: 'LO 3/2014',
    nombre:
      'Ley Orgánica 3/2014, de 18 de junio, por la que se hace efectiva la abdicación de Su Majestad el Rey Don Juan Carlos I de Borbón',
    tipo: 'ley',
  },
  {
    id: 'Ley 8/1994',
    nombre:
      'Ley 8/1994, de 19 de mayo, por la que se regula la Comisión Mixta para la Unión Europea',
    tipo: 'ley',
  },
  {
    id: 'RD 366/2007',
    nombre:
      'Real Decreto 366/2007, de 16 de marzo, por el que se establecen las condiciones de accesibilidad y no discriminación de las personas con discapacidad en sus relaciones con la Administración General del Estado',
    tipo: 'ley',
  },
  {
    id: 'Ley 17/2009',
    nombre:
      'Ley 17/2009, de 23 de noviembre, sobre el libre acceso a las actividades de servicios y su ejercicio',
    tipo: 'ley',
  },
  {
    id: 'RD-ley 6/2023',
    nombre:
      'Real Decreto-ley 6/2023, de 19 de diciembre, por el que se aprueban medidas urgentes para la ejecución del Plan de Recuperación, Transformación y Resiliencia en materia de servicio público de justicia, función pública, régimen local y mecenazgo',
    tipo: 'ley',
  },
  {
    id: 'RD 365/1995',
    nombre:
      'Real Decreto 365/1995, de 10 de marzo, por el que se aprueba el Reglamento de Situaciones Administrativas de los Funcionarios Civiles de la Administración General del Estado',
    tipo: 'ley',
  },
  // Obras
  {
    id: 'Sinopsis de la Constitución',
    nombre:
      'Constitución Española: sinopsis y comentarios del Congreso de los Diputados (app.congreso.es/consti)',
    tipo: 'obra',
  },
  {
    id: 'Declaración de Gobierno Abierto',
    nombre:
      'Declaración de Gobierno Abierto de la Alianza para el Gobierno Abierto (Open Government Partnership), septiembre de 2011',
    tipo: 'obra',
  },
  {
    id: 'Memorando sobre transparencia y gobierno abierto',
    nombre:
      'Memorando de la Presidencia de los Estados Unidos sobre transparencia y gobierno abierto (Memorandum on Transparency and Open Government), de 21 de enero de 2009',
    tipo: 'obra',
  },
  {
    id: 'Estrategia de Desarrollo Sostenible 2030',
    nombre:
      'Estrategia de Desarrollo Sostenible 2030 del Gobierno de España, aprobada por el Consejo de Ministros en junio de 2021',
    tipo: 'obra',
  },
  {
    id: 'Clasificación económica de los PGE',
    nombre:
      'Ministerio de Hacienda, Dirección General de Presupuestos: códigos que definen la clasificación económica de los gastos y de los ingresos de los Presupuestos Generales del Estado',
    tipo: 'obra',
  },
  {
    id: 'Documentos contables de la AGE',
    nombre:
      'Orden del Ministerio de Economía y Hacienda de 1 de febrero de 1996 por la que se aprueban los documentos contables a utilizar por la Administración General del Estado',
    tipo: 'obra',
  },
  {
    id: 'Diccionario de Terminología Archivística',
    nombre:
      'Diccionario de Terminología Archivística, Subdirección General de los Archivos Estatales, Ministerio de Cultura (2.ª ed., 1995)',
    tipo: 'obra',
  },
  // Ofimática, informática e Internet (mismos id y nombres que el fichero del Auxiliar; los de fuentes comunes no se repiten)
  {
    id: 'Microsoft Edge',
    nombre: 'Microsoft Edge: ayuda y documentación oficial de Microsoft (support.microsoft.com)',
    tipo: 'obra',
  },
];
