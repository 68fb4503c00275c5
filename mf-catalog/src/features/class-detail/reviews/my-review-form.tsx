import { useEffect, useRef, useState } from 'react';
import { REVIEW_LIMITS, type DeclaredResponse } from '@classhub/contracts';
import { Button, FormError, FormField } from '@classhub/ui';
import { apiErrorMessage } from '@classhub/web-api';
import { reviewsApi } from './reviews-api';
import { Notice, Row, Stars } from './reviews.styles';

const RATINGS = [1, 2, 3, 4, 5] as const;

export interface MyReviewFormProps {
  classId: string;
  mine: DeclaredResponse<'getMyClassReview'>;
}

/**
 * The signed-in student's review of the class (decision 0043): the form while they may write or edit it, else why not;
 * Delete whenever they have one. Every refusal the server gives is shown under the form.
 */
export function MyReviewForm({ classId, mine }: MyReviewFormProps) {
  const [rating, setRating] = useState<number | null>(mine.review?.rating ?? null);
  const [text, setText] = useState(mine.review?.text ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [write, writing] = reviewsApi.useWriteClassReviewMutation();
  const [remove, removing] = reviewsApi.useDeleteClassReviewMutation();
  const root = useRef<HTMLDivElement>(null);
  // "Write a review" on My Enrolled Classes links to #review, which exists only once this lazy section has loaded.
  useEffect(() => {
    if (window.location.hash === '#review') root.current?.scrollIntoView();
  }, []);

  const run = async (action: () => Promise<unknown>, done: string) => {
    setError(null);
    setSaved(null);
    try {
      await action();
      setSaved(done);
    } catch (failure) {
      setError(apiErrorMessage(failure));
    }
  };

  return (
    <div id="review" ref={root}>
      {mine.review?.hidden ? <Notice>An admin hid your review: {mine.review.hidden.reason}</Notice> : null}
      {mine.canWrite ? (
        <form
          aria-label={mine.review ? 'Edit your review' : 'Write a review'}
          onSubmit={(event) => {
            event.preventDefault();
            if (rating === null) return setError('Choose a rating from 1 to 5 stars');
            void run(() => write({ classId, review: { rating, text } }).unwrap(), 'Your review is saved.');
          }}
        >
          <Stars>
            <legend>Your rating</legend>
            {RATINGS.map((value) => (
              <label key={value}>
                <input
                  type="radio"
                  name="rating"
                  value={value}
                  checked={rating === value}
                  onChange={() => setRating(value)}
                />{' '}
                {value} star{value === 1 ? '' : 's'}
              </label>
            ))}
          </Stars>
          <FormField
            label="Your review (optional)"
            multiline
            maxLength={REVIEW_LIMITS.textMax}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <Row>
            <Button type="submit" disabled={writing.isLoading}>
              {mine.review ? 'Save changes' : 'Post review'}
            </Button>
          </Row>
        </form>
      ) : (
        <Notice>{mine.refusal}</Notice>
      )}
      {mine.review ? (
        <Row>
          <Button
            $variant="secondary"
            disabled={removing.isLoading}
            onClick={() =>
              void run(async () => {
                await remove(classId).unwrap();
                setRating(null);
                setText('');
              }, 'Your review is deleted.')
            }
          >
            Delete my review
          </Button>
        </Row>
      ) : null}
      {saved ? <p role="status">{saved}</p> : null}
      {error ? <FormError role="alert">{error}</FormError> : null}
    </div>
  );
}
