export { type DeliveryDate, type DeliverySlot, SlotPicker, type SlotPickerProps } from './slot-picker';
