import type { Programa } from './types';

/**
 * Programa oficial de la Escala Básica, categoría de Policía: anexo I de la Resolución de 7 de julio de 2026,
 * de la Dirección General de la Policía (BOE núm. 167, de 10 de julio de 2026). Su temario es el mismo,
 * tema a tema, que el de la convocatoria anterior (Resolución de 31 de julio de 2025, BOE-A-2025-16610).
 */
export const programa: Programa = {
  slug: 'policia-nacional-escala-basica',
  convocatoria: {
    boe: 'BOE-A-2026-15055',
    fecha: '2026-07-10',
    titulo:
      'Resolución de 7 de julio de 2026, de la Dirección General de la Policía, por la que se convoca oposición libre para el ingreso en la Escala Básica, categoría de Policía',
  },
  temas: [
    {
      numero: 1,
      seccion: 'A) Ciencias Jurídicas',
      tema: 'Tema 1. El Derecho: la persona y la nacionalidad',
      titulo:
        'El Derecho: concepto y acepciones. Las normas jurídicas positivas: concepto, estructura, clases y caracteres. El principio de jerarquía normativa. La persona en sentido jurídico: concepto y clases; su nacimiento y extinción; capacidad jurídica y capacidad de obrar. Adquisición, conservación y pérdida de la nacionalidad española. El domicilio. La vecindad civil.',
    },
    {
      numero: 2,
      seccion: 'A) Ciencias Jurídicas',
      tema: 'Tema 2. La Constitución (I): principios y derechos. Defensor del Pueblo',
      titulo:
        'La Constitución Española (I): estructura y caracteres de la Constitución Española de 1978. Los valores de la Constitución. Los principios del régimen constitucional: Estado democrático, Estado de derecho, Estado social, Monarquía parlamentaria y Estado autonomista. Los derechos y deberes fundamentales establecidos en la Constitución: especial referencia a los derechos fundamentales y libertades públicas, así como, a las garantías de los mismos y a la suspensión de los derechos y libertades. El Defensor del Pueblo.',
    },
    {
      numero: 3,
      seccion: 'A) Ciencias Jurídicas',
      tema: 'Tema 3. La Constitución (II): Corona y Cortes. Gobierno y Justicia. Territorio',
      titulo:
        'La Constitución Española (II): De la Corona. De las Cortes Generales. Del Gobierno y la Administración. De las relaciones entre el Gobierno y las Cortes Generales. Del Poder Judicial. De la organización territorial del Estado. Del Tribunal Constitucional. De la reforma constitucional.',
    },
    {
      numero: 4,
      seccion: 'A) Ciencias Jurídicas',
      tema: 'Tema 4. La Unión Europea y la cooperación policial internacional',
      titulo:
        'La Unión Europea: referencia histórica. El Derecho derivado. Instituciones más importantes de la Unión Europea. La cooperación policial internacional. Especial referencia al Tribunal Europeo de Derechos Humanos y el Tribunal de Justicia de la Unión Europea.',
    },
    {
      numero: 5,
      seccion: 'A) Ciencias Jurídicas',
      tema: 'Tema 5. La Administración General del Estado y el Gobierno',
      titulo:
        'La organización y funcionamiento de la Administración General del Estado: Principios de organización, funcionamiento y relaciones con los ciudadanos; órganos superiores y órganos directivos en la organización central. El Gobierno: composición, organización y funciones; el Gobierno en funciones.',
    },
    {
      numero: 6,
      seccion: 'A) Ciencias Jurídicas',
      tema: 'Tema 6. Los funcionarios públicos',
      titulo:
        'Los funcionarios públicos: concepto y clases. Adquisición y pérdida de la condición de funcionario.',
    },
    {
      numero: 7,
      seccion: 'A) Ciencias Jurídicas',
      tema: 'Tema 7. El Ministerio del Interior y la Secretaría de Estado de Seguridad',
      titulo:
        'El Ministerio del Interior: estructura orgánica básica. La Secretaría de Estado de Seguridad: estructura y funciones.',
    },
    {
      numero: 8,
      seccion: 'A) Ciencias Jurídicas',
      tema: 'Tema 8. La Dirección General de la Policía y la Policía Nacional',
      titulo:
        'La Dirección General de la Policía. Estructura orgánica y funciones de los servicios centrales y territoriales de la Policía Nacional. La Policía Nacional: funciones, escalas y categorías; sistemas de acceso; régimen disciplinario y situaciones administrativas.',
    },
    {
      numero: 9,
      seccion: 'A) Ciencias Jurídicas',
      tema: 'Tema 9. La Ley Orgánica 2/1986 de Fuerzas y Cuerpos de Seguridad',
      titulo:
        'La Ley Orgánica 2/1986, de 13 de marzo, de Fuerzas y Cuerpos de Seguridad: disposiciones generales; principios básicos de actuación; disposiciones estatutarias comunes. De las Fuerzas y Cuerpos de Seguridad del Estado: los derechos de representación colectiva; el Consejo de Policía; organización de las unidades de Policía Judicial; de las Policías de las Comunidades Autónomas; de la colaboración y coordinación entre el Estado y las Comunidades Autónomas; de las Policías Locales.',
    },
    {
      numero: 10,
      seccion: 'A) Ciencias Jurídicas',
      tema: 'Tema 10. Ciudadanos de la UE y extranjeros: entrada y residencia',
      titulo:
        'Entrada, libre circulación y residencia en España de ciudadanos de los Estados miembros de la Unión Europea y de otros Estados parte en el Acuerdo sobre el Espacio Económico Europeo. Derechos y libertades de los extranjeros en España y su integración social. La entrada y salida del territorio español. La autorización de estancia y de residencia.',
    },
    {
      numero: 11,
      seccion: 'A) Ciencias Jurídicas',
      tema: 'Tema 11. Infracciones y sanciones en materia de extranjería',
      titulo:
        'De las infracciones en materia de extranjería y su régimen sancionador. Tipos de infracciones: infracciones leves, infracciones graves e infracciones muy graves. Sanciones. Prescripción de las infracciones y de las sanciones. Efectos de la expulsión y devolución. Efectos de la denegación de entrada.',
    },
    {
      numero: 12,
      seccion: 'A) Ciencias Jurídicas',
      tema: 'Tema 12. La protección internacional',
      titulo:
        'La protección internacional. Reglas procedimentales para el reconocimiento de la protección internacional. De los menores y otras personas vulnerables. Centros de acogida a refugiados. Apátridas y desplazados.',
    },
    {
      numero: 13,
      seccion: 'A) Ciencias Jurídicas',
      tema: 'Tema 13. La seguridad privada',
      titulo:
        'Disposiciones generales en materia de seguridad privada en España. Coordinación. Empresas de seguridad privada y despachos de detectives privados. Personal de seguridad privada. Servicios y medidas de seguridad.',
    },
    {
      numero: 14,
      seccion: 'A) Ciencias Jurídicas',
      tema: 'Tema 14. La Ley Orgánica 4/2015 de protección de la seguridad ciudadana',
      titulo:
        'La Ley Orgánica 4/2015, de 30 de marzo, de protección de la seguridad ciudadana. Disposiciones generales. Documentación e identificación personal. Actuaciones para el mantenimiento y restablecimiento de la seguridad ciudadana. Potestades especiales de policía administrativa de seguridad. Régimen sancionador.',
    },
    {
      numero: 15,
      seccion: 'A) Ciencias Jurídicas',
      tema: 'Tema 15. Infraestructuras críticas y ciberseguridad',
      titulo:
        'Medidas para la Protección de Infraestructuras Críticas. El Catálogo Nacional de Infraestructuras Críticas. El Sistema de Protección de Infraestructuras Críticas. Ciberseguridad.',
    },
    {
      numero: 16,
      seccion: 'A) Ciencias Jurídicas',
      tema: 'Tema 16. Derecho Penal. Parte general',
      titulo:
        'Derecho Penal Parte General: concepto. Principios informadores del Derecho Penal. La infracción penal. Concepto material de delito. Grados de ejecución del delito. Personas físicas y jurídicas criminalmente responsables. Las consecuencias jurídicas de la infracción penal. Vigencia temporal y espacial de la Ley Penal. La edad penal y sus efectos. Circunstancias modificativas de la responsabilidad criminal.',
    },
    {
      numero: 17,
      seccion: 'A) Ciencias Jurídicas',
      tema: 'Tema 17. Delitos contra la vida y la integridad. Libertad y libertad sexual',
      titulo:
        'Derecho Penal Especial: Del homicidio y sus formas. Del aborto. De las lesiones. Delitos contra la libertad. De las torturas y otros delitos contra la integridad moral. Delitos contra la libertad sexual.',
    },
    {
      numero: 18,
      seccion: 'A) Ciencias Jurídicas',
      tema: 'Tema 18. Delitos contra el patrimonio y el orden socioeconómico',
      titulo:
        'Delitos contra el patrimonio y contra el orden socioeconómico. El hurto. El robo. La extorsión. Robo y hurto de uso de vehículos a motor. Usurpación. De las defraudaciones: estafas; apropiación indebida; defraudaciones de fluido eléctrico y análogo.',
    },
    {
      numero: 19,
      seccion: 'A) Ciencias Jurídicas',
      tema: 'Tema 19. Delitos contra el orden público',
      titulo:
        'Delitos contra el orden público: de los atentados contra la autoridad, sus agentes y los funcionarios públicos, resistencia y desobediencia. Desórdenes públicos. Disposición común. Tenencia, tráfico y depósito de armas, municiones o explosivos.',
    },
    {
      numero: 20,
      seccion: 'A) Ciencias Jurídicas',
      tema: 'Tema 20. Delitos informáticos e intimidad. Prueba digital',
      titulo:
        'Delitos informáticos. Especial consideración al derecho a la intimidad. La prueba digital en el proceso penal.',
    },
    {
      numero: 21,
      seccion: 'A) Ciencias Jurídicas',
      tema: 'Tema 21. Derecho Procesal Penal: detención y habeas corpus. Policía Judicial',
      titulo:
        'Noción de Derecho Procesal Penal. Concepto de jurisdicción y de competencia. Los órganos de la jurisdicción penal. Concepto de denuncia y la obligación de denunciar. La detención: concepto y duración. La obligación de detener. Los derechos del detenido. El procedimiento de habeas corpus. Procedimiento integral de la detención policial. El Ministerio Fiscal: funciones. La Policía Judicial.',
    },
    {
      numero: 22,
      seccion: 'A) Ciencias Jurídicas',
      tema: 'Tema 22. El Estatuto de la víctima del delito (Ley 4/2015)',
      titulo:
        'La Ley 4/2015, de 27 de abril, del Estatuto de la víctima del delito. Ámbito. Concepto general de víctima. Derechos básicos. Protección de las víctimas. Medidas de protección a la víctima.',
    },
    {
      numero: 23,
      seccion: 'A) Ciencias Jurídicas',
      tema: 'Tema 23. Igualdad y violencia de género. Discapacidad y dependencia. LGTBI',
      titulo:
        'Políticas de igualdad, protección y no discriminación en la AGE. La Ley Orgánica 3/2007, de 22 de marzo, para la igualdad efectiva de mujeres y hombres. Los Planes para la igualdad en la Administración General del Estado y en sus organismos públicos. Políticas contra la violencia de género. La Ley Orgánica 1/2004, de 28 de diciembre, de medidas de protección integral contra la violencia de género. Políticas de integración de las personas con discapacidad. La Ley 39/2006, de 14 de diciembre, de promoción de la autonomía personal y atención a las personas en situación de dependencia. Ley 4/2023, de 28 de febrero, para la igualdad real y efectiva de las personas trans y para la garantía de los derechos de las personas LGTBI.',
    },
    {
      numero: 24,
      seccion: 'A) Ciencias Jurídicas',
      tema: 'Tema 24. Introducción a la prevención de riesgos laborales',
      titulo:
        'Introducción a la Prevención de Riesgos Laborales. Concepto general de trabajo. Concepto de salud y condiciones de trabajo. El trabajo y la salud. Concepto general de riesgos Laborales. Principios generales de la actividad preventiva. Conceptos de prevención y protección. Consecuencia de los riesgos. Daños a la salud.',
    },
    {
      numero: 25,
      seccion: 'A) Ciencias Jurídicas',
      tema: 'Tema 25. Marco normativo de la prevención de riesgos laborales',
      titulo:
        'Marco normativo básico en prevención de riesgos laborales. La Ley 31/1995, de Prevención de Riesgos Laborales. RD 39/1997, Reglamento de los servicios de prevención. El RD 2/2006, sobre Prevención de Riesgos Laborales en los funcionarios del Cuerpo Nacional de Policía. El RD 67/2010 sobre adaptación de la Prevención de Riesgos Laborales en la Administración General del Estado. Derechos y deberes básicos en materia de Prevención de Riesgos laborales.',
    },
    {
      numero: 26,
      seccion: 'A) Ciencias Jurídicas',
      tema: 'Tema 26. La protección de datos de carácter personal',
      titulo:
        'La protección de datos de carácter personal: la Ley Orgánica 3/2018, de 5 de diciembre, de Protección de Datos Personales y garantía de los derechos digitales. Ley Orgánica 7/2021, de 26 de mayo, de protección de datos personales tratados para fines de prevención, detección, investigación y enjuiciamiento de infracciones penales y de ejecución de sanciones penales.',
    },
    {
      numero: 27,
      seccion: 'B) Ciencias Sociales',
      tema: 'Tema 27. Derechos humanos y prevención de la tortura',
      titulo:
        'Derechos Humanos. Declaración Universal de Derechos Humanos. Convenio Europeo para la Protección de los Derechos Humanos y Libertades Fundamentales. Convenio contra la Tortura. Protocolo facultativo de la Convención contra la tortura. Mecanismo Nacional de Prevención de la Tortura del Defensor del Pueblo.',
    },
    {
      numero: 28,
      seccion: 'B) Ciencias Sociales',
      tema: 'Tema 28. Globalización y antiglobalización',
      titulo:
        'Globalización y antiglobalización. Conceptos y características. Consecuencia de la globalización. Reacciones a la globalización. El Movimiento Antiglobalización: Organizaciones, objetivos e historia. El Foro Social Mundial.',
    },
    {
      numero: 29,
      seccion: 'B) Ciencias Sociales',
      tema: 'Tema 29. Actitudes y valores sociales',
      titulo:
        'Actitudes y valores sociales. Formación de las actitudes: concepto, componentes y funciones. Estereotipos, prejuicios y discriminación. Actitudes de la personalidad autoritaria: xenofobia y dogmatismo. Los grupos sociales.',
    },
    {
      numero: 30,
      seccion: 'B) Ciencias Sociales',
      tema: 'Tema 30. Principios éticos y contravalores. Delitos de odio',
      titulo:
        'Principios éticos de la sociedad actual. Transmisión de valores en la sociedad actual: proceso de socialización. Libertad responsabilidad. Igualdad- solidaridad. Tolerancia. Contravalores, reacciones sociales a los valores mayoritarios: Racismo, fanatismo, fundamentalismo, sectarismo, hooliganismo. Especial consideración de los delitos de odio.',
    },
    {
      numero: 31,
      seccion: 'B) Ciencias Sociales',
      tema: 'Tema 31. Inmigración y movimientos migratorios',
      titulo:
        'Inmigración. Movimientos migratorios: concepto y causas de las migraciones. Tipos y efectos. Las grandes migraciones a través de la historia. Las migraciones en la actualidad. Integración social: factor esencial de la cohesión social.',
    },
    {
      numero: 32,
      seccion: 'B) Ciencias Sociales',
      tema: 'Tema 32. Geografía humana y demografía. Medio ambiente',
      titulo:
        'Concepto de geografía humana. La ciudad, corrientes de estudio de la misma. Población, estructura y grupos sociales. La demografía: densidad demográfica, tasas de natalidad y mortalidad, crecimiento vegetativo. La sociedad de masas. Contaminación y protección del medio ambiente.',
    },
    {
      numero: 33,
      seccion: 'B) Ciencias Sociales',
      tema: 'Tema 33. La seguridad y las teorías de la delincuencia',
      titulo:
        'La seguridad. Concepto. Seguridad individual y seguridad colectiva. Seguridad pública y seguridad privada. La inseguridad. Teorías explicativas de la delincuencia: concepto, modelos explicativos y clases de delincuencia.',
    },
    {
      numero: 34,
      seccion: 'B) Ciencias Sociales',
      tema: 'Tema 34. Drogodependencias',
      titulo:
        'Drogodependencias. Conceptos de droga, consumidor, métodos de administración, adicción, dependencia, tolerancia, politoxicomanías. Clasificación de las drogas. Últimas tendencias en el consumo de drogas en nuestra sociedad.',
    },
    {
      numero: 35,
      seccion: 'B) Ciencias Sociales',
      tema: 'Tema 35. El desarrollo sostenible',
      titulo:
        'El desarrollo sostenible. Concepto. Coordinación y cooperación internacional. Sociedad y desarrollo sostenible. Instrumentos de gestión ambiental.',
    },
    {
      numero: 36,
      seccion: 'B) Ciencias Sociales',
      tema: 'Tema 36. Gramática de la lengua española',
      titulo:
        'Gramática de la lengua española. Morfología. Sufijos, sustantivos y pronombres. Adjetivos: sus grados y tipos. Los adverbios y sus tipos. Verbos: modos y conjugación. Preposiciones y conjunciones. Sintaxis. La oración: partes y tipos. Análisis sintáctico.',
    },
    {
      numero: 37,
      seccion: 'B) Ciencias Sociales',
      tema: 'Tema 37. Ortografía de la lengua española',
      titulo:
        'Ortografía de la lengua española. Reglas ortográficas. Uso de las letras o grafemas. Uso de la tilde, de los signos ortográficos y de las letras mayúsculas y minúsculas. Representación gráfica de las unidades léxicas. Ortografía de las expresiones procedentes de otras lenguas, de nombres propios y expresiones numéricas.',
    },
    {
      numero: 38,
      seccion: 'C) Materias Técnico-Científicas',
      tema: 'Tema 38. Fundamentos de sistemas operativos',
      titulo:
        'Fundamentos de sistemas operativos: Funciones de un sistema operativo. Tipologías: MS/DOS; UNIX; Linux; Windows; MAC OS. Sistemas operativos móviles: iOS, Android. Sistemas de almacenamiento. Sistemas de archivos.',
    },
    {
      numero: 39,
      seccion: 'C) Materias Técnico-Científicas',
      tema: 'Tema 39. Redes informáticas: modelos y dispositivos. Direccionamiento IP',
      titulo:
        'Redes informáticas: Modelo OSI. Modelo TCP/IP. Dispositivos de red: Concentradores (hubs); conmutadores (switches); encaminadores (routers); cortafuegos (firewall); servidores DHCP; servidores DNS; servidores proxy. Direccionamiento IP: clase de redes; IPv4; IPv6.',
    },
    {
      numero: 40,
      seccion: 'C) Materias Técnico-Científicas',
      tema: 'Tema 40. Inteligencia y OSINT. Capas de la web',
      titulo:
        'Inteligencia: dato, información e inteligencia. Tipologías de Inteligencia. Ciclo de la Inteligencia. Inteligencia de Fuentes Abiertas (OSINT). Surface Web. Deep Web. Dark Web. Dark Net.',
    },
    {
      numero: 41,
      seccion: 'C) Materias Técnico-Científicas',
      tema: 'Tema 41. Ciberdelincuencia y agentes de la amenaza',
      titulo:
        'Ciberdelincuencia y agentes de la Amenaza: Botnet; Business E-mail Compromise; Cartas nigerianas; Cryptojacking; Denegación de servicio; Ingeniería social; Inyección SQL; Malware; Pharming; Phishing; Spear phishing; Ransomware; Skimming; Spoofing; Spyware, Troyano; XSS; Zero-day. Cibercriminales. Crimen as Service. Hacktivistas. Insider threat. APTs. Cyber Kill Chain.',
    },
    {
      numero: 42,
      seccion: 'C) Materias Técnico-Científicas',
      tema: 'Tema 42. Armas de fuego y cartucho. Balística forense',
      titulo:
        'Origen de las armas de fuego. Definición, clasificación, categorías y funcionamiento de las armas de fuego: especial referencia al reglamento de armas. Cartucho: definición y componentes. Armas prohibidas. Documentación que ampara la tenencia y porte de armas. Balística forense.',
    },
    {
      numero: 43,
      seccion: 'C) Materias Técnico-Científicas',
      tema: 'Tema 43. El vehículo prioritario',
      titulo:
        'El vehículo prioritario. Definición de vehículo prioritario. Facultades de los conductores de vehículos prioritarios. Comportamiento de los demás conductores respecto de los vehículos prioritarios. La conducción de vehículos en situación de emergencia. Utilización de las señales de emergencia.',
    },
    {
      numero: 44,
      seccion: 'C) Materias Técnico-Científicas',
      tema: 'Tema 44. Seguridad activa y pasiva en la conducción de vehículos prioritarios',
      titulo:
        'La Seguridad en la Conducción de Vehículos Prioritarios. Definición de Seguridad Activa y Pasiva. Sistemas de Seguridad Activa y Pasiva en vehículos tipo turismo y motocicleta. Influencia de los Sistemas de Seguridad en los accidentes de tráfico. Repercusión de los Sistemas de Seguridad en la conducción policial y traslado de detenidos.',
    },
    {
      numero: 45,
      seccion: 'C) Materias Técnico-Científicas',
      tema: 'Tema 45. Prevención de riesgos laborales en seguridad vial',
      titulo:
        'Prevención de Riesgos Laborales en Seguridad Vial. Factores del Tráfico y su influencia en la siniestralidad vial. Factor Humano, Factor Ambiental y Factor Vehículo. Riesgos Laborales en la conducción de vehículos prioritarios. Equipos de Protección Individual del conductor y pasajeros de vehículos policiales. Estrategias y mantenimiento preventivo del vehículo prioritario.',
    },
  ],
  psicotecnicos: [],
};
