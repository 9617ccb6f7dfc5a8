import { describe } from 'vitest';
import { PROPERTY_GROUPS, propertyTests } from './property';

describe('psychotechnic generators: problems, coding, calendars, attention', () => {
  propertyTests(PROPERTY_GROUPS.problemsAndAttention);
});
