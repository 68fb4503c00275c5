import { useState } from 'react';
import { ADMIN_ACTIONS, type AdminAction, type AdminActionEntry } from '@classhub/contracts';
import {
  BreakableEmail,
  Button,
  DateTime,
  EmptyState,
  ErrorState,
  Label,
  LoadingState,
  PageContainer,
  PageHeader,
  RowHeader,
  Select,
  TableCount,
  TableToolbar,
  TableView,
} from '@classhub/ui';
import { apiErrorMessage } from '@classhub/web-api';
import { ADMIN_ACTION_LABELS } from './action-labels';
import { useListAdminActionsQuery } from './api';
import { AuditFilter, AuditPager, Muted } from './audit-log.styles';

const COLUMNS = ['When', 'Who', 'What', 'Target', 'Why'];
const PAGE_SIZE = 20;

function AuditRow({ entry }: { entry: AdminActionEntry }) {
  return (
    <tr>
      <td>
        <DateTime iso={entry.occurredAt} />
      </td>
      <RowHeader scope="row">
        {entry.actorName}
        <Muted>
          <BreakableEmail email={entry.actorEmail} />
        </Muted>
      </RowHeader>
      <td>{ADMIN_ACTION_LABELS[entry.action]}</td>
      <td>{entry.targetLabel}</td>
      <td>{entry.reason ?? <Muted>No reason given</Muted>}</td>
    </tr>
  );
}

/**
 * /dashboard/audit — the audit log (decision 0045): every admin action on accounts, classes and reviews, newest first,
 * who did it, to what, when (in the viewer's time zone) and why; a filter by kind and pages.
 */
export function AuditLogPage() {
  const [action, setAction] = useState<AdminAction | ''>('');
  const [page, setPage] = useState(1);
  const { data, isFetching, isLoading, isError, error, refetch } = useListAdminActionsQuery({
    action: action || undefined,
    page: String(page),
    pageSize: String(PAGE_SIZE),
  });
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <PageContainer>
      <PageHeader title="Audit Log" description="Who changed an account, a class or a review, when and why." />
      <AuditFilter>
        <Label htmlFor="audit-action">Action</Label>
        <Select
          id="audit-action"
          value={action}
          onChange={(event) => {
            setAction(event.target.value as AdminAction | '');
            setPage(1);
          }}
        >
          <option value="">Every action</option>
          {ADMIN_ACTIONS.map((value) => (
            <option key={value} value={value}>
              {ADMIN_ACTION_LABELS[value]}
            </option>
          ))}
        </Select>
      </AuditFilter>
      {isLoading ? (
        <LoadingState label="Loading the audit log…" />
      ) : isError || !data ? (
        <ErrorState
          title="We couldn't load the audit log"
          message={apiErrorMessage(error)}
          onRetry={() => void refetch()}
        />
      ) : data.total === 0 ? (
        <EmptyState title="Nothing yet" message="Admin actions appear here as they happen." />
      ) : (
        <>
          <TableToolbar>
            <TableCount>Actions: {data.total}</TableCount>
          </TableToolbar>
          <TableView label="Audit log" caption="Admin actions, newest first" columns={COLUMNS}>
            {data.items.map((entry) => (
              <AuditRow key={entry.id} entry={entry} />
            ))}
          </TableView>
          <AuditPager aria-label="Audit log pages">
            <Button $variant="secondary" disabled={page <= 1 || isFetching} onClick={() => setPage(page - 1)}>
              Newer
            </Button>
            <span>
              Page {Math.min(page, pageCount)} of {pageCount}
            </span>
            <Button $variant="secondary" disabled={page >= pageCount || isFetching} onClick={() => setPage(page + 1)}>
              Older
            </Button>
          </AuditPager>
        </>
      )}
    </PageContainer>
  );
}
