import type { ReactNode } from 'react';
import type { ClassDto } from '@classhub/contracts';
import { Card, CardBody, CardHeading, CardMedia, CardTitle } from '../layout';
import { ClassStatusBadge } from './class-status-badge';

export interface ClassCardFrameProps {
  cls: Pick<ClassDto, 'className' | 'classImage' | 'status'>;
  /** The title's id: names the card, and the card's buttons point at it (`aria-describedby`). */
  titleId: string;
  /** The class's status in words, for its badge. */
  statusLabel: string;
  /** What the card says under its title (facts, actions). */
  children: ReactNode;
  /** Rendered after the card's body, e.g. the dialog one of its buttons opened. */
  dialogs?: ReactNode;
}

/** A class as a card in a staff list: its picture, its name with its review status, then what the page adds. */
export function ClassCardFrame({ cls, titleId, statusLabel, children, dialogs }: ClassCardFrameProps) {
  return (
    <Card aria-labelledby={titleId}>
      <CardMedia>
        <img src={cls.classImage} alt={cls.className} loading="lazy" />
      </CardMedia>
      <CardBody>
        <CardHeading>
          <CardTitle id={titleId}>{cls.className}</CardTitle>
          <ClassStatusBadge status={cls.status} label={statusLabel} />
        </CardHeading>
        {children}
      </CardBody>
      {dialogs}
    </Card>
  );
}
