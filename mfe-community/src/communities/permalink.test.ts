import { describe, expect, it, vi } from 'vitest';
import { communityPath, postPath, sharePermalink } from './permalink';

const url = 'https://rozgar.example.in/community/c1/posts/p1';

describe('permalink', () => {
  it('builds the post and board paths', () => {
    expect(postPath('6650f1a2c3d4e5f601111001', '6650f1a2c3d4e5f602222001')).toBe(
      '/community/6650f1a2c3d4e5f601111001/posts/6650f1a2c3d4e5f602222001',
    );
    expect(communityPath('6650f1a2c3d4e5f601111001')).toBe(
      '/community?community=6650f1a2c3d4e5f601111001',
    );
  });

  it('uses the share sheet where there is one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn();
    const clipboard = { writeText } as unknown as Clipboard;
    expect(await sharePermalink(url, 'A post', { share, clipboard })).toBe('shared');
    expect(share).toHaveBeenCalledWith({ title: 'A post', url });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('says nothing when the share sheet is closed, copies when sharing is refused', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    const clipboard = { writeText } as unknown as Clipboard;
    const closed = vi.fn().mockRejectedValue(new DOMException('closed', 'AbortError'));
    expect(await sharePermalink(url, 'A post', { share: closed, clipboard })).toBe('cancelled');
    const refused = vi.fn().mockRejectedValue(new DOMException('no', 'NotAllowedError'));
    expect(await sharePermalink(url, 'A post', { share: refused, clipboard })).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(url);
  });

  it('copies the link without a share sheet, and fails without a clipboard', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    const noShare = undefined as unknown as Navigator['share'];
    const clipboard = { writeText } as unknown as Clipboard;
    expect(await sharePermalink(url, 'A post', { share: noShare, clipboard })).toBe('copied');
    await expect(
      sharePermalink(url, 'A post', {
        share: noShare,
        clipboard: undefined as unknown as Clipboard,
      }),
    ).rejects.toThrow('Copying is not available');
  });
});
