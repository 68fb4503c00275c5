import { useLocation } from '@classhub/routing';
import { Button, ButtonLink, Dialog } from '@classhub/ui';

/**
 * A signed-out visitor who presses Select (docs/product.md#class-cards) is asked to log in; /login returns them here.
 */
export function LoginPromptDialog({ className, onClose }: { className: string; onClose: () => void }) {
  const location = useLocation();
  return (
    <Dialog
      title="Please Login to select the class"
      onClose={onClose}
      actions={
        <>
          <ButtonLink to="/login" state={{ from: location }}>
            Login Now
          </ButtonLink>
          <Button $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </>
      }
    >
      <p>Log in or create an account to add “{className}” to your selected classes.</p>
    </Dialog>
  );
}
