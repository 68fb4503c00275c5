import styled from 'styled-components';

export const Avatar = styled.img`
  flex: none;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: 50%;
  object-fit: cover;
  background: ${({ theme }) => theme.color.primarySoft};
`;

export const Initials = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: 50%;
  font-weight: 700;
  color: ${({ theme }) => theme.color.primaryText};
  background: ${({ theme }) => theme.color.primarySoft};
`;
