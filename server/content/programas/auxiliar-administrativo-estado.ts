import { temaName } from './types';
import type { Programa } from './types';

const B1 = 'Bloque I. Organización pública';
const B2 = 'Bloque II. Actividad administrativa y ofimática';

/**
 * Cuerpo General Auxiliar de la Administración del Estado (C2), ingreso libre: the programme of
 * the call of 18 December 2025 (BOE of 22 December 2025). The exam is a single exercise of 90
 * minutes: 60 questions (30 on Bloque I and 30 psychotechnic) and 50 on Bloque II. Questions on
 * Windows and Office refer to Windows 11 and Microsoft 365, desktop version.
 *
 * The BOE numbers the temas of each block from 1, and so does this file: Bloque II's tema 1 is
 * 'Atención al público' (much preparation material numbers it 17).
 */
export const programa: Programa = {
  slug: 'auxiliar-administrativo-estado',
  convocatoria: {
    boe: 'BOE-A-2025-26262',
    fecha: '2025-12-22',
    titulo:
      'Resolución de 18 de diciembre de 2025, de la Secretaría de Estado de Función Pública, por la que se convocan procesos selectivos para el ingreso y el acceso en Cuerpos de la Administración General del Estado',
  },
  temas: [
    {
      numero: 1,
      seccion: B1,
      tema: temaName(1, 'La Constitución Española de 1978'),
      titulo:
        'La Constitución Española de 1978: características. Los principios constitucionales y los valores superiores. Derechos y deberes fundamentales. Su garantía y suspensión.',
    },
    {
      numero: 2,
      seccion: B1,
      tema: temaName(2, 'Tribunal Constitucional y reforma de la Constitución. La Corona'),
      titulo:
        'El Tribunal Constitucional. La reforma de la Constitución. La Corona. Funciones constitucionales del Rey. Sucesión y regencia. El refrendo.',
    },
    {
      numero: 3,
      seccion: B1,
      tema: temaName(3, 'Las Cortes Generales y el Defensor del Pueblo'),
      titulo:
        'Las Cortes Generales. Composición, atribuciones y funcionamiento del Congreso de los Diputados y del Senado. El Defensor del Pueblo.',
    },
    {
      numero: 4,
      seccion: B1,
      tema: temaName(4, 'El Poder Judicial'),
      titulo:
        'El Poder Judicial. El Consejo General del Poder Judicial. El Tribunal Supremo. La organización judicial española.',
    },
    {
      numero: 5,
      seccion: B1,
      tema: temaName(5, 'El Gobierno y la Administración'),
      titulo:
        'El Gobierno y la Administración. El Presidente del Gobierno. El Consejo de Ministros. Designación, causas de cese y responsabilidad del Gobierno.',
    },
    {
      numero: 6,
      seccion: B1,
      tema: temaName(6, 'Gobierno abierto y Agenda 2030'),
      titulo:
        'El Gobierno Abierto. Concepto y principios informadores: colaboración, participación, transparencia y rendición de cuentas. Datos abiertos y reutilización. La Agenda 2030 y los Objetivos de Desarrollo Sostenible.',
    },
    {
      numero: 7,
      seccion: B1,
      tema: temaName(7, 'Transparencia y buen gobierno (Ley 19/2013)'),
      titulo:
        'La Ley 19/2013, de 9 de diciembre, de transparencia, acceso a la información pública y buen gobierno. El Consejo de Transparencia y Buen Gobierno.',
    },
    {
      numero: 8,
      seccion: B1,
      tema: temaName(8, 'La Administración General del Estado'),
      titulo:
        'La Administración General del Estado. Órganos centrales: órganos superiores y órganos directivos. Los servicios comunes de los Ministerios. Órganos territoriales: Delegados y Subdelegados del Gobierno y Directores insulares. La Administración General del Estado en el exterior.',
    },
    {
      numero: 9,
      seccion: B1,
      tema: temaName(9, 'Organización territorial del Estado'),
      titulo:
        'La organización territorial del Estado. Las comunidades autónomas: constitución y competencias. Los Estatutos de Autonomía. La Administración local: entidades que la integran. La provincia, el municipio y la isla.',
    },
    {
      numero: 10,
      seccion: B1,
      tema: temaName(10, 'La Unión Europea'),
      titulo:
        'La organización de la Unión Europea. Competencias de la Unión Europea. Las instituciones y órganos de la Unión Europea: el Consejo Europeo, el Consejo, el Parlamento Europeo, la Comisión Europea y el Tribunal de Justicia de la Unión Europea.',
    },
    {
      numero: 11,
      seccion: B1,
      tema: temaName(11, 'Procedimiento administrativo común y régimen jurídico'),
      titulo:
        'Las Leyes del Procedimiento Administrativo Común de las Administraciones Públicas y de Régimen Jurídico del Sector Público: el procedimiento administrativo común y sus fases. La revisión de los actos en vía administrativa. Los recursos administrativos.',
    },
    {
      numero: 12,
      seccion: B1,
      tema: temaName(12, 'Protección de datos personales'),
      titulo:
        'La protección de datos personales y su régimen jurídico: principios, derechos y obligaciones. La Agencia Española de Protección de Datos.',
    },
    {
      numero: 13,
      seccion: B1,
      tema: temaName(13, 'El personal funcionario'),
      titulo:
        'El personal funcionario al servicio de las Administraciones públicas. Régimen jurídico. Clases de personal. Selección. Adquisición y pérdida de la condición de funcionario. Provisión de puestos de trabajo. Situaciones administrativas.',
    },
    {
      numero: 14,
      seccion: B1,
      tema: temaName(14, 'Derechos y deberes de los funcionarios'),
      titulo:
        'Derechos y deberes de los funcionarios. La carrera administrativa. Promoción interna. El sistema de retribuciones e indemnizaciones. Régimen disciplinario. El régimen de la Seguridad Social de los funcionarios.',
    },
    {
      numero: 15,
      seccion: B1,
      tema: temaName(15, 'El presupuesto del Estado'),
      titulo:
        'El presupuesto del Estado en España. Concepto y estructura. Fases del ciclo presupuestario.',
    },
    {
      numero: 16,
      seccion: B1,
      tema: temaName(16, 'Igualdad y violencia de género. Discapacidad y dependencia'),
      titulo:
        'Políticas de igualdad y contra la violencia de género. Políticas de igualdad de trato y no discriminación de las personas LGTBI. Discapacidad y dependencia: régimen jurídico.',
    },
    {
      numero: 1,
      seccion: B2,
      tema: temaName(1, 'Atención al público'),
      titulo:
        'Atención al público: acogida e información al ciudadano. Atención de personas con discapacidad.',
    },
    {
      numero: 2,
      seccion: B2,
      tema: temaName(2, 'Servicios de información administrativa'),
      titulo:
        'Los servicios de información administrativa. Información general y particular al ciudadano. Iniciativas. Reclamaciones. Quejas. Peticiones.',
    },
    {
      numero: 3,
      seccion: B2,
      tema: temaName(3, 'Documentos: registro y archivo'),
      titulo:
        'Concepto de documento, registro y archivo. Funciones del registro y del archivo. Clases de archivo y criterios de ordenación.',
    },
    {
      numero: 4,
      seccion: B2,
      tema: temaName(4, 'Administración electrónica y servicios al ciudadano'),
      titulo:
        'Administración electrónica y servicios al ciudadano. Páginas web de carácter público. Servicios telemáticos. Oficinas integradas. Ventanilla única empresarial. El Punto de Acceso General de la Administración General del Estado.',
    },
    {
      numero: 5,
      seccion: B2,
      tema: temaName(5, 'Informática básica'),
      titulo:
        'Informática básica: conceptos fundamentales sobre el hardware y el software. Sistemas de almacenamiento de datos. Sistemas operativos. Nociones básicas de seguridad informática.',
    },
    {
      numero: 6,
      seccion: B2,
      tema: temaName(6, 'El entorno Windows'),
      titulo:
        'Introducción al sistema operativo: el entorno Windows. Fundamentos. Trabajo en el entorno gráfico de Windows: ventanas, iconos, menús contextuales, cuadros de diálogo. El escritorio y sus elementos. El menú Inicio.',
    },
    {
      numero: 7,
      seccion: B2,
      tema: temaName(7, 'El Explorador de archivos de Windows'),
      titulo:
        'El explorador de Windows. Gestión de carpetas y archivos. Operaciones de búsqueda. Herramientas «Este equipo» y «Acceso rápido». Accesorios. Herramientas del sistema.',
    },
    {
      numero: 8,
      seccion: B2,
      tema: temaName(8, 'Procesador de textos: Word'),
      titulo:
        'Procesadores de texto: Word. Principales funciones y utilidades. Creación y estructuración del documento. Gestión, grabación, recuperación e impresión de ficheros. Personalización del entorno de trabajo.',
    },
    {
      numero: 9,
      seccion: B2,
      tema: temaName(9, 'Hoja de cálculo: Excel'),
      titulo:
        'Hojas de cálculo: Excel. Principales funciones y utilidades. Libros, hojas y celdas. Configuración. Introducción y edición de datos. Fórmulas y funciones. Gráficos. Gestión de datos. Personalización del entorno de trabajo.',
    },
    {
      numero: 10,
      seccion: B2,
      tema: temaName(10, 'Base de datos: Access'),
      titulo:
        'Bases de datos: Access. Principales funciones y utilidades. Tablas. Consultas. Formularios. Informes. Relaciones. Importación, vinculación y exportación de datos.',
    },
    {
      numero: 11,
      seccion: B2,
      tema: temaName(11, 'Correo electrónico: Outlook'),
      titulo:
        'Correo electrónico: Outlook. Conceptos elementales y funcionamiento. El entorno de trabajo. Enviar, recibir, responder y reenviar mensajes. Creación de mensajes. Reglas de mensaje. Libreta de direcciones.',
    },
    {
      numero: 12,
      seccion: B2,
      tema: temaName(12, 'La red Internet'),
      titulo:
        'La Red Internet: origen, evolución y estado actual. Conceptos elementales sobre protocolos y servicios en Internet. Funcionalidades básicas de los navegadores web.',
    },
  ],
  psicotecnicos: [],
};
