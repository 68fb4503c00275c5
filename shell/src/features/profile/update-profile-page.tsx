import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate, useParams } from '@classhub/routing';
import styled from 'styled-components';
import { GENDERS, type ProfileDto } from '@classhub/contracts';
import {
  Avatar,
  Button,
  Dialog,
  ErrorPage,
  ErrorState,
  FieldRoot,
  Form,
  FormCard,
  FormError,
  Label,
  LoadingState,
  PageContainer,
  Select,
  SubmitRow,
  useDocumentTitle,
} from '@classhub/ui';
import { userUpdated } from '@classhub/web-api';
import { useAppDispatch } from '../../app/store';
import { FormNote } from '../../components/form/form.styles';
import { FieldError, TextField } from '../../components/form/text-field';
import { PROFILE_PATH } from '../../config/dashboard-links';
import { useCreateProfilePictureMutation, useGetProfileInfoQuery, useUpdateProfileMutation } from './api';
import { useObjectUrl } from '../../hooks/use-object-url';
import {
  firstFile,
  isUploadableImage,
  updateProfileFormSchema,
  type UpdateProfileFormInput,
  type UpdateProfileFormValues,
} from './update-profile.schema';

const Title = styled.h1`
  font-size: 1.75rem;
  font-weight: 800;
  margin-bottom: 1.75rem;
  text-align: center;
`;

/* Columns of minmax(0, 1fr) and min-width: 0 on the rows: a file input's preferred width (its button and file name)
   would otherwise widen the card past a phone's screen. */
const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1.1rem 1.5rem;

  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const PictureRow = styled.div`
  display: flex;
  align-items: center;
  gap: 1rem;
  min-width: 0;

  & > img {
    flex: none;
    width: 56px;
    height: 56px;
    border-radius: 50%;
    object-fit: cover;
  }

  input[type='file'] {
    min-width: 0;
    flex: 1;
    padding: 0.5rem;
    border: 1px dashed ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.background};
    color: ${({ theme }) => theme.color.text};
  }
  input[type='file']::file-selector-button {
    margin-right: 0.75rem;
    padding: 0.4rem 0.9rem;
    border: 0;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.primarySoft};
    color: ${({ theme }) => theme.color.primaryText};
    font-weight: 600;
    cursor: pointer;
  }
`;

const errorText = (error: unknown): string => {
  const data = (error as { data?: { message?: unknown } } | undefined)?.data;
  if (typeof data?.message === 'string' && data.message) return data.message;
  const status = (error as { status?: unknown } | undefined)?.status;
  return status === 'FETCH_ERROR'
    ? 'ClassHub cannot be reached. Check your connection and try again.'
    : 'Something went wrong. Please try again.';
};

function UpdateProfileForm({ profile }: { profile: ProfileDto }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const genderId = useId();
  const pictureId = useId();
  const [createPicture] = useCreateProfilePictureMutation();
  const [updateProfile] = useUpdateProfileMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const pictureInput = useRef<HTMLInputElement | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<UpdateProfileFormInput, unknown, UpdateProfileFormValues>({
    resolver: zodResolver(updateProfileFormSchema),
    defaultValues: {
      name: profile.name,
      email: profile.email,
      address: profile.address ?? '',
      phone: profile.phone ?? '',
      website: profile.website ?? '',
      gender: profile.gender ?? '',
    },
  });

  const onSubmit = handleSubmit(async ({ picture, ...fields }) => {
    setServerError(null);
    setNote(null);
    let photo = profile.photo;
    const file = picture?.[0];
    if (file) {
      try {
        const uploaded = await createPicture(file).unwrap();
        if (!uploaded.success || !uploaded.data?.display_url) throw new Error('the image host gave no address for it');
        photo = uploaded.data.display_url;
      } catch (error) {
        // The spec's image host failed silently; here the user learns why nothing changed.
        const reason = error instanceof Error ? error.message : errorText(error);
        setServerError(
          `The picture could not be uploaded: ${reason.replace(/\.$/, '')}. Your profile was not changed.`,
        );
        return;
      }
    }
    try {
      // The email is read-only: the stored one is sent, whatever the field holds.
      const body = { ...fields, email: profile.email, photo };
      const { modifiedCount } = await updateProfile({ id: profile._id, body }).unwrap();
      if (modifiedCount > 0) {
        dispatch(userUpdated({ name: body.name, photo }));
        reset({ ...fields, email: profile.email, picture: undefined });
        // A file input keeps its selection through a form library's reset; only clearing its value empties it.
        if (pictureInput.current) pictureInput.current.value = '';
        setSaved(true);
      } else {
        setNote('Your profile already has these details.');
      }
    } catch (error) {
      setServerError(errorText(error));
    }
  });

  const done = () => void navigate(PROFILE_PATH);
  const pictureField = register('picture');
  const chosen = firstFile(watch('picture'));
  const previewUrl = useObjectUrl(chosen && isUploadableImage(chosen) ? chosen : undefined);

  return (
    <FormCard aria-labelledby="update-profile-title">
      <Title id="update-profile-title">Update Profile</Title>
      <Form onSubmit={onSubmit} noValidate>
        <Grid>
          <TextField label="Name" autoComplete="name" registration={register('name')} error={errors.name?.message} />
          <TextField
            label="Email"
            type="email"
            readOnly
            aria-readonly="true"
            registration={register('email')}
            error={errors.email?.message}
          />
          <TextField
            label="Address"
            autoComplete="street-address"
            registration={register('address')}
            error={errors.address?.message}
          />
          <TextField
            label="Phone"
            type="number"
            inputMode="numeric"
            autoComplete="tel"
            registration={register('phone')}
            error={errors.phone?.message}
          />
          <TextField
            label="Website"
            type="url"
            placeholder="https://…"
            registration={register('website')}
            error={errors.website?.message}
          />
          <FieldRoot>
            <Label htmlFor={genderId}>Gender</Label>
            <Select id={genderId} {...register('gender')} aria-invalid={errors.gender ? true : undefined}>
              <option value="">Choose…</option>
              {GENDERS.map((gender) => (
                <option key={gender} value={gender}>
                  {gender}
                </option>
              ))}
            </Select>
            <FieldError id={`${genderId}-error`}>{errors.gender?.message}</FieldError>
          </FieldRoot>
        </Grid>
        <FieldRoot>
          <Label htmlFor={pictureId}>Profile picture</Label>
          <PictureRow>
            {previewUrl ? (
              <img src={previewUrl} alt="New profile picture, saved with Update Profile" />
            ) : (
              <Avatar
                name={profile.name}
                photo={profile.photo}
                size="56px"
                alt="Current profile picture"
                loading="eager"
              />
            )}
            <input
              id={pictureId}
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif"
              aria-invalid={errors.picture ? true : undefined}
              aria-describedby={errors.picture ? `${pictureId}-error` : undefined}
              {...pictureField}
              ref={(element) => {
                pictureField.ref(element);
                pictureInput.current = element;
              }}
            />
          </PictureRow>
          <FieldError id={`${pictureId}-error`}>{errors.picture?.message as string | undefined}</FieldError>
        </FieldRoot>
        <SubmitRow>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Updating…' : 'Update Profile'}
          </Button>
        </SubmitRow>
        {serverError ? <FormError role="alert">{serverError}</FormError> : null}
        {note ? <FormNote role="status">{note}</FormNote> : null}
      </Form>
      {saved ? (
        <Dialog
          title="Success!"
          onClose={done}
          actions={
            <Button data-autofocus onClick={done}>
              Ok
            </Button>
          }
        >
          Your profile has been updated
        </Dialog>
      ) : null}
    </FormCard>
  );
}

/** The status of a refusal that a retry cannot change (a malformed or unknown id), or null for one that may pass. */
function permanentFailureStatus(error: unknown): number | null {
  const status = (error as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : null;
}

/**
 * /dashboard/updateprofile/{id} (docs/product.md#update-profile): the profile is loaded by id first, then the form. An
 * id the server refuses as malformed or unknown shows the shared error page with its reason; only a failure that may
 * pass (network, server) offers Retry.
 */
export function UpdateProfilePage() {
  useDocumentTitle('Update Profile');
  const { id = '' } = useParams();
  const {
    data: profile,
    isError,
    error,
    refetch,
  } = useGetProfileInfoQuery(id, { skip: !id, refetchOnMountOrArgChange: true });

  const refused = isError ? permanentFailureStatus(error) : null;
  if (refused) return <ErrorPage status={refused} message={errorText(error)} />;
  let content;
  if (profile) content = <UpdateProfileForm key={profile._id} profile={profile} />;
  else if (isError)
    content = (
      <ErrorState title="This profile could not be loaded" message={errorText(error)} onRetry={() => void refetch()} />
    );
  else content = <LoadingState label="Loading" />;
  return <PageContainer>{content}</PageContainer>;
}
