import {
  buttonVariants,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@hadiya/ui';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { messages } from './domain-move-dialog.messages';

const SEEN_KEY = 'domainMoveSeen';

/**
 * Spec §2: a dialog announcing the store's move to a new address, shown once per shopper (per new
 * address), and not on top of the city picker.
 */
export function DomainMoveDialog({ url, isBlocked }: { url: string; isBlocked: boolean }) {
  const intl = useIntl();
  const [isOpen, setOpen] = useState(false);
  useEffect(() => {
    if (!isBlocked && window.localStorage.getItem(SEEN_KEY) !== url) setOpen(true);
  }, [url, isBlocked]);

  const close = () => {
    window.localStorage.setItem(SEEN_KEY, url);
    setOpen(false);
  };
  const host = new URL(url).host;
  return (
    <Dialog open={isOpen} onOpenChange={(open) => (open ? setOpen(true) : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{intl.formatMessage(messages.title)}</DialogTitle>
          <DialogDescription>{intl.formatMessage(messages.description, { host })}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <a href={url} onClick={close} className={buttonVariants({ variant: 'primary' })}>
            {intl.formatMessage(messages.go, { host })}
          </a>
          <button type="button" onClick={close} className={buttonVariants({ variant: 'secondary' })}>
            {intl.formatMessage(messages.stay)}
          </button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
