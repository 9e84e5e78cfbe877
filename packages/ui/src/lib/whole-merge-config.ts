/** tailwind-merge's whole configuration, for the workbench and the tests (cn.ts says why). */
export { getDefaultConfig as wholeMergeConfig } from 'tailwind-merge';
