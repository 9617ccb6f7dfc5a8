import type { FuenteCitable } from './types';

/** What this process's bank cites beyond FUENTES_COMUNES. */
export const fuentes: readonly FuenteCitable[] = [
  // Tema 1. Derechos Humanos
  {
    id: 'Carta ONU',
    nombre: 'Carta de las Naciones Unidas, firmada en San Francisco el 26 de junio de 1945',
    tipo: 'ley',
  },
  {
    id: 'Carta Social Europea',
    nombre: 'Carta Social Europea, hecha en Turín el 18 de octubre de 1961',
    tipo: 'ley',
  },
  {
    id: 'PIDCP',
    nombre:
      'Pacto Internacional de Derechos Civiles y Políticos, hecho en Nueva York el 19 de diciembre de 1966',
    tipo: 'ley',
  },
  {
    id: 'Estatuto de Roma',
    nombre:
      'Estatuto de Roma de la Corte Penal Internacional, hecho en Roma el 17 de julio de 1998',
    tipo: 'ley',
  },
  { id: 'CDFUE', nombre: 'Carta de los Derechos Fundamentales de la Unión Europea', tipo: 'ley' },
  {
    id: 'Resoluciones de la Asamblea General de la ONU',
    nombre:
      'Resoluciones de la Asamblea General de las Naciones Unidas (documentos oficiales de las Naciones Unidas)',
    tipo: 'obra',
  },
  // Tema 3. Prevención de riesgos laborales
  {
    id: 'RD 179/2005',
    nombre:
      'Real Decreto 179/2005, de 18 de febrero, sobre prevención de riesgos laborales en la Guardia Civil',
    tipo: 'ley',
  },
  // Tema 4. Derecho Constitucional
  {
    id: 'LO 1/1982',
    nombre:
      'Ley Orgánica 1/1982, de 5 de mayo, de protección civil del derecho al honor, a la intimidad personal y familiar y a la propia imagen',
    tipo: 'ley',
  },
  // Tema 5. Derecho de la Unión Europea
  {
    id: 'Decisión 2009/881/UE',
    nombre:
      'Decisión 2009/881/UE del Consejo Europeo, de 1 de diciembre de 2009, relativa al ejercicio de la Presidencia del Consejo',
    tipo: 'ley',
  },
  {
    id: 'Reglamento (CE) 974/98',
    nombre:
      'Reglamento (CE) n.º 974/98 del Consejo, de 3 de mayo de 1998, sobre la introducción del euro',
    tipo: 'ley',
  },
  {
    id: 'Portal de la Unión Europea',
    nombre:
      'Portal oficial de la Unión Europea (european-union.europa.eu): historia, países, instituciones y agencias',
    tipo: 'obra',
  },
  // Tema 6. Instituciones internacionales
  {
    id: 'Estatuto de la Corte Internacional de Justicia',
    nombre:
      'Estatuto de la Corte Internacional de Justicia, anexo a la Carta de las Naciones Unidas',
    tipo: 'ley',
  },
  {
    id: 'Estatuto del Consejo de Europa',
    nombre: 'Estatuto del Consejo de Europa, hecho en Londres el 5 de mayo de 1949',
    tipo: 'ley',
  },
  {
    id: 'Tratado del Atlántico Norte',
    nombre: 'Tratado del Atlántico Norte, hecho en Washington el 4 de abril de 1949',
    tipo: 'ley',
  },
  {
    id: 'Naciones Unidas, web oficial',
    nombre:
      'Organización de las Naciones Unidas, web oficial (un.org): el sistema de las Naciones Unidas',
    tipo: 'obra',
  },
  {
    id: 'OTAN, web oficial',
    nombre:
      'Organización del Tratado del Atlántico Norte, web oficial (nato.int): Estados miembros y fechas de adhesión',
    tipo: 'obra',
  },
  {
    id: 'INTERPOL, web oficial',
    nombre: 'Organización Internacional de Policía Criminal, web oficial (interpol.int)',
    tipo: 'obra',
  },
  {
    id: 'OSCE, web oficial',
    nombre: 'Organización para la Seguridad y la Cooperación en Europa, web oficial (osce.org)',
    tipo: 'obra',
  },
  // Tema 9. Derecho Procesal Penal
  {
    id: 'LO 5/1995',
    nombre: 'Ley Orgánica 5/1995, de 22 de mayo, del Tribunal del Jurado',
    tipo: 'ley',
  },
  // Tema 11. Protección de datos
  // Tema 12. Extranjería e inmigración
  {
    id: 'Convención de Ginebra de 1951',
    nombre:
      'Convención sobre el Estatuto de los Refugiados, hecha en Ginebra el 28 de julio de 1951',
    tipo: 'ley',
  },
  // Tema 14. Ministerio del Interior y Ministerio de Defensa
  {
    id: 'LO 5/2005',
    nombre: 'Ley Orgánica 5/2005, de 17 de noviembre, de la Defensa Nacional',
    tipo: 'ley',
  },
  // Tema 15. Fuerzas y Cuerpos de Seguridad. Guardia Civil
  {
    id: 'RD 176/2022',
    nombre:
      'Real Decreto 176/2022, de 4 de marzo, por el que se aprueba el Código de Conducta del personal de la Guardia Civil',
    tipo: 'ley',
  },
  {
    id: 'Cartilla del Guardia Civil',
    nombre: 'Cartilla del Guardia Civil, aprobada por Real Orden de 20 de diciembre de 1845',
    tipo: 'obra',
  },
  {
    id: 'Guardia Civil, web oficial',
    nombre:
      'Dirección General de la Guardia Civil, web oficial (guardiacivil.es): historia, organización y especialidades del Cuerpo',
    tipo: 'obra',
  },
  // Tema 16. Protección civil, desarrollo sostenible y eficiencia energética
  {
    id: 'RD 1097/2011',
    nombre:
      'Real Decreto 1097/2011, de 22 de julio, por el que se aprueba el Protocolo de Intervención de la Unidad Militar de Emergencias',
    tipo: 'ley',
  },
  {
    id: 'Directiva (UE) 2018/1972',
    nombre:
      'Directiva (UE) 2018/1972 del Parlamento Europeo y del Consejo, de 11 de diciembre de 2018, por la que se establece el Código Europeo de las Comunicaciones Electrónicas',
    tipo: 'ley',
  },
  {
    id: 'Ley 42/2007',
    nombre: 'Ley 42/2007, de 13 de diciembre, del Patrimonio Natural y de la Biodiversidad',
    tipo: 'ley',
  },
  {
    id: 'Red de Parques Nacionales, web oficial',
    nombre:
      'Organismo Autónomo Parques Nacionales, web oficial de la Red de Parques Nacionales (miteco.gob.es)',
    tipo: 'obra',
  },
  {
    id: 'Directiva (UE) 2018/2001',
    nombre:
      'Directiva (UE) 2018/2001 del Parlamento Europeo y del Consejo, de 11 de diciembre de 2018, relativa al fomento del uso de energía procedente de fuentes renovables',
    tipo: 'ley',
  },
  {
    id: 'Directiva (UE) 2023/1791',
    nombre:
      'Directiva (UE) 2023/1791 del Parlamento Europeo y del Consejo, de 13 de septiembre de 2023, relativa a la eficiencia energética',
    tipo: 'ley',
  },
  {
    id: 'Ley 7/2022',
    nombre:
      'Ley 7/2022, de 8 de abril, de residuos y suelos contaminados para una economía circular',
    tipo: 'ley',
  },
  // Tema 17. Tecnologías de la información y la comunicación
  {
    id: 'Diccionario de la lengua española',
    nombre:
      'Real Academia Española y Asociación de Academias de la Lengua Española, Diccionario de la lengua española, 23.ª edición (versión electrónica)',
    tipo: 'obra',
  },
  {
    id: 'IEC 80000-13:2008',
    nombre:
      'Norma internacional IEC 80000-13:2008, Magnitudes y unidades. Parte 13: Ciencia y tecnologías de la información',
    tipo: 'obra',
  },
  {
    id: 'IETF RFC',
    nombre:
      'Internet Engineering Task Force, documentos RFC (Request for Comments) que definen los protocolos de Internet',
    tipo: 'obra',
  },
  {
    id: 'NIST SP 800-145',
    nombre:
      'National Institute of Standards and Technology, Special Publication 800-145, The NIST Definition of Cloud Computing (2011)',
    tipo: 'obra',
  },
  {
    id: 'Reglamento (UE) 2021/696',
    nombre:
      'Reglamento (UE) 2021/696 del Parlamento Europeo y del Consejo, de 28 de abril de 2021, por el que se crea el Programa Espacial de la Unión y la Agencia de la Unión Europea para el Programa Espacial',
    tipo: 'ley',
  },
  {
    id: 'Reglamento (UE) 910/2014',
    nombre:
      'Reglamento (UE) n.º 910/2014 del Parlamento Europeo y del Consejo, de 23 de julio de 2014, relativo a la identificación electrónica y los servicios de confianza para las transacciones electrónicas en el mercado interior (eIDAS)',
    tipo: 'ley',
  },
  {
    id: 'Ley 6/2020',
    nombre:
      'Ley 6/2020, de 11 de noviembre, reguladora de determinados aspectos de los servicios electrónicos de confianza',
    tipo: 'ley',
  },
  {
    id: 'Ley 11/2022',
    nombre: 'Ley 11/2022, de 28 de junio, General de Telecomunicaciones',
    tipo: 'ley',
  },
  {
    id: 'RD 4/2010',
    nombre:
      'Real Decreto 4/2010, de 8 de enero, por el que se regula el Esquema Nacional de Interoperabilidad en el ámbito de la Administración Electrónica',
    tipo: 'ley',
  },
  {
    id: 'RD 421/2004',
    nombre:
      'Real Decreto 421/2004, de 12 de marzo, por el que se regula el Centro Criptológico Nacional',
    tipo: 'ley',
  },
  // Tema 18. Topografía
  {
    id: 'RD 1071/2007',
    nombre:
      'Real Decreto 1071/2007, de 27 de julio, por el que se regula el sistema geodésico de referencia oficial en España',
    tipo: 'ley',
  },
  {
    id: 'IGN, material didáctico',
    nombre:
      'Instituto Geográfico Nacional, material didáctico de cartografía y topografía (ign.es)',
    tipo: 'obra',
  },
  // Tema 19. Deontología profesional
  {
    id: 'Código de Conducta ONU 1979',
    nombre:
      'Código de conducta para funcionarios encargados de hacer cumplir la ley, adoptado por la Asamblea General de las Naciones Unidas en su Resolución 34/169, de 17 de diciembre de 1979',
    tipo: 'ley',
  },
  {
    id: 'Principios Básicos ONU 1990',
    nombre:
      'Principios Básicos sobre el Empleo de la Fuerza y de Armas de Fuego por los Funcionarios Encargados de Hacer Cumplir la Ley, adoptados por el Octavo Congreso de las Naciones Unidas sobre Prevención del Delito y Tratamiento del Delincuente (La Habana, 1990)',
    tipo: 'obra',
  },
  {
    id: 'Código Europeo de Ética de la Policía',
    nombre:
      'Recomendación Rec(2001)10 del Comité de Ministros del Consejo de Europa sobre el Código Europeo de Ética de la Policía, de 19 de septiembre de 2001',
    tipo: 'obra',
  },
  {
    id: 'Orden PJC/849/2024',
    nombre:
      'Orden PJC/849/2024, de 8 de agosto, de implementación, evaluación y seguimiento del Código de Conducta del personal de la Guardia Civil',
    tipo: 'ley',
  },
  // Tema 20. Responsabilidad penal de los menores
  // Tema 21. Protección integral contra la violencia de género
  {
    id: 'Ministerio del Interior, web oficial',
    nombre:
      'Ministerio del Interior, web oficial (interior.gob.es): Sistema de Seguimiento Integral en los casos de Violencia de Género (VioGén)',
    tipo: 'obra',
  },
  {
    id: 'Delegación del Gobierno contra la Violencia de Género, web oficial',
    nombre:
      'Delegación del Gobierno contra la Violencia de Género, web oficial (violenciagenero.igualdad.gob.es): servicio 016',
    tipo: 'obra',
  },
  // Tema 22. Armas y explosivos
  {
    id: 'RD 726/2020',
    nombre:
      'Real Decreto 726/2020, de 4 de agosto, por el que se modifica el Reglamento de Armas, aprobado por el Real Decreto 137/1993, de 29 de enero',
    tipo: 'ley',
  },
  {
    id: 'RD 653/2023',
    nombre:
      'Real Decreto 653/2023, de 18 de julio, por el que se modifica el Reglamento de Armas, aprobado por el Real Decreto 137/1993, de 29 de enero',
    tipo: 'ley',
  },
  {
    id: 'RD 130/2017',
    nombre:
      'Real Decreto 130/2017, de 24 de febrero, por el que se aprueba el Reglamento de Explosivos',
    tipo: 'ley',
  },
  {
    id: 'Directiva 2013/29/UE',
    nombre:
      'Directiva 2013/29/UE del Parlamento Europeo y del Consejo, de 12 de junio de 2013, sobre la armonización de las legislaciones de los Estados miembros en materia de comercialización de artículos pirotécnicos',
    tipo: 'ley',
  },
  {
    id: 'ADR',
    nombre:
      'Acuerdo Europeo sobre Transporte Internacional de Mercancías Peligrosas por Carretera (ADR), clasificación de mercancías peligrosas de las Naciones Unidas',
    tipo: 'obra',
  },
  // Tema 23. Derecho fiscal
  {
    id: 'LO 12/1995',
    nombre: 'Ley Orgánica 12/1995, de 12 de diciembre, de Represión del Contrabando',
    tipo: 'ley',
  },
  {
    id: 'RD 1649/1998',
    nombre:
      'Real Decreto 1649/1998, de 24 de julio, por el que se desarrolla el Título II de la Ley Orgánica 12/1995, de 12 de diciembre, de Represión del Contrabando, relativo a las infracciones administrativas de contrabando',
    tipo: 'ley',
  },
  {
    id: 'Reglamento (UE) 952/2013',
    nombre:
      'Reglamento (UE) n.º 952/2013 del Parlamento Europeo y del Consejo, de 9 de octubre de 2013, por el que se establece el código aduanero de la Unión',
    tipo: 'ley',
  },
  {
    id: 'Agencia Tributaria, web oficial',
    nombre:
      'Agencia Estatal de Administración Tributaria, web oficial (agenciatributaria.es): Aduanas e Impuestos Especiales',
    tipo: 'obra',
  },
  // Lengua española
  {
    id: 'Ortografía de la lengua española (RAE, 2010)',
    nombre:
      'Real Academia Española y Asociación de Academias de la Lengua Española, Ortografía de la lengua española (2010)',
    tipo: 'obra',
  },
  {
    id: 'Diccionario panhispánico de dudas (RAE, 2005)',
    nombre:
      'Real Academia Española y Asociación de Academias de la Lengua Española, Diccionario panhispánico de dudas (2005)',
    tipo: 'obra',
  },
  {
    id: 'Nueva gramática de la lengua española (RAE, 2009)',
    nombre:
      'Real Academia Española y Asociación de Academias de la Lengua Española, Nueva gramática de la lengua española (2009)',
    tipo: 'obra',
  },
  // Lengua inglesa
  {
    id: 'Practical English Usage (Swan, 4.ª ed., 2016)',
    nombre: 'Michael Swan, Practical English Usage, 4.ª edición, Oxford University Press (2016)',
    tipo: 'obra',
  },
  {
    id: 'Cambridge Dictionary',
    nombre: 'Cambridge University Press, Cambridge Dictionary (dictionary.cambridge.org)',
    tipo: 'obra',
  },
];
