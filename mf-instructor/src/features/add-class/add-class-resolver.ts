import { zodResolver } from '@hookform/resolvers/zod';
import { addClassFormSchema, editClassFormSchema } from './add-class.schema';

/**
 * The form's checks, in a chunk of their own that the form fetches on first use (add-class-form.tsx): zod, the
 * contracts' class schemas and ipaddr.js are about half of the Add A Class page (decision 0026). `kept`: the edited
 * class's own past sessions (epoch milliseconds), which may stay as they are.
 */
export const classFormResolver = (kept?: ReadonlySet<number>) =>
  zodResolver(kept ? editClassFormSchema(kept) : addClassFormSchema);
