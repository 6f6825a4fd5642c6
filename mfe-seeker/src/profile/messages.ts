/** The profile texts of docs/product/seeker-profile-and-resume.md, verbatim. */
export const SAVE_DATA_FAILED = 'Failed to save data';
export const SAVE_PROFILE_FAILED = 'Failed to save profile';
export const NOT_SPECIFIED = 'Not specified';
export const NO_DATA = 'No data available';
export const NO_SKILLS = 'No skills added';
export const NO_RESUME = 'No resume uploaded';
export const NO_KEYWORDS = 'No relevant skills found from your job applications.';
/** A load failed without a text of the server's ("Error: {message}" with Retry). */
export const DEFAULT_LOAD_ERROR = 'Request timed out or failed';
