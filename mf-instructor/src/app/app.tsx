import { lazy, useMemo } from 'react';
import { Route, Routes } from '@classhub/routing';
import { ErrorPage, PageSuspense } from '@classhub/ui';
import { PATHS } from '../config/paths';

/**
 * Each page is a chunk of its own, so a visit to one does not download the others (the add-class form alone brings
 * zod and react-hook-form). Made per mount: a lazy page whose chunk failed to load stays failed, and the shell's
 * "Try again" mounts the area afresh, which asks for the chunk again.
 */
function usePages() {
  return useMemo(
    () => ({
      InstructorHomePage: lazy(() =>
        import(/* webpackChunkName: "instructor-home-page" */ '../features/instructor-home/instructor-home-page').then(
          (module) => ({
            default: module.InstructorHomePage,
          }),
        ),
      ),
      MyClassesPage: lazy(() =>
        import(/* webpackChunkName: "my-classes-page" */ '../features/my-classes/my-classes-page').then((module) => ({
          default: module.MyClassesPage,
        })),
      ),
      CouponsPage: lazy(() =>
        import(/* webpackChunkName: "coupons-page" */ '../features/coupons/coupons-page').then((module) => ({
          default: module.CouponsPage,
        })),
      ),
      RosterPage: lazy(() =>
        import(/* webpackChunkName: "roster-page" */ '../features/roster/roster-page').then((module) => ({
          default: module.RosterPage,
        })),
      ),
      EditClassPage: lazy(() =>
        import(/* webpackChunkName: "edit-class-page" */ '../features/add-class/edit-class-page').then((module) => ({
          default: module.EditClassPage,
        })),
      ),
      AddClassPage: lazy(() =>
        import(/* webpackChunkName: "add-class-page" */ '../features/add-class/add-class-page').then((module) => ({
          default: module.AddClassPage,
        })),
      ),
    }),
    [],
  );
}

/** Exposed as `mf_instructor/App`: the instructor dashboard pages. The shell mounts it for /dashboard/instructorhome, /dashboard/myclasses, /dashboard/addclasses, /dashboard/mycoupons; guards and the dashboard frame come later. */
export default function InstructorApp() {
  const { InstructorHomePage, MyClassesPage, AddClassPage, CouponsPage, RosterPage, EditClassPage } = usePages();
  return (
    <PageSuspense>
      <Routes>
        <Route path={PATHS.home} element={<InstructorHomePage />} />
        <Route path={PATHS.myClasses} element={<MyClassesPage />} />
        <Route path={PATHS.editClass} element={<EditClassPage />} />
        <Route path={PATHS.addClass} element={<AddClassPage />} />
        <Route path={PATHS.coupons} element={<CouponsPage />} />
        <Route path={PATHS.roster} element={<RosterPage />} />
        <Route path="*" element={<ErrorPage />} />
      </Routes>
    </PageSuspense>
  );
}
