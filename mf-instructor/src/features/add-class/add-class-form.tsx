import { useRef, useState } from 'react';
import { useNavigate } from '@classhub/routing';
import { useForm, type Resolver } from 'react-hook-form';
import { Button, Form, FormError, SubmitRow, toast } from '@classhub/ui';
import { apiErrorMessage, apiFieldErrors, type AuthUser } from '@classhub/web-api';
import { useUpdateClassMutation } from '../../api/class-edits.api';
import { useCreateClassImageMutation, useCreateClassMutation } from '../../api/classes.api';
import { PATHS } from '../../config/paths';
import { Grid } from './add-class-form.styles';
import {
  ADD_CLASS_FIELDS,
  emptyAddClassForm,
  IMAGE_ACCEPT,
  IMAGE_MESSAGES,
  type AddClassField,
} from './add-class-fields';
import type { AddClassFormInput, AddClassFormValues } from './add-class.schema';
import { FormField } from './form-field';
import { browserTimeZone, ScheduleFields } from './schedule-fields';

export const ADDED_TITLE = 'Success!';
export const ADDED_TEXT = 'Your class has been added';

// A server message about a session row (`sessions.0.date`, `sessions.1`) goes under that row's field.
const isFormField = (field: string): field is AddClassField =>
  (ADD_CLASS_FIELDS as readonly string[]).includes(field.split('.')[0] ?? '');

/** Why an upload failed, in words: a gateway's bare 413 has no message of its own. */
function uploadFailure(error: unknown): string {
  // A non-JSON 413 reaches RTK Query as a PARSING_ERROR that keeps the real status in `originalStatus`.
  const { status, originalStatus } = (error ?? {}) as { status?: unknown; originalStatus?: unknown };
  if (status === 413 || originalStatus === 413) return IMAGE_MESSAGES.size;
  const reason = error instanceof Error ? error.message : apiErrorMessage(error, { tryAgain: true });
  return reason.replace(/\.$/, '');
}

/**
 * Add A Class (docs/product.md#add-a-class): the image is uploaded first, then the class is created with the image's
 * address. On an error nothing typed is cleared; on success the form empties and the instructor's class list refreshes.
 */
/** A class being edited (decision 0041): its id, the form filled in with it, and its image's address. */
export interface EditedClass {
  id: string;
  values: AddClassFormInput;
  imageUrl: string;
  /** The class's sessions' starts (epoch milliseconds): past ones may stay in the form unchanged. */
  keptSessions: ReadonlySet<number>;
}

/** What the instructor is told after an edit, by what the server did with it. */
const EDIT_OUTCOMES = {
  applied: 'Your changes are saved',
  resubmitted: 'Your class is sent to the admin for review again',
  'submitted-for-review': 'Your changes wait for an admin; the approved version stays on sale until then',
} as const;

type ClassFormResolver = Resolver<AddClassFormInput, unknown, AddClassFormValues>;

function lazyClassFormResolver(kept?: ReadonlySet<number>): ClassFormResolver {
  let loaded: Promise<ClassFormResolver> | undefined;
  return async (values, context, options) => {
    loaded ??= import(/* webpackChunkName: "add-class-checks" */ './add-class-resolver').then(
      ({ classFormResolver }) => classFormResolver(kept) as ClassFormResolver,
    );
    return (await loaded)(values, context, options);
  };
}

export function AddClassForm({ user, editing }: { user: AuthUser; editing?: EditedClass }) {
  const [createClassImage] = useCreateClassImageMutation();
  const [createClass] = useCreateClassMutation();
  const [updateClass] = useUpdateClassMutation();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement | null>(null);
  // A retry after the create call failed reuses the image already uploaded, instead of uploading it again.
  const uploaded = useRef<{ file: File; url: string } | null>(null);
  const [empty] = useState(() => emptyAddClassForm(browserTimeZone()));
  // The checks (zod and the class schemas) are fetched when the form first checks, not with the page (decision 0026).
  const [resolver] = useState(() => lazyClassFormResolver(editing?.keptSessions));
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AddClassFormInput, unknown, AddClassFormValues>({
    resolver,
    defaultValues: editing?.values ?? empty,
  });

  const onSubmit = handleSubmit(async ({ className, availableSeats, price, classImage, ...schedule }) => {
    setServerError(null);
    const file = classImage?.[0];
    if (!file && !editing) return;

    let imageUrl = !file ? editing?.imageUrl : uploaded.current?.file === file ? uploaded.current.url : undefined;
    if (!imageUrl && file) {
      try {
        const answer = await createClassImage(file).unwrap();
        if (!answer?.success || !answer.data?.display_url) throw new Error('the server gave no address for it');
        imageUrl = answer.data.display_url;
        uploaded.current = { file, url: imageUrl };
      } catch (error) {
        setServerError(`The image could not be uploaded: ${uploadFailure(error)}. Your class was not added.`);
        return;
      }
    }

    if (editing) {
      try {
        const { outcome } = await updateClass({
          id: editing.id,
          body: { className, availableSeats, price, classImage: imageUrl ?? editing.imageUrl, ...schedule },
        }).unwrap();
        toast.success('Saved', EDIT_OUTCOMES[outcome]);
        navigate(PATHS.myClasses);
      } catch (error) {
        for (const { field, message } of apiFieldErrors(error)) {
          if (isFormField(field)) setError(field as AddClassField, { type: 'server', message });
        }
        setServerError(apiErrorMessage(error, { tryAgain: true }));
      }
      return;
    }

    try {
      const { insertedId } = await createClass({
        className,
        availableSeats,
        price,
        classImage: imageUrl ?? '',
        enrolled: 0,
        instructorName: user.name,
        instructorEmail: user.email,
        ...schedule,
      }).unwrap();
      if (!insertedId) {
        setServerError('The class was not added. Please try again.');
        return;
      }
      toast.success(ADDED_TITLE, ADDED_TEXT);
      reset(empty);
      uploaded.current = null;
      // A file input keeps its selection through a form library's reset; only clearing its value empties it.
      if (fileInput.current) fileInput.current.value = '';
    } catch (error) {
      for (const { field, message } of apiFieldErrors(error)) {
        if (isFormField(field)) setError(field as AddClassField, { type: 'server', message });
      }
      setServerError(apiErrorMessage(error, { tryAgain: true }));
    }
  });

  const imageField = register('classImage');

  return (
    <Form onSubmit={onSubmit} noValidate aria-label={editing ? 'Edit class' : 'Add A Class'}>
      <Grid>
        <FormField label="Instructor Name" value={user.name} readOnly aria-readonly="true" hint="From your profile" />
        <FormField
          label="Instructor Email"
          type="email"
          value={user.email}
          readOnly
          aria-readonly="true"
          hint="From your profile"
        />
        <FormField
          label="Class Name"
          type="text"
          autoComplete="off"
          registration={register('className')}
          error={errors.className?.message}
        />
        <FormField
          label="Available Seats"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          registration={register('availableSeats')}
          error={errors.availableSeats?.message}
        />
        <FormField
          label="Price"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          hint="In US dollars, for example 49.99"
          registration={register('price')}
          error={errors.price?.message}
        />
        <FormField
          label="Class Image"
          type="file"
          accept={IMAGE_ACCEPT}
          hint={
            editing
              ? 'Leave empty to keep the current image; PNG, JPEG, WebP or GIF, at most 5 MB'
              : 'PNG, JPEG, WebP or GIF, at most 5 MB'
          }
          registration={{
            ...imageField,
            ref: (element: HTMLInputElement | null) => {
              imageField.ref(element);
              fileInput.current = element;
            },
          }}
          error={errors.classImage?.message}
        />
        <ScheduleFields register={register} control={control} errors={errors} />
      </Grid>
      {serverError ? <FormError role="alert">{serverError}</FormError> : null}
      <SubmitRow>
        <Button type="submit" disabled={isSubmitting}>
          {editing ? (isSubmitting ? 'Saving…' : 'Save changes') : isSubmitting ? 'Adding…' : 'Add A Class'}
        </Button>
      </SubmitRow>
    </Form>
  );
}
