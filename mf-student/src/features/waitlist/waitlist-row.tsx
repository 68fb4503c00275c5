import { Link } from '@classhub/routing';
import { Button, DateTime, formatOrdinal, IndexCell, RowHeader, toast } from '@classhub/ui';
import { apiErrorMessage } from '@classhub/web-api';
import { useLeaveWaitlistMutation, type WaitlistEntryDto } from '@classhub/web-query';
import { ClassImage } from '../../shared/class-image';
import { Muted, Place, RowActions } from './waitlist.styles';

/** One class the student waits for: their place in line or the seat offered, with Claim and Leave. */
export function WaitlistRow({
  entry,
  position,
  onClaim,
  claiming,
}: {
  entry: WaitlistEntryDto;
  position: number;
  onClaim: (classId: string) => void;
  claiming: boolean;
}) {
  const [leave, { isLoading: leaving }] = useLeaveWaitlistMutation();
  const offered = entry.status === 'offered' && entry.offerExpiresAt;

  const leaveLine = async () => {
    try {
      await leave(entry.classId).unwrap();
      toast.success(offered ? 'Seat given up' : 'You left the waitlist', entry.className);
    } catch (error) {
      toast.error(`Could not leave the waitlist of ${entry.className}`, apiErrorMessage(error));
    }
  };

  return (
    <tr>
      <IndexCell>{position}</IndexCell>
      <td>
        <ClassImage src={entry.classImage} />
      </td>
      <RowHeader scope="row">
        <Link to={`/classes/${encodeURIComponent(entry.classId)}`}>{entry.className}</Link>
      </RowHeader>
      <td>
        {offered ? (
          <Place>
            A seat is yours until <DateTime iso={entry.offerExpiresAt!} />
          </Place>
        ) : (
          <>
            <Place>You are {formatOrdinal(entry.position)} in line</Place>
            <Muted>{entry.waiting} waiting</Muted>
          </>
        )}
      </td>
      <td>
        <DateTime iso={entry.joinedAt} />
      </td>
      <RowActions>
        <div>
          {offered ? (
            <Button
              onClick={() => onClaim(entry.classId)}
              disabled={claiming}
              aria-label={`Claim your seat in ${entry.className}`}
            >
              {claiming ? 'Claiming…' : 'Claim'}
            </Button>
          ) : null}
          <Button
            $variant="secondary"
            disabled={leaving}
            onClick={() => void leaveLine()}
            aria-label={`Leave waitlist: ${entry.className}`}
          >
            {leaving ? 'Leaving…' : 'Leave waitlist'}
          </Button>
        </div>
      </RowActions>
    </tr>
  );
}
