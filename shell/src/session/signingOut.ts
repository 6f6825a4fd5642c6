import { create } from 'zustand';

/**
 * Whether "Logout" is under way (docs/product/navigation-and-layout.md#logout): from the click,
 * which goes straight to `/`, until the server has ended the session. Meanwhile `/` shows
 * "Logging out" instead of sending the still logged-in user back to their home page.
 */
export const useSigningOut = create<{ signingOut: boolean }>(() => ({ signingOut: false }));

export const setSigningOut = (signingOut: boolean) => useSigningOut.setState({ signingOut });
