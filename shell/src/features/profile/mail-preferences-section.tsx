import { OPTIONAL_MAIL_TOPICS, type MailPreferences, type OptionalMailTopic } from '@classhub/contracts';
import { ErrorState, LoadingState, toast, VisuallyHidden } from '@classhub/ui';
import { useGetMailPreferencesQuery, useUpdateMailPreferencesMutation } from './mail-preferences.api';
import { MailCard, Toggle } from './mail-preferences.styles';

const TOPICS: Record<OptionalMailTopic, { label: string; covers: string }> = {
  classReviews: {
    label: 'Class reviews',
    covers: 'When an admin approves, declines or sends feedback on one of your classes.',
  },
  roleChanges: { label: 'Role changes', covers: 'When an admin makes you a student, an instructor or an admin.' },
};

/** The profile's "Mail" section (docs/product.md#profile): the optional mails, each on or off, saved at once. */
export function MailPreferencesSection() {
  const { data: preferences, isError, refetch } = useGetMailPreferencesQuery();
  const [update, { isLoading: saving }] = useUpdateMailPreferencesMutation();

  const change = async (topic: OptionalMailTopic, wanted: boolean, current: MailPreferences) => {
    try {
      await update({ ...current, [topic]: wanted }).unwrap();
      toast.success('Mail settings saved');
    } catch {
      toast.error('Your mail settings were not saved', 'Check your connection and try again.');
    }
  };

  let content;
  if (preferences)
    content = (
      <fieldset disabled={saving}>
        <VisuallyHidden as="legend">Optional mails</VisuallyHidden>
        {OPTIONAL_MAIL_TOPICS.map((topic) => (
          <Toggle key={topic}>
            <input
              type="checkbox"
              checked={preferences[topic]}
              onChange={(event) => void change(topic, event.target.checked, preferences)}
            />
            <span>
              <strong>{TOPICS[topic].label}</strong>
              <span>{TOPICS[topic].covers}</span>
            </span>
          </Toggle>
        ))}
      </fieldset>
    );
  else if (isError)
    content = (
      <ErrorState
        title="Your mail settings could not be loaded"
        message="Check your connection and try again."
        onRetry={() => void refetch()}
      />
    );
  else content = <LoadingState label="Loading mail settings" />;

  return (
    <MailCard aria-labelledby="mail-settings-heading">
      <h2 id="mail-settings-heading">Mail</h2>
      <p>Receipts, refunds and mails about your account’s security are always sent.</p>
      {content}
    </MailCard>
  );
}
