import type { ClassDto } from '@classhub/contracts';
import { CardGrid } from '@classhub/ui';
import { cardImageLoading } from '../card-image-loading';
import { ClassCard } from './class-card';
import { LoginPromptDialog } from './login-prompt-dialog';
import { useSelectClass } from './use-select-class';
import { useWaitlistSpot } from './use-waitlist-spot';

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
  return (
    <>
      <CardGrid aria-label={label}>
        {classes.map((cls, index) => (
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
