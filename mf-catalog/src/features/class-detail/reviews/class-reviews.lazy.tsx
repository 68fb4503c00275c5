import { useState } from 'react';
import { DEFAULT_REVIEW_PAGE_SIZE } from '@classhub/contracts';
import { Button, ErrorState, LoadingState } from '@classhub/ui';
import { useCurrentUser } from '@classhub/web-api';
import { MyReviewForm } from './my-review-form';
import { ReviewItem } from './review-item';
import { reviewsApi } from './reviews-api';
import { ReviewList, Section } from './reviews.styles';

export interface ClassReviewsProps {
  classId: string;
  instructorEmail: string;
}

interface PageProps {
  classId: string;
  page: number;
  canAnswer: boolean;
  canModerate: boolean;
}

/** One page of reviews, newest first; each page is its own request, so "More reviews" keeps the ones shown. */
function ReviewsPage({ classId, page, canAnswer, canModerate }: PageProps) {
  const { data, isError, refetch } = reviewsApi.useListClassReviewsQuery({ classId, page });
  if (isError)
    return (
      <ErrorState title="We couldn't load the reviews" message="Please try again." onRetry={() => void refetch()} />
    );
  return (
    <>
      {data?.items.map((review) => (
        <ReviewItem key={review._id} review={review} canAnswer={canAnswer} canModerate={canModerate} />
      ))}
    </>
  );
}

/**
 * The class page's Reviews section (decision 0043), loaded only when the page shows: the reviews a page at a time,
 * the signed-in student's own review form, Answer for the class's instructor and Hide for admins.
 */
export default function ClassReviews({ classId, instructorEmail }: ClassReviewsProps) {
  const { status, role, user } = useCurrentUser();
  const [pages, setPages] = useState(1);
  const first = reviewsApi.useListClassReviewsQuery({ classId, page: 1 });
  const isStudent = status === 'signedIn' && role === 'student';
  const mine = reviewsApi.useGetMyClassReviewQuery(classId, { skip: !isStudent });
  const canAnswer = role === 'instructor' && user?.email.toLowerCase() === instructorEmail.toLowerCase();
  const canModerate = role === 'admin';
  const total = first.data?.total ?? 0;

  return (
    <Section aria-labelledby="reviews-title" id="reviews">
      <h2 id="reviews-title">Reviews</h2>
      {mine.data ? <MyReviewForm classId={classId} mine={mine.data} /> : null}
      {first.isLoading ? <LoadingState label="Loading the reviews…" /> : null}
      {first.data && total === 0 ? <p>No reviews yet.</p> : null}
      <ReviewList>
        {Array.from({ length: pages }, (_, index) => (
          <ReviewsPage key={index} classId={classId} page={index + 1} canAnswer={canAnswer} canModerate={canModerate} />
        ))}
      </ReviewList>
      {pages * DEFAULT_REVIEW_PAGE_SIZE < total ? (
        <Button $variant="secondary" onClick={() => setPages((count) => count + 1)}>
          More reviews
        </Button>
      ) : null}
    </Section>
  );
}
