export { usePageTitle, usePageTitleName, currentPageTitleName } from './pageTitle';
