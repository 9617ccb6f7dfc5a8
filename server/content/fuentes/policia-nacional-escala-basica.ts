import type { FuenteCitable } from './types';

/** What this process's bank cites beyond FUENTES_COMUNES. */
export const fuentes: readonly FuenteCitable[] = [
  // Unión Europea, Consejo de Europa y tratados
  {
    id: 'Tratado de Lisboa',
    nombre:
      'Tratado de Lisboa por el que se modifican el Tratado de la Unión Europea y el Tratado constitutivo de la Comunidad Europea, firmado el 13 de diciembre de 2007',
    tipo: 'ley',
  },
  {
    id: 'Tratado CECA',
    nombre:
      'Tratado constitutivo de la Comunidad Europea del Carbón y del Acero, firmado en París el 18 de abril de 1951',
    tipo: 'ley',
  },
  {
    id: 'LO 10/1985',
    nombre:
      'Ley Orgánica 10/1985, de 2 de agosto, de Autorización para la Adhesión de España a las Comunidades Europeas',
    tipo: 'ley',
  },
  {
    id: 'Acuerdo de Schengen',
    nombre:
      'Acuerdo de Schengen de 14 de junio de 1985 relativo a la supresión gradual de los controles en las fronteras comunes',
    tipo: 'ley',
  },
  {
    id: 'Reglamento (UE) 2016/794',
    nombre:
      'Reglamento (UE) 2016/794 del Parlamento Europeo y del Consejo, de 11 de mayo de 2016, relativo a la Agencia de la Unión Europea para la Cooperación Policial (Europol)',
    tipo: 'ley',
  },
  {
    id: 'Reglamento (UE) 2019/1896',
    nombre:
      'Reglamento (UE) 2019/1896 del Parlamento Europeo y del Consejo, de 13 de noviembre de 2019, sobre la Guardia Europea de Fronteras y Costas',
    tipo: 'ley',
  },
  {
    id: 'Convención sobre el Estatuto de los Apátridas',
    nombre:
      'Convención sobre el Estatuto de los Apátridas, hecha en Nueva York el 28 de septiembre de 1954',
    tipo: 'ley',
  },
  {
    id: 'Convención de Ginebra',
    nombre:
      'Convención sobre el Estatuto de los Refugiados, hecha en Ginebra el 28 de julio de 1951',
    tipo: 'ley',
  },
  {
    id: 'Convenio de Budapest',
    nombre:
      'Convenio sobre la Ciberdelincuencia del Consejo de Europa, hecho en Budapest el 23 de noviembre de 2001',
    tipo: 'ley',
  },
  {
    id: 'Reglamento (UE) 2019/2144',
    nombre:
      'Reglamento (UE) 2019/2144 del Parlamento Europeo y del Consejo, de 27 de noviembre de 2019, relativo a los requisitos de homologación de tipo de los vehículos de motor en lo que respecta a su seguridad general y a la protección de sus ocupantes y de los usuarios vulnerables de la vía pública',
    tipo: 'ley',
  },
  {
    id: 'Reglamento (UE) 168/2013',
    nombre:
      'Reglamento (UE) n.º 168/2013 del Parlamento Europeo y del Consejo, de 15 de enero de 2013, relativo a la homologación de los vehículos de dos o tres ruedas y los cuatriciclos, y a la vigilancia del mercado de dichos vehículos',
    tipo: 'ley',
  },
  {
    id: 'Reglamento (CE) 1221/2009',
    nombre:
      'Reglamento (CE) n.º 1221/2009 del Parlamento Europeo y del Consejo, de 25 de noviembre de 2009, relativo a la participación voluntaria de organizaciones en un sistema comunitario de gestión y auditoría medioambientales (EMAS)',
    tipo: 'ley',
  },
  // Leyes y reglamentos españoles
  {
    id: 'RD 865/2001',
    nombre:
      'Real Decreto 865/2001, de 20 de julio, por el que se aprueba el Reglamento de reconocimiento del estatuto de apátrida',
    tipo: 'ley',
  },
  {
    id: 'RD 1325/2003',
    nombre:
      'Real Decreto 1325/2003, de 24 de octubre, por el que se aprueba el Reglamento sobre régimen de protección temporal en caso de afluencia masiva de personas desplazadas',
    tipo: 'ley',
  },
  {
    id: 'RD 2364/1994',
    nombre:
      'Real Decreto 2364/1994, de 9 de diciembre, por el que se aprueba el Reglamento de Seguridad Privada',
    tipo: 'ley',
  },
  {
    id: 'Ley 8/2011',
    nombre:
      'Ley 8/2011, de 28 de abril, por la que se establecen medidas para la protección de las infraestructuras críticas',
    tipo: 'ley',
  },
  {
    id: 'RD 704/2011',
    nombre:
      'Real Decreto 704/2011, de 20 de mayo, por el que se aprueba el Reglamento de protección de las infraestructuras críticas',
    tipo: 'ley',
  },
  {
    id: 'LO 14/2022',
    nombre:
      'Ley Orgánica 14/2022, de 22 de diciembre, de transposición de directivas europeas y otras disposiciones para la adaptación de la legislación penal al ordenamiento de la Unión Europea, y reforma de los delitos contra la integridad moral, desórdenes públicos y contrabando de armas de doble uso',
    tipo: 'ley',
  },
  {
    id: 'LO 13/2015',
    nombre:
      'Ley Orgánica 13/2015, de 5 de octubre, de modificación de la Ley de Enjuiciamiento Criminal para el fortalecimiento de las garantías procesales y la regulación de las medidas de investigación tecnológica',
    tipo: 'ley',
  },
  {
    id: 'LO 3/2021',
    nombre: 'Ley Orgánica 3/2021, de 24 de marzo, de regulación de la eutanasia',
    tipo: 'ley',
  },
  {
    id: 'Ley 50/1981',
    nombre:
      'Ley 50/1981, de 30 de diciembre, por la que se regula el Estatuto Orgánico del Ministerio Fiscal',
    tipo: 'ley',
  },
  {
    id: 'RD 769/1987',
    nombre: 'Real Decreto 769/1987, de 19 de junio, sobre regulación de la Policía Judicial',
    tipo: 'ley',
  },
  {
    id: 'Constitución de la OMS',
    nombre:
      'Constitución de la Organización Mundial de la Salud, adoptada en Nueva York el 22 de julio de 1946',
    tipo: 'ley',
  },
  {
    id: 'RD 39/1997',
    nombre:
      'Real Decreto 39/1997, de 17 de enero, por el que se aprueba el Reglamento de los Servicios de Prevención',
    tipo: 'ley',
  },
  {
    id: 'RD 2/2006',
    nombre:
      'Real Decreto 2/2006, de 16 de enero, por el que se establecen normas sobre prevención de riesgos laborales en la actividad de los funcionarios del Cuerpo Nacional de Policía',
    tipo: 'ley',
  },
  {
    id: 'RD 67/2010',
    nombre:
      'Real Decreto 67/2010, de 29 de enero, de adaptación de la legislación de Prevención de Riesgos Laborales a la Administración General del Estado',
    tipo: 'ley',
  },
  {
    id: 'RD 773/1997',
    nombre:
      'Real Decreto 773/1997, de 30 de mayo, sobre disposiciones mínimas de seguridad y salud relativas a la utilización por los trabajadores de equipos de protección individual',
    tipo: 'ley',
  },
  {
    id: 'Ley 19/2007',
    nombre:
      'Ley 19/2007, de 11 de julio, contra la violencia, el racismo, la xenofobia y la intolerancia en el deporte',
    tipo: 'ley',
  },
  {
    id: 'Ley 21/2013',
    nombre: 'Ley 21/2013, de 9 de diciembre, de evaluación ambiental',
    tipo: 'ley',
  },
  {
    id: 'RD 1428/2003',
    nombre:
      'Real Decreto 1428/2003, de 21 de noviembre, por el que se aprueba el Reglamento General de Circulación',
    tipo: 'ley',
  },
  {
    id: 'RD 2822/1998',
    nombre:
      'Real Decreto 2822/1998, de 23 de diciembre, por el que se aprueba el Reglamento General de Vehículos',
    tipo: 'ley',
  },
  {
    id: 'RD 159/2021',
    nombre:
      'Real Decreto 159/2021, de 16 de marzo, por el que se regulan los servicios de auxilio en las vías públicas',
    tipo: 'ley',
  },
  {
    id: 'RD 1155/2024',
    nombre:
      'Real Decreto 1155/2024, de 19 de noviembre, por el que se aprueba el Reglamento de la Ley Orgánica 4/2000, sobre derechos y libertades de los extranjeros en España y su integración social',
    tipo: 'ley',
  },
  // Obras (materias no jurídicas)
  {
    id: 'RAE y ASALE, Ortografía (2010)',
    nombre:
      'Real Academia Española y Asociación de Academias de la Lengua Española, Ortografía de la lengua española (2010)',
    tipo: 'obra',
  },
  {
    id: 'RAE y ASALE, Nueva gramática (2009)',
    nombre:
      'Real Academia Española y Asociación de Academias de la Lengua Española, Nueva gramática de la lengua española (2009)',
    tipo: 'obra',
  },
  {
    id: 'RAE y ASALE, Diccionario de la lengua española',
    nombre:
      'Real Academia Española y Asociación de Academias de la Lengua Española, Diccionario de la lengua española, 23.ª edición',
    tipo: 'obra',
  },
  {
    id: 'Giddens y Sutton, Sociología',
    nombre: 'Anthony Giddens y Philip W. Sutton, Sociología (Alianza Editorial)',
    tipo: 'obra',
  },
  {
    id: 'Myers, Psicología social',
    nombre: 'David G. Myers, Psicología social (McGraw-Hill)',
    tipo: 'obra',
  },
  {
    id: 'Allport, La naturaleza del prejuicio',
    nombre: 'Gordon W. Allport, La naturaleza del prejuicio (The Nature of Prejudice, 1954)',
    tipo: 'obra',
  },
  {
    id: 'Adorno y otros, La personalidad autoritaria',
    nombre:
      'Theodor W. Adorno, Else Frenkel-Brunswik, Daniel J. Levinson y R. Nevitt Sanford, La personalidad autoritaria (The Authoritarian Personality, 1950)',
    tipo: 'obra',
  },
  {
    id: 'Garrido, Stangeland y Redondo, Principios de criminología',
    nombre:
      'Vicente Garrido, Per Stangeland y Santiago Redondo, Principios de criminología (Tirant lo Blanch)',
    tipo: 'obra',
  },
  {
    id: 'McLuhan, La galaxia Gutenberg',
    nombre: 'Marshall McLuhan, La galaxia Gutenberg (The Gutenberg Galaxy, 1962)',
    tipo: 'obra',
  },
  {
    id: 'Castells, La sociedad red',
    nombre: 'Manuel Castells, La era de la información, vol. 1: La sociedad red (1996)',
    tipo: 'obra',
  },
  {
    id: 'Código de conducta de la ONU (1979)',
    nombre:
      'Código de conducta para funcionarios encargados de hacer cumplir la ley, Resolución 34/169 de la Asamblea General de las Naciones Unidas, de 17 de diciembre de 1979',
    tipo: 'obra',
  },
  {
    id: 'Código Europeo de Ética de la Policía (2001)',
    nombre:
      'Recomendación Rec(2001)10 del Comité de Ministros del Consejo de Europa sobre el Código Europeo de Ética de la Policía',
    tipo: 'obra',
  },
  {
    id: 'Beccaria, De los delitos y de las penas',
    nombre: 'Cesare Beccaria, De los delitos y de las penas (1764)',
    tipo: 'obra',
  },
  {
    id: 'Carta de Principios del Foro Social Mundial',
    nombre: 'Foro Social Mundial, Carta de Principios, aprobada en São Paulo el 9 de abril de 2001',
    tipo: 'obra',
  },
  {
    id: 'Declaración de Río',
    nombre:
      'Declaración de Río sobre el Medio Ambiente y el Desarrollo, Conferencia de las Naciones Unidas (1992)',
    tipo: 'obra',
  },
  {
    id: 'OIM, Glosario sobre Migración',
    nombre:
      'Organización Internacional para las Migraciones, Glosario de la OIM sobre Migración (2019)',
    tipo: 'obra',
  },
  {
    id: 'INE, Indicadores Demográficos Básicos',
    nombre: 'Instituto Nacional de Estadística, Indicadores Demográficos Básicos: metodología',
    tipo: 'obra',
  },
  {
    id: 'OMS, Glosario de términos de alcohol y drogas',
    nombre: 'Organización Mundial de la Salud, Glosario de términos de alcohol y drogas (1994)',
    tipo: 'obra',
  },
  {
    id: 'OEDA, Encuesta EDADES',
    nombre:
      'Observatorio Español de las Drogas y las Adicciones, Encuesta sobre Alcohol y otras Drogas en España (EDADES)',
    tipo: 'obra',
  },
  {
    id: 'ISO 14001:2015',
    nombre:
      'Norma ISO 14001:2015, Sistemas de gestión ambiental. Requisitos con orientación para su uso',
    tipo: 'obra',
  },
  {
    id: 'ISO 14067:2018',
    nombre:
      'ISO 14067:2018, Gases de efecto invernadero. Huella de carbono de productos. Requisitos y directrices para la cuantificación',
    tipo: 'obra',
  },
  {
    id: 'OMS, Informe mundial sobre traumatismos causados por el tránsito',
    nombre:
      'OMS y Banco Mundial, Informe mundial sobre prevención de los traumatismos causados por el tránsito, 2004',
    tipo: 'obra',
  },
  {
    id: 'Tanenbaum y Bos, Sistemas operativos modernos',
    nombre: 'Andrew S. Tanenbaum y Herbert Bos, Sistemas operativos modernos, 4.ª ed. (Pearson)',
    tipo: 'obra',
  },
  {
    id: 'ISO/IEC 7498-1',
    nombre:
      'ISO/IEC 7498-1:1994, Tecnología de la información. Interconexión de sistemas abiertos (OSI). Modelo de referencia básico',
    tipo: 'obra',
  },
  {
    id: 'RFC 1918',
    nombre: 'IETF, RFC 1918, Address Allocation for Private Internets, 1996',
    tipo: 'obra',
  },
  {
    id: 'RFC 6890',
    nombre: 'IETF, RFC 6890, Special-Purpose IP Address Registries, 2013',
    tipo: 'obra',
  },
  {
    id: 'RFC 2131',
    nombre: 'IETF, RFC 2131, Dynamic Host Configuration Protocol (DHCP), 1997',
    tipo: 'obra',
  },
  { id: 'RFC 768', nombre: 'IETF, RFC 768, User Datagram Protocol (UDP), 1980', tipo: 'obra' },
  {
    id: 'RFC 1035',
    nombre: 'IETF, RFC 1035, Domain Names. Implementation and Specification, 1987',
    tipo: 'obra',
  },
  {
    id: 'RFC 3022',
    nombre: 'IETF, RFC 3022, Traditional IP Network Address Translator (Traditional NAT), 2001',
    tipo: 'obra',
  },
  {
    id: 'RFC 6335',
    nombre:
      'IETF, RFC 6335, Internet Assigned Numbers Authority (IANA) Procedures for the Management of the Service Name and Transport Protocol Port Number Registry, 2011',
    tipo: 'obra',
  },
  {
    id: 'IEEE 802.11',
    nombre:
      'IEEE 802.11, Standard for Wireless LAN Medium Access Control (MAC) and Physical Layer (PHY) Specifications',
    tipo: 'obra',
  },
  { id: 'IEEE 802.3', nombre: 'IEEE 802.3, Standard for Ethernet', tipo: 'obra' },
  {
    id: 'OWASP Top 10',
    nombre:
      'OWASP Foundation, OWASP Top 10: los diez riesgos de seguridad más críticos en aplicaciones web (2021)',
    tipo: 'obra',
  },
  {
    id: 'Hutchins, Cloppert y Amin (2011)',
    nombre:
      'Eric M. Hutchins, Michael J. Cloppert y Rohan M. Amin, Intelligence-Driven Computer Network Defense Informed by Analysis of Adversary Campaigns and Intrusion Kill Chains (Lockheed Martin, 2011)',
    tipo: 'obra',
  },
  {
    id: 'Europol, IOCTA',
    nombre: 'Europol, Internet Organised Crime Threat Assessment (IOCTA)',
    tipo: 'obra',
  },
  {
    id: 'Ley 11/2002',
    nombre: 'Ley 11/2002, de 6 de mayo, reguladora del Centro Nacional de Inteligencia',
    tipo: 'ley',
  },
  {
    id: 'Glosario de inteligencia (2007)',
    nombre:
      'Miguel Ángel Esteban Navarro (coord.), Glosario de inteligencia (Ministerio de Defensa, 2007)',
    tipo: 'obra',
  },
  {
    id: 'Estrategia Nacional de Ciberseguridad 2019',
    nombre:
      'Estrategia Nacional de Ciberseguridad 2019, publicada por la Orden PCI/487/2019, de 26 de abril',
    tipo: 'obra',
  },
  {
    id: 'Heard, Handbook of Firearms and Ballistics',
    nombre:
      'Brian J. Heard, Handbook of Firearms and Ballistics: Examining and Interpreting Forensic Evidence, 2.ª ed. (Wiley-Blackwell, 2008)',
    tipo: 'obra',
  },
];
