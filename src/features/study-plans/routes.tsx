import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PlanCreationAccess } from '@/components/plan-creation-access';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';

// This feature's screens. Only lazy loaders belong here: the router imports this file eagerly.
// Creating a plan sits inside PlanCreationAccess (spec §6: not for the usuario level).
const StudyPlansPage = lazy(async () => ({
  default: (await import('./components/plans-list-page')).StudyPlansPage,
}));
const CreateStudyPlanPage = lazy(async () => ({
  default: (await import('./components/create-plan-page')).CreateStudyPlanPage,
}));
const StudyPlanDetailPage = lazy(async () => ({
  default: (await import('./components/plan-detail-page')).StudyPlanDetailPage,
}));

function screen(path: string, page: ReactNode): RouteObject {
  return {
    path,
    element: <Suspense fallback={<Spinner label="Cargando..." />}>{page}</Suspense>,
  };
}

export const studyPlanRoutes: RouteObject[] = [
  screen(paths.studyPlans, <StudyPlansPage />),
  screen(
    paths.createStudyPlan,
    <PlanCreationAccess title="Crear Plan de Estudio">
      <CreateStudyPlanPage />
    </PlanCreationAccess>,
  ),
  screen(paths.studyPlan, <StudyPlanDetailPage />),
];
