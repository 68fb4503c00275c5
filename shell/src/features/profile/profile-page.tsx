import { ROLE_LABELS, type ProfileDto, type UserRole } from '@classhub/contracts';
import { Avatar, ButtonLink, ErrorState, LoadingState, PageContainer, useDocumentTitle } from '@classhub/ui';
import { useCurrentUser } from '@classhub/web-api';
import { useGetUserProfileQuery } from './api';
import { MailPreferencesSection } from './mail-preferences-section';
import { Cover, Details, Footer, Head, Missing, Name, ProfileCard, RoleBadge } from './profile-card.styles';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccount } from './delete-account';

/** The profile's 'Joined in' defaults to 2023 (docs/product.md#profile). */
export const DEFAULT_JOIN_YEAR = 2023;

function Value({ value, missing = 'Not Show' }: { value?: string | null; missing?: string }) {
  return value?.trim() ? <>{value}</> : <Missing>{missing}</Missing>;
}

export function ProfileDetails({ profile, role }: { profile: ProfileDto; role: UserRole }) {
  return (
    <ProfileCard aria-labelledby="profile-name">
      <Cover aria-hidden="true" />
      <Head>
        <Avatar name={profile.name} photo={profile.photo} size="128px" alt={profile.name} loading="eager" />
        <Name id="profile-name">{profile.name}</Name>
        <RoleBadge>{ROLE_LABELS[role]}</RoleBadge>
      </Head>
      <Details>
        <div>
          <dt>Email</dt>
          <dd>{profile.email}</dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>
            <Value value={profile.phone} />
          </dd>
        </div>
        <div>
          <dt>Gender</dt>
          <dd>
            <Value value={profile.gender} />
          </dd>
        </div>
        <div>
          <dt>Website</dt>
          <dd>
            {profile.website?.trim() ? (
              <a href={profile.website} target="_blank" rel="noopener noreferrer">
                {profile.website}
              </a>
            ) : (
              <Missing>Not show</Missing>
            )}
          </dd>
        </div>
        <div>
          <dt>Joined in</dt>
          <dd>{profile.date || DEFAULT_JOIN_YEAR}</dd>
        </div>
        <div>
          <dt>Address</dt>
          <dd>
            <Value value={profile.address} />
          </dd>
        </div>
      </Details>
      <Footer>
        <ButtonLink to={`/dashboard/updateprofile/${encodeURIComponent(profile._id)}`}>Edit Profile</ButtonLink>
      </Footer>
    </ProfileCard>
  );
}

/** /dashboard/userprofile (docs/product.md#profile): the signed-in user's profile card. */
export function ProfilePage() {
  useDocumentTitle('Profile');
  const { user, role } = useCurrentUser();
  const email = user?.email ?? '';
  const { data: profile, isError, refetch } = useGetUserProfileQuery(email, { skip: !email });

  // An instructor's classes and sales are filed under the account: identity refuses a new address and deletion.
  const mayMoveOrDelete = profile !== undefined && (role ?? profile.role) !== 'instructor';
  let content;
  if (profile)
    content = (
      <>
        <ProfileDetails profile={profile} role={role ?? profile.role} />
        {/* The account's own settings, by mail where an address must be proved (decision 0037). */}
        <ChangePasswordForm />
        {mayMoveOrDelete ? <ChangeEmailForm currentEmail={profile.email} /> : null}
      </>
    );
  else if (isError)
    content = (
      <ErrorState
        title="Your profile could not be loaded"
        message="Check your connection and try again."
        onRetry={() => void refetch()}
      />
    );
  else content = <LoadingState label="Loading" />;
  return (
    <PageContainer>
      {content}
      {profile && <MailPreferencesSection />}
      {mayMoveOrDelete ? <DeleteAccount /> : null}
    </PageContainer>
  );
}
