import { describe } from 'vitest';
import { PROPERTY_GROUPS, propertyTests } from './property';

describe('psychotechnic generators: figure series, verbal reasoning and spelling', () => {
  propertyTests(PROPERTY_GROUPS.wordsAndFigures);
});
