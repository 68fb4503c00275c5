import styled from 'styled-components';
import { FormCard } from '@classhub/ui';

/** The profile's account settings: one card per setting, under the profile card. */
export const SettingsCard = styled(FormCard)`
  margin-top: 1.5rem;
  max-width: 44rem;
`;

export const SettingsTitle = styled.h2`
  font-size: 1.35rem;
  font-weight: 800;
  margin-bottom: 0.35rem;
`;

export const SettingsLead = styled.p`
  margin-bottom: 1.25rem;
  color: ${({ theme }) => theme.color.textMuted};
`;
