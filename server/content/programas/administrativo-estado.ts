import type { Programa, TemaPrograma } from './types';

// Programa del Cuerpo General Administrativo de la Administración del Estado, ingreso libre, de la
// convocatoria de la Secretaría de Estado de Función Pública de 18 de diciembre de 2025 (BOE de 22 de
// diciembre, BOE-A-2025-26262): ejercicio único en 100 minutos; primera parte de 70 preguntas (40 de
// los bloques I a V y 30 del bloque VI, con Windows 11 y Microsoft 365, versión de escritorio) y
// segunda parte, un supuesto práctico a elegir entre dos, de 20 preguntas sobre los bloques II a V.

const I = 'Bloque I. Organización del Estado';
const II = 'Bloque II. Organización de oficinas públicas';
const III = 'Bloque III. Derecho administrativo general';
const IV = 'Bloque IV. Gestión de personal';
const V = 'Bloque V. Gestión financiera';
const VI = 'Bloque VI. Informática básica y ofimática';
const SUPUESTO = 'Segunda parte. Supuesto práctico';

const tema = (numero: number, seccion: string, corto: string, titulo: string): TemaPrograma => ({
  numero,
  seccion,
  tema: `Tema ${numero}. ${corto}`,
  titulo,
});

export const programa: Programa = {
  slug: 'administrativo-estado',
  convocatoria: {
    boe: 'BOE-A-2025-26262',
    fecha: '2025-12-22',
    titulo:
      'Resolución de 18 de diciembre de 2025, de la Secretaría de Estado de Función Pública, por la que se convocan procesos selectivos para el ingreso y el acceso en Cuerpos de la Administración General del Estado',
  },
  temas: [
    tema(
      1,
      I,
      'La Constitución de 1978. Derechos. Tribunal Constitucional y reforma',
      'La Constitución Española de 1978: estructura y contenido. Derechos y deberes fundamentales. Su garantía y suspensión. El Tribunal Constitucional. El Defensor del Pueblo. Reforma de la Constitución.',
    ),
    tema(
      2,
      I,
      'La Jefatura del Estado. La Corona',
      'La Jefatura del Estado. La Corona: funciones constitucionales del Rey. Sucesión y regencia.',
    ),
    tema(
      3,
      I,
      'Las Cortes Generales',
      'Las Cortes Generales: composición, atribuciones y funcionamiento del Congreso de los Diputados y del Senado.',
    ),
    tema(
      4,
      I,
      'El Poder Judicial y la organización judicial',
      'El Poder Judicial. El Consejo General del Poder Judicial. El Tribunal Supremo. La organización judicial española.',
    ),
    tema(
      5,
      I,
      'El Gobierno y la Administración',
      'El Gobierno y la Administración. El Presidente del Gobierno. El Consejo de Ministros. Designación, causas de cese y responsabilidad del Gobierno. Las funciones del Gobierno. Relaciones entre el Gobierno y las Cortes Generales.',
    ),
    tema(
      6,
      I,
      'El Gobierno Abierto. La Agenda 2030',
      'El Gobierno Abierto: concepto y principios informadores. La Agenda 2030 y los Objetivos de Desarrollo Sostenible.',
    ),
    tema(
      7,
      I,
      'La Ley 19/2013 de transparencia y buen gobierno',
      'La Ley 19/2013, de 9 de diciembre, de transparencia, acceso a la información pública y buen gobierno.',
    ),
    tema(
      8,
      I,
      'La Administración General del Estado',
      'La Administración General del Estado. Órganos centrales. Órganos superiores y directivos. Órganos territoriales. La Administración del Estado en el Exterior.',
    ),
    tema(
      9,
      I,
      'Las Comunidades Autónomas',
      'La Organización territorial del Estado: las Comunidades Autónomas. Constitución y distribución de competencias entre el Estado y las Comunidades Autónomas. Estatutos de Autonomía.',
    ),
    tema(
      10,
      I,
      'La Administración local',
      'La Administración local: entidades que la integran. La provincia, el municipio y la isla.',
    ),
    tema(
      11,
      I,
      'La Unión Europea',
      'La organización de la Unión Europea. El Consejo Europeo, el Consejo, el Parlamento Europeo, la Comisión Europea y el Tribunal de Justicia de la Unión Europea. Efectos de la integración europea sobre la organización del Estado español.',
    ),
    tema(
      12,
      II,
      'Atención al público e información administrativa',
      'Atención al público. Atención de personas con discapacidad. Los servicios de información administrativa. Información general y particular al ciudadano. Iniciativas. Reclamaciones. Quejas. Peticiones.',
    ),
    tema(
      13,
      II,
      'Documentos: registro y archivo',
      'Concepto de documento, registro y archivo. Funciones del registro y del archivo. Clases de archivo y criterios de ordenación.',
    ),
    tema(
      14,
      II,
      'Administración electrónica y servicios al ciudadano',
      'Administración electrónica y servicios al ciudadano. Análisis de principales páginas web de carácter público. Servicios telemáticos. Oficinas integradas de atención al ciudadano. Ventanilla única empresarial. El Punto de Acceso General de la Administración General del Estado.',
    ),
    tema(
      15,
      II,
      'La protección de datos personales',
      'La protección de datos personales y su régimen Jurídico: principios, derechos, responsable y encargado del tratamiento, delegado y autoridades de protección de datos. Derechos digitales.',
    ),
    tema(
      16,
      III,
      'Las fuentes del Derecho administrativo',
      'Las fuentes del derecho administrativo. La jerarquía de las fuentes. La ley. Las disposiciones del Ejecutivo con fuerza de ley: decreto-ley y decreto legislativo. El reglamento: concepto, clases y límites. Otras fuentes del derecho administrativo.',
    ),
    tema(
      17,
      III,
      'El acto administrativo',
      'El acto administrativo: concepto, clases y elementos. Eficacia y validez de los actos administrativos. Su motivación y notificación.',
    ),
    tema(
      18,
      III,
      'El procedimiento administrativo común y los recursos',
      'Las Leyes del Procedimiento Administrativo Común de las Administraciones Públicas y del Régimen Jurídico del Sector Público. Procedimiento administrativo común y su alcance: iniciación, ordenación, instrucción y terminación. La revisión de los actos en vía administrativa: revisión de oficio y recursos administrativos. El recurso contencioso-administrativo. Actividad administrativa impugnable. Las partes: capacidad, legitimación, representación y defensa.',
    ),
    tema(
      19,
      III,
      'Los contratos del sector público',
      'Los contratos del sector público: concepto y clases. Preparación, adjudicación, efectos, cumplimiento y extinción. La revisión de precios y otras alteraciones contractuales. Régimen de invalidez y recursos.',
    ),
    tema(
      20,
      III,
      'Las formas de la actividad administrativa',
      'Procedimientos y formas de la actividad administrativa. La actividad de limitación, arbitral, de servicio público y de fomento. Formas de gestión de los servicios públicos.',
    ),
    tema(
      21,
      III,
      'La responsabilidad patrimonial de las Administraciones',
      'La responsabilidad patrimonial de las Administraciones públicas. Concepto y clases. Requisitos generales. Efectos.',
    ),
    tema(
      22,
      III,
      'Igualdad y violencia de género. LGTBI y discapacidad',
      'Políticas de igualdad y contra la violencia de género. Políticas de igualdad de trato y no discriminación de las personas LGTBI. Discapacidad y dependencia: régimen jurídico.',
    ),
    tema(
      23,
      IV,
      'El personal al servicio de las Administraciones públicas',
      'El personal al servicio de las Administraciones públicas: concepto y clases. El texto refundido del Estatuto Básico del Empleado Público y demás normativa de aplicación. Las competencias en materia de personal. El Registro Central de Personal.',
    ),
    tema(
      24,
      IV,
      'Selección de personal y Oferta de Empleo Público',
      'Selección de personal. Los procesos selectivos en la Administración pública y su conexión con la Oferta de Empleo Público. Principios constitucionales. Acceso al empleo público y provisión de puestos de trabajo de las personas con discapacidad.',
    ),
    tema(
      25,
      IV,
      'Funcionarios de carrera e interinos',
      'El personal funcionario al servicio de las Administraciones públicas: funcionarios de carrera y funcionarios interinos. La selección de los funcionarios.',
    ),
    tema(
      26,
      IV,
      'Condición de funcionario y situaciones administrativas',
      'Adquisición y pérdida de la condición de funcionario. Situaciones administrativas de los funcionarios. Supuestos y efectos de cada una de ellas.',
    ),
    tema(
      27,
      IV,
      'Provisión de puestos y carrera. Derechos y deberes',
      'Provisión de puestos de trabajo en la función pública. Los deberes y derechos de los funcionarios. La carrera administrativa. Promoción interna.',
    ),
    tema(
      28,
      IV,
      'Incompatibilidades y régimen disciplinario',
      'Las incompatibilidades. Régimen disciplinario: faltas, sanciones y procedimiento.',
    ),
    tema(
      29,
      IV,
      'Seguridad Social de los funcionarios. MUFACE',
      'El régimen de la Seguridad Social de los funcionarios. La MUFACE y las clases pasivas.',
    ),
    tema(
      30,
      IV,
      'El personal laboral. El IV Convenio único',
      'El personal laboral al servicio de las Administraciones públicas. Selección. Derechos, deberes e incompatibilidades. El IV Convenio único para el personal laboral de la Administración General del Estado: ámbito de aplicación y sistema de clasificación.',
    ),
    tema(
      31,
      IV,
      'Seguridad Social del personal laboral',
      'El régimen de la Seguridad Social del personal laboral. La acción protectora. Tipos y características de las prestaciones.',
    ),
    tema(
      32,
      V,
      'El presupuesto y el ciclo presupuestario',
      'El presupuesto: concepto. Los principios presupuestarios. El ciclo presupuestario. El presupuesto por programas: concepto y fases. Terminología y desarrollo del proceso presupuestario.',
    ),
    tema(
      33,
      V,
      'El presupuesto del Estado. Créditos y modificaciones',
      'El presupuesto del Estado en España: concepto y estructura. Los créditos presupuestarios: clasificación. Gastos plurianuales. Las modificaciones presupuestarias: créditos extraordinarios y suplementos de crédito. Ampliaciones de crédito. Generaciones de crédito. Transferencias de crédito. Incorporaciones de crédito. Anticipos de tesorería.',
    ),
    tema(
      34,
      V,
      'Ejecución del gasto: pago y control',
      'El procedimiento administrativo de ejecución del presupuesto de gasto. Órganos competentes. Fases del procedimiento y sus documentos contables. Compromisos de gasto para ejercicios posteriores. La ordenación del pago: concepto y competencia. Realización del pago: modos y perceptores. Control del gasto público. Clases. Especial referencia al control de legalidad. El Tribunal de Cuentas.',
    ),
    tema(
      35,
      V,
      'Retribuciones e indemnizaciones. Nóminas',
      'Las retribuciones e indemnizaciones de los funcionarios públicos y del personal laboral al servicio de la Administración pública. Nóminas: estructura y normas de confección. Altas y bajas: su justificación. Retribuciones básicas: sueldos, trienios, pagas extraordinarias. Retribuciones complementarias y otras remuneraciones. Devengo y liquidación de derechos económicos. El pago de las retribuciones del personal en activo. Formas de pago.',
    ),
    tema(
      36,
      V,
      'Clases de gastos. Anticipos de caja fija y pagos a justificar',
      'Gastos para la compra de bienes y servicios. Gastos de inversión. Gastos de transferencias: corrientes y de capital. Pagos: concepto y tipos. Pagos por obligaciones presupuestarias. Anticipos de caja fija. Pagos «a justificar». Justificación de libramientos.',
    ),
    tema(
      37,
      V,
      'Gestión económica de contratos y subvenciones',
      'Gestión económica y financiera de los contratos del sector público. Gestión económica y financiera de subvenciones.',
    ),
    tema(
      38,
      VI,
      'Informática básica',
      'Informática básica: conceptos fundamentales sobre el hardware y el software. Sistemas de almacenamiento de datos. Sistemas operativos. Nociones básicas de seguridad informática.',
    ),
    tema(
      39,
      VI,
      'El entorno Windows 11. Copilot',
      'Introducción al sistema operativo: el entorno Windows. Fundamentos. Trabajo en el entorno gráfico de Windows: ventanas, iconos, menús contextuales, cuadros de diálogo. El escritorio y sus elementos. El menú inicio. Copilot.',
    ),
    tema(
      40,
      VI,
      'El Explorador de archivos de Windows',
      'El explorador de Windows. Gestión de carpetas y archivos. Operaciones de búsqueda. Herramientas «Este equipo» y «Acceso rápido». Accesorios. Herramientas del sistema.',
    ),
    tema(
      41,
      VI,
      'Procesador de textos: Word 365',
      'Procesadores de texto: Word 365. Principales funciones y utilidades. Creación y estructuración del documento. Gestión, grabación, recuperación e impresión de ficheros. Personalización del entorno de trabajo.',
    ),
    tema(
      42,
      VI,
      'Hoja de cálculo: Excel 365',
      'Hojas de cálculo: Excel 365. Principales funciones y utilidades. Libros, hojas y celdas. Configuración. Introducción y edición de datos. Fórmulas y funciones. Gráficos. Gestión de datos. Personalización del entorno de trabajo.',
    ),
    tema(
      43,
      VI,
      'Bases de datos: Access 365',
      'Bases de datos: Access 365. Principales funciones y utilidades. Tablas. Consultas. Formularios. Informes. Relaciones. Importación, vinculación y exportación de datos.',
    ),
    tema(
      44,
      VI,
      'Correo electrónico: Outlook 365',
      'Correo electrónico: Outlook 365. Conceptos elementales y funcionamiento. El entorno de trabajo. Enviar, recibir, responder y reenviar mensajes. Creación de mensajes. Reglas de mensaje. Libreta de direcciones.',
    ),
    tema(
      45,
      VI,
      'Internet y navegadores web',
      'La Red Internet: origen, evolución y estado actual. Conceptos elementales sobre protocolos y servicios en Internet. Funcionalidades básicas de los navegadores web.',
    ),
    {
      numero: null,
      seccion: SUPUESTO,
      tema: 'Supuesto práctico',
      titulo:
        'Segunda parte del ejercicio único: un supuesto práctico, a elegir entre dos, con 20 preguntas sobre las materias de los bloques II, III, IV y V del programa.',
    },
  ],
  psicotecnicos: [],
};
