import { useState } from 'react';
import styled from 'styled-components';

const Frame = styled.span<{ $size: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primarySoft};
  color: ${({ theme }) => theme.color.primary};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ $size }) => Math.round($size / 2.4)}px;
  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
    background: ${({ theme }) => theme.color.surface};
  }
`;

export interface CompanyLogoProps {
  name: string;
  /** The company's picture URL (ADR 013's `pfp`), when it has one. */
  src?: string | null;
  size?: number;
}

/**
 * A company's logo: its picture, or its initial when it has none or the picture fails to load
 * (docs/product/companies.md#your-companies). Decorative: the company's name is always written
 * next to it.
 */
export function CompanyLogo({ name, src, size = 48 }: CompanyLogoProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const showPicture = Boolean(src) && failed !== src;
  return (
    <Frame $size={size} aria-hidden="true" data-testid="company-logo">
      {showPicture ? (
        <img src={src!} alt="" onError={() => setFailed(src ?? null)} />
      ) : (
        (name.trim()[0] ?? '?').toUpperCase()
      )}
    </Frame>
  );
}
