/** Whether the signed-in user is a recruiter (a seeker-only page then shows `ForJobSeekers`). */
export const isRecruiter = (user: { role: string } | null | undefined) =>
  user?.role === 'Recruiter';
