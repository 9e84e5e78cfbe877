import { UsageNotes } from '../../docs/foundations';
import { useSample } from '../../stories/sample';
import { FilePicker } from './file-picker';

function DamagedGiftPhoto() {
  const sample = useSample();
  return (
    <FilePicker
      className="max-w-md"
      isRequired
      acceptedTypes={['image/jpeg', 'image/png']}
      maxSizeBytes={2 * 1024 * 1024}
      label={sample({ ar: 'صورة الهدية التالفة', en: 'Photo of the damaged gift' })}
    />
  );
}

function RefusedByServer() {
  const sample = useSample();
  return (
    <FilePicker
      className="max-w-md"
      label={sample({ ar: 'مرفق (اختياري)', en: 'Attachment (optional)' })}
      errorMessage={sample({ ar: 'محتوى الملف ليس صورة.', en: 'The file’s content is not a picture.' })}
    />
  );
}

/** Usage notes on FilePicker's docs page (`parameters.docs.usage`). */
export function FilePickerUsage() {
  return (
    <UsageNotes
      when={[
        'One attachment sent with a form: a photo of a damaged gift or an invoice in the `ContactForm`, a logo or a brief in the `CorporateGiftForm`. It is a real `<input type="file">`, so it posts with its form before the scripts arrive.',
        'One file per picker, posted as `attachment` unless `name` says otherwise. What the shopper could type (an order number, a link) belongs in a `TextField`, not in a screenshot.',
      ]}
      dos={[
        {
          text: 'Narrow `acceptedTypes` and `maxSizeBytes` to what the server accepts: the hint under the label is written from them (“JPEG or PNG, up to 2 MB”), and a file outside them is refused before any upload.',
          example: <DamagedGiftPhoto />,
        },
        {
          text: 'Show the server’s verdict on the content in `errorMessage`: the server checks the file again and may refuse a file the browser let through.',
          example: <RefusedByServer />,
        },
        {
          text: 'Read the chosen file from `onFileChange` (`null` when it is removed or refused) if the app sends it itself; a form reset empties the picker too.',
        },
      ]}
      donts={[
        {
          text: 'Trust the type check: it reads the browser’s reported type (or, when there is none, the extension); only the server sees the content.',
        },
        {
          text: 'Offer HEIC unless the server decodes it: it is not in the contract’s `ATTACHMENT_TYPES`, so it is off by default, and a HEIC photo chosen anyway (an iPhone’s default) is refused with the contract’s `ATTACHMENT_HEIC_NOTE`, which says how to send it as JPEG: the same words the server answers a HEIC upload with.',
        },
      ]}
      keyboard={[
        ['Tab', 'Moves to the file input (the browser’s “Choose file” button).'],
        [
          'Enter / Space',
          'Opens the system’s file dialog. Once a file is chosen focus moves to Remove; “Change file” opens the dialog again.',
        ],
        ['Enter on Remove', 'Removes the file; focus goes back to the file input.'],
      ]}
      screenReader={[
        'The input is labelled by `label` (with a hidden “required” when `isRequired`) and described by the hint and the error.',
        'A refusal (the wrong type or too large, naming the file and what is accepted; for a HEIC photo, how to send it instead) and a server error are alerts; a chosen or removed file is announced by a status region (“Attached: invoice.pdf, 180 kB”).',
        'A photo’s preview has the alt “Preview of {name}”; a PDF shows an icon named “PDF document”; Remove is named “Remove {name}”.',
      ]}
    />
  );
}
