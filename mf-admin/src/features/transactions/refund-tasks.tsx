import { useEffect, useState } from 'react';
import { REFUND_MESSAGES, type RefundTaskDto } from '@classhub/contracts';
import {
  Button,
  Card,
  CardBody,
  CardTitle,
  DateTime,
  ErrorState,
  formatPrice,
  LoadingState,
  toast,
} from '@classhub/ui';
import { apiErrorMessage } from '@classhub/web-api';
import styled from 'styled-components';
import { useListRefundTasksQuery, useResolveRefundMutation, useRetryRefundMutation } from './api';
import { NoteDialog } from '../../shared/note-dialog';

const Tasks = styled.ul`
  list-style: none;
  margin: 0 0 2rem;
  padding: 0;
  display: grid;
  gap: 1rem;
`;

// The same room below as the list of tasks, so the transactions' heading does not sit on the line.
const NothingToResolve = styled.p`
  margin: 0 0 2rem;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 1rem;
`;

const Failure = styled.p`
  color: ${({ theme }) => theme.color.danger};
  font-weight: 600;
`;

function RefundTask({ task }: { task: RefundTaskDto }) {
  const [retryRefund, { isLoading: retrying }] = useRetryRefundMutation();
  const [resolveRefund] = useResolveRefundMutation();
  const [resolving, setResolving] = useState(false);
  const { refund } = task;

  const retry = async () => {
    try {
      const answer = await retryRefund(refund._id).unwrap();
      if (answer.state === 'failed') toast.error('The refund failed again', answer.failureReason ?? '');
      else toast.success('Refund sent again', `${formatPrice(refund.amount)} to ${task.name}.`);
    } catch (error) {
      toast.error('Could not retry the refund', apiErrorMessage(error));
    }
  };
  const resolve = async (note: string) => {
    try {
      await resolveRefund({ id: refund._id, note }).unwrap();
      toast.success('Task resolved', `The refund to ${task.name} is closed.`);
      return null;
    } catch (error) {
      return apiErrorMessage(error);
    }
  };

  return (
    <Card as="li" aria-label={`Failed refund of ${formatPrice(refund.amount)} to ${task.name}`}>
      <CardBody>
        <CardTitle>
          {formatPrice(refund.amount)} to {task.name} for {task.className}
        </CardTitle>
        <Failure>{refund.failureReason ?? 'The provider could not refund.'}</Failure>
        <p>
          {task.email} · <code>{task.transactionId}</code> · asked <DateTime iso={refund.requestedAt} />
          {refund.reason ? ` · ${refund.reason}` : ''}
        </p>
        <Actions>
          <Button disabled={retrying} onClick={() => void retry()}>
            {retrying ? 'Retrying…' : 'Retry refund'}
          </Button>
          <Button $variant="secondary" onClick={() => setResolving(true)}>
            Mark resolved
          </Button>
        </Actions>
        {resolving ? (
          <NoteDialog
            title="Mark the refund resolved"
            label="How was it resolved?"
            submitLabel="Mark resolved"
            required={REFUND_MESSAGES.noteRequired}
            onSubmit={resolve}
            onClose={() => setResolving(false)}
          >
            <p>
              The seat was already given back. Say how {formatPrice(refund.amount)} reached {task.name} (or why it will
              not).
            </p>
          </NoteDialog>
        ) : null}
      </CardBody>
    </Card>
  );
}

/** How often the lists look again while a refund is on its way (a failing one becomes a task within seconds). */
export const REFUND_POLL_MS = 4000;

export interface RefundTasksProps {
  /** The transactions' polling: on while a refund is on its way. */
  pollingInterval: number;
  /** The failed, unresolved refunds the transactions list shows: each is a task this list must show too. */
  failedRefundIds: readonly string[];
}

/** Refunds the provider failed after the seat was given back: each stays here until an admin retries or resolves it. */
export function RefundTasks({ pollingInterval, failedRefundIds }: RefundTasksProps) {
  const [catchingUp, setCatchingUp] = useState(false);
  const {
    data: tasks,
    isLoading,
    isError,
    error,
    refetch,
  } = useListRefundTasksQuery(undefined, {
    pollingInterval: catchingUp ? REFUND_POLL_MS : pollingInterval,
  });
  // The two lists are read apart: the transactions may hear of a failed refund (and stop polling, nothing being on its
  // way any more) after this list was last read. It looks again until it shows every failed refund they show.
  const behind = tasks !== undefined && failedRefundIds.some((id) => !tasks.some((task) => task.refund._id === id));
  useEffect(() => setCatchingUp(behind), [behind]);
  if (isLoading) return <LoadingState label="Loading refund tasks…" />;
  if (isError || !tasks)
    return (
      <ErrorState
        title="We couldn't load the refund tasks"
        message={apiErrorMessage(error)}
        onRetry={() => void refetch()}
      />
    );
  if (tasks.length === 0) return <NothingToResolve>No failed refunds: nothing to resolve.</NothingToResolve>;
  return (
    <Tasks aria-label="Failed refunds">
      {tasks.map((task) => (
        <RefundTask key={task.refund._id} task={task} />
      ))}
    </Tasks>
  );
}
