import styled from 'styled-components';

const Mark = styled.svg`
  flex: none;
`;

/** The ClassHub mark: a graduation cap on the purple accent. Decorative; the name beside it is the label. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <Mark width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" fill="#6d28d9" />
      <path d="M16 8 5 13.5 16 19l9-4.5V21h2v-7.5L16 8Z" fill="#fff" />
      <path d="M10 17.6V21c0 1.9 2.7 3.5 6 3.5s6-1.6 6-3.5v-3.4L16 20.6l-6-3Z" fill="#ddd6fe" />
    </Mark>
  );
}
