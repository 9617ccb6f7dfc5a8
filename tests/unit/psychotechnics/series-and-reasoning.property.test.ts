import { describe } from 'vitest';
import { PROPERTY_GROUPS, propertyTests } from './property';

describe('psychotechnic generators: series, analogies, odd one out', () => {
  propertyTests(PROPERTY_GROUPS.seriesAndReasoning);
});
