import type { FuenteCitable } from './types';

/** What this process's bank cites beyond FUENTES_COMUNES. */
export const fuentes: readonly FuenteCitable[] = [
  // Laws
  {
    id: 'RDL 13/2010',
    nombre:
      'Real Decreto-ley 13/2010, de 3 de diciembre, de actuaciones en el ámbito fiscal, laboral y liberalizadoras para fomentar la inversión y la creación de empleo',
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
    id: 'DLE',
    nombre:
      'Real Academia Española, Diccionario de la lengua española, 23.ª edición (versión en línea)',
    tipo: 'obra',
  },
];
