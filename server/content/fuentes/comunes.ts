import type { FuenteCitable } from './types';

/** Laws several processes cite. A process's own file adds the rest (same id, same name). */
export const FUENTES_COMUNES: readonly FuenteCitable[] = [
  { id: 'CE', nombre: 'Constitución Española de 1978', tipo: 'ley' },
  {
    id: 'Ley 39/2015',
    nombre:
      'Ley 39/2015, de 1 de octubre, del Procedimiento Administrativo Común de las Administraciones Públicas',
    tipo: 'ley',
  },
  {
    id: 'Ley 40/2015',
    nombre: 'Ley 40/2015, de 1 de octubre, de Régimen Jurídico del Sector Público',
    tipo: 'ley',
  },
  {
    id: 'TREBEP',
    nombre:
      'Real Decreto Legislativo 5/2015, de 30 de octubre, por el que se aprueba el texto refundido de la Ley del Estatuto Básico del Empleado Público',
    tipo: 'ley',
  },
  { id: 'Ley 50/1997', nombre: 'Ley 50/1997, de 27 de noviembre, del Gobierno', tipo: 'ley' },
  {
    id: 'LO 6/1985',
    nombre: 'Ley Orgánica 6/1985, de 1 de julio, del Poder Judicial',
    tipo: 'ley',
  },
  {
    id: 'LO 2/1979',
    nombre: 'Ley Orgánica 2/1979, de 3 de octubre, del Tribunal Constitucional',
    tipo: 'ley',
  },
  {
    id: 'LO 3/1981',
    nombre: 'Ley Orgánica 3/1981, de 6 de abril, del Defensor del Pueblo',
    tipo: 'ley',
  },
  {
    id: 'LO 2/1982',
    nombre: 'Ley Orgánica 2/1982, de 12 de mayo, del Tribunal de Cuentas',
    tipo: 'ley',
  },
  {
    id: 'LO 3/1980',
    nombre: 'Ley Orgánica 3/1980, de 22 de abril, del Consejo de Estado',
    tipo: 'ley',
  },
  {
    id: 'LO 5/1985',
    nombre: 'Ley Orgánica 5/1985, de 19 de junio, del Régimen Electoral General',
    tipo: 'ley',
  },
  {
    id: 'LO 1/2025',
    nombre:
      'Ley Orgánica 1/2025, de 2 de enero, de medidas en materia de eficiencia del Servicio Público de Justicia',
    tipo: 'ley',
  },
  {
    id: 'Ley 19/2013',
    nombre:
      'Ley 19/2013, de 9 de diciembre, de transparencia, acceso a la información pública y buen gobierno',
    tipo: 'ley',
  },
  {
    id: 'LO 3/2018',
    nombre:
      'Ley Orgánica 3/2018, de 5 de diciembre, de Protección de Datos Personales y garantía de los derechos digitales',
    tipo: 'ley',
  },
  {
    id: 'RGPD',
    nombre:
      'Reglamento (UE) 2016/679 del Parlamento Europeo y del Consejo, de 27 de abril de 2016, relativo a la protección de las personas físicas en lo que respecta al tratamiento de datos personales y a la libre circulación de estos datos (Reglamento general de protección de datos)',
    tipo: 'ley',
  },
  {
    id: 'LO 3/2007',
    nombre: 'Ley Orgánica 3/2007, de 22 de marzo, para la igualdad efectiva de mujeres y hombres',
    tipo: 'ley',
  },
  {
    id: 'LO 1/2004',
    nombre:
      'Ley Orgánica 1/2004, de 28 de diciembre, de Medidas de Protección Integral contra la Violencia de Género',
    tipo: 'ley',
  },
  {
    id: 'Ley 15/2022',
    nombre:
      'Ley 15/2022, de 12 de julio, integral para la igualdad de trato y la no discriminación',
    tipo: 'ley',
  },
  {
    id: 'Ley 7/1985',
    nombre: 'Ley 7/1985, de 2 de abril, Reguladora de las Bases del Régimen Local',
    tipo: 'ley',
  },
  {
    id: 'Ley 47/2003',
    nombre: 'Ley 47/2003, de 26 de noviembre, General Presupuestaria',
    tipo: 'ley',
  },
  {
    id: 'Ley 9/2017',
    nombre: 'Ley 9/2017, de 8 de noviembre, de Contratos del Sector Público',
    tipo: 'ley',
  },
  {
    id: 'Ley 38/2003',
    nombre: 'Ley 38/2003, de 17 de noviembre, General de Subvenciones',
    tipo: 'ley',
  },
  { id: 'Ley 58/2003', nombre: 'Ley 58/2003, de 17 de diciembre, General Tributaria', tipo: 'ley' },
  {
    id: 'Ley 53/1984',
    nombre:
      'Ley 53/1984, de 26 de diciembre, de Incompatibilidades del Personal al Servicio de las Administraciones Públicas',
    tipo: 'ley',
  },
  {
    id: 'Ley 31/1995',
    nombre: 'Ley 31/1995, de 8 de noviembre, de prevención de Riesgos Laborales',
    tipo: 'ley',
  },
  {
    id: 'TUE',
    nombre: 'Tratado de la Unión Europea (versión consolidada tras el Tratado de Lisboa)',
    tipo: 'ley',
  },
  {
    id: 'TFUE',
    nombre:
      'Tratado de Funcionamiento de la Unión Europea (versión consolidada tras el Tratado de Lisboa)',
    tipo: 'ley',
  },
  {
    id: 'LO 2/1986',
    nombre: 'Ley Orgánica 2/1986, de 13 de marzo, de Fuerzas y Cuerpos de Seguridad',
    tipo: 'ley',
  },
  {
    id: 'LO 4/2015',
    nombre: 'Ley Orgánica 4/2015, de 30 de marzo, de protección de la seguridad ciudadana',
    tipo: 'ley',
  },
  { id: 'CP', nombre: 'Ley Orgánica 10/1995, de 23 de noviembre, del Código Penal', tipo: 'ley' },
  {
    id: 'LECrim',
    nombre:
      'Real Decreto de 14 de septiembre de 1882 por el que se aprueba la Ley de Enjuiciamiento Criminal',
    tipo: 'ley',
  },
  {
    id: 'CC',
    nombre: 'Real Decreto de 24 de julio de 1889 por el que se publica el Código Civil',
    tipo: 'ley',
  },
  {
    id: 'LO 6/1984',
    nombre: 'Ley Orgánica 6/1984, de 24 de mayo, reguladora del procedimiento de «Habeas Corpus»',
    tipo: 'ley',
  },
  {
    id: 'LO 4/2000',
    nombre:
      'Ley Orgánica 4/2000, de 11 de enero, sobre derechos y libertades de los extranjeros en España y su integración social',
    tipo: 'ley',
  },
  {
    id: 'Ley 12/2009',
    nombre:
      'Ley 12/2009, de 30 de octubre, reguladora del derecho de asilo y de la protección subsidiaria',
    tipo: 'ley',
  },
  { id: 'Ley 5/2014', nombre: 'Ley 5/2014, de 4 de abril, de Seguridad Privada', tipo: 'ley' },
  {
    id: 'Ley 17/2015',
    nombre: 'Ley 17/2015, de 9 de julio, del Sistema Nacional de Protección Civil',
    tipo: 'ley',
  },
  {
    id: 'LO 9/2015',
    nombre: 'Ley Orgánica 9/2015, de 28 de julio, de Régimen de Personal de la Policía Nacional',
    tipo: 'ley',
  },
  {
    id: 'LO 4/2010',
    nombre:
      'Ley Orgánica 4/2010, de 20 de mayo, del Régimen disciplinario del Cuerpo Nacional de Policía',
    tipo: 'ley',
  },
  {
    id: 'Ley 29/2014',
    nombre: 'Ley 29/2014, de 28 de noviembre, de Régimen del Personal de la Guardia Civil',
    tipo: 'ley',
  },
  {
    id: 'LO 11/2007',
    nombre:
      'Ley Orgánica 11/2007, de 22 de octubre, reguladora de los derechos y deberes de los miembros de la Guardia Civil',
    tipo: 'ley',
  },
  {
    id: 'LO 12/2007',
    nombre: 'Ley Orgánica 12/2007, de 22 de octubre, del régimen disciplinario de la Guardia Civil',
    tipo: 'ley',
  },
  {
    id: 'RDL 6/2015',
    nombre:
      'Real Decreto Legislativo 6/2015, de 30 de octubre, por el que se aprueba el texto refundido de la Ley sobre Tráfico, Circulación de Vehículos a Motor y Seguridad Vial',
    tipo: 'ley',
  },
  {
    id: 'DUDH',
    nombre:
      'Declaración Universal de Derechos Humanos, adoptada por la Asamblea General de las Naciones Unidas el 10 de diciembre de 1948',
    tipo: 'ley',
  },
  {
    id: 'CEDH',
    nombre:
      'Convenio para la Protección de los Derechos Humanos y de las Libertades Fundamentales, hecho en Roma el 4 de noviembre de 1950',
    tipo: 'ley',
  },
  {
    id: 'Convención contra la Tortura',
    nombre:
      'Convención contra la Tortura y Otros Tratos o Penas Crueles, Inhumanos o Degradantes, hecha en Nueva York el 10 de diciembre de 1984',
    tipo: 'ley',
  },
  {
    id: 'Protocolo Facultativo de la Convención contra la Tortura',
    nombre:
      'Protocolo Facultativo de la Convención contra la Tortura y Otros Tratos o Penas Crueles, Inhumanos o Degradantes, hecho en Nueva York el 18 de diciembre de 2002',
    tipo: 'ley',
  },
  {
    id: 'Protocolo n.º 6',
    nombre:
      'Protocolo (n.º 6) sobre las sedes de las instituciones y de determinados órganos, organismos y servicios de la Unión Europea, anejo a los Tratados',
    tipo: 'ley',
  },
  {
    id: 'Ley 4/2015',
    nombre: 'Ley 4/2015, de 27 de abril, del Estatuto de la víctima del delito',
    tipo: 'ley',
  },
  {
    id: 'LO 7/2021',
    nombre:
      'Ley Orgánica 7/2021, de 26 de mayo, de protección de datos personales tratados para fines de prevención, detección, investigación y enjuiciamiento de infracciones penales y de ejecución de sanciones penales',
    tipo: 'ley',
  },
  {
    id: 'RD 240/2007',
    nombre:
      'Real Decreto 240/2007, de 16 de febrero, sobre entrada, libre circulación y residencia en España de ciudadanos de los Estados miembros de la Unión Europea y de otros Estados parte en el Acuerdo sobre el Espacio Económico Europeo',
    tipo: 'ley',
  },
  {
    id: 'RD 207/2024',
    nombre:
      'Real Decreto 207/2024, de 27 de febrero, por el que se desarrolla la estructura orgánica básica del Ministerio del Interior',
    tipo: 'ley',
  },
  {
    id: 'Informe Brundtland',
    nombre:
      'Comisión Mundial sobre el Medio Ambiente y el Desarrollo, «Nuestro futuro común» (Informe Brundtland), Naciones Unidas, 1987',
    tipo: 'obra',
  },
  {
    id: 'Protocolo de Montreal',
    nombre:
      'Protocolo de Montreal relativo a las sustancias que agotan la capa de ozono, hecho en Montreal el 16 de septiembre de 1987',
    tipo: 'ley',
  },
  {
    id: 'Protocolo de Kioto',
    nombre:
      'Protocolo de Kioto al Convenio Marco de las Naciones Unidas sobre el Cambio Climático, hecho en Kioto el 11 de diciembre de 1997',
    tipo: 'ley',
  },
  {
    id: 'Acuerdo de París',
    nombre: 'Acuerdo de París, hecho en París el 12 de diciembre de 2015',
    tipo: 'ley',
  },
  {
    id: 'Ley 7/2021',
    nombre: 'Ley 7/2021, de 20 de mayo, de cambio climático y transición energética',
    tipo: 'ley',
  },
  {
    id: 'INCIBE, Glosario de términos de ciberseguridad',
    nombre:
      'Instituto Nacional de Ciberseguridad (INCIBE), Glosario de términos de ciberseguridad: una guía de aproximación para el empresario',
    tipo: 'obra',
  },
  {
    id: 'LO 5/2000',
    nombre:
      'Ley Orgánica 5/2000, de 12 de enero, reguladora de la responsabilidad penal de los menores',
    tipo: 'ley',
  },
  {
    id: 'RD 137/1993',
    nombre: 'Real Decreto 137/1993, de 29 de enero, por el que se aprueba el Reglamento de Armas',
    tipo: 'ley',
  },
  {
    id: 'Ley 39/2006',
    nombre:
      'Ley 39/2006, de 14 de diciembre, de Promoción de la Autonomía Personal y Atención a las personas en situación de dependencia',
    tipo: 'ley',
  },
  {
    id: 'Ley 4/2023',
    nombre:
      'Ley 4/2023, de 28 de febrero, para la igualdad real y efectiva de las personas trans y para la garantía de los derechos de las personas LGTBI',
    tipo: 'ley',
  },
  {
    id: 'LO 10/2022',
    nombre: 'Ley Orgánica 10/2022, de 6 de septiembre, de garantía integral de la libertad sexual',
    tipo: 'ley',
  },
  {
    id: 'RDL 1/2013',
    nombre:
      'Real Decreto Legislativo 1/2013, de 29 de noviembre, por el que se aprueba el Texto Refundido de la Ley General de derechos de las personas con discapacidad y de su inclusión social',
    tipo: 'ley',
  },
  {
    id: 'RD 311/2022',
    nombre:
      'Real Decreto 311/2022, de 3 de mayo, por el que se regula el Esquema Nacional de Seguridad',
    tipo: 'ley',
  },
  { id: 'RFC 791', nombre: 'IETF, RFC 791, Internet Protocol (IPv4), 1981', tipo: 'obra' },
  {
    id: 'RFC 8200',
    nombre: 'IETF, RFC 8200, Internet Protocol, Version 6 (IPv6) Specification, 2017',
    tipo: 'obra',
  },
  {
    id: 'RFC 9293',
    nombre: 'IETF, RFC 9293, Transmission Control Protocol (TCP), 2022',
    tipo: 'obra',
  },
  {
    id: 'RFC 1034',
    nombre: 'IETF, RFC 1034, Domain Names. Concepts and Facilities, 1987',
    tipo: 'obra',
  },
  { id: 'RFC 9110', nombre: 'IETF, RFC 9110, HTTP Semantics, 2022', tipo: 'obra' },
  {
    id: 'RFC 8446',
    nombre: 'IETF, RFC 8446, The Transport Layer Security (TLS) Protocol Version 1.3, 2018',
    tipo: 'obra',
  },
  {
    id: 'Ley 29/1998',
    nombre: 'Ley 29/1998, de 13 de julio, reguladora de la Jurisdicción Contencioso-administrativa',
    tipo: 'ley',
  },
  {
    id: 'RDL 4/2000',
    nombre:
      'Real Decreto Legislativo 4/2000, de 23 de junio, por el que se aprueba el texto refundido de la Ley sobre Seguridad Social de los Funcionarios Civiles del Estado',
    tipo: 'ley',
  },
  {
    id: 'RDL 8/2015',
    nombre:
      'Real Decreto Legislativo 8/2015, de 30 de octubre, por el que se aprueba el texto refundido de la Ley General de la Seguridad Social',
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
    id: 'Ley 37/2007',
    nombre:
      'Ley 37/2007, de 16 de noviembre, sobre reutilización de la información del sector público',
    tipo: 'ley',
  },
  {
    id: 'LO 4/2001',
    nombre: 'Ley Orgánica 4/2001, de 12 de noviembre, reguladora del Derecho de Petición',
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
    id: 'LO 2/2024',
    nombre:
      'Ley Orgánica 2/2024, de 1 de agosto, de representación paritaria y presencia equilibrada de mujeres y hombres',
    tipo: 'ley',
  },
  {
    id: 'RD 364/1995',
    nombre:
      'Real Decreto 364/1995, de 10 de marzo, por el que se aprueba el Reglamento General de Ingreso del Personal al servicio de la Administración General del Estado y de Provisión de Puestos de Trabajo y Promoción Profesional de los Funcionarios Civiles de la Administración General del Estado',
    tipo: 'ley',
  },
  {
    id: 'Agenda 2030',
    nombre:
      'Resolución 70/1 de la Asamblea General de las Naciones Unidas, Transformar nuestro mundo: la Agenda 2030 para el Desarrollo Sostenible (2015)',
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
