/** The page of one post with its comments: `/community/:communityId/posts/:postId`. */
export const postPath = (communityId: string, postId: string) =>
  `/community/${encodeURIComponent(communityId)}/posts/${encodeURIComponent(postId)}`;

/** The board with one community chosen: `/community?community=<id>`. */
export const communityPath = (communityId: string) =>
  `/community?${new URLSearchParams({ community: communityId })}`;

export type ShareOutcome = 'shared' | 'copied' | 'cancelled';

/**
 * Shares a post's permalink: through the device's share sheet (Web Share API) where the browser
 * has one, else by copying the link to the clipboard. Rejects when neither works.
 */
export async function sharePermalink(
  url: string,
  title: string,
  browser: Pick<Navigator, 'share' | 'clipboard'> = navigator,
): Promise<ShareOutcome> {
  if (typeof browser.share === 'function') {
    try {
      await browser.share({ title, url });
      return 'shared';
    } catch (error) {
      // The person closed the share sheet: nothing to say.
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Refused (no user gesture, not allowed): fall back to copying.
    }
  }
  if (!browser.clipboard?.writeText) throw new Error('Copying is not available in this browser');
  await browser.clipboard.writeText(url);
  return 'copied';
}
