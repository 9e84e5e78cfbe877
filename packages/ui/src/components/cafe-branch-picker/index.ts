export { type CafeBranch, CafeBranchPicker, type CafeBranchPickerProps } from './cafe-branch-picker';
