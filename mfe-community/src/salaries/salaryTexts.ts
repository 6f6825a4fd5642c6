/** The toast after a salary is stored (docs/product/community-and-reviews.md, "Contribute salary"). */
export const SALARY_CONTRIBUTED = 'Thank you! Your salary was added anonymously.';
