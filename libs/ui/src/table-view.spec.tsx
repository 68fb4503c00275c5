import { render, screen, within } from '@testing-library/react';
import { ClassHubThemeProvider } from './theme-provider';
import { TableView } from './table-view';

describe('TableView', () => {
  it('is a focusable region with a caption and one column heading per column', () => {
    render(
      <ClassHubThemeProvider mode="light">
        <TableView label="Users" caption="Users and their roles" columns={['#', 'Name']}>
          <tr>
            <td>1</td>
            <td>Ada</td>
          </tr>
        </TableView>
      </ClassHubThemeProvider>,
    );
    const region = screen.getByRole('region', { name: 'Users' });
    expect(region).toHaveAttribute('tabindex', '0');
    const table = within(region).getByRole('table', { name: 'Users and their roles' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['#', 'Name']);
    expect(within(table).getByRole('cell', { name: 'Ada' })).toBeInTheDocument();
  });

  it("names each cell's column, for the card layout of small screens", () => {
    render(
      <ClassHubThemeProvider mode="light">
        <TableView label="Classes" columns={['#', 'Class Name', 'Price']}>
          <tr>
            <td>1</td>
            <th scope="row">Piano</th>
            <td>$25.00</td>
          </tr>
        </TableView>
      </ClassHubThemeProvider>,
    );
    const cells = Array.from(screen.getByRole('table').querySelectorAll<HTMLElement>('tbody th, tbody td'));
    expect(cells.map((cell) => cell.dataset.label)).toEqual(['#', 'Class Name', 'Price']);
  });
});
