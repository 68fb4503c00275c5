import styled from 'styled-components';
import { Card, CardMedia } from '@classhub/ui';

export const CardRoot = styled(Card)`
  transition:
    transform 0.15s ease,
    box-shadow 0.15s ease;

  &:hover {
    transform: translateY(-2px);
    box-shadow: ${({ theme }) => theme.shadow.raised};
  }

  /* Spec: a class with no seat left is shown in red. */
  &[data-full='true'] {
    border: 2px solid ${({ theme }) => theme.color.dangerBorder};
    background: ${({ theme }) => theme.color.dangerSoft};
  }
`;

/** The picture is also a link to the detail page. */
export const ImageFrame = styled(CardMedia)`
  a {
    display: block;
    height: 100%;
  }
`;

export const FullBadge = styled.span`
  position: absolute;
  top: 0.75rem;
  left: 0.75rem;
  padding: 0.25rem 0.75rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: #b91c1c;
  color: #ffffff;
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

export const Title = styled.h2`
  font-size: 1.2rem;
  font-weight: 700;

  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.color.primaryText};
    text-decoration: underline;
  }
`;

export const Instructor = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

export const SeatsLeft = styled.li`
  [data-full='true'] & {
    font-weight: 700;
    color: ${({ theme }) => theme.color.danger};
  }
`;

/** The next session's date and time: a long line, allowed to wrap where the card's other facts each stay on one. */
export const NextSession = styled.li`
  && {
    white-space: normal;
  }
`;
