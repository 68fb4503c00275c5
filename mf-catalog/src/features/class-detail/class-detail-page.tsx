import { lazy, Suspense } from 'react';
import { Link, useLocation, useParams, type Location } from '@classhub/routing';
import { isClassFull } from '@classhub/contracts';
import {
  ButtonLink,
  ErrorState,
  FallbackBoundary,
  formatPrice,
  LoadingState,
  PageContainer,
  PageHeader,
  RatingStars,
  useDocumentTitle,
  WaitlistControl,
} from '@classhub/ui';
import { useLiveSeats } from '@classhub/web-query';
import { LoginPromptDialog } from '../../shared/classes/login-prompt-dialog';
import { SelectAction } from '../../shared/classes/select-action';
import { useSelectClass } from '../../shared/classes/use-select-class';
import { useWaitlistSpot } from '../../shared/classes/use-waitlist-spot';
import { useGetClassDetailQuery } from './api';
import {
  Actions,
  BackLink,
  Centered,
  Facts,
  FullBadge,
  Info,
  Layout,
  Picture,
  Price,
  Title,
} from './class-detail-page.styles';

export const CLASS_NOT_FOUND = 'Class not found';

// Below the class, and only for those who open it: the reviews and their forms stay out of the page's first load.
const ClassReviews = lazy(() => import('./reviews/class-reviews.lazy'));
// The description, outcomes and sessions (decision 0040), in a chunk of their own with the date formatting.
const ClassSchedule = lazy(() => import('./schedule/class-schedule.lazy'));

/** Back to the list the visitor came from (its search and page included), else to the plain list. */
function useBackTo(): string {
  const from = (useLocation().state as { from?: Partial<Location> } | null)?.from;
  return from?.pathname === '/classes' ? `/classes${from.search ?? ''}` : '/classes';
}

/** /classes/:id: one approved class with the same Select rules as its card. */
export function ClassDetailPage() {
  const { id = '' } = useParams();
  const backTo = useBackTo();
  const { data: fetched, isLoading, isError, error, refetch } = useGetClassDetailQuery(id);
  // Its seats as they are now (decision 0039), while the live stream is open.
  const cls = useLiveSeats(fetched, fetched?._id);
  const { stateOf, select, loginPromptFor, askToLogIn, closeLoginPrompt } = useSelectClass();
  const waitlistOf = useWaitlistSpot(askToLogIn);
  useDocumentTitle(cls?.className ?? 'Class');

  const back = (
    <BackLink>
      <Link to={backTo}>← All classes</Link>
    </BackLink>
  );

  if (isLoading) {
    return (
      <PageContainer>
        <LoadingState label="Loading the class…" />
      </PageContainer>
    );
  }

  // A malformed id (400) is as missing as an unknown one to whoever typed the address.
  const status = (error as { status?: unknown } | undefined)?.status;
  if (status === 404 || status === 400) {
    return (
      <PageContainer>
        <PageHeader title={CLASS_NOT_FOUND} description="It may have been removed, or the address is wrong." />
        <Centered>
          <ButtonLink to="/classes">Back to all classes</ButtonLink>
        </Centered>
      </PageContainer>
    );
  }

  if (isError || !cls) {
    return (
      <PageContainer>
        {back}
        <ErrorState
          title="We couldn't load this class"
          message="Something went wrong on our side or with your connection."
          onRetry={() => void refetch()}
        />
      </PageContainer>
    );
  }

  const full = isClassFull(cls);
  const selectState = stateOf(cls);
  const waitlistSpot = waitlistOf(cls, selectState.kind === 'enrolled');
  return (
    <PageContainer>
      {back}
      <Layout data-full={full} aria-labelledby="class-detail-title">
        <Picture>
          <img src={cls.classImage} alt={cls.className} />
          {full ? <FullBadge>Class full</FullBadge> : null}
        </Picture>
        <Info>
          <Title id="class-detail-title">{cls.className}</Title>
          <Price>{formatPrice(cls.price)}</Price>
          <Facts>
            <dt>Instructor</dt>
            <dd>{cls.instructorName}</dd>
            <dt>Available seats</dt>
            <dd>{cls.availableSeats}</dd>
            <dt>Enrolled</dt>
            <dd>{cls.enrolled}</dd>
            <dt>Rating</dt>
            <dd>
              <RatingStars average={cls.ratingAverage} count={cls.ratingCount} />
            </dd>
          </Facts>
          <Actions>
            <SelectAction cls={cls} state={selectState} onSelect={(picked) => void select(picked)} />
            {waitlistSpot ? <WaitlistControl {...waitlistSpot} /> : null}
          </Actions>
        </Info>
      </Layout>
      <FallbackBoundary fallback={null}>
        <Suspense fallback={null}>
          <ClassSchedule cls={cls} />
        </Suspense>
      </FallbackBoundary>
      {/* A section that fails (its chunk, or a broken answer) leaves the class itself on screen. */}
      <FallbackBoundary fallback={null}>
        <Suspense fallback={null}>
          <ClassReviews classId={cls._id} instructorEmail={cls.instructorEmail} />
        </Suspense>
      </FallbackBoundary>
      {loginPromptFor ? <LoginPromptDialog className={loginPromptFor.className} onClose={closeLoginPrompt} /> : null}
    </PageContainer>
  );
}
