/** Porter2 (Snowball "english") stemmer: the stem of one lower-case English word. */
declare module 'wink-porter2-stemmer' {
  export default function stem(word: string): string;
}
