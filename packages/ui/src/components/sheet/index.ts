export {
  Sheet,
  SheetClose,
  SheetContent,
  type SheetContentProps,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  type SheetProps,
  SheetTitle,
  SheetTrigger,
  sheetContentVariants,
} from './sheet';
