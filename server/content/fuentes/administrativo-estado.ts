import type { FuenteCitable } from './types';

/** What this process's bank cites beyond FUENTES_COMUNES. */
export const fuentes: readonly FuenteCitable[] = [
  // Leyes y normas
  {
    id: 'Ley 29/1998',
    nombre: 'Ley 29/1998, de 13 de julio, reguladora de la Jurisdicción Contencioso-administrativa',
    tipo: 'ley',
  },
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
    id: 'RDL 4/2000',
    nombre:
      'Real Decreto Legislativo 4/2000, de 23 de junio, por el que se aprueba el texto refundido de la Ley sobre Seguridad Social de los Funcionarios Civiles del Estado',
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
    id: 'RDL 8/2015',
    nombre:
      'Real Decreto Legislativo 8/2015, de 30 de octubre, por el que se aprueba el texto refundido de la Ley General de la Seguridad Social',
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
    id: 'RD 951/2005',
    nombre:
      'Real Decreto 951/2005, de 29 de julio, por el que se establece el marco general para la mejora de la calidad en la Administración General del Estado',
    tipo: 'ley',
  },
  {
    id: 'RD 208/1996',
    nombre:
      'Real Decreto 208/1996, de 9 de febrero, por el que se regulan los servicios de información administrativa y atención al ciudadano',
    tipo: 'ley',
  },
  {
    id: 'RD 1708/2011',
    nombre:
      'Real Decreto 1708/2011, de 18 de noviembre, por el que se establece el Sistema Español de Archivos y se regula el Sistema de Archivos de la Administración General del Estado y de sus Organismos Públicos y su régimen de acceso',
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
    id: 'Ley 37/2007',
    nombre:
      'Ley 37/2007, de 16 de noviembre, sobre reutilización de la información del sector público',
    tipo: 'ley',
  },
  {
    id: 'Ley 8/1994',
    nombre:
      'Ley 8/1994, de 19 de mayo, por la que se regula la Comisión Mixta para la Unión Europea',
    tipo: 'ley',
  },
  {
    id: 'LO 4/2001',
    nombre: 'Ley Orgánica 4/2001, de 12 de noviembre, reguladora del Derecho de Petición',
    tipo: 'ley',
  },
  {
    id: 'RD 366/2007',
    nombre:
      'Real Decreto 366/2007, de 16 de marzo, por el que se establecen las condiciones de accesibilidad y no discriminación de las personas con discapacidad en sus relaciones con la Administración General del Estado',
    tipo: 'ley',
  },
  {
    id: 'Ley 27/2007',
    nombre:
      'Ley 27/2007, de 23 de octubre, por la que se reconocen las lenguas de signos españolas y se regulan los medios de apoyo a la comunicación oral de las personas sordas, con discapacidad auditiva y sordociegas',
    tipo: 'ley',
  },
  {
    id: 'Ley 16/1985',
    nombre: 'Ley 16/1985, de 25 de junio, del Patrimonio Histórico Español',
    tipo: 'ley',
  },
  {
    id: 'RD 203/2021',
    nombre:
      'Real Decreto 203/2021, de 30 de marzo, por el que se aprueba el Reglamento de actuación y funcionamiento del sector público por medios electrónicos',
    tipo: 'ley',
  },
  {
    id: 'Ley 17/2009',
    nombre:
      'Ley 17/2009, de 23 de noviembre, sobre el libre acceso a las actividades de servicios y su ejercicio',
    tipo: 'ley',
  },
  {
    id: 'LO 2/2024',
    nombre:
      'Ley Orgánica 2/2024, de 1 de agosto, de representación paritaria y presencia equilibrada de mujeres y hombres',
    tipo: 'ley',
  },
  {
    id: 'RD-ley 6/2023',
    nombre:
      'Real Decreto-ley 6/2023, de 19 de diciembre, por el que se aprueban medidas urgentes para la ejecución del Plan de Recuperación, Transformación y Resiliencia en materia de servicio público de justicia, función pública, régimen local y mecenazgo',
    tipo: 'ley',
  },
  {
    id: 'RD 364/1995',
    nombre:
      'Real Decreto 364/1995, de 10 de marzo, por el que se aprueba el Reglamento General de Ingreso del Personal al servicio de la Administración General del Estado y de Provisión de Puestos de Trabajo y Promoción Profesional de los Funcionarios Civiles de la Administración General del Estado',
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
    id: 'Agenda 2030',
    nombre:
      'Resolución 70/1 de la Asamblea General de las Naciones Unidas, Transformar nuestro mundo: la Agenda 2030 para el Desarrollo Sostenible (2015)',
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
    id: 'Windows 11',
    nombre:
      'Microsoft Windows 11: ayuda y documentación oficial de Microsoft (support.microsoft.com)',
    tipo: 'obra',
  },
  {
    id: 'Word para Microsoft 365',
    nombre:
      'Microsoft Word para Microsoft 365, versión de escritorio: ayuda oficial de Microsoft (support.microsoft.com)',
    tipo: 'obra',
  },
  {
    id: 'Excel para Microsoft 365',
    nombre:
      'Microsoft Excel para Microsoft 365, versión de escritorio: ayuda oficial de Microsoft (support.microsoft.com)',
    tipo: 'obra',
  },
  {
    id: 'Access para Microsoft 365',
    nombre:
      'Microsoft Access para Microsoft 365, versión de escritorio: ayuda oficial de Microsoft (support.microsoft.com)',
    tipo: 'obra',
  },
  {
    id: 'Outlook para Microsoft 365',
    nombre:
      'Microsoft Outlook para Microsoft 365, versión de escritorio: ayuda oficial de Microsoft (support.microsoft.com)',
    tipo: 'obra',
  },
  {
    id: 'Prieto, Introducción a la Informática',
    nombre:
      'Prieto Espinosa, A., Lloris Ruiz, A. y Torres Cantero, J. C., Introducción a la Informática, 4.ª ed., McGraw-Hill, Madrid, 2006',
    tipo: 'obra',
  },
  {
    id: 'IEC 80000-13',
    nombre:
      'Norma IEC 80000-13:2008, Magnitudes y unidades. Parte 13: Ciencia y tecnología de la información',
    tipo: 'obra',
  },
  {
    id: 'Glosario de ciberseguridad del INCIBE',
    nombre:
      'Instituto Nacional de Ciberseguridad (INCIBE), Glosario de términos de ciberseguridad: una guía de aproximación para el empresario',
    tipo: 'obra',
  },
  { id: 'RFC 2235', nombre: "IETF, RFC 2235, Hobbes' Internet Timeline, 1997", tipo: 'obra' },
  {
    id: 'RFC 3986',
    nombre: 'IETF, RFC 3986, Uniform Resource Identifier (URI): Generic Syntax, 2005',
    tipo: 'obra',
  },
  { id: 'RFC 959', nombre: 'IETF, RFC 959, File Transfer Protocol (FTP), 1985', tipo: 'obra' },
  { id: 'RFC 5321', nombre: 'IETF, RFC 5321, Simple Mail Transfer Protocol, 2008', tipo: 'obra' },
  { id: 'RFC 5322', nombre: 'IETF, RFC 5322, Internet Message Format, 2008', tipo: 'obra' },
  {
    id: 'RFC 1939',
    nombre: 'IETF, RFC 1939, Post Office Protocol - Version 3, 1996',
    tipo: 'obra',
  },
  {
    id: 'RFC 9051',
    nombre: 'IETF, RFC 9051, Internet Message Access Protocol (IMAP) - Version 4rev2, 2021',
    tipo: 'obra',
  },
  { id: 'RFC 6265', nombre: 'IETF, RFC 6265, HTTP State Management Mechanism, 2011', tipo: 'obra' },
  {
    id: 'Microsoft Edge',
    nombre: 'Microsoft Edge: ayuda y documentación oficial de Microsoft (support.microsoft.com)',
    tipo: 'obra',
  },
];
