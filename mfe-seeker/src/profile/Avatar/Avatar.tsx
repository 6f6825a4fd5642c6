import styled from 'styled-components';
import { initialsOf } from './initials';

const Circle = styled.span<{ $size: number }>`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => `${$size}px`};
  height: ${({ $size }) => `${$size}px`};
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.color.primarySoft};
  color: ${({ theme }) => theme.color.primary};
  font-size: ${({ $size }) => `${Math.round($size / 2.6)}px`};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** The seeker's photo, or their initials when there is none. Decorative: the name is next to it. */
export function Avatar({
  name,
  src,
  size = 72,
}: {
  name: string;
  src?: string | null;
  size?: number;
}) {
  return (
    <Circle $size={size} aria-hidden="true" data-avatar="">
      {src ? <img src={src} alt="" /> : initialsOf(name)}
    </Circle>
  );
}
