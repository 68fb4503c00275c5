import { useState } from 'react';
import type { ClassReviewDto } from '@classhub/contracts';
import { Button, DateTime, FormError, FormField, RatingStars } from '@classhub/ui';
import { apiErrorMessage } from '@classhub/web-api';
import { reviewsApi } from './reviews-api';
import { Answer, Meta, Notice, PlainText, ReviewCard, Row } from './reviews.styles';

export interface ReviewItemProps {
  review: ClassReviewDto;
  /** The viewer is the class's instructor (may answer once) or an admin (may hide or show again). */
  canAnswer: boolean;
  canModerate: boolean;
}

/** One review: stars, text (plain, line breaks kept), the instructor's answer, and the viewer's actions on it. */
export function ReviewItem({ review, canAnswer, canModerate }: ReviewItemProps) {
  const [open, setOpen] = useState<'answer' | 'hide' | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [answer, answering] = reviewsApi.useAnswerClassReviewMutation();
  const [hide, hiding] = reviewsApi.useHideClassReviewMutation();
  const [unhide, unhiding] = reviewsApi.useUnhideClassReviewMutation();
  const ids = { classId: review.classId, reviewId: review._id };

  const run = async (action: () => Promise<unknown>) => {
    setError(null);
    try {
      await action();
      setOpen(null);
      setText('');
    } catch (failure) {
      setError(apiErrorMessage(failure));
    }
  };
  const submit = () =>
    run(() => (open === 'answer' ? answer({ ...ids, text }).unwrap() : hide({ ...ids, reason: text }).unwrap()));

  return (
    <ReviewCard aria-label={`Review by ${review.studentName}`}>
      <RatingStars average={review.rating} />
      <Meta>
        {review.studentName}, <DateTime iso={review.createdAt} />
      </Meta>
      {review.hidden ? <Notice>Hidden by an admin: {review.hidden.reason}</Notice> : null}
      {review.text ? <PlainText>{review.text}</PlainText> : null}
      {review.answer ? (
        <Answer>
          <Meta>The instructor answered:</Meta>
          <PlainText>{review.answer.text}</PlainText>
        </Answer>
      ) : null}
      {open ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <FormField
            label={open === 'answer' ? 'Your answer' : 'Why hide this review? (the author is told)'}
            multiline
            value={text}
            onChange={(event) => setText(event.target.value)}
            required
          />
          <Row>
            <Button type="submit" disabled={answering.isLoading || hiding.isLoading}>
              {open === 'answer' ? 'Send answer' : 'Hide review'}
            </Button>
            <Button $variant="ghost" onClick={() => setOpen(null)}>
              Cancel
            </Button>
          </Row>
        </form>
      ) : (
        <Row>
          {canAnswer && !review.answer ? (
            <Button $variant="secondary" onClick={() => setOpen('answer')}>
              Answer
            </Button>
          ) : null}
          {canModerate && !review.hidden ? (
            <Button $variant="secondary" onClick={() => setOpen('hide')}>
              Hide
            </Button>
          ) : null}
          {canModerate && review.hidden ? (
            <Button
              $variant="secondary"
              disabled={unhiding.isLoading}
              onClick={() => void run(() => unhide(ids).unwrap())}
            >
              Show again
            </Button>
          ) : null}
        </Row>
      )}
      {error ? <FormError role="alert">{error}</FormError> : null}
    </ReviewCard>
  );
}
