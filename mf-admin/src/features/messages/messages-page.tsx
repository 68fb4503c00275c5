import styled from 'styled-components';
import {
  EmptyState,
  ErrorState,
  LoadingState,
  PageContainer,
  PageHeader,
  TableCount,
  TableToolbar,
} from '@classhub/ui';
import { apiErrorMessage } from '@classhub/web-api';
import { useListContactMessagesQuery } from './api';
import { MessageCard } from './message-card';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1rem;
`;

function Messages() {
  const { data: messages, isLoading, isError, error, refetch } = useListContactMessagesQuery();
  if (isLoading) return <LoadingState label="Loading messages…" />;
  if (isError || !messages)
    return (
      <ErrorState
        title="We couldn't load the messages"
        message={apiErrorMessage(error)}
        onRetry={() => void refetch()}
      />
    );
  const unread = messages.filter(({ read }) => !read).length;
  return (
    <>
      <TableToolbar>
        <TableCount>
          Unread: {unread} of {messages.length}
        </TableCount>
      </TableToolbar>
      {messages.length === 0 ? (
        <EmptyState
          title="No messages yet"
          message="What visitors send through the home page's contact form appears here."
        />
      ) : (
        <List aria-label="Messages">
          {messages.map((message) => (
            <li key={message._id}>
              <MessageCard message={message} />
            </li>
          ))}
        </List>
      )}
    </>
  );
}

/** /dashboard/messages: the home page contact form's messages, newest first, to read and mark (admins only). */
export function MessagesPage() {
  return (
    <PageContainer>
      <PageHeader title="Messages" description="What visitors wrote through the contact form on the home page." />
      <Messages />
    </PageContainer>
  );
}
