import styled, { css } from 'styled-components';

export interface AvatarLook {
  /** Width and height, any CSS length. */
  $size: string;
  /** A soft ring around it, for a large avatar that heads a card. */
  $framed: boolean;
}

const round = css<AvatarLook>`
  flex: none;
  box-sizing: border-box;
  width: ${({ $size }) => $size};
  height: ${({ $size }) => $size};
  border-radius: 50%;
  background: ${({ theme }) => theme.color.primarySoft};
  border: ${({ $framed, theme }) => ($framed ? `4px solid ${theme.color.primarySoft}` : '0')};
`;

export const Photo = styled.img<AvatarLook>`
  ${round}
  object-fit: cover;
`;

/**
 * The letters are drawn from `data-initials`, not written as text: a button named "Account menu for Ada Lovelace"
 * would otherwise show "AL", which its name does not contain (WCAG 2.5.3, label in name).
 */
export const Initials = styled.span<AvatarLook>`
  ${round}
  &::before {
    content: attr(data-initials);
  }

  display: inline-flex;
  align-items: center;
  justify-content: center;
  font-size: calc(${({ $size }) => $size} * 0.36);
  font-weight: 700;
  line-height: 1;
  color: ${({ theme }) => theme.color.primaryText};
`;
