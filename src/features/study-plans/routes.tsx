import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { paths } from '@/app/paths';
import { PlanAccess } from '@/app/plan-access';
import { Spinner } from '@/components/ui/spinner';

// This feature's screens. Only lazy loaders belong here: the router imports this file eagerly.
// Each screen sits inside PlanAccess (spec §6: not for the usuario level).
const StudyPlansPage = lazy(async () => ({
  default: (await import('./components/plans-list-page')).StudyPlansPage,
}));
const CreateStudyPlanPage = lazy(async () => ({
  default: (await import('./components/create-plan-page')).CreateStudyPlanPage,
}));
const StudyPlanDetailPage = lazy(async () => ({
  default: (await import('./components/plan-detail-page')).StudyPlanDetailPage,
}));

function screen(path: string, title: string, page: ReactNode): RouteObject {
  return {
    path,
    element: (
      <PlanAccess key={path} title={title}>
        <Suspense fallback={<Spinner label="Cargando..." />}>{page}</Suspense>
      </PlanAccess>
    ),
  };
}

export const studyPlanRoutes: RouteObject[] = [
  screen(paths.planesEstudio, 'Planes de Estudio', <StudyPlansPage />),
  screen(paths.crearPlanEstudio, 'Crear Plan de Estudio', <CreateStudyPlanPage />),
  screen(paths.planEstudio, 'Plan de Estudio', <StudyPlanDetailPage />),
];
