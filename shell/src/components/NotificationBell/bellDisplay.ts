/** How many of the newest notifications the bell lists ("See all notifications" for the rest). */
export const BELL_LIST_SIZE = 6;

/** The badge's text: the count, "9+" above nine. */
export const badgeText = (unread: number) => (unread > 9 ? '9+' : String(unread));
