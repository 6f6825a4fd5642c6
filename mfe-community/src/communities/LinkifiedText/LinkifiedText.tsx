import styled from 'styled-components';
import { linkify } from './linkify';

const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  a {
    color: ${({ theme }) => theme.color.primary};
    text-decoration: underline;
  }
`;

/**
 * A post's or a comment's text as typed: line breaks kept, web addresses as links opening in a
 * new tab (`rel="noopener noreferrer nofollow ugc"`), everything else as text. React escapes it:
 * markup someone typed shows as the characters they typed, never as HTML.
 */
export function LinkifiedText({ text, className }: { text: string; className?: string }) {
  return (
    <Text className={className}>
      {linkify(text).map((part, index) =>
        part.kind === 'link' ? (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow ugc">
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </Text>
  );
}
