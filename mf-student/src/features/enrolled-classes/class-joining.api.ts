import { declaredRequest, type DeclaredResponse } from '@classhub/contracts';
import { ownListsApi } from '@classhub/web-query';

const FILE_NAME = /filename="([^"]+)"/;

/** The joining link, sessions and calendar of a class the student is enrolled in (decision 0040). */
export const classJoiningApi = ownListsApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/classes/{id}/joining: the link and sessions (403 for a class the student is not enrolled in). */
    getClassJoining: build.query<DeclaredResponse<'getClassJoining'>, string>({
      query: (classId) => declaredRequest('getClassJoining', { params: { id: classId } }),
    }),
    /** GET /api/classes/{id}/calendar.ics: the .ics text and its file name, to be saved by the browser. */
    downloadClassCalendar: build.mutation<{ ics: string; fileName: string }, string>({
      query: (classId) => ({
        ...declaredRequest('getClassCalendar', { params: { id: classId } }),
        responseHandler: 'text',
      }),
      transformResponse: (ics: string, meta) => ({
        ics,
        fileName:
          FILE_NAME.exec(
            (meta as { response?: Response } | undefined)?.response?.headers.get('content-disposition') ?? '',
          )?.[1] ?? 'class.ics',
      }),
    }),
  }),
});

export const { useGetClassJoiningQuery, useDownloadClassCalendarMutation } = classJoiningApi;
