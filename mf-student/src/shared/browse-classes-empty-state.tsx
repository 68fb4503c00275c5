import { ButtonLink, EmptyState } from '@classhub/ui';

/** An empty student list, with the way to fill it: the catalogue. */
export function BrowseClassesEmptyState({ title }: { title: string }) {
  return (
    <EmptyState
      title={title}
      message={
        <ButtonLink to="/classes" $variant="secondary">
          Browse classes
        </ButtonLink>
      }
    />
  );
}
