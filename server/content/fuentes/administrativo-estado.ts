import type { FuenteCitable } from './types';

/** What this process's bank cites beyond FUENTES_COMUNES. */
export const fuentes: readonly FuenteCitable[] = [
  // Leyes y normas
  { id: 'Ley 29/1998', nombre: 'Ley 29/1998, de 13 de julio, reguladora de la Jurisdicción Contencioso-administrativa', tipo: 'ley' },
  { id: 'Ley 30/1984', nombre: 'Ley 30/1984, de 2 de agosto, de medidas para la reforma de la Función Pública', tipo: 'ley' },
  { id: 'RD 33/1986', nombre: 'Real Decreto 33/1986, de 10 de enero, por el que se aprueba el Reglamento de Régimen Disciplinario de los Funcionarios de la Administración del Estado', tipo: 'ley' },
  { id: 'RD-ley 13/2010', nombre: 'Real Decreto-ley 13/2010, de 3 de diciembre, de actuaciones en el ámbito fiscal, laboral y liberalizadoras para fomentar la inversión y la creación de empleo', tipo: 'ley' },
  { id: 'RDL 4/2000', nombre: 'Real Decreto Legislativo 4/2000, de 23 de junio, por el que se aprueba el texto refundido de la Ley sobre Seguridad Social de los Funcionarios Civiles del Estado', tipo: 'ley' },
  { id: 'RD 951/2005', nombre: 'Real Decreto 951/2005, de 29 de julio, por el que se establece el marco general para la mejora de la calidad en la Administración General del Estado', tipo: 'ley' },
  { id: 'RD 208/1996', nombre: 'Real Decreto 208/1996, de 9 de febrero, por el que se regulan los servicios de información administrativa y atención al ciudadano', tipo: 'ley' },
  { id: 'RD 1708/2011', nombre: 'Real Decreto 1708/2011, de 18 de noviembre, por el que se establece el Sistema Español de Archivos y se regula el Sistema de Archivos de la Administración General del Estado y de sus Organismos Públicos y su régimen de acceso', tipo: 'ley' },
  { id: 'Decreto 914/1969', nombre: 'Decreto 914/1969, de 8 de mayo, de creación del Archivo General de la Administración Civil', tipo: 'ley' },
  { id: 'Tratado de Adhesión de 1985', nombre: 'Tratado de adhesión del Reino de España y de la República Portuguesa a la Comunidad Económica Europea y a la Comunidad Europea de la Energía Atómica, firmado en Lisboa y Madrid el 12 de junio de 1985', tipo: 'ley' },
  { id: 'LO 3/2014', nombre: 'Ley Orgánica 3/2014, de 18 de junio, por la que se hace efectiva la abdicación de Su Majestad el Rey Don Juan Carlos I de Borbón', tipo: 'ley' },
  { id: 'Ley 37/2007', nombre: 'Ley 37/2007, de 16 de noviembre, sobre reutilización de la información del sector público', tipo: 'ley' },
  { id: 'Ley 8/1994', nombre: 'Ley 8/1994, de 19 de mayo, por la que se regula la Comisión Mixta para la Unión Europea', tipo: 'ley' },
  { id: 'LO 4/2001', nombre: 'Ley Orgánica 4/2001, de 12 de noviembre, reguladora del Derecho de Petición', tipo: 'ley' },
  { id: 'RDL 1/2013', nombre: 'Real Decreto Legislativo 1/2013, de 29 de noviembre, por el que se aprueba el Texto Refundido de la Ley General de derechos de las personas con discapacidad y de su inclusión social', tipo: 'ley' },
  { id: 'RD 366/2007', nombre: 'Real Decreto 366/2007, de 16 de marzo, por el que se establecen las condiciones de accesibilidad y no discriminación de las personas con discapacidad en sus relaciones con la Administración General del Estado', tipo: 'ley' },
  { id: 'Ley 27/2007', nombre: 'Ley 27/2007, de 23 de octubre, por la que se reconocen las lenguas de signos españolas y se regulan los medios de apoyo a la comunicación oral de las personas sordas, con discapacidad auditiva y sordociegas', tipo: 'ley' },
  { id: 'Ley 16/1985', nombre: 'Ley 16/1985, de 25 de junio, del Patrimonio Histórico Español', tipo: 'ley' },
  { id: 'RD 203/2021', nombre: 'Real Decreto 203/2021, de 30 de marzo, por el que se aprueba el Reglamento de actuación y funcionamiento del sector público por medios electrónicos', tipo: 'ley' },
  { id: 'Ley 17/2009', nombre: 'Ley 17/2009, de 23 de noviembre, sobre el libre acceso a las actividades de servicios y su ejercicio', tipo: 'ley' },
  { id: 'Ley 4/2023', nombre: 'Ley 4/2023, de 28 de febrero, para la igualdad real y efectiva de las personas trans y para la garantía de los derechos de las personas LGTBI', tipo: 'ley' },
  { id: 'Ley 39/2006', nombre: 'Ley 39/2006, de 14 de diciembre, de Promoción de la Autonomía Personal y Atención a las personas en situación de dependencia', tipo: 'ley' },
  { id: 'LO 2/2024', nombre: 'Ley Orgánica 2/2024, de 1 de agosto, de representación paritaria y presencia equilibrada de mujeres y hombres', tipo: 'ley' },
  { id: 'RD-ley 6/2023', nombre: 'Real Decreto-ley 6/2023, de 19 de diciembre, por el que se aprueban medidas urgentes para la ejecución del Plan de Recuperación, Transformación y Resiliencia en materia de servicio público de justicia, función pública, régimen local y mecenazgo', tipo: 'ley' },
  { id: 'RD 364/1995', nombre: 'Real Decreto 364/1995, de 10 de marzo, por el que se aprueba el Reglamento General de Ingreso del Personal al servicio de la Administración General del Estado y de Provisión de Puestos de Trabajo y Promoción Profesional de los Funcionarios Civiles de la Administración General del Estado', tipo: 'ley' },
  { id: 'RD 365/1995', nombre: 'Real Decreto 365/1995, de 10 de marzo, por el que se aprueba el Reglamento de Situaciones Administrativas de los Funcionarios Civiles de la Administración General del Estado', tipo: 'ley' },
  // Obras
  { id: 'Sinopsis de la Constitución', nombre: 'Constitución Española: sinopsis y comentarios del Congreso de los Diputados (app.congreso.es/consti)', tipo: 'obra' },
  { id: 'Agenda 2030', nombre: 'Resolución 70/1 de la Asamblea General de las Naciones Unidas, de 25 de septiembre de 2015, «Transformar nuestro mundo: la Agenda 2030 para el Desarrollo Sostenible»', tipo: 'obra' },
  { id: 'Declaración de Gobierno Abierto', nombre: 'Declaración de Gobierno Abierto de la Alianza para el Gobierno Abierto (Open Government Partnership), septiembre de 2011', tipo: 'obra' },
  { id: 'Memorando sobre transparencia y gobierno abierto', nombre: 'Memorando de la Presidencia de los Estados Unidos sobre transparencia y gobierno abierto (Memorandum on Transparency and Open Government), de 21 de enero de 2009', tipo: 'obra' },
  { id: 'Estrategia de Desarrollo Sostenible 2030', nombre: 'Estrategia de Desarrollo Sostenible 2030 del Gobierno de España, aprobada por el Consejo de Ministros en junio de 2021', tipo: 'obra' },
  { id: 'Diccionario de Terminología Archivística', nombre: 'Diccionario de Terminología Archivística, Subdirección General de los Archivos Estatales, Ministerio de Cultura (2.ª ed., 1995)', tipo: 'obra' },
];
