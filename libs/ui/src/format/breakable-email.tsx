import { Fragment } from 'react';
import styled from 'styled-components';

const Email = styled.span`
  /* Only a part longer than the whole line is cut anywhere; otherwise the line breaks at a <wbr>. */
  overflow-wrap: anywhere;
`;

/** The address split after '@' and each '.', the points where a wrapped email still reads well. */
export function emailParts(email: string): string[] {
  return email.split(/(?<=[@.])/);
}

/** An email address that wraps after '@' or a dot ("name@" / "example." / "com") rather than mid-word. */
export function BreakableEmail({ email }: { email: string }) {
  return (
    <Email>
      {emailParts(email).map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </Email>
  );
}
