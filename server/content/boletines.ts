// The official bulletins the map of Spain links to (spec §2 and §3 "Region bulletin entry"): the
// BOE and one per autonomous community and autonomous city. scripts/build-spain-map.ts writes
// them, with each region's shape, into the dashboard's map, so the client gets them at build time.

export interface Boletin {
  /** es-atlas code of the region (INE code of the autonomous community); '00' for the BOE. */
  codigo: string;
  /** The region as the map names it (spec §2). */
  region: string;
  nombre: string;
  abreviatura: string;
  url: string;
}

export const BOE: Boletin = {
  codigo: '00',
  region: 'España',
  nombre: 'Boletín Oficial del Estado',
  abreviatura: 'BOE',
  url: 'https://www.boe.es/',
};

export const BOLETINES_AUTONOMICOS: Boletin[] = [
  {
    codigo: '12',
    region: 'Galicia',
    nombre: 'Diario Oficial de Galicia',
    abreviatura: 'DOG',
    url: 'https://www.xunta.gal/diario-oficial-galicia',
  },
  {
    codigo: '03',
    region: 'Asturias',
    nombre: 'Boletín Oficial del Principado de Asturias',
    abreviatura: 'BOPA',
    url: 'https://sede.asturias.es/bopa',
  },
  {
    codigo: '06',
    region: 'Cantabria',
    nombre: 'Boletín Oficial de Cantabria',
    abreviatura: 'BOC',
    url: 'https://boc.cantabria.es/boces/',
  },
  {
    codigo: '16',
    region: 'País Vasco',
    nombre: 'Boletín Oficial del País Vasco',
    abreviatura: 'BOPV',
    url: 'https://www.euskadi.eus/bopv2/datos/Ultimo.shtml',
  },
  {
    codigo: '15',
    region: 'Navarra',
    nombre: 'Boletín Oficial de Navarra',
    abreviatura: 'BON',
    url: 'https://bon.navarra.es/',
  },
  {
    codigo: '17',
    region: 'La Rioja',
    nombre: 'Boletín Oficial de La Rioja',
    abreviatura: 'BOR',
    url: 'https://web.larioja.org/bor-portada',
  },
  {
    codigo: '02',
    region: 'Aragón',
    nombre: 'Boletín Oficial de Aragón',
    abreviatura: 'BOA',
    url: 'https://www.boa.aragon.es/',
  },
  {
    codigo: '09',
    region: 'Cataluña',
    nombre: 'Diari Oficial de la Generalitat de Catalunya',
    abreviatura: 'DOGC',
    url: 'https://dogc.gencat.cat/',
  },
  {
    codigo: '07',
    region: 'Castilla y León',
    nombre: 'Boletín Oficial de Castilla y León',
    abreviatura: 'BOCYL',
    url: 'https://bocyl.jcyl.es/',
  },
  {
    codigo: '13',
    region: 'Madrid',
    nombre: 'Boletín Oficial de la Comunidad de Madrid',
    abreviatura: 'BOCM',
    url: 'https://www.bocm.es/',
  },
  {
    codigo: '11',
    region: 'Extremadura',
    nombre: 'Diario Oficial de Extremadura',
    abreviatura: 'DOE',
    url: 'https://doe.juntaex.es/',
  },
  {
    codigo: '08',
    region: 'Castilla-La Mancha',
    nombre: 'Diario Oficial de Castilla-La Mancha',
    abreviatura: 'DOCM',
    url: 'https://docm.jccm.es/docm/',
  },
  {
    codigo: '10',
    region: 'Comunidad Valenciana',
    nombre: 'Diari Oficial de la Generalitat Valenciana',
    abreviatura: 'DOGV',
    url: 'https://dogv.gva.es/',
  },
  {
    codigo: '14',
    region: 'Murcia',
    nombre: 'Boletín Oficial de la Región de Murcia',
    abreviatura: 'BORM',
    url: 'https://www.borm.es/',
  },
  {
    codigo: '01',
    region: 'Andalucía',
    nombre: 'Boletín Oficial de la Junta de Andalucía',
    abreviatura: 'BOJA',
    url: 'https://www.juntadeandalucia.es/boja',
  },
  {
    codigo: '18',
    region: 'Ceuta',
    nombre: 'Boletín Oficial de la Ciudad de Ceuta',
    abreviatura: 'BOCCE',
    url: 'https://www.ceuta.es/ceuta/bocce',
  },
  {
    codigo: '19',
    region: 'Melilla',
    nombre: 'Boletín Oficial de la Ciudad de Melilla',
    abreviatura: 'BOME',
    url: 'https://bomemelilla.es/',
  },
  {
    codigo: '05',
    region: 'Canarias',
    nombre: 'Boletín Oficial de Canarias',
    abreviatura: 'BOC',
    url: 'https://www.gobiernodecanarias.org/boc/',
  },
  {
    codigo: '04',
    region: 'Baleares',
    nombre: 'Butlletí Oficial de les Illes Balears',
    abreviatura: 'BOIB',
    url: 'https://www.caib.es/eboibfront/',
  },
];
