import styled from 'styled-components';
import { Button } from '@classhub/ui';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 1rem;
  margin-top: 2rem;
`;

const Where = styled.p`
  font-weight: 600;
`;

export interface PaginationProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

/** Previous / Next through the pages of /classes. */
export function Pagination({ page, pageCount, onPage }: PaginationProps) {
  return (
    <Nav aria-label="Pagination">
      <Button $variant="secondary" disabled={page <= 1} onClick={() => onPage(Math.min(page - 1, pageCount))}>
        Previous page
      </Button>
      <Where aria-current="page">
        Page {page} of {pageCount}
      </Where>
      <Button $variant="secondary" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Next page
      </Button>
    </Nav>
  );
}
