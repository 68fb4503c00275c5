import { Route, Routes } from '@classhub/routing';
import { ErrorPage } from '@classhub/ui';
import { ClassDetailPage } from '../features/class-detail/class-detail-page';
import { ClassesPage } from '../features/classes/classes-page';
import { HomePage } from '../features/home/home-page';
import { InstructorsPage } from '../features/instructors/instructors-page';

/** Exposed as `mf_catalog/App`; the shell mounts it for /, /classes/* and /instructors/*. */
export default function CatalogApp() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/classes" element={<ClassesPage />} />
      <Route path="/classes/:id" element={<ClassDetailPage />} />
      <Route path="/instructors" element={<InstructorsPage />} />
      <Route path="*" element={<ErrorPage />} />
    </Routes>
  );
}
