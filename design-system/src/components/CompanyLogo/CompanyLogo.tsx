import { useState } from 'react';
import styled from 'styled-components';
import { companyInitials } from './companyInitials';

const Frame = styled.span<{ $size: number }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.primarySoft};
  color: ${({ theme }) => theme.color.primaryActive};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ $size }) => Math.round($size / 2.6)}px;
  overflow: hidden;

  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
    background: ${({ theme }) => theme.color.surface};
  }
`;

export interface CompanyLogoProps {
  name: string;
  /** The company's picture; none (or one that fails to load) shows the initials. */
  logo?: string | null;
  /** Width and height in pixels (56 unless told). */
  size?: number;
}

/**
 * A company's logo: its picture, or its initials when it has none or the picture fails to load
 * (docs/product/companies.md). Decorative: the company's name is always written next to it. The
 * frame has its size before the picture arrives, so nothing moves when it does.
 */
export function CompanyLogo({ name, logo, size = 56 }: CompanyLogoProps) {
  const [broken, setBroken] = useState(false);
  return (
    <Frame $size={size} aria-hidden="true" data-testid="company-logo">
      {logo && !broken ? (
        <img
          src={logo}
          alt=""
          width={size}
          height={size}
          loading="lazy"
          onError={() => setBroken(true)}
        />
      ) : (
        companyInitials(name)
      )}
    </Frame>
  );
}
