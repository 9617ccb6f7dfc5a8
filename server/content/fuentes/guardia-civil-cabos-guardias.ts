import type { FuenteCitable } from './types';

/** What this process's bank cites beyond FUENTES_COMUNES. */
export const fuentes: readonly FuenteCitable[] = [
  // Tema 1. Derechos Humanos
  { id: 'Carta ONU', nombre: 'Carta de las Naciones Unidas, firmada en San Francisco el 26 de junio de 1945', tipo: 'ley' },
  { id: 'DUDH', nombre: 'Declaración Universal de Derechos Humanos, adoptada por la Asamblea General de las Naciones Unidas el 10 de diciembre de 1948', tipo: 'ley' },
  { id: 'CEDH', nombre: 'Convenio para la Protección de los Derechos Humanos y de las Libertades Fundamentales, hecho en Roma el 4 de noviembre de 1950', tipo: 'ley' },
  { id: 'Carta Social Europea', nombre: 'Carta Social Europea, hecha en Turín el 18 de octubre de 1961', tipo: 'ley' },
  { id: 'PIDCP', nombre: 'Pacto Internacional de Derechos Civiles y Políticos, hecho en Nueva York el 19 de diciembre de 1966', tipo: 'ley' },
  { id: 'Convención contra la Tortura', nombre: 'Convención contra la Tortura y Otros Tratos o Penas Crueles, Inhumanos o Degradantes, hecha en Nueva York el 10 de diciembre de 1984', tipo: 'ley' },
  { id: 'Protocolo Facultativo de la Convención contra la Tortura', nombre: 'Protocolo Facultativo de la Convención contra la Tortura y Otros Tratos o Penas Crueles, Inhumanos o Degradantes, hecho en Nueva York el 18 de diciembre de 2002', tipo: 'ley' },
  { id: 'Estatuto de Roma', nombre: 'Estatuto de Roma de la Corte Penal Internacional, hecho en Roma el 17 de julio de 1998', tipo: 'ley' },
  { id: 'CDFUE', nombre: 'Carta de los Derechos Fundamentales de la Unión Europea', tipo: 'ley' },
  { id: 'Resoluciones de la Asamblea General de la ONU', nombre: 'Resoluciones de la Asamblea General de las Naciones Unidas (documentos oficiales de las Naciones Unidas)', tipo: 'obra' },
  // Tema 3. Prevención de riesgos laborales
  { id: 'RD 179/2005', nombre: 'Real Decreto 179/2005, de 18 de febrero, sobre prevención de riesgos laborales en la Guardia Civil', tipo: 'ley' },
  // Tema 4. Derecho Constitucional
  { id: 'LO 1/1982', nombre: 'Ley Orgánica 1/1982, de 5 de mayo, de protección civil del derecho al honor, a la intimidad personal y familiar y a la propia imagen', tipo: 'ley' },
  // Tema 5. Derecho de la Unión Europea
  { id: 'Protocolo n.º 6', nombre: 'Protocolo (n.º 6) sobre las sedes de las instituciones y de determinados órganos, organismos y servicios de la Unión Europea, anejo a los Tratados', tipo: 'ley' },
  { id: 'Decisión 2009/881/UE', nombre: 'Decisión 2009/881/UE del Consejo Europeo, de 1 de diciembre de 2009, relativa al ejercicio de la Presidencia del Consejo', tipo: 'ley' },
  { id: 'Reglamento (CE) 974/98', nombre: 'Reglamento (CE) n.º 974/98 del Consejo, de 3 de mayo de 1998, sobre la introducción del euro', tipo: 'ley' },
  { id: 'Portal de la Unión Europea', nombre: 'Portal oficial de la Unión Europea (european-union.europa.eu): historia, países, instituciones y agencias', tipo: 'obra' },
  // Tema 6. Instituciones internacionales
  { id: 'Estatuto de la Corte Internacional de Justicia', nombre: 'Estatuto de la Corte Internacional de Justicia, anexo a la Carta de las Naciones Unidas', tipo: 'ley' },
  { id: 'Estatuto del Consejo de Europa', nombre: 'Estatuto del Consejo de Europa, hecho en Londres el 5 de mayo de 1949', tipo: 'ley' },
  { id: 'Tratado del Atlántico Norte', nombre: 'Tratado del Atlántico Norte, hecho en Washington el 4 de abril de 1949', tipo: 'ley' },
  { id: 'Naciones Unidas, web oficial', nombre: 'Organización de las Naciones Unidas, web oficial (un.org): el sistema de las Naciones Unidas', tipo: 'obra' },
  { id: 'OTAN, web oficial', nombre: 'Organización del Tratado del Atlántico Norte, web oficial (nato.int): Estados miembros y fechas de adhesión', tipo: 'obra' },
  { id: 'INTERPOL, web oficial', nombre: 'Organización Internacional de Policía Criminal, web oficial (interpol.int)', tipo: 'obra' },
  { id: 'OSCE, web oficial', nombre: 'Organización para la Seguridad y la Cooperación en Europa, web oficial (osce.org)', tipo: 'obra' },
  // Tema 9. Derecho Procesal Penal
  { id: 'LO 5/1995', nombre: 'Ley Orgánica 5/1995, de 22 de mayo, del Tribunal del Jurado', tipo: 'ley' },
  { id: 'Ley 4/2015', nombre: 'Ley 4/2015, de 27 de abril, del Estatuto de la víctima del delito', tipo: 'ley' },
  // Tema 11. Protección de datos
  { id: 'LO 7/2021', nombre: 'Ley Orgánica 7/2021, de 26 de mayo, de protección de datos personales tratados para fines de prevención, detección, investigación y enjuiciamiento de infracciones penales y de ejecución de sanciones penales', tipo: 'ley' },
  // Tema 12. Extranjería e inmigración
  { id: 'Convención de Ginebra de 1951', nombre: 'Convención sobre el Estatuto de los Refugiados, hecha en Ginebra el 28 de julio de 1951', tipo: 'ley' },
  { id: 'RD 240/2007', nombre: 'Real Decreto 240/2007, de 16 de febrero, sobre entrada, libre circulación y residencia en España de ciudadanos de los Estados miembros de la Unión Europea y de otros Estados parte en el Acuerdo sobre el Espacio Económico Europeo', tipo: 'ley' },
  // Tema 14. Ministerio del Interior y Ministerio de Defensa
  { id: 'RD 207/2024', nombre: 'Real Decreto 207/2024, de 27 de febrero, por el que se desarrolla la estructura orgánica básica del Ministerio del Interior', tipo: 'ley' },
  { id: 'LO 5/2005', nombre: 'Ley Orgánica 5/2005, de 17 de noviembre, de la Defensa Nacional', tipo: 'ley' },
  // Tema 15. Fuerzas y Cuerpos de Seguridad. Guardia Civil
  { id: 'RD 176/2022', nombre: 'Real Decreto 176/2022, de 4 de marzo, por el que se aprueba el Código de Conducta del personal de la Guardia Civil', tipo: 'ley' },
  { id: 'Cartilla del Guardia Civil', nombre: 'Cartilla del Guardia Civil, aprobada por Real Orden de 20 de diciembre de 1845', tipo: 'obra' },
  { id: 'Guardia Civil, web oficial', nombre: 'Dirección General de la Guardia Civil, web oficial (guardiacivil.es): historia, organización y especialidades del Cuerpo', tipo: 'obra' },
];
