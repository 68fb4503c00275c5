import styled from 'styled-components';

const Image = styled.img`
  display: block;
  width: 4rem;
  height: 3rem;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceMuted};
`;

/** A class thumbnail in a table row; decorative, since the class name sits in the same row. */
export function ClassImage({ src }: { src: string }) {
  return <Image src={src} alt="" loading="lazy" width={64} height={48} />;
}
