import styled from 'styled-components';
import type { ContactMessageDto } from '@classhub/contracts';
import { Badge, Button, DateTime, toast } from '@classhub/ui';
import { apiErrorMessage } from '@classhub/web-api';
import { useUpdateContactMessageMutation } from './api';
import { ReplyBox } from './reply-box';

const Item = styled.article<{ $unread: boolean }>`
  display: grid;
  gap: 0.75rem;
  padding: 1.25rem 1.5rem;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-left: 4px solid ${({ theme, $unread }) => ($unread ? theme.color.primary : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
`;

const From = styled.h2`
  font-size: 1.05rem;
  font-weight: 700;
  overflow-wrap: anywhere;

  a {
    font-weight: 500;
    color: ${({ theme }) => theme.color.primaryText};
  }
`;

const Badges = styled.div`
  display: flex;
  gap: 0.5rem;
`;

const Sent = styled.p`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Text = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
`;

/** One contact message: who sent it and when, what they wrote, and read/unread with the button that changes it. */
export function MessageCard({ message }: { message: ContactMessageDto }) {
  const [update, { isLoading }] = useUpdateContactMessageMutation();
  const toggle = async () => {
    try {
      await update({ id: message._id, read: !message.read }).unwrap();
    } catch (error) {
      toast.error('Could not update the message', apiErrorMessage(error));
    }
  };
  return (
    <Item $unread={!message.read} aria-label={`Message from ${message.name}${message.read ? '' : ', unread'}`}>
      <Head>
        <From>
          {message.name} <a href={`mailto:${message.email}`}>{message.email}</a>
        </From>
        <Badges>
          {message.reply !== undefined ? <Badge $tone="success">Replied</Badge> : null}
          <Badge $tone={message.read ? 'muted' : 'primary'}>{message.read ? 'Read' : 'Unread'}</Badge>
        </Badges>
      </Head>
      <Text>{message.message}</Text>
      <ReplyBox message={message} />
      <Actions>
        <Sent>
          Sent <DateTime iso={message.date} />
        </Sent>
        <Button $variant="secondary" disabled={isLoading} onClick={() => void toggle()}>
          {message.read ? 'Mark as unread' : 'Mark as read'}
        </Button>
      </Actions>
    </Item>
  );
}
