import type { FuenteCitable } from './types';

/** What this process's bank cites beyond FUENTES_COMUNES. */
export const fuentes: readonly FuenteCitable[] = [
  // Laws
  {
    id: 'Ley 29/1998',
    nombre: 'Ley 29/1998, de 13 de julio, reguladora de la Jurisdicción Contencioso-administrativa',
    tipo: 'ley',
  },
  {
    id: 'Ley 37/2007',
    nombre:
      'Ley 37/2007, de 16 de noviembre, sobre reutilización de la información del sector público',
    tipo: 'ley',
  },
  {
    id: 'LO 2/2024',
    nombre:
      'Ley Orgánica 2/2024, de 1 de agosto, de representación paritaria y presencia equilibrada de mujeres y hombres',
    tipo: 'ley',
  },
  {
    id: 'LO 4/2001',
    nombre: 'Ley Orgánica 4/2001, de 12 de noviembre, reguladora del Derecho de Petición',
    tipo: 'ley',
  },
  {
    id: 'RD 208/1996',
    nombre:
      'Real Decreto 208/1996, de 9 de febrero, por el que se regulan los servicios de información administrativa y atención al ciudadano',
    tipo: 'ley',
  },
  {
    id: 'RD 951/2005',
    nombre:
      'Real Decreto 951/2005, de 29 de julio, por el que se establece el marco general para la mejora de la calidad en la Administración General del Estado',
    tipo: 'ley',
  },
  {
    id: 'RD 203/2021',
    nombre:
      'Real Decreto 203/2021, de 30 de marzo, por el que se aprueba el Reglamento de actuación y funcionamiento del sector público por medios electrónicos',
    tipo: 'ley',
  },
  {
    id: 'RD 364/1995',
    nombre:
      'Real Decreto 364/1995, de 10 de marzo, por el que se aprueba el Reglamento General de Ingreso del Personal al servicio de la Administración General del Estado y de Provisión de Puestos de Trabajo y Promoción Profesional de los Funcionarios Civiles de la Administración General del Estado',
    tipo: 'ley',
  },
  {
    id: 'RD 1708/2011',
    nombre:
      'Real Decreto 1708/2011, de 18 de noviembre, por el que se establece el Sistema Español de Archivos y se regula el Sistema de Archivos de la Administración General del Estado y de sus Organismos Públicos y su régimen de acceso',
    tipo: 'ley',
  },
  {
    id: 'Ley 16/1985',
    nombre: 'Ley 16/1985, de 25 de junio, del Patrimonio Histórico Español',
    tipo: 'ley',
  },
  {
    id: 'RDL 4/2000',
    nombre:
      'Real Decreto Legislativo 4/2000, de 23 de junio, por el que se aprueba el texto refundido de la Ley sobre Seguridad Social de los Funcionarios Civiles del Estado',
    tipo: 'ley',
  },
  {
    id: 'RDL 13/2010',
    nombre:
      'Real Decreto-ley 13/2010, de 3 de diciembre, de actuaciones en el ámbito fiscal, laboral y liberalizadoras para fomentar la inversión y la creación de empleo',
    tipo: 'ley',
  },
  {
    id: 'Ley 27/2007',
    nombre:
      'Ley 27/2007, de 23 de octubre, por la que se reconocen las lenguas de signos españolas y se regulan los medios de apoyo a la comunicación oral de las personas sordas, con discapacidad auditiva y sordociegas',
    tipo: 'ley',
  },
  {
    id: 'RD 1112/2018',
    nombre:
      'Real Decreto 1112/2018, de 7 de septiembre, sobre accesibilidad de los sitios web y aplicaciones para dispositivos móviles del sector público',
    tipo: 'ley',
  },
  // Works (ofimática, informática, Internet, Agenda 2030)
  {
    id: 'A/RES/70/1',
    nombre:
      'Resolución 70/1 de la Asamblea General de las Naciones Unidas, de 25 de septiembre de 2015, «Transformar nuestro mundo: la Agenda 2030 para el Desarrollo Sostenible»',
    tipo: 'obra',
  },
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
    id: 'DLE',
    nombre:
      'Real Academia Española, Diccionario de la lengua española, 23.ª edición (versión en línea)',
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
];
