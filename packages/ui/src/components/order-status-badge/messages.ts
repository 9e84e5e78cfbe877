import type { Language } from '@hadiya/contract/constants';
import { ORDER_STATUSES, type OrderStatus, orderStatusLabels } from '@hadiya/contract/orders';
import type { MessageDescriptor } from 'react-intl';
import type { Translations } from '../../i18n/translations';

/** The react-intl id of a status's name: `ui.orderStatusBadge.<camelCase>`, as before the names came from the contract. */
const idOf = (status: OrderStatus) =>
  `ui.orderStatusBadge.${status.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase())}`;

const namesIn = (lang: Language) =>
  Object.fromEntries(ORDER_STATUSES.map((status) => [status, orderStatusLabels[status][lang]])) as Record<
    OrderStatus,
    string
  >;

/**
 * One name per status of the contract's ORDER_STATUSES (spec §4), and one for a status this release
 * does not know yet. The names are the contract's `orderStatusLabels`, the same the server sends as
 * `status_label`, so the badge, the timeline's steps and the server never name a status apart.
 */
export const messages: Record<OrderStatus | 'unknown', MessageDescriptor & { id: string; defaultMessage: string }> = {
  ...(Object.fromEntries(
    ORDER_STATUSES.map((status) => [status, { id: idOf(status), defaultMessage: namesIn('en')[status] }]),
  ) as Record<OrderStatus, MessageDescriptor & { id: string; defaultMessage: string }>),
  unknown: { id: 'ui.orderStatusBadge.unknown', defaultMessage: 'Status unknown' },
};

export const arabic: Translations<typeof messages> = {
  ...namesIn('ar'),
  unknown: 'الحالة غير معروفة',
};
