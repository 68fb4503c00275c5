import { Route, Routes } from '@classhub/routing';
import { ErrorPage } from '@classhub/ui';
import { AddClassPage } from '../features/add-class/add-class-page';
import { InstructorHomePage } from '../features/instructor-home/instructor-home-page';
import { MyClassesPage } from '../features/my-classes/my-classes-page';
import { PATHS } from '../config/paths';

/** Exposed as `mf_instructor/App`: the instructor dashboard pages. The shell mounts it for /dashboard/instructorhome, /dashboard/myclasses, /dashboard/addclasses; guards and the dashboard frame come later. */
export default function InstructorApp() {
  return (
    <Routes>
      <Route path={PATHS.home} element={<InstructorHomePage />} />
      <Route path={PATHS.myClasses} element={<MyClassesPage />} />
      <Route path={PATHS.addClass} element={<AddClassPage />} />
      <Route path="*" element={<ErrorPage />} />
    </Routes>
  );
}
