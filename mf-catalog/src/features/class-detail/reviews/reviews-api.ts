import { declaredRequest, type DeclaredResponse, type WriteReview } from '@classhub/contracts';
import { api } from '@classhub/web-query';

// Tagged as classes' data under ids of their own (a new tag type would change the shared API's type). A change to a
// review refreshes the class too: its average and count are on the page.
const reviewsTag = (classId: string) => ({ type: 'Class' as const, id: `REVIEWS-${classId}` });
const changed = (classId: string) => [reviewsTag(classId), { type: 'Class' as const, id: classId }];

type ReviewAction = { classId: string; reviewId: string };

/** Students' reviews of a class (decision 0043), for the class page's Reviews section. */
export const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listClassReviews: build.query<DeclaredResponse<'listClassReviews'>, { classId: string; page: number }>({
      query: ({ classId, page }) =>
        declaredRequest('listClassReviews', { params: { id: classId }, query: { page: String(page) } }),
      providesTags: (result, error, { classId }) => [reviewsTag(classId)],
    }),
    getMyClassReview: build.query<DeclaredResponse<'getMyClassReview'>, string>({
      query: (classId) => declaredRequest('getMyClassReview', { params: { id: classId } }),
      providesTags: (result, error, classId) => [reviewsTag(classId)],
    }),
    writeClassReview: build.mutation<DeclaredResponse<'writeClassReview'>, { classId: string; review: WriteReview }>({
      query: ({ classId, review }) => declaredRequest('writeClassReview', { params: { id: classId }, body: review }),
      invalidatesTags: (result, error, { classId }) => (error ? [] : changed(classId)),
    }),
    deleteClassReview: build.mutation<DeclaredResponse<'deleteClassReview'>, string>({
      query: (classId) => declaredRequest('deleteClassReview', { params: { id: classId } }),
      invalidatesTags: (result, error, classId) => (error ? [] : changed(classId)),
    }),
    answerClassReview: build.mutation<DeclaredResponse<'answerClassReview'>, ReviewAction & { text: string }>({
      query: ({ reviewId, text }) => declaredRequest('answerClassReview', { params: { id: reviewId }, body: { text } }),
      invalidatesTags: (result, error, { classId }) => (error ? [] : [reviewsTag(classId)]),
    }),
    hideClassReview: build.mutation<DeclaredResponse<'hideClassReview'>, ReviewAction & { reason: string }>({
      query: ({ reviewId, reason }) =>
        declaredRequest('hideClassReview', { params: { id: reviewId }, body: { reason } }),
      invalidatesTags: (result, error, { classId }) => (error ? [] : changed(classId)),
    }),
    unhideClassReview: build.mutation<DeclaredResponse<'unhideClassReview'>, ReviewAction>({
      query: ({ reviewId }) => declaredRequest('unhideClassReview', { params: { id: reviewId } }),
      invalidatesTags: (result, error, { classId }) => (error ? [] : changed(classId)),
    }),
  }),
});
