export {
  ATTACHMENT_MAX_BYTES_DEFAULT,
  type AttachmentType,
  attachmentTypes,
  checkAttachment,
  FilePicker,
  type FilePickerProps,
  formatFileSize,
} from './file-picker';
