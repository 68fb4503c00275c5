import { declaredRequest, type AdminActionPage, type ListAdminActionsQueryInput } from '@classhub/contracts';
import { api } from '@classhub/web-query';

// The audit log (decision 0045): read only, so it never stays stale for long after an action on another page.
export const auditApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/admin/audit?action=&page=&pageSize=: one page, newest first. */
    listAdminActions: build.query<AdminActionPage, ListAdminActionsQueryInput>({
      query: (query) => declaredRequest('listAdminActions', { query }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useListAdminActionsQuery } = auditApi;
