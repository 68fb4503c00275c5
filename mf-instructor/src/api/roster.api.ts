import { declaredRequest, type DeclaredBody, type DeclaredResponse } from '@classhub/contracts';
import { api } from '@classhub/web-query';

/** The CSV export as the browser saves it: the text and the file name the server gave it. */
export interface RosterCsv {
  csv: string;
  fileName: string;
}

const FILE_NAME = /filename="([^"]+)"/;

/** A class's roster (decision 0042): read, exported as CSV, and mailed to its enrolled students. */
export const rosterApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/roster/{classId}: who enrolled, oldest payment first, with what they paid and any refund. */
    getClassRoster: build.query<DeclaredResponse<'getClassRoster'>, string>({
      query: (classId) => declaredRequest('getClassRoster', { params: { classId } }),
      providesTags: (result, error, classId) => [{ type: 'Payment' as const, id: `roster-${classId}` }],
    }),
    /** GET /api/roster/{classId}/export: asked on each click (a mutation), never cached. */
    exportClassRoster: build.mutation<RosterCsv, string>({
      query: (classId) => ({
        ...declaredRequest('exportClassRoster', { params: { classId } }),
        responseHandler: 'text',
      }),
      transformResponse: (csv: string, meta) => ({
        csv,
        fileName:
          FILE_NAME.exec(
            (meta as { response?: Response } | undefined)?.response?.headers.get('content-disposition') ?? '',
          )?.[1] ?? 'roster.csv',
      }),
    }),
    /** POST /api/roster/{classId}/mail: answers how many students it goes to; 429 says when to try again. */
    mailClassRoster: build.mutation<
      DeclaredResponse<'mailClassRoster'>,
      { classId: string; body: DeclaredBody<'mailClassRoster'> }
    >({
      query: ({ classId, body }) => declaredRequest('mailClassRoster', { params: { classId }, body }),
    }),
  }),
});

export const { useGetClassRosterQuery, useExportClassRosterMutation, useMailClassRosterMutation } = rosterApi;
