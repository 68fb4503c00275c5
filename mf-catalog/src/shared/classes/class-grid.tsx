import type { ClassDto } from '@classhub/contracts';
import { CardGrid } from '@classhub/ui';
import { useLiveSeatsList } from '@classhub/web-query';
import { cardImageLoading } from '../card-image-loading';
import { ClassCard } from './class-card';
import { LoginPromptDialog } from './login-prompt-dialog';
import { useSelectClass } from './use-select-class';
import { useWaitlistSpot } from './use-waitlist-spot';

const classIdOf = (cls: ClassDto) => cls._id;

/**
 * A grid of class cards with Select wired the same everywhere (docs/product.md#class-cards: Popular Classes and All
 * Classes).
 */
export function ClassGrid({
  classes,
  label,
  headingLevel,
  opensPage = false,
}: {
  classes: ClassDto[];
  label: string;
  headingLevel?: 2 | 3;
  /** The grid is the first thing below the page's title, so its first row is on screen when the page opens. */
  opensPage?: boolean;
}) {
  const { stateOf, select, loginPromptFor, askToLogIn, closeLoginPrompt } = useSelectClass();
  const waitlistOf = useWaitlistSpot(askToLogIn);
  // Seats as they are now (decision 0039): a card that fills turns red and its Select is disabled, without a reload.
  const liveClasses = useLiveSeatsList(classes, classIdOf);
  return (
    <>
      <CardGrid aria-label={label}>
        {liveClasses.map((cls, index) => (
          <li key={cls._id}>
            <ClassCard
              headingLevel={headingLevel}
              cls={cls}
              selectState={stateOf(cls)}
              onSelect={(picked) => void select(picked)}
              waitlist={waitlistOf}
              imageLoading={opensPage ? cardImageLoading(index) : 'lazy'}
            />
          </li>
        ))}
      </CardGrid>
      {loginPromptFor ? <LoginPromptDialog className={loginPromptFor.className} onClose={closeLoginPrompt} /> : null}
    </>
  );
}
