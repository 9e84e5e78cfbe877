export { Pagination, type PaginationProps } from './pagination';
