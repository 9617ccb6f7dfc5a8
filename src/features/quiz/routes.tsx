import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { lazyScreen } from '@/lib/lazy-screen';

// This feature's screens. Only lazy loaders belong here: the router imports this file eagerly.
const testPage =
  (tipo: 'simulacion' | 'examen', psicotecnico: boolean, title: string) => async () => {
    const { TestPage } = await import('./components/test-page');
    return { Component: () => <TestPage tipo={tipo} psicotecnico={psicotecnico} title={title} /> };
  };

export const quizRoutes: RouteObject[] = [
  { path: paths.test, lazy: testPage('simulacion', false, 'Iniciar Test') },
  { path: paths.mockExam, lazy: testPage('examen', false, 'Simulacro') },
  { path: paths.psychotechnicTest, lazy: testPage('simulacion', true, 'Test Psicotécnico') },
  { path: paths.psychotechnicMockExam, lazy: testPage('examen', true, 'Simulacro Psicotécnico') },
  {
    path: paths.results,
    lazy: lazyScreen(() => import('./components/results/results-page'), 'ResultsPage'),
  },
];
