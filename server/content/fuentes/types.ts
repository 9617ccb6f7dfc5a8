/**
 * What a question's `fuente` may cite. A fuente is written in one format:
 *   - a law:  '<locator> <id>', e.g. 'Art. 66.1 CE', 'Art. 21.3 Ley 39/2015',
 *             'Arts. 15 a 29 CE', 'Art. 53.1.a) Ley 39/2015', 'Disp. adic. 4.ª LO 1/2025';
 *   - a work: '<id>' or '<id>, <detail>', e.g. 'Microsoft Word 2019, Insertar > Tabla'.
 * Every id must be listed here with its official name (scripts/content-coverage.ts checks it).
 */
export interface FuenteCitable {
  /** How fuentes name it: 'CE', 'Ley 39/2015', 'RDL 5/2015', 'LO 2/1986', 'Reglamento (UE) 2016/679'. */
  id: string;
  /** Its official name, e.g. 'Ley 39/2015, de 1 de octubre, del Procedimiento Administrativo Común de las Administraciones Públicas'. */
  nombre: string;
  /** 'ley' for a legal text cited by article; 'obra' for anything else (manuals, RAE, software help). */
  tipo: 'ley' | 'obra';
}
