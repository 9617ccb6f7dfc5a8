import type { RouteObject } from 'react-router-dom';
import { PlanCreationAccess } from '@/components/plan-creation-access';
import { paths } from '@/config/paths';
import { lazyScreen } from '@/lib/lazy-screen';

// This feature's screens. Only lazy loaders belong here: the router imports this file eagerly.
// Creating a plan sits inside PlanCreationAccess (spec §6: not for the usuario level).
export const studyPlanRoutes: RouteObject[] = [
  {
    path: paths.studyPlans,
    lazy: lazyScreen(() => import('./components/plans-list-page'), 'StudyPlansPage'),
  },
  {
    path: paths.createStudyPlan,
    lazy: async () => {
      const { CreateStudyPlanPage } = await import('./components/create-plan-page');
      return {
        Component: () => (
          <PlanCreationAccess title="Crear Plan de Estudio">
            <CreateStudyPlanPage />
          </PlanCreationAccess>
        ),
      };
    },
  },
  {
    path: paths.studyPlan,
    lazy: lazyScreen(() => import('./components/plan-detail-page'), 'StudyPlanDetailPage'),
  },
];
