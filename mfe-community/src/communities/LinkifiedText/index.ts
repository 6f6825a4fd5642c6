export { LinkifiedText } from './LinkifiedText';
export { linkify, type TextPart } from './linkify';
